import type { Knex } from 'knex';

/**
 * Production (the `production` projector): raw materials (their stock is the ledger's, in
 * product_stock by id) and production records (moves to work in progress and batches). The books
 * are the ledger's; these tables hold what the production screens list. Rows depend on the events only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE raw_materials (
      business_id uuid NOT NULL,
      raw_material_id text NOT NULL,
      name text NOT NULL,
      sku text NOT NULL,
      measurement text NOT NULL,
      currency char(3) NOT NULL,
      unit_cost numeric NOT NULL,
      description text,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, raw_material_id)
    );
    CREATE UNIQUE INDEX raw_materials_sku ON raw_materials (business_id, lower(sku));

    CREATE TABLE production_records (
      business_id uuid NOT NULL,
      transaction_id text NOT NULL,
      reference text NOT NULL,
      type text NOT NULL CHECK (type IN ('wip', 'batch')),
      date date NOT NULL,
      input_value numeric NOT NULL,
      additional_costs numeric NOT NULL,
      output_value numeric NOT NULL,
      data jsonb NOT NULL,
      recorded_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, transaction_id)
    );
    CREATE INDEX production_records_list ON production_records (business_id, type, position DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE production_records; DROP TABLE raw_materials;');
}
