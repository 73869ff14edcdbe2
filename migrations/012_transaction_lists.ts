import type { Knex } from 'knex';

/**
 * The transactions list (GET /transactions and its filters): who recorded each document (from
 * the event's metadata, for filterByStaff), the list across all types by date, and the payments
 * standing against a credit document (a void or an amendment of it is refused while they stand).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE transactions ADD COLUMN recorded_by text;
    CREATE INDEX transactions_by_date ON transactions (business_id, effective_date DESC, position DESC);
    CREATE INDEX transactions_payments ON transactions (business_id, (document->>'documentId')) WHERE event_type = 'PaymentRecorded';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX transactions_payments, transactions_by_date;
    ALTER TABLE transactions DROP COLUMN recorded_by;
  `);
}
