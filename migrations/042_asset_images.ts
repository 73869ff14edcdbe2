import type { Knex } from 'knex';

/**
 * An asset's uploaded picture (`assets.image`): what identifies it ({ sha256, contentType, size }),
 * as the events carry it. The bytes are kept in `product_images` (migration 011), by business and
 * sha256, the same store product pictures use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE assets ADD COLUMN image jsonb;');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE assets DROP COLUMN image;');
}
