import type { Knex } from 'knex';

/**
 * Fixed assets (the `assets` projector, LEDGER.md §6): the business's asset categories once it
 * sets its own (until then the defaults of libs/ledger apply), each asset with its book (units
 * held, their cost and accumulated depreciation, the last month charged), and one row per asset
 * per document line (bought, sold, depreciated) for the logs and for the units held at a date.
 * Rows depend on the events alone, so a rebuild reproduces them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE asset_categories (
      business_id uuid NOT NULL,
      name text NOT NULL,
      group_name text NOT NULL,
      lifespan integer NOT NULL CHECK (lifespan >= 1),
      sort_order integer NOT NULL,
      PRIMARY KEY (business_id, name)
    );

    CREATE TABLE assets (
      business_id uuid NOT NULL,
      asset_id text COLLATE "C" NOT NULL,
      tag text NOT NULL,
      name text NOT NULL,
      serial_no text,
      manufacturer text,
      model text,
      condition text,
      group_name text,
      category text NOT NULL,
      lifespan integer NOT NULL CHECK (lifespan >= 1),
      purchase_price numeric NOT NULL,
      salvage_value numeric NOT NULL,
      force_sale_value numeric,
      description text,
      image_url text,
      currency char(3) NOT NULL,
      quantity numeric NOT NULL DEFAULT 0,
      cost numeric NOT NULL DEFAULT 0,
      accumulated_depreciation numeric NOT NULL DEFAULT 0,
      last_depreciated_month text,
      archived boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      changed_position bigint NOT NULL,
      PRIMARY KEY (business_id, asset_id)
    );
    CREATE UNIQUE INDEX assets_tag ON assets (business_id, lower(tag));
    CREATE INDEX assets_list ON assets (business_id, position DESC);

    CREATE TABLE asset_lines (
      business_id uuid NOT NULL,
      position bigint NOT NULL,
      line_no integer NOT NULL,
      asset_id text COLLATE "C" NOT NULL,
      transaction_id text COLLATE "C" NOT NULL,
      reference text COLLATE "C" NOT NULL,
      number text,
      type text NOT NULL CHECK (type IN ('asset_buy', 'asset_sale', 'depreciation')),
      effective_date date NOT NULL,
      entity_id text COLLATE "C",
      description text,
      quantity numeric NOT NULL,
      price numeric NOT NULL,
      amount numeric NOT NULL,
      cost numeric NOT NULL,
      depreciation numeric NOT NULL,
      PRIMARY KEY (business_id, position, line_no)
    );
    CREATE INDEX asset_lines_by_asset ON asset_lines (business_id, asset_id, effective_date);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE asset_lines, assets, asset_categories;');
}
