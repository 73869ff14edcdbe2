import knexFactory, { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { migrateLatest } from '@ledgerline/migrations';

/** The server integration tests use: TEST_DATABASE_URL, or the machine's local PostgreSQL. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database on the real PostgreSQL server, dropped by `drop()`. Each test file
 * gets its own, so files never see each other's rows.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `ll_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: TEST_SERVER_URL, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE ${name}`);
  } finally {
    await admin.destroy();
  }
  const url = withDatabase(TEST_SERVER_URL, name);
  if (options.migrate !== false) await migrateLatest(url);
  return {
    url,
    name,
    async drop() {
      const dropper = knexFactory({ client: 'pg', connection: TEST_SERVER_URL, pool: { min: 0, max: 1 } });
      try {
        await dropper.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.destroy();
      }
    },
  };
}

export function testKnex(url: string, max = 4): Knex {
  return knexFactory({ client: 'pg', connection: url, pool: { min: 0, max } });
}
