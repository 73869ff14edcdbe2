import type { Knex } from 'knex';

/**
 * Indexes for the admin statistics (docs/admin.md "Stats", apps/api/src/admin/stats/admin-stats.queries.ts),
 * which count rows of every business by a date range: without them each stat read its whole table.
 * The per-business indexes already serve one business's counts; these serve the ranges across
 * businesses, and a partner's (the business id is in the index, so the rows of the range are
 * filtered by business without reading the table). Timestamps are compared with the range's
 * instants (Lagos midnights), so plain column indexes serve; the partial ones carry the stats' own
 * conditions.
 * - `users (created_at)`: users created;
 * - `sessions (created_at, user_id)`: logins and active users (distinct user_id read from the index);
 * - `transactions (effective_date)` of posted transactions, `invoices (issue_date)` of those not deleted;
 * - `products (kind, created_at)`: products and services; `contacts (created_at)`: entities;
 * - `subscription_payments (paid_at)`: paying customers; `businesses (created_at)`: plans, and the
 *   admin lists of businesses (newest first).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX IF NOT EXISTS users_created_at ON users (created_at);
    CREATE INDEX IF NOT EXISTS sessions_created_at ON sessions (created_at, user_id);
    CREATE INDEX IF NOT EXISTS transactions_posted_by_date ON transactions (effective_date) INCLUDE (business_id) WHERE status = 'posted';
    CREATE INDEX IF NOT EXISTS invoices_by_issue_date ON invoices (issue_date) INCLUDE (business_id) WHERE status <> 'deleted';
    CREATE INDEX IF NOT EXISTS products_created_at ON products (kind, created_at) INCLUDE (business_id);
    CREATE INDEX IF NOT EXISTS contacts_created_at ON contacts (created_at) INCLUDE (business_id);
    CREATE INDEX IF NOT EXISTS subscription_payments_paid_at ON subscription_payments (paid_at);
    CREATE INDEX IF NOT EXISTS businesses_created_at ON businesses (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX IF EXISTS users_created_at, sessions_created_at, transactions_posted_by_date, invoices_by_issue_date,
      products_created_at, contacts_created_at, subscription_payments_paid_at, businesses_created_at;
  `);
}
