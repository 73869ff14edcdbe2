import { NOTIFICATION_PREFERENCES_CHANGED, type NotificationPreferencesChangedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { NotificationPreferencesChangedData } from '@ledgerline/ledger';

/** v1 (current): `{ userId, changes: { monthlyProfitAndLoss?, weeklySummary?, expiryReminders? }, changedAt }`, only the mails that changed. */
export type NotificationPreferencesChangedV1 = NotificationPreferencesChangedData;

export const notificationPreferencesChanged = defineEvent<typeof NOTIFICATION_PREFERENCES_CHANGED, NotificationPreferencesChangedData>({
  type: NOTIFICATION_PREFERENCES_CHANGED,
  currentVersion: 1,
});
