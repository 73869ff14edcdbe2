import type { Knex } from 'knex';

/**
 * The cash flow statement's aggregate (the `cash-flow` projector, docs/cash-flow.md): what each
 * day's postings moved in or out of cash, by line of the statement, and the cash opening balances
 * brought (`openingBalances`). Rows come from the events alone, so a rebuild reproduces them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE daily_cash_flow (
      business_id uuid NOT NULL,
      day date NOT NULL,
      line text COLLATE "C" NOT NULL,
      amount numeric NOT NULL,
      PRIMARY KEY (business_id, day, line)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE daily_cash_flow');
}
