import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PROJECTORS } from '@ledgerline/projections';
import { signUpOwner, startTestApp, type TestApp } from './support/start-app.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/** `npm run rebuild -- <projection>`: the built CLI against the running app's database. */
describe('the rebuild command', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await startTestApp();
    cookie = await signUpOwner(app);
    for (const amount of ['1.00', '2.00', '3.00']) {
      const response = await fetch(`${app.baseUrl}/api/v1/transactions/money-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ date: '2026-11-22', amount, subtype: 'capital', account: 'Cash' }),
      });
      expect(response.status).toBe(201);
    }
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  const rebuild = (...args: string[]) =>
    run(process.execPath, [join(ROOT, 'scripts/dist/rebuild.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: app.database!.url, LOG_LEVEL: 'warn' },
    });

  it('replays a projection, prints its progress and an identical comparison, and the app reads the same balances', async () => {
    const { stdout } = await rebuild('ledger');
    expect(stdout).toMatch(/ledger: done 100% \(6\/6 events/);
    const result = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect(result).toMatchObject({ projector: 'ledger', events: 6, identical: true, swapped: true });
    const balances: any = await (await fetch(`${app.baseUrl}/api/v1/accounts/balancedetails`, { headers: { cookie } })).json();
    expect(balances.data.accounts[0].balance).toBe('6.00');
  });

  it('refuses an unknown projection, naming the ones there are', async () => {
    await expect(rebuild('nope')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`Projections: ${PROJECTORS.map((projector) => projector.name).join(', ')}`),
    });
  });
});
