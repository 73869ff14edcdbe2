import type { Knex } from 'knex';

/**
 * Products with variants and products made of raw materials (the `product-families` projector):
 * one row per product that is a variant (parent_id), has variants (variants_count) or has raw
 * material lines (raw_materials: [{ id, name, quantity, price, measurement }]). The products table
 * stays as it is; the catalogue's queries join this one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE product_families (
      business_id uuid NOT NULL,
      product_id text NOT NULL,
      parent_id text,
      variants_count integer NOT NULL DEFAULT 0,
      raw_materials jsonb NOT NULL DEFAULT '[]'::jsonb,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, product_id)
    );
    CREATE INDEX product_families_parent ON product_families (business_id, parent_id) WHERE parent_id IS NOT NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE product_families');
}
