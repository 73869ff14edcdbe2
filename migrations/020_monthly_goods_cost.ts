import type { Knex } from 'knex';

/**
 * The goods part of cost of sales by month, beside daily_goods_cost, as monthly_account_totals
 * stands beside daily_account_totals: a report read every day of the business's life for it (365
 * rows a year, growing with the business's age), and now reads whole months and the days at the
 * edges, like the accounts. Filled here from the days already kept (the same sums the reports
 * projector writes from the events, so a rebuild comes out identical).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE monthly_goods_cost (
      business_id uuid NOT NULL,
      month date NOT NULL,
      debit numeric NOT NULL,
      credit numeric NOT NULL,
      PRIMARY KEY (business_id, month)
    ) WITH (fillfactor = 70);
    INSERT INTO monthly_goods_cost (business_id, month, debit, credit)
    SELECT business_id, date_trunc('month', day)::date, sum(debit), sum(credit) FROM daily_goods_cost GROUP BY 1, 2;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE monthly_goods_cost');
}
