import type { Knex } from 'knex';

/**
 * Read models of the first slice. Business id leads every key (ARCHITECTURE §8). Amounts are
 * NUMERIC; rows depend on the events only, so a rebuild reproduces them exactly.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE businesses (
      business_id uuid PRIMARY KEY,
      name text NOT NULL,
      currency char(3) NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE bank_accounts (
      business_id uuid NOT NULL,
      bank_account_id text NOT NULL,
      bank_name text NOT NULL,
      account_name text NOT NULL,
      account_number text NOT NULL,
      PRIMARY KEY (business_id, bank_account_id)
    );
    CREATE TABLE journal_lines (
      business_id uuid NOT NULL,
      position bigint NOT NULL,
      line_no integer NOT NULL,
      entry_id text NOT NULL,
      effective_date date NOT NULL,
      account_code text NOT NULL,
      sub_account text NOT NULL DEFAULT '',
      contact_id text,
      product_id text,
      debit numeric NOT NULL,
      credit numeric NOT NULL,
      PRIMARY KEY (business_id, position, line_no)
    );
    CREATE INDEX journal_lines_account ON journal_lines (business_id, account_code, sub_account, effective_date);
    CREATE TABLE account_balances (
      business_id uuid NOT NULL,
      account_code text NOT NULL,
      sub_account text NOT NULL DEFAULT '',
      debit_total numeric NOT NULL,
      credit_total numeric NOT NULL,
      PRIMARY KEY (business_id, account_code, sub_account)
    );
    CREATE TABLE transactions (
      business_id uuid NOT NULL,
      transaction_id text NOT NULL,
      reference text NOT NULL,
      type text NOT NULL,
      subtype text,
      effective_date date NOT NULL,
      amount numeric NOT NULL,
      account text NOT NULL,
      description text,
      entity_id text,
      position bigint NOT NULL,
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (business_id, transaction_id)
    );
    CREATE UNIQUE INDEX transactions_reference ON transactions (business_id, reference);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE transactions, account_balances, journal_lines, bank_accounts, businesses;');
}
