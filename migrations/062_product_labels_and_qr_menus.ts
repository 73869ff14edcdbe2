import type { Knex } from 'knex';

/**
 * Product categories and brands, and QR menus (the `catalogue-extras` projector). A QR menu's id
 * is its public address, so it is also looked up alone, without the business.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE product_categories (
      business_id uuid NOT NULL,
      category_id text COLLATE "C" NOT NULL,
      name text NOT NULL,
      description text,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, category_id)
    );
    CREATE UNIQUE INDEX product_categories_name ON product_categories (business_id, lower(name));

    CREATE TABLE product_brands (
      business_id uuid NOT NULL,
      brand_id text COLLATE "C" NOT NULL,
      name text NOT NULL,
      description text,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, brand_id)
    );
    CREATE UNIQUE INDEX product_brands_name ON product_brands (business_id, lower(name));

    CREATE TABLE qr_menus (
      business_id uuid NOT NULL,
      menu_id text COLLATE "C" NOT NULL,
      name text NOT NULL,
      description text,
      currency char(3) NOT NULL,
      items jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, menu_id)
    );
    CREATE UNIQUE INDEX qr_menus_public ON qr_menus (menu_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE qr_menus; DROP TABLE product_brands; DROP TABLE product_categories;');
}
