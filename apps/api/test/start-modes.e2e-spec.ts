import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpOwner, startTestApp, type TestApp } from './support/start-app.js';

/** The built API as a process: on the machine's PostgreSQL and Redis, and on a bare machine with neither. */
describe.each([
  ['with PostgreSQL and Redis', false],
  ['embedded (no PostgreSQL, no Redis)', true],
])('the built API %s', (_, embedded) => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await startTestApp({ embedded });
    cookie = await signUpOwner(app);
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('says how it runs at start and on /health', async () => {
    const health: any = await (await fetch(`${app.baseUrl}/health`)).json();
    if (embedded) {
      expect(health).toMatchObject({ status: 'ok', postgres: { ok: true, embedded: true, source: 'embedded' }, redis: { status: 'absent' }, jobs: 'off' });
      expect(app.output()).toMatch(/using the embedded database \(PGlite\)/);
      expect(app.output()).toMatch(/Jobs are off/);
    } else {
      expect(health).toMatchObject({ status: 'ok', postgres: { ok: true, embedded: false }, redis: { ok: true, status: 'up' }, jobs: 'on' });
    }
  });

  it('records money in and shows the new balance', async () => {
    const response = await fetch(`${app.baseUrl}/api/v1/transactions/money-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'start-modes-0001', cookie },
      body: JSON.stringify({ date: '2026-11-22', amount: '750.25', subtype: 'capital', account: 'Cash' }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { position: string } };
    const balances: any = await (
      await fetch(`${app.baseUrl}/api/v1/accounts/balancedetails`, { headers: { 'x-consistent-after': data.position, cookie } })
    ).json();
    expect(balances.data.accounts[0]).toEqual({ id: 'cash', code: '1000', name: 'Cash on hand', balance: '750.25' });
  });

  it('serves the OpenAPI page at /api/docs', async () => {
    const page = await fetch(`${app.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger-ui/i);
  });

  it('serves the web client at / and its routes', async () => {
    const page = await fetch(`${app.baseUrl}/transactions/create-money-in`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<div id="root">/);
  });
});

describe('the embedded database', () => {
  it('keeps what was recorded across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ledgerline-restart-'));
    try {
      let cookie = '';
      const record = async (app: TestApp, amount: string) => {
        const response = await fetch(`${app.baseUrl}/api/v1/transactions/money-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ date: '2026-11-22', amount, subtype: 'gift', account: 'Cash' }),
        });
        expect(response.status).toBe(201);
      };
      const first = await startTestApp({ embedded: true, dataDir });
      cookie = await signUpOwner(first);
      await record(first, '10.00');
      await first.stop();

      const second = await startTestApp({ embedded: true, dataDir });
      try {
        // The session lives in the database too: the owner stays signed in across the restart.
        await record(second, '5.50');
        const balances: any = await (await fetch(`${second.baseUrl}/api/v1/accounts/balancedetails`, { headers: { cookie } })).json();
        expect(balances.data.accounts[0].balance).toBe('15.50');
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
