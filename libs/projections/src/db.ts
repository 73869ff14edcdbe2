import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// NUMERIC and BIGINT already arrive as strings (exact); DATE too, instead of a local-time JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** Anything that can run SQL: the pool, or one client inside a transaction. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
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
