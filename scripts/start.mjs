// npm start: builds the server and the web client, brings the database up to date, then runs
// the API (which serves the client) and, where Redis and a PostgreSQL server are there, the
// worker beside it. With neither, the API runs on its own on the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { Socket } from 'node:net';
import { setInterval } from 'node:timers';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// LEDGERLINE_SUPERVISOR_PID: the API and the worker stop by themselves if this process disappears (kill -9).
const env = { ...process.env, WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps/web/dist'), LEDGERLINE_SUPERVISOR_PID: String(process.pid) };

/** How long the API and the worker get to finish in-flight requests and jobs before they are killed. */
const STOP_TIMEOUT_MS = Number(process.env.STOP_TIMEOUT_MS ?? 30_000);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function listening(port) {
  return new Promise((done) => {
    const socket = new Socket();
    const finish = (open) => (socket.destroy(), done(open));
    socket.setTimeout(500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.connect(port, '127.0.0.1', () => finish(true));
  });
}

// A larger young generation: replays and rebuilds keep a few batches of parsed events alive at once,
// which the default promotes to the old generation and collects at length (docs/benchmarks.md).
const NODE_FLAGS = ['--max-semi-space-size=64'];

function start(name, script) {
  const child = spawn(process.execPath, [...NODE_FLAGS, script], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping`);
      void stopAll(code ?? 1);
    }
  });
  return child;
}

async function waitForHealth(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.status < 500 || response.status === 503) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

let stopping = false;
const children = [];
const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Forwards the signal to the API and the worker, waits while they drain (in-flight requests, the
 * job at hand) and exit, kills what is left after STOP_TIMEOUT_MS, then exits: no orphan is left.
 */
async function stopAll(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  const alive = children.filter(running);
  for (const child of alive) child.kill(signal);
  const exited = Promise.all(alive.map((child) => (running(child) ? new Promise((done) => child.once('exit', done)) : undefined)));
  const timedOut = await Promise.race([exited.then(() => false), new Promise((done) => setTimeout(() => done(true), STOP_TIMEOUT_MS))]);
  if (timedOut) {
    for (const child of children.filter(running)) {
      console.error(`[pid ${child.pid}] did not stop within ${STOP_TIMEOUT_MS} ms: killed`);
      child.kill('SIGKILL');
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0, 'SIGINT'));
process.on('SIGTERM', () => void stopAll(0, 'SIGTERM'));
process.on('SIGHUP', () => void stopAll(0, 'SIGTERM'));
// npm runs this through `sh -c`, and a shell killed by SIGTERM does not pass it on: when our parent
// goes away, stop as if told to.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void stopAll(0, 'SIGTERM');
}, 500).unref();

run(process.execPath, ['scripts/build.mjs']);
if (process.env.SKIP_WEB_BUILD !== '1')
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn']);
run(process.execPath, ['scripts/dist/migrate.js']);

const hasPostgresServer = Boolean(process.env.DATABASE_URL) || (await listening(Number(process.env.LOCAL_POSTGRES_PORT ?? 5432)));
const hasRedis = Boolean(process.env.REDIS_URL) || (await listening(Number(process.env.LOCAL_REDIS_PORT ?? 6379)));
const port = Number(process.env.PORT ?? 3000);

children.push(start('api', 'apps/api/dist/main.js'));
if (hasPostgresServer && hasRedis) {
  if (await waitForHealth(port)) children.push(start('worker', 'apps/worker/dist/main.js'));
} else {
  console.log('No worker: it needs both Redis and a PostgreSQL server (jobs are off; see /health).');
}
