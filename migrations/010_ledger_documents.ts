import type { Knex } from 'knex';

/**
 * The ledger's documents (sales, purchases, expenses, transfers, voids, …): the transactions list
 * gains what a document shows (status, paid and owed, due date, items, the whole document), and
 * each product's stock (quantity and value, LEDGER.md §5) is kept per business.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE transactions
      ADD COLUMN event_type text NOT NULL DEFAULT 'MoneyInRecorded',
      ADD COLUMN status text NOT NULL DEFAULT 'posted' CHECK (status IN ('posted', 'voided')),
      ADD COLUMN paid numeric,
      ADD COLUMN balance_due numeric NOT NULL DEFAULT 0,
      ADD COLUMN due_date date,
      ADD COLUMN items jsonb,
      ADD COLUMN document jsonb,
      ADD COLUMN changed_position bigint;
    ALTER TABLE transactions ALTER COLUMN event_type DROP DEFAULT;
    CREATE INDEX transactions_list ON transactions (business_id, type, effective_date DESC, position DESC);
    CREATE INDEX transactions_entity ON transactions (business_id, entity_id) WHERE entity_id IS NOT NULL;
    CREATE INDEX journal_lines_entry ON journal_lines (business_id, entry_id);
    CREATE TABLE product_stock (
      business_id uuid NOT NULL,
      product_id text NOT NULL,
      quantity numeric NOT NULL,
      value numeric NOT NULL,
      PRIMARY KEY (business_id, product_id)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE product_stock;
    DROP INDEX journal_lines_entry, transactions_entity, transactions_list;
    ALTER TABLE transactions DROP COLUMN event_type, DROP COLUMN status, DROP COLUMN paid, DROP COLUMN balance_due, DROP COLUMN due_date,
      DROP COLUMN items, DROP COLUMN document, DROP COLUMN changed_position;
  `);
}
