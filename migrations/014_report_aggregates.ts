import type { Knex } from 'knex';

/**
 * The reports projector's aggregates (docs/reports.md): what every journal line posted, summed per
 * business, account and day (and month), per contact and account and day, per product and day;
 * so a report over any period or at any date reads rows that grow with days × accounts, never with
 * journal lines. Rows depend on the events only (no clock, no serial), so a rebuild reproduces them.
 *
 * - daily_account_totals / monthly_account_totals: the same sums by day and by month (month = its
 *   first day); a report takes whole months from the second and the edges from the first.
 * - daily_goods_cost: cost of sales (5000) lines that carry a product, i.e. goods taken out of
 *   stock, split from costs expensed straight to 5000 (the profit and loss shows both).
 * - report_sold_items: what each sale sold per product, so its void or amendment nets the quantity.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE daily_account_totals (
      business_id uuid NOT NULL,
      account_code text NOT NULL,
      sub_account text NOT NULL DEFAULT '',
      day date NOT NULL,
      debit numeric NOT NULL,
      credit numeric NOT NULL,
      PRIMARY KEY (business_id, account_code, sub_account, day)
    );
    -- Reports take every account over a range of days: an index-only scan of those days.
    CREATE INDEX daily_account_totals_by_day ON daily_account_totals (business_id, day) INCLUDE (account_code, sub_account, debit, credit);
    CREATE TABLE monthly_account_totals (
      business_id uuid NOT NULL,
      account_code text NOT NULL,
      sub_account text NOT NULL DEFAULT '',
      month date NOT NULL CHECK (extract(day FROM month) = 1),
      debit numeric NOT NULL,
      credit numeric NOT NULL,
      PRIMARY KEY (business_id, account_code, sub_account, month)
    );
    CREATE INDEX monthly_account_totals_by_month ON monthly_account_totals (business_id, month) INCLUDE (account_code, sub_account, debit, credit);
    CREATE TABLE daily_contact_totals (
      business_id uuid NOT NULL,
      contact_id text NOT NULL,
      account_code text NOT NULL,
      day date NOT NULL,
      debit numeric NOT NULL,
      credit numeric NOT NULL,
      PRIMARY KEY (business_id, contact_id, account_code, day)
    );
    -- Debtors (1100) or creditors (2000) of a business: by account first.
    CREATE INDEX daily_contact_totals_by_account ON daily_contact_totals (business_id, account_code, day) INCLUDE (contact_id, debit, credit);
    CREATE TABLE daily_product_totals (
      business_id uuid NOT NULL,
      product_id text NOT NULL,
      day date NOT NULL,
      sold_quantity numeric NOT NULL DEFAULT 0,
      sales_amount numeric NOT NULL DEFAULT 0,
      cost_of_sales numeric NOT NULL DEFAULT 0,
      in_quantity numeric NOT NULL DEFAULT 0,
      in_value numeric NOT NULL DEFAULT 0,
      out_quantity numeric NOT NULL DEFAULT 0,
      out_value numeric NOT NULL DEFAULT 0,
      PRIMARY KEY (business_id, product_id, day)
    );
    -- Top products over a period: every product of those days.
    CREATE INDEX daily_product_totals_by_day ON daily_product_totals (business_id, day);
    CREATE TABLE daily_goods_cost (
      business_id uuid NOT NULL,
      day date NOT NULL,
      debit numeric NOT NULL,
      credit numeric NOT NULL,
      PRIMARY KEY (business_id, day)
    );
    CREATE TABLE report_sold_items (
      business_id uuid NOT NULL,
      transaction_id text NOT NULL,
      product_id text NOT NULL,
      day date NOT NULL,
      quantity numeric NOT NULL,
      PRIMARY KEY (business_id, transaction_id, product_id)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE report_sold_items, daily_goods_cost, daily_product_totals, daily_contact_totals, monthly_account_totals, daily_account_totals;');
}
