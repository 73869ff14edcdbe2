import knexFactory, { type Knex } from 'knex';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrateLatest, migrationsDirectory } from '@ledgerline/migrations';

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

async function onServer<T>(work: (admin: Knex) => Promise<T>): Promise<T> {
  const admin = knexFactory({ client: 'pg', connection: TEST_SERVER_URL, pool: { min: 0, max: 1 } });
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * Test databases commit without waiting for the disk: a test never outlives a crash of the
 * PostgreSQL server itself, and a commit that waits on fsync (a few milliseconds here, far more on a
 * busy host) is most of what a command costs. Killing the API or the worker, as the crash tests do,
 * loses nothing either way: the server still has every committed transaction.
 */
async function createDatabase(admin: Knex, name: string, template?: string): Promise<void> {
  await admin.raw(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.raw(`ALTER DATABASE ${name} SET synchronous_commit = off`);
}

/** The migrations' names and text: a template made from other migrations is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDirectory)
    .filter((name) => /^\d+_.+\.(ts|js)$/.test(name))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsDirectory, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let templateName: Promise<string> | undefined;

/**
 * A migrated database that test databases are copied from (`CREATE DATABASE … TEMPLATE`, a fraction
 * of a second, where running every migration takes one or two): made once per set of migrations and
 * kept on the server for the next run. It is built under a name of its own and renamed when complete,
 * so a process killed half-way never leaves a half-migrated template behind, and two processes
 * building it at once both end with the same one.
 */
function migratedTemplate(): Promise<string> {
  templateName ??= (async () => {
    const name = `ll_template_${migrationsFingerprint()}`;
    const exists = async (admin: Knex) => (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])).rows.length > 0;
    if (await onServer(exists)) return name;
    const building = `ll_building_${randomBytes(6).toString('hex')}`;
    await onServer((admin) => createDatabase(admin, building));
    await migrateLatest(withDatabase(TEST_SERVER_URL, building));
    await onServer(async (admin) => {
      try {
        await admin.raw(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        // Another process finished the same template first: use that one.
        await admin.raw(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        if (!(await exists(admin))) throw error;
      }
    });
    return name;
  })().catch((error: unknown) => {
    templateName = undefined;
    throw error;
  });
  return templateName;
}

/**
 * A fresh, migrated database on the real PostgreSQL server, dropped by `drop()`. Each test file
 * gets its own, so files never see each other's rows. `migrate: false` gives an empty one (for the
 * tests of the migrations themselves).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `ll_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = options.migrate === false ? undefined : await migratedTemplate();
  await onServer((admin) => createDatabase(admin, name, template));
  const url = withDatabase(TEST_SERVER_URL, name);
  return {
    url,
    name,
    async drop() {
      await onServer((admin) => admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export function testKnex(url: string, max = 4): Knex {
  return knexFactory({ client: 'pg', connection: url, pool: { min: 0, max } });
}
