import type { Knex } from 'knex';

/**
 * Archived products, services and contacts (the `catalogue` projector): when one was archived (the
 * event's recorded time), null while it is in the lists. Lists and searches leave archived rows out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE products ADD COLUMN archived_at timestamptz;
    ALTER TABLE contacts ADD COLUMN archived_at timestamptz;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE products DROP COLUMN archived_at;
    ALTER TABLE contacts DROP COLUMN archived_at;
  `);
}
