import type { Runtime } from '@ledgerline/platform';

/** The sections of this process running or waiting, by key: each waits for the one before it. */
const queues = new Map<string, Promise<void>>();

/**
 * Runs `work` while no other call for `key` runs, in this process or any other on the database: for
 * a side effect outside our books (a provider call) whose check, effect and record must not
 * interleave. Within a process the calls queue in memory, so waiting holds no connection; across
 * processes a PostgreSQL session advisory lock is held on a connection of its own for the
 * duration, and goes with the connection if the process dies. The embedded database has one
 * process and one connection (a second would wait behind the first forever), so there the
 * in-memory queue is the whole of it.
 */
export async function exclusively<T>(runtime: Pick<Runtime, 'pool' | 'database'>, key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const mine = previous.then(() => done);
  queues.set(key, mine);
  try {
    await previous;
    return runtime.database.poolMax > 1 ? await underAdvisoryLock(runtime, key, work) : await work();
  } finally {
    finished();
    if (queues.get(key) === mine) queues.delete(key);
  }
}

async function underAdvisoryLock<T>(runtime: Pick<Runtime, 'pool'>, key: string, work: () => Promise<T>): Promise<T> {
  const client = await runtime.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  try {
    return await work();
  } finally {
    // A lock that could not be given back must not stay on a pooled connection: the connection is dropped.
    let broken: Error | undefined;
    await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch((error: Error) => (broken = error));
    client.release(broken);
  }
}
