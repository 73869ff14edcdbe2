import type { Knex } from 'knex';

/**
 * Point of sale (the `pos` projector): registers with their float and closing counts, the counter
 * sales tied to them, and parked carts. The books of a counter sale are the ledger's (it is a
 * SaleRecorded); these tables hold what the till shows. Rows depend on the events only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE pos_registers (
      business_id uuid NOT NULL,
      register_id text NOT NULL,
      till text NOT NULL,
      user_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'closed')),
      currency char(3) NOT NULL,
      opening_float numeric NOT NULL,
      opened_at timestamptz NOT NULL,
      opened_date date NOT NULL,
      closed_at timestamptz,
      closed_date date,
      close_transaction_id text,
      payment_summary jsonb,
      cash_difference numeric,
      sales_count integer,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, register_id)
    );
    CREATE INDEX pos_registers_by_user ON pos_registers (business_id, user_id, position DESC);

    CREATE TABLE pos_sales (
      business_id uuid NOT NULL,
      transaction_id text NOT NULL,
      reference text NOT NULL,
      register_id text NOT NULL,
      user_id text NOT NULL,
      date date NOT NULL,
      recorded_at timestamptz NOT NULL,
      customer_id text,
      customer_name text,
      account text NOT NULL,
      subtotal numeric NOT NULL,
      discount numeric NOT NULL,
      tax numeric NOT NULL,
      amount numeric NOT NULL,
      amount_collected numeric NOT NULL,
      change numeric NOT NULL,
      amount_remaining numeric NOT NULL,
      paid numeric NOT NULL,
      voided boolean NOT NULL DEFAULT false,
      data jsonb NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, transaction_id)
    );
    CREATE INDEX pos_sales_by_register ON pos_sales (business_id, register_id);
    CREATE INDEX pos_sales_list ON pos_sales (business_id, position DESC);

    CREATE TABLE pos_parked_sales (
      business_id uuid NOT NULL,
      parked_sale_id text NOT NULL,
      user_id text NOT NULL,
      register_id text,
      status text NOT NULL CHECK (status IN ('parked', 'completed', 'deleted')),
      cart jsonb NOT NULL,
      parked_at timestamptz NOT NULL,
      completed_by text,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, parked_sale_id)
    );
    CREATE INDEX pos_parked_sales_list ON pos_parked_sales (business_id, status, position DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE pos_parked_sales; DROP TABLE pos_sales; DROP TABLE pos_registers;');
}
