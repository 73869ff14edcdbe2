// npm start: builds the server and the web client, brings the database up to date, then runs
// the API (which serves the client) and, where Redis and a PostgreSQL server are there, the
// worker beside it. With neither, the API runs on its own on the embedded database.
import { spawn, spawnSync } from 'node:child_process';
import { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps/web/dist') };

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
      stopAll(code ?? 1);
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
function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

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
