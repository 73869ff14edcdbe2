import { mkdir } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import lockfile from 'proper-lockfile';

export interface ResolvedDatabase {
  url: string;
  /** 'configured': DATABASE_URL; 'local': the PostgreSQL found on localhost:5432; 'embedded': PGlite under DATA_DIR. */
  source: 'configured' | 'local' | 'embedded';
  /** The embedded database takes one connection at a time. */
  poolMax: number;
  close(): Promise<void>;
}

export const LOCAL_DATABASE = 'ledgerline';

export function isListening(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    const finish = (open: boolean) => {
      socket.destroy();
      done(open);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.connect(port, host, () => finish(true));
  });
}

/** A TCP port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Makes sure the `ledgerline` database exists on the local server (trust or peer auth as on a dev machine). */
async function ensureLocalDatabase(serverUrl: string, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * DATABASE_URL if given; else the PostgreSQL listening on localhost:5432; else an embedded
 * PGlite (PostgreSQL compiled to WebAssembly) with its data under DATA_DIR, served on a loopback
 * port so the same pg driver talks to it.
 */
export async function resolveDatabase(options: { databaseUrl?: string; dataDir: string; localPostgresPort?: number }): Promise<ResolvedDatabase> {
  if (options.databaseUrl) return { url: options.databaseUrl, source: 'configured', poolMax: 10, close: async () => undefined };
  const localPort = options.localPostgresPort ?? 5432;
  if (await isListening(localPort)) {
    const url = await ensureLocalDatabase(`postgres://postgres@127.0.0.1:${localPort}/postgres`, LOCAL_DATABASE);
    return { url, source: 'local', poolMax: 10, close: async () => undefined };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const directory = resolve(join(options.dataDir, 'pglite'));
  await mkdir(directory, { recursive: true });
  const release = await lockEmbeddedDirectory(directory);
  try {
    const db = await PGlite.create(directory);
    const port = await freePort();
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 1 });
    await server.start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      source: 'embedded',
      poolMax: 1,
      async close() {
        await server.stop();
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** REDIS_URL if given; else the Redis on localhost:6379 if one answers; else none (no jobs). */
export async function resolveRedis(redisUrl?: string, localPort = 6379): Promise<string | undefined> {
  if (redisUrl) return redisUrl;
  return (await isListening(localPort)) ? `redis://127.0.0.1:${localPort}` : undefined;
}

/** A lock not refreshed for this long belongs to a process that died (kill -9, a crash): the next one may take it. */
export const EMBEDDED_LOCK_STALE_MS = 10_000;

export class EmbeddedDatabaseInUseError extends Error {
  constructor(readonly directory: string) {
    super(
      `The embedded database in ${directory} is in use by another Ledgerline process (is npm start running?). ` +
        'Two processes must never open it at once: stop that process first, or point both at a PostgreSQL server (DATABASE_URL). ' +
        `If no other process runs, its lock expires ${EMBEDDED_LOCK_STALE_MS / 1000} seconds after it stopped.`,
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory would write
 * over the first (what one acknowledged, the other loses). A lock beside the directory
 * (proper-lockfile: an atomic mkdir, refreshed while held) lets only one in; the rest get
 * EmbeddedDatabaseInUseError.
 */
async function lockEmbeddedDirectory(directory: string): Promise<() => Promise<void>> {
  try {
    const release = await lockfile.lock(directory, {
      stale: EMBEDDED_LOCK_STALE_MS,
      update: EMBEDDED_LOCK_STALE_MS / 4,
      realpath: false,
      // Lost the lock (the machine slept past `stale` and another process took it): stop writing at once.
      onCompromised: (error) => {
        console.error(`The lock of the embedded database in ${directory} was lost (${error.message}); stopping so two processes never write to it.`);
        process.exit(1);
      },
    });
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await release().catch(() => undefined);
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new EmbeddedDatabaseInUseError(directory);
    throw error;
  }
}
