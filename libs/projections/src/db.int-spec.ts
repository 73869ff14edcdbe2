import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { withoutParallelWorkers } from './db.js';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => undefined);
  await pool.query('CREATE TABLE parallel_probe AS SELECT n, (n % 7)::numeric AS amount FROM generate_series(1, 20000) AS n');
  await pool.query('ANALYZE parallel_probe');
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe('withoutParallelWorkers', () => {
  const select = 'SELECT amount, sum(n) AS total FROM parallel_probe GROUP BY amount ORDER BY amount';

  it('plans the statement without parallel workers, with the same answer', async () => {
    const client = await pool.connect();
    try {
      // Parallel plans made free: PostgreSQL now plans even this small read with workers.
      await client.query('SET parallel_setup_cost = 0; SET parallel_tuple_cost = 0; SET min_parallel_table_scan_size = 0');
      const plan = async (text: string) => JSON.stringify((await client.query(`EXPLAIN (FORMAT JSON) ${text}`)).rows[0]);
      expect(await plan(select)).toMatch(/"Node Type":"Gather/);
      expect(await plan(withoutParallelWorkers(select))).not.toMatch(/"Node Type":"Gather|"Parallel Aware":true/);
      expect((await client.query(withoutParallelWorkers(select))).rows).toEqual((await client.query(select)).rows);
    } finally {
      client.release(true);
    }
  });

  it('changes no setting beyond the statement (outside a transaction)', async () => {
    const client = await pool.connect();
    try {
      const workers = async () => (await client.query("SELECT current_setting('max_parallel_workers_per_gather') AS workers")).rows[0] as { workers: string };
      const before = await workers();
      expect(before.workers).not.toBe('0');
      await client.query(withoutParallelWorkers(select));
      expect(await workers()).toEqual(before);
    } finally {
      client.release();
    }
  });
});
