import type { Knex } from 'knex';

/**
 * Auto-renewal (the `billing` projector, docs/billing.md "Auto-renewal"): a renewal is a payment
 * purpose of its own; the card on file says whether the owner wants it charged (on by default once
 * a card is saved); the declined renewals, one row per business, expiry and day, say how many
 * attempts a period's renewal has had and whether today's was made.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE subscription_payments DROP CONSTRAINT subscription_payments_purpose_check;
    ALTER TABLE subscription_payments ADD CONSTRAINT subscription_payments_purpose_check
      CHECK (purpose IN ('plan', 'complete-order', 'additional-users', 'change-card', 'renewal'));
    ALTER TABLE business_cards ADD COLUMN auto_renew boolean NOT NULL DEFAULT true;
    CREATE TABLE subscription_renewal_failures (
      business_id uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      day date NOT NULL,
      reference text COLLATE "C" NOT NULL,
      reason text NOT NULL,
      failed_at timestamptz NOT NULL,
      PRIMARY KEY (business_id, expires_at, day)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE subscription_renewal_failures;
    ALTER TABLE business_cards DROP COLUMN auto_renew;
    ALTER TABLE subscription_payments DROP CONSTRAINT subscription_payments_purpose_check;
    ALTER TABLE subscription_payments ADD CONSTRAINT subscription_payments_purpose_check
      CHECK (purpose IN ('plan', 'complete-order', 'additional-users', 'change-card'));
  `);
}
