// A stock transfer whose process is killed (SIGKILL) between the source's append and the
// destination's: the built API, restarted on the same database, books the destination's side by
// itself, once, and a second restart books nothing more.

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { startTestApp, type TestApp } from './support/start-app.js';

jest.setTimeout(180_000);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

describe('a stock transfer interrupted between its two sides', () => {
  let database: TestDatabase;
  let app: TestApp | undefined;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await app?.stop();
    await pool?.end();
    await database?.drop();
  });

  const receipts = async () => Number((await pool.query("SELECT count(*) FROM events WHERE type = 'StockTransferReceived'")).rows[0].count);
  const stock = async (businessId: string) =>
    (
      await pool.query(
        "SELECT s.quantity::text, s.value::text FROM products p JOIN product_stock s USING (business_id, product_id) WHERE p.business_id = $1 AND p.name = 'Rice 50kg'",
        [businessId],
      )
    ).rows[0];

  it('completes on restart, exactly once', async () => {
    app = await startTestApp({ database, env: { LEDGERLINE_CRASH_AT: 'stock-transfer-sent' } });
    const email = `owner-${Date.now().toString(36)}@example.com`;
    const password = 'Correct-Horse-Battery-1';
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: database.url, QUEUE_PREFIX: `test-${database.name}` };
    await run(
      process.execPath,
      [join(ROOT, 'scripts/dist/cli.js'), 'owner:create', '--email', email, '--password', password, '--business', 'Ada Stores', '--plan', 'professional'],
      {
        cwd: ROOT,
        env,
      },
    );
    const call = async (method: string, path: string, body?: unknown, cookie = '') =>
      fetch(`${app!.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie, origin: app!.baseUrl },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const signIn = await call('POST', '/api/v1/auth/sign-in', { email, password });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const branch = ((await (await call('POST', '/api/v1/accounts/businesses', { name: 'Ikeja Branch' }, cookie)).json()) as { data: { businessId: string } })
      .data.businessId;
    const product = (await (
      await call('POST', '/api/v1/inventories', { name: 'Rice 50kg', buyingPrice: '100.00', sellingPrice: '150.00', quantity: '4' }, cookie)
    ).json()) as {
      data: { id: string };
    };
    const { rows } = await pool.query("SELECT business_id FROM products WHERE name = 'Rice 50kg'");
    const shopId: string = rows[0].business_id;

    // The process dies right after the shop's side is appended: the request never gets an answer.
    await expect(
      call(
        'POST',
        '/api/v1/inventory/transfer-stock',
        { destination: branch, date: '2026-11-25', items: [{ product: product.data.id, quantity: '3' }] },
        cookie,
      ),
    ).rejects.toThrow();
    await app.stop();
    app = undefined;
    expect(await stock(shopId)).toEqual({ quantity: '1', value: '100.00' });
    expect(await receipts()).toBe(0);
    expect((await pool.query('SELECT status FROM stock_transfers')).rows).toEqual([{ status: 'sent' }]);

    // Restarted without the crash: the sweep at start books the branch's side.
    app = await startTestApp({ database });
    const deadline = Date.now() + 30_000;
    while ((await receipts()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await receipts()).toBe(1);
    expect(await stock(branch)).toEqual({ quantity: '3', value: '300.00' });
    expect((await pool.query('SELECT status FROM stock_transfers')).rows).toEqual([{ status: 'received' }]);
    await app.stop();

    // A further restart finds nothing to do.
    app = await startTestApp({ database });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await receipts()).toBe(1);
    const balances = await pool.query('SELECT business_id, (sum(debit_total) - sum(credit_total))::text AS diff FROM account_balances GROUP BY 1 ORDER BY 1');
    expect(balances.rows.map((row) => row.diff)).toEqual(['0.00', '0.00']);
  });
});
