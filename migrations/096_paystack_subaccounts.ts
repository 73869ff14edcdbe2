import type { Knex } from 'knex';

/**
 * The subaccounts the card provider created for a business (docs/payment-integrations.md "Creating a
 * subaccount exactly once"): noted the moment the provider answers the create, before the connection
 * is recorded, so a retry after a failure in between (or a reconnection after a disconnection) finds
 * the business's subaccount by its code with one request, instead of paging through every subaccount
 * the provider holds. Not a read model: the provider's answer is the fact, kept as it came.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE paystack_subaccounts (
      subaccount_code text COLLATE "C" PRIMARY KEY,
      business_id uuid NOT NULL,
      bank_code text NOT NULL,
      account_number text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX paystack_subaccounts_business ON paystack_subaccounts (business_id, bank_code, account_number, created_at DESC);
    -- The subaccounts connected before this table: their codes are in the connection events.
    INSERT INTO paystack_subaccounts (subaccount_code, business_id, bank_code, account_number, created_at)
    SELECT DISTINCT ON (data->>'subaccountCode') data->>'subaccountCode', substring(stream_id from 10)::uuid, data->>'bankCode', data->>'accountNumber',
           coalesce((data->>'connectedAt')::timestamptz, now())
      FROM events
     WHERE type = 'PaymentIntegrationConnected' AND stream_id LIKE 'business-%'
       AND data->>'bankCode' IS NOT NULL AND data->>'accountNumber' IS NOT NULL AND data->>'subaccountCode' IS NOT NULL
     ORDER BY data->>'subaccountCode', position
    ON CONFLICT DO NOTHING;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE paystack_subaccounts');
}
