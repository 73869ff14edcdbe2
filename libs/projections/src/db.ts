import { createHash } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// NUMERIC and BIGINT already arrive as strings (exact); DATE too, instead of a local-time JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** Anything that can run SQL: the pool, or one client inside a transaction. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  query(statement: pg.QueryConfig): Promise<pg.QueryResult>;
}

export type SqlQuery = Knex.QueryBuilder | Knex.Raw | Knex.SchemaBuilder;

/**
 * knex without a connection: only a query builder. Every query runs on our one pg pool (or on a
 * transaction's client), so the event store, the projections and the reports share connections
 * and transactions; the embedded database allows a single connection.
 */
export const sql: Knex = knexFactory({ client: 'pg' });

export function toNative(query: SqlQuery): { text: string; values: unknown[] } {
  const native = (query as Knex.QueryBuilder).toSQL().toNative();
  return { text: native.sql, values: native.bindings as unknown[] };
}

export async function execute<T = Record<string, unknown>>(db: Queryable, query: SqlQuery): Promise<T[]> {
  const { text, values } = toNative(query);
  const result = await db.query(text, values);
  return result.rows as T[];
}

/**
 * `select` as one statement that PostgreSQL plans without parallel workers: for reads of a few
 * thousand rows, where starting workers (Gather, Gather Merge) takes longer than the read itself.
 * PostgreSQL plans no part of a statement in parallel when it calls a PARALLEL UNSAFE function, and
 * set_config is one; the call also says what it does (max_parallel_workers_per_gather = 0, for the
 * rest of the statement's transaction: the statement alone, outside an explicit one). One
 * statement, so one round trip, on the pool or on any client: a `SET LOCAL` needs a transaction of
 * its own (begin and set, read, commit), whose two extra round trips cost more than the workers
 * save on a busy machine (measured: docs/benchmarks.md, Reports).
 */
export function withoutParallelWorkers(select: string): string {
  return `SELECT statement.* FROM (${select}) AS statement CROSS JOIN set_config('max_parallel_workers_per_gather', '0', true) AS no_parallel_workers`;
}

/**
 * A statement built from parts, named after its text so that each connection parses and plans it
 * once (pg prepares a named statement per connection): for the reports' reads, whose text depends
 * only on the shape of the dates asked for (at most four dates a report: a few hundred shapes at
 * worst, each kept by the connection until it closes), and whose parsing and planning took about a
 * quarter of their time.
 */
export function preparedStatement(text: string, values: unknown[]): { name: string; text: string; values: unknown[] } {
  return { name: `ll_${createHash('sha1').update(text).digest('base64url')}`, text, values };
}

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
