import type { Knex } from 'knex';

/**
 * Businesses' profile, account settings and sub-businesses (read model of the businesses
 * projector). `currency` and `name` stay in their columns; `profile` holds the other profile
 * fields set, `settings` the account settings changed from their defaults (the queries fill the
 * defaults in), so both depend on the events alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE businesses
      ADD COLUMN parent_business_id uuid NULL,
      ADD COLUMN type_of_business text NULL,
      ADD COLUMN profile jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN settings jsonb NOT NULL DEFAULT '{}';
    CREATE INDEX businesses_parent ON businesses (parent_business_id, business_id) WHERE parent_business_id IS NOT NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX businesses_parent;
    ALTER TABLE businesses DROP COLUMN settings, DROP COLUMN profile, DROP COLUMN type_of_business, DROP COLUMN parent_business_id;
  `);
}
