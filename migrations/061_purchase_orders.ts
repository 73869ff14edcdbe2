import type { Knex } from 'knex';

/**
 * Purchase orders (the `purchase-orders` projector, docs/purchase-orders.md): one row per order
 * with its lines, what has been received of each (`received`: product id → quantity) and the
 * purchases that booked them (`receipts`). Rows depend on the events alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE purchase_orders (
      business_id uuid NOT NULL,
      order_id text COLLATE "C" NOT NULL,
      number text NOT NULL,
      sequence integer NOT NULL,
      status text NOT NULL CHECK (status IN ('draft', 'sent', 'partly_received', 'received', 'cancelled')),
      effective_date date NOT NULL,
      expected_date date,
      supplier_id text,
      currency char(3) NOT NULL,
      items jsonb NOT NULL,
      total numeric NOT NULL,
      note text,
      received jsonb NOT NULL DEFAULT '{}',
      receipts jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL,
      created_position bigint NOT NULL,
      changed_position bigint NOT NULL,
      PRIMARY KEY (business_id, order_id)
    );
    CREATE UNIQUE INDEX purchase_orders_number ON purchase_orders (business_id, sequence);
    CREATE INDEX purchase_orders_list ON purchase_orders (business_id, created_position DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE purchase_orders');
}
