import type { Knex } from 'knex';

/**
 * Every posting adds to a few aggregate rows (today's and this month's totals of the accounts it
 * touches). When an index includes the columns an update changes, PostgreSQL cannot update the
 * row in place (a HOT update) and every posting leaves a dead row and new index entries behind:
 * measured, a business's monthly totals grew to 658 pages for 543 rows, and the reports read
 * every page. The by-day and by-month indexes now hold only the keys (the rows they find are few,
 * so the heap visits are cheap), and the tables keep room on each page for the new versions.
 */
const IN_PLACE_TABLES = [
  'account_balances',
  'product_stock',
  'daily_account_totals',
  'monthly_account_totals',
  'daily_contact_totals',
  'daily_product_totals',
  'daily_goods_cost',
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX daily_account_totals_by_day, monthly_account_totals_by_month, daily_contact_totals_by_account;
    CREATE INDEX daily_account_totals_by_day ON daily_account_totals (business_id, day);
    CREATE INDEX monthly_account_totals_by_month ON monthly_account_totals (business_id, month);
    CREATE INDEX daily_contact_totals_by_account ON daily_contact_totals (business_id, account_code, day);
    ${IN_PLACE_TABLES.map((table) => `ALTER TABLE ${table} SET (fillfactor = 70);`).join('\n    ')}
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ${IN_PLACE_TABLES.map((table) => `ALTER TABLE ${table} RESET (fillfactor);`).join('\n    ')}
    DROP INDEX daily_account_totals_by_day, monthly_account_totals_by_month, daily_contact_totals_by_account;
    CREATE INDEX daily_account_totals_by_day ON daily_account_totals (business_id, day) INCLUDE (account_code, sub_account, debit, credit);
    CREATE INDEX monthly_account_totals_by_month ON monthly_account_totals (business_id, month) INCLUDE (account_code, sub_account, debit, credit);
    CREATE INDEX daily_contact_totals_by_account ON daily_contact_totals (business_id, account_code, day) INCLUDE (contact_id, debit, credit);
  `);
}
