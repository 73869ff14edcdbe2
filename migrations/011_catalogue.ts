import type { Knex } from 'knex';

/**
 * The catalogue (the `catalogue` projector): products and services, and contacts (entities).
 * Stock quantity and value are not here: the ledger keeps them in product_stock. Rows depend on
 * the events only (created_at is the event's recorded time), so a rebuild reproduces them.
 * product_images is not a read model: image bytes never go into the event log, so the API keeps
 * them here, keyed by their sha256, and ProductCreated names the one it uses.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE products (
      business_id uuid NOT NULL,
      product_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('product', 'service')),
      name text NOT NULL,
      sku text NOT NULL,
      barcode text,
      description text,
      measurement text NOT NULL,
      currency char(3) NOT NULL,
      buying_price numeric NOT NULL,
      selling_price numeric NOT NULL,
      stock_level numeric,
      category_name text,
      brand_name text,
      size text,
      color text,
      expiry_date date,
      expiry_reminder_days integer,
      image jsonb,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, product_id)
    );
    CREATE UNIQUE INDEX products_sku ON products (business_id, lower(sku));
    CREATE INDEX products_list ON products (business_id, kind, position DESC);

    CREATE TABLE contacts (
      business_id uuid NOT NULL,
      contact_id text NOT NULL,
      first_name text NOT NULL,
      last_name text,
      company text,
      email text,
      phone text,
      website text,
      address1 text,
      address2 text,
      city text,
      state text,
      post_code text,
      country text,
      description text,
      kinds text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, contact_id)
    );
    CREATE INDEX contacts_list ON contacts (business_id, position DESC);

    CREATE TABLE product_images (
      business_id uuid NOT NULL,
      sha256 text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      data bytea NOT NULL,
      PRIMARY KEY (business_id, sha256)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE product_images, contacts, products;');
}
