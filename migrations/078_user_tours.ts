import type { Knex } from 'knex';

/**
 * Guided tours (spec 000 §2.2, 001 create product): the tours a user has stopped. A tour not in the
 * list is active; stopping one appends its name (docs/web.md "Guided tours").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE users ADD COLUMN tours_stopped text[] NOT NULL DEFAULT '{}'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN tours_stopped');
}
