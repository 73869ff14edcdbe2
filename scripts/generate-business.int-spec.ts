import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/**
 * The generated business reads like a real shop's books: no money account (the till, each bank
 * account) ever ends a day below zero, back-dated entries and voids included, the till's takings
 * above its float are banked, it trades until its last day, and the trial balance is zero.
 */
describe('npm run generate', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    await run(
      process.execPath,
      [join(ROOT, 'scripts/dist/generate-business.js'), '--transactions', '1500', '--days', '365', '--from', '2025-01-01', '--database-url', database.url],
      { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
    );
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
  }, 180_000);

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('leaves no money account below zero at the end of any day', async () => {
    const { rows } = await pool.query<{ account: string; days: number; negative: number; lowest: string }>(`
      WITH daily AS (
        SELECT account_code || ':' || sub_account AS account, effective_date, sum(debit - credit) AS move
          FROM journal_lines WHERE account_code IN ('1000', '1010') GROUP BY 1, 2),
      running AS (SELECT account, sum(move) OVER (PARTITION BY account ORDER BY effective_date) AS balance FROM daily)
      SELECT account, count(*)::int AS days, count(*) FILTER (WHERE balance < 0)::int AS negative, min(balance)::text AS lowest
        FROM running GROUP BY account ORDER BY account`);
    // The till and the two bank accounts all move.
    expect(rows.map((row) => row.account.split(':')[0])).toEqual(['1000', '1010', '1010']);
    for (const row of rows) {
      expect(row.days).toBeGreaterThan(30);
      expect({ account: row.account, negative: row.negative }).toEqual({ account: row.account, negative: 0 });
    }
  });

  it('trades until its last day: the days’ other entries (banking, payments due) do not use up the entries asked for', async () => {
    const { rows } = await pool.query<{ last: string; lastWeek: number }>(
      `SELECT to_char(max(effective_date), 'YYYY-MM-DD') AS last,
              count(DISTINCT entry_id) FILTER (WHERE effective_date > DATE '2025-12-24')::int AS "lastWeek"
         FROM journal_lines`,
    );
    expect(rows[0].last).toBe('2025-12-31');
    // About a week's share of 1,500 entries over a year (some 29), not a trickle.
    expect(rows[0].lastWeek).toBeGreaterThan(15);
  });

  it('banks the takings above the till float, and the trial balance is zero', async () => {
    const { rows: banked } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'FundsTransferred' AND data->>'description' = 'Takings banked'`,
    );
    expect(banked[0].n).toBeGreaterThan(20);
    const { rows: total } = await pool.query<{ debit: string; credit: string }>(
      'SELECT sum(debit)::text AS debit, sum(credit)::text AS credit FROM journal_lines',
    );
    expect(total[0].debit).toBe(total[0].credit);
  });
});
