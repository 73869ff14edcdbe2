import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ledgerline/platform';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** How long the API, and the worker, may take to come up before a test gives up on them. */
const START_LIMIT_MS = 90_000;

export interface TestApp {
  baseUrl: string;
  /** Absent in embedded mode. */
  database?: TestDatabase;
  /** What the API printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

interface RunningProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

function spawnBuilt(script: string, env: NodeJS.ProcessEnv): RunningProcess {
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // The grace period's timer is cleared once the process has exited: left pending, it kept the
      // test run alive for up to 5 s after the last test ("Jest did not exit one second after…").
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (grace = setTimeout(resolve, 5000)))]);
      clearTimeout(grace);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * The real built API (`npm run build` first: apps/api/dist and apps/web/dist) in its own process,
 * on a fresh database of the real PostgreSQL and the real Redis, serving the built web client;
 * with `worker`, the built worker beside it on the same database and queues.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; embedded?: boolean; dataDir?: string; worker?: boolean; database?: TestDatabase } = {},
): Promise<TestApp> {
  // Embedded: no DATABASE_URL or REDIS_URL, and the local probes pointed at closed ports, as on a bare machine.
  // A database given by the caller is the caller's to drop (a restart test reuses it).
  const ownDatabase = !options.embedded && !options.database;
  const database = options.embedded ? undefined : (options.database ?? (await createTestDatabase({ migrate: false })));
  // A data directory given by the caller is the caller's to remove (a restart test reuses it).
  const ownDataDir = options.embedded && !options.dataDir;
  const dataDir = options.embedded ? (options.dataDir ?? (await mkdtemp(join(tmpdir(), 'ledgerline-embedded-')))) : undefined;
  const services: Record<string, string> = database
    ? { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', QUEUE_PREFIX: `test-${database.name}` }
    : { DATA_DIR: dataDir!, LOCAL_POSTGRES_PORT: String(await freePort()), LOCAL_REDIS_PORT: String(await freePort()) };
  const port = await freePort();
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  const env = { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(port), WEB_DIST: join(ROOT, 'apps/web/dist'), ...services, ...options.env };
  const api = spawnBuilt('apps/api/dist/main.js', env);
  let worker: RunningProcess | undefined;
  const child = api.child;
  const output = () => api.output() + (worker ? `\n[worker]\n${worker.output()}` : '');
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await worker?.stop();
    await api.stop();
    if (ownDatabase) await database?.drop();
    if (ownDataDir && dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  // Startup takes 2–5 s alone; on a CI machine busy with other test processes it has taken over 30.
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API exited with ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API was not healthy after ${START_LIMIT_MS / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (options.worker) {
    worker = spawnBuilt('apps/worker/dist/main.js', env);
    const workerDeadline = Date.now() + START_LIMIT_MS;
    while (!worker.output().includes('Worker running')) {
      if (worker.child.exitCode !== null || Date.now() > workerDeadline) {
        await stop();
        throw new Error(`The worker did not start:\n${output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { baseUrl, database, output, stop };
}

/**
 * Signs up an owner on a running app, verifies the e-mail with the code the app logs (no SMTP
 * outside production), and sets up their organisation: the Cookie header of their session.
 */
export async function signUpOwner(
  app: Pick<TestApp, 'baseUrl' | 'output'>,
  email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<string> {
  const { baseUrl } = app;
  const signUp = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Test', lastName: 'Owner', email, password: 'owner password 123' }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0];
  const code = await codeMailedTo(app, email);
  const verify = await fetch(`${baseUrl}/api/v1/accounts/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ otp: code }),
  });
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}: ${await verify.text()}`);
  const org = await fetch(`${baseUrl}/api/v1/auth/setup-org`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ businessName: 'Test Stores' }),
  });
  if (org.status !== 201) throw new Error(`setup-org answered ${org.status}: ${await org.text()}`);
  const { data } = (await org.json()) as { data: { position: string } };
  // The guard reads the new membership; with catch-up projections, wait for it.
  for (let i = 0; i < 50; i++) {
    const me = await fetch(`${baseUrl}/api/v1/auth`, { headers: { cookie, 'x-consistent-after': data.position } });
    if (me.ok && !((await me.json()) as { redirect: boolean }).redirect) return cookie;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the new business never showed up');
}

/** The verification code of the newest mail to `email`, read from the app's log line for it. */
export async function codeMailedTo(app: Pick<TestApp, 'output'>, email: string): Promise<string> {
  const pattern = new RegExp(`Mail to ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [^\\n]*?code (\\d{6})`, 'g');
  for (let i = 0; i < 50; i++) {
    const codes = [...app.output().matchAll(pattern)].map((match) => match[1]);
    if (codes.length > 0) return codes[codes.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email} in the app's log:\n${app.output().slice(-2000)}`);
}
