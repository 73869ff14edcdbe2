import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '@ledgerline/platform';
import { signUpOwner, startTestApp, type TestApp } from './support/start-app.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = join(ROOT, 'scripts/dist/cli.js');
const run = promisify(execFile);

/**
 * The embedded database (PGlite) is one process's: with the app running on a DATA_DIR, the CLI on
 * the same DATA_DIR gets a clear error instead of opening it beside the app, and nothing the app
 * acknowledged is lost across a restart.
 */
describe('the embedded database, opened by a second process', () => {
  it('refuses the CLI while the app runs, loses nothing, and lets the CLI in once the app stopped', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ledgerline-lock-'));
    let app: TestApp | undefined;
    try {
      app = await startTestApp({ embedded: true, dataDir });
      const cookie = await signUpOwner(app);
      const record = async (running: TestApp, amount: string) => {
        const response = await fetch(`${running.baseUrl}/api/v1/transactions/money-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ date: '2026-11-22', amount, subtype: 'gift', account: 'Cash' }),
        });
        expect(response.status).toBe(201);
      };
      await record(app, '10.00');

      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        LOCAL_POSTGRES_PORT: String(await freePort()),
        LOCAL_REDIS_PORT: String(await freePort()),
      };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      const owner = ['owner:create', '--email', 'second@example.com', '--password', 'a long password', '--business', 'Second'];
      const refused = await run(process.execPath, [CLI, ...owner], { cwd: ROOT, env }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toMatch(/The embedded database in .* is in use by another Ledgerline process/);

      // The app goes on, and what it acknowledged before and after survives a restart.
      await record(app, '5.50');
      await app.stop();
      app = undefined;

      const created = await run(process.execPath, [CLI, ...owner], { cwd: ROOT, env });
      expect(JSON.parse(created.stdout)).toMatchObject({ email: 'second@example.com' });

      app = await startTestApp({ embedded: true, dataDir });
      const balances = (await (await fetch(`${app.baseUrl}/api/v1/accounts/balancedetails`, { headers: { cookie } })).json()) as {
        data: { accounts: { balance: string }[] };
      };
      expect(balances.data.accounts[0].balance).toBe('15.50');
      const signIn = await fetch(`${app.baseUrl}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'second@example.com', password: 'a long password' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await app?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
