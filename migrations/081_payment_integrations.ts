import type { Knex } from 'knex';

/**
 * The business's card-payment-provider integration (the `payment-integrations` projector,
 * docs/payment-integrations.md): the subaccount its invoices' card payments settle into, while connected.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE payment_integrations (
      business_id uuid PRIMARY KEY,
      provider text NOT NULL CHECK (provider IN ('paystack')),
      subaccount_code text COLLATE "C" NOT NULL,
      bank_code text,
      bank_name text,
      account_number text,
      account_name text,
      connected_at timestamptz NOT NULL,
      position bigint NOT NULL
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE payment_integrations');
}
