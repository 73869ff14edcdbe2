import type { NotificationPreferencesChangedData } from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * Members' e-mail notification preferences: one row per business, member and mail they have ever
 * changed, with its value and when it last changed; a mail without a row is on. Rows depend on the
 * events alone, so a rebuild reproduces them.
 */
export const notificationPreferencesProjector = defineProjector({
  name: 'notification-preferences',
  version: 1,
  tables: ['notification_preferences'],
  handlers: {
    async NotificationPreferencesChanged(event, ctx) {
      const data = event.data as NotificationPreferencesChangedData;
      const rows = Object.entries(data.changes).map(([mail, enabled]) => ({
        business_id: businessIdOfStream(event.stream),
        user_id: data.userId,
        mail,
        enabled,
        changed_at: data.changedAt,
        position: event.position.toString(),
      }));
      if (rows.length === 0) return;
      await ctx.execute(ctx.table('notification_preferences').insert(rows).onConflict(['business_id', 'user_id', 'mail']).merge());
    },
  },
});
