import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationMail, type NotificationPreferences } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

/** A member's preferences in a business, every mail they never changed on. */
export async function loadNotificationPreferences(db: Queryable, businessId: string, userId: string): Promise<NotificationPreferences> {
  const rows = await execute<{ mail: NotificationMail; enabled: boolean }>(
    db,
    sql.table('notification_preferences').select('mail', 'enabled').where({ business_id: businessId, user_id: userId }),
  );
  const preferences: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const row of rows) if (row.mail in preferences) preferences[row.mail] = row.enabled;
  return preferences;
}
