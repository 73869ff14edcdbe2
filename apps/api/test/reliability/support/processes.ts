import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '@ledgerline/platform';
import { call } from './load.js';

const run = promisify(execFile);
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Processes the chaos parts start, kill and restart: the built API and worker (apps/*\/dist, so
 * `npm run build` first), a PostgreSQL cluster and a Redis of the test's own. Every one is
 * registered for `stopEverything`, which the parts call in afterAll, so nothing outlives a failure.
 */
const running = new Set<() => Promise<void>>();

export async function stopEverything(): Promise<void> {
  for (const stop of [...running].reverse()) await stop().catch(() => undefined);
  running.clear();
}

export interface BuiltProcess {
  child: ChildProcess;
  output(): string;
  /** SIGKILL, no warning: the crash the parts are about. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function spawnBuilt(script: 'apps/api/dist/main.js' | 'apps/worker/dist/main.js', env: NodeJS.ProcessEnv): BuiltProcess {
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Keep the tail only: a long run logs a lot.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    running.delete(stop);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited(child), sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  };
  running.add(stop);
  return {
    child,
    output: () => output,
    async kill9() {
      running.delete(stop);
      child.kill('SIGKILL');
      await exited(child);
    },
    stop,
  };
}

/** The environment of a built API or worker on the given database and Redis. */
export function appEnv(options: { databaseUrl: string; redisUrl: string; port: number; queuePrefix: string }): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return {
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    QUEUE_PREFIX: options.queuePrefix,
    ADMIN_TOKEN: ADMIN_TOKEN,
    WEB_DIST: join(ROOT, 'apps/web/dist'),
  };
}

export const ADMIN_TOKEN = 'reliability-admin-token-0123456789';

/** Starts the built API and waits until /health answers (at most `timeoutMs`). */
export async function startApi(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<BuiltProcess> {
  const api = spawnBuilt('apps/api/dist/main.js', env);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (api.child.exitCode !== null) throw new Error(`The API exited with ${api.child.exitCode}:\n${api.output()}`);
    const health = await call(`http://127.0.0.1:${env.PORT}`, 'GET', '/health');
    if (health.status === 200) return api;
    if (Date.now() > deadline) {
      await api.stop();
      throw new Error(`The API was not healthy after ${timeoutMs / 1000} s:\n${api.output()}`);
    }
    await sleep(150);
  }
}

/** A verified owner on a paid plan, made by the built operator CLI, signed in over HTTP. */
export async function createOwnerWithCli(baseUrl: string, databaseUrl: string, business: string): Promise<{ businessId: string; cookie: string }> {
  const email = `owner-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'reliability password 123';
  const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' };
  const { stdout } = await run(
    process.execPath,
    [join(ROOT, 'scripts/dist/cli.js'), 'owner:create', '--email', email, '--password', password, '--business', business, '--plan', 'enterprise'],
    { cwd: ROOT, env },
  );
  const { businessId } = JSON.parse(stdout.trim().split('\n').pop()!) as { businessId: string };
  const response = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return { businessId, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] };
}

const PG_BIN = ['/usr/lib/postgresql/15/bin', '/usr/local/bin'].find((dir) => existsSync(join(dir, 'initdb')));

export interface OwnCluster {
  url: string;
  port: number;
  /** `pg_ctl restart -m immediate`: every backend killed, crash recovery on start. */
  restartImmediate(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own: `initdb` in a temporary folder, started on a free port
 * (run as the postgres user when the test runs as root, which initdb refuses).
 */
export async function startOwnCluster(): Promise<OwnCluster> {
  if (!PG_BIN) throw new Error('initdb not found in /usr/lib/postgresql/15/bin or /usr/local/bin');
  const dir = await mkdtemp(join(tmpdir(), 'ledgerline-reliability-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]) : run(join(PG_BIN, tool), args));
  const ctl = (args: string[]) => pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', ...args]);
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = ['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`];
  let stopped = false;
  const stop = async () => {
    running.delete(stop);
    if (!stopped) await ctl(['stop', '-m', 'immediate']).catch(() => undefined);
    stopped = true;
    await rm(dir, { recursive: true, force: true });
  };
  running.add(stop);
  await ctl([...options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restartImmediate() {
      await ctl([...options, 'restart', '-m', 'immediate']);
    },
    stop,
  };
}

export interface OwnRedis {
  url: string;
  /**
   * Stops it (SIGSTOP: it answers nothing, as a hung or unreachable server; with nothing saved on
   * disk a killed Redis would come back empty, losing every queued job by design) and returns the
   * function that resumes it.
   */
  pause(): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

/** A Redis of the test's own on a free port, keeping nothing on disk. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      try {
        await run('redis-cli', ['-p', String(port), 'ping']);
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error('redis-server did not start');
  };
  const kill = async () => {
    server?.kill('SIGCONT');
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGKILL');
    await exited(server);
  };
  const stop = async () => {
    running.delete(stop);
    await kill();
  };
  running.add(stop);
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async pause() {
      server?.kill('SIGSTOP');
      return async () => {
        server?.kill('SIGCONT');
      };
    },
    stop,
  };
}
