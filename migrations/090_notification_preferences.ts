import type { Knex } from 'knex';

/**
 * Members' e-mail notification preferences (the `notification-preferences` projector, docs/mail.md
 * "Notification preferences"): a row per business, member and scheduled mail they changed; no row
 * means the mail is on. `changed_at` is when it last changed (a monthly report that fell due while
 * it was off is not sent once it is back on).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE notification_preferences (
      business_id uuid NOT NULL,
      user_id uuid NOT NULL,
      mail text COLLATE "C" NOT NULL CHECK (mail IN ('monthlyProfitAndLoss', 'weeklySummary', 'expiryReminders')),
      enabled boolean NOT NULL,
      changed_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, user_id, mail)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE notification_preferences');
}
