import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ledgerline/platform';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { signUpOwner } from './support/start-app.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every process below `pid` (children, their children…), from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parentOf) {
      if (ppid !== parent || found.includes(child)) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z';
  } catch {
    return false;
  }
};

/**
 * SIGTERM to `npm start` reaches the API and the worker through npm and its shell; they finish the
 * request in flight and exit: no process is left.
 */
describe('stopping npm start', () => {
  let database: TestDatabase;
  let npm: ChildProcess | undefined;
  let output = '';
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  }, 60_000);
  afterAll(async () => {
    if (npm?.pid) for (const pid of [npm.pid, ...descendants(npm.pid)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await database?.drop();
  });

  it('forwards SIGTERM, drains the request in flight, and leaves no process', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-${database.name}`,
      SKIP_WEB_BUILD: '1',
      CONSISTENCY_TIMEOUT_MS: '3000',
    };
    npm = spawn('npm', ['start', '--silent'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    npm.stdout!.on('data', (chunk) => (output += chunk));
    npm.stderr!.on('data', (chunk) => (output += chunk));
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    while (!output.includes('Worker running')) {
      if (Date.now() > deadline || npm.exitCode !== null) throw new Error(`npm start did not come up:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const cookie = await signUpOwner({ baseUrl, output: () => output });
    const processes = descendants(npm.pid!);
    expect(processes.length).toBeGreaterThanOrEqual(3); // the shell or start.mjs, the API, the worker

    // A request that takes seconds (it waits for a position never reached), then SIGTERM while it runs.
    const inFlight = fetch(`${baseUrl}/api/v1/accounts/balancedetails`, { headers: { cookie, 'x-consistent-after': '9999999999' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<number | null>((resolve) => npm!.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');

    const answer = await inFlight;
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { code: string }).code).toBe('READ_MODEL_BEHIND');
    await exited;
    const stopDeadline = Date.now() + 40_000;
    while (processes.some(alive) && Date.now() < stopDeadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(processes.filter(alive)).toEqual([]);
  }, 240_000);
});
