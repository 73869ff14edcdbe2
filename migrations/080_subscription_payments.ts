import type { Knex } from 'knex';

/**
 * Billing (the `billing` projector, docs/billing.md): the card payments of a business's
 * subscription (payment history) and the card on file. Rows depend on the events alone, so a
 * rebuild reproduces them. The card's authorization code (the provider's token to charge it
 * again) is kept for renewals and never answered to a client.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE subscription_payments (
      business_id uuid NOT NULL,
      reference text COLLATE "C" NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('plan', 'complete-order', 'additional-users', 'change-card')),
      plan_id smallint,
      period text,
      extra_users integer NOT NULL,
      amount numeric NOT NULL,
      currency text NOT NULL,
      paid_at timestamptz NOT NULL,
      card_brand text,
      card_last4 text,
      refunded boolean NOT NULL DEFAULT false,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, reference)
    );
    CREATE INDEX subscription_payments_history ON subscription_payments (business_id, position DESC);

    CREATE TABLE business_cards (
      business_id uuid PRIMARY KEY,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month text NOT NULL,
      exp_year text NOT NULL,
      bank text,
      reusable boolean NOT NULL,
      authorization_code text,
      reference text NOT NULL,
      saved_at timestamptz NOT NULL
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE business_cards; DROP TABLE subscription_payments');
}
