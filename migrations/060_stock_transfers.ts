import type { Knex } from 'knex';

/**
 * Stock transfers between an owner's businesses (the `stock-transfers` projector,
 * docs/stock-transfers.md): one row per transfer, kept under the source business, with the
 * destination beside it so the destination lists what it received. Rows depend on the events
 * alone, so a rebuild reproduces them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE stock_transfers (
      business_id uuid NOT NULL,
      transfer_id text COLLATE "C" NOT NULL,
      reference text NOT NULL,
      status text NOT NULL CHECK (status IN ('draft', 'sent', 'received', 'cancelled')),
      effective_date date NOT NULL,
      destination_business_id uuid NOT NULL,
      destination_name text NOT NULL,
      items jsonb NOT NULL,
      amount numeric,
      note text,
      destination_reference text,
      created_at timestamptz NOT NULL,
      created_position bigint NOT NULL,
      changed_position bigint NOT NULL,
      PRIMARY KEY (business_id, transfer_id)
    );
    CREATE INDEX stock_transfers_list ON stock_transfers (business_id, created_position DESC);
    CREATE INDEX stock_transfers_incoming ON stock_transfers (destination_business_id, created_position DESC);
    CREATE INDEX stock_transfers_pending ON stock_transfers (status) WHERE status = 'sent';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE stock_transfers');
}
