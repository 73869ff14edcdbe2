import knexFactory from 'knex';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as migrations from './index.js';

/**
 * Knex migrations, listed in `migrations/index.ts` (a static list, so the same code runs from
 * source in tests and from the compiled build). Each migration is a module with up() and down().
 */
const source = {
  async getMigrations() {
    return Object.keys(migrations).sort();
  },
  getMigrationName(name: string) {
    return name;
  },
  async getMigration(name: string) {
    return (migrations as Record<string, { up: (k: unknown) => Promise<void>; down: (k: unknown) => Promise<void> }>)[name];
  },
};

export async function migrateLatest(url: string): Promise<string[]> {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    const [, applied] = await knex.migrate.latest({ migrationSource: source as never });
    return applied as string[];
  } finally {
    await knex.destroy();
  }
}

export const migrationsDirectory = dirname(fileURLToPath(import.meta.url));
