import type { Knex } from 'knex';

/**
 * Budgets (the `budgets` projector, docs/budgets.md): a row per budget, archived rather than
 * removed (`deleted`), and its lines, twelve amounts each (numeric, the first for `first_month`).
 * Rows depend on the events alone (times are the events' own), so a rebuild reproduces them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE budgets (
      business_id uuid NOT NULL,
      budget_id text COLLATE "C" NOT NULL,
      name text NOT NULL,
      kind text COLLATE "C" NOT NULL CHECK (kind IN ('profit-loss', 'line-item')),
      first_month text COLLATE "C" NOT NULL CHECK (first_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      position bigint NOT NULL,
      changed_position bigint NOT NULL,
      PRIMARY KEY (business_id, budget_id)
    );
    CREATE INDEX budgets_list ON budgets (business_id, kind, position DESC);
    CREATE TABLE budget_lines (
      business_id uuid NOT NULL,
      budget_id text COLLATE "C" NOT NULL,
      line_no integer NOT NULL,
      account_code text COLLATE "C" NOT NULL,
      amounts numeric[] NOT NULL CHECK (cardinality(amounts) = 12),
      PRIMARY KEY (business_id, budget_id, line_no)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE budget_lines, budgets');
}
