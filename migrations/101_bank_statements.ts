import type { Knex } from 'knex';

/**
 * Bank statements and bank reconciliation (the `bank-statements` projector,
 * docs/bank-reconciliation.md): a row per imported statement, its lines (amount signed, + money
 * in), and the matches of lines with book entries. A removed statement and its lines stay,
 * `removed`; their matches are deleted. An entry matches one line at most (the unique index).
 * Rows depend on the events alone (times are the events' own), so a rebuild reproduces them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE bank_statements (
      business_id uuid NOT NULL,
      statement_id text COLLATE "C" NOT NULL,
      bank_account_id text COLLATE "C" NOT NULL,
      file_name text NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      opening_balance numeric NOT NULL,
      closing_balance numeric NOT NULL,
      line_count integer NOT NULL,
      imported_at timestamptz NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, statement_id)
    );
    CREATE INDEX bank_statements_list ON bank_statements (business_id, bank_account_id, position DESC);
    CREATE TABLE bank_statement_lines (
      business_id uuid NOT NULL,
      line_id text COLLATE "C" NOT NULL,
      statement_id text COLLATE "C" NOT NULL,
      bank_account_id text COLLATE "C" NOT NULL,
      date date NOT NULL,
      description text NOT NULL,
      reference text NOT NULL,
      amount numeric NOT NULL,
      balance numeric NOT NULL,
      position bigint NOT NULL,
      ordinal integer NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      PRIMARY KEY (business_id, line_id)
    );
    CREATE INDEX bank_statement_lines_of_statement ON bank_statement_lines (business_id, statement_id, ordinal);
    CREATE INDEX bank_statement_lines_by_date ON bank_statement_lines (business_id, bank_account_id, date);
    CREATE TABLE bank_statement_matches (
      business_id uuid NOT NULL,
      line_id text COLLATE "C" NOT NULL,
      entry_id text COLLATE "C" NOT NULL,
      bank_account_id text COLLATE "C" NOT NULL,
      matched_at timestamptz NOT NULL,
      auto boolean NOT NULL,
      PRIMARY KEY (business_id, line_id, entry_id),
      UNIQUE (business_id, bank_account_id, entry_id)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE bank_statement_matches, bank_statement_lines, bank_statements');
}
