import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { currentVersion } from '@ledgerline/events';
import { Decimal, decideSubscriptionPayment, LEDGER_ERROR_CODES, LedgerValidationError, type BillingPurpose, type PaymentCard } from '@ledgerline/ledger';
import { businessStream, loadSubscriptionPayment, loadSubscriptionState, type Queryable } from '@ledgerline/projections';
import { derivedId } from '../commands/derived-id.js';
import { executeCommand, type CommandOutcome } from '../commands/execute-command.js';
import type { VerifiedPayment } from '../payments/payment-provider.js';
import type { Runtime } from '../runtime.js';

/**
 * Recording subscription card payments, shared by the API (`SubscriptionPayments`: checkout,
 * verify, webhooks) and the worker (`plan-renewal`: the card on file charged again), so a payment
 * is recorded by one decision however it arrives (docs/billing.md "Exactly once").
 */

/** Plan prices are in naira and dollars: both have 100 minor units (kobo, cents). */
export const MINOR_UNITS = 100;

export interface BillingAppendOptions {
  now?: string;
  /** The API's wait for the read models (catch-up mode), as its CommandExecutor passes it. */
  waitFor?: (position: bigint) => Promise<boolean>;
  correlationId?: string;
}

/**
 * Appends what `decide` decides on the plan holder's stream, under its lock. The events' ids are
 * derived from `idNames` (by position), so even a second append that slipped past the decision's
 * own check would be refused by the store.
 */
export async function appendBillingEvents(
  runtime: Runtime,
  businessId: string,
  idNames: readonly string[],
  decide: (db: Queryable) => Promise<{ type: string; data: unknown }[]>,
  options: BillingAppendOptions = {},
): Promise<CommandOutcome> {
  const occurredAt = options.now ?? new Date().toISOString();
  return executeCommand(
    runtime,
    {
      stream: businessStream(businessId),
      fingerprint: randomBytes(8).toString('hex'),
      metadata: { businessId, commandId: randomUUID(), occurredAt, ...(options.correlationId ? { correlationId: options.correlationId } : {}) },
      async decide(db) {
        return (await decide(db)).map((event, index) => ({
          type: event.type,
          version: currentVersion(event.type),
          data: event.data,
          ...(idNames[index] ? { id: derivedId(idNames[index]) } : {}),
        }));
      },
    },
    options.waitFor ? { waitFor: options.waitFor } : {},
  );
}

/**
 * A payment the provider verified as successful: SubscriptionPaymentReceived and the change it
 * paid for (decideSubscriptionPayment), in one append; nothing when the reference is recorded
 * already. The order is the payment's metadata, written by our server when it began. A currency
 * or amount other than the order's is refused (PAYMENT_AMOUNT_MISMATCH) and recorded nowhere.
 */
export async function recordSubscriptionPayment(
  runtime: Runtime,
  businessId: string,
  purpose: BillingPurpose,
  verified: VerifiedPayment,
  options: BillingAppendOptions = {},
): Promise<CommandOutcome> {
  const order = verified.metadata;
  if (verified.currency !== order.currency) {
    throw new LedgerValidationError(
      'currency',
      `The payment is in ${verified.currency || 'no currency'}, the order in ${order.currency}: nothing was recorded`,
      LEDGER_ERROR_CODES.PAYMENT_AMOUNT_MISMATCH,
    );
  }
  const now = options.now ?? new Date().toISOString();
  const reference = verified.reference;
  return appendBillingEvents(
    runtime,
    businessId,
    [`subscription-payment:${reference}`, `subscription-payment-change:${reference}`],
    async (db) => {
      if (await loadSubscriptionPayment(db, businessId, reference)) return [];
      return decideSubscriptionPayment(
        {
          reference,
          purpose,
          plan: order.plan,
          period: order.period,
          currency: verified.currency,
          extraUsers: order.extraUsers === undefined ? undefined : Number(order.extraUsers),
          users: order.users === undefined ? undefined : Number(order.users),
          amount: new Decimal(verified.amount).dividedBy(MINOR_UNITS).toFixed(),
          paidAt: verified.paidAt ?? now,
          card: paymentCardOf(verified),
          now,
        },
        await loadSubscriptionState(db, businessId),
      );
    },
    { ...options, now },
  );
}

/** The card of a verified payment, as the event keeps it. */
export function paymentCardOf(verified: VerifiedPayment): PaymentCard | null {
  const card = verified.authorization;
  return card
    ? {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        bank: card.bank,
        reusable: card.reusable,
        authorizationCode: card.authorizationCode,
      }
    : null;
}

/**
 * The provider reference of a renewal: derived from the business and the expiry it renews, so a
 * rerun, a second worker or a run after a kill asks the provider with the same reference and the
 * provider refuses to charge twice. A declined reference cannot be charged again, so each later
 * attempt (one a day, `attempt` = the declines recorded for that expiry) has its own.
 */
export function renewalReference(businessId: string, expiresAt: string, attempt = 0): string {
  const name = attempt === 0 ? `renewal:${businessId}:${expiresAt}` : `renewal:${businessId}:${expiresAt}:${attempt}`;
  return `LLR-${createHash('sha256').update(name).digest('hex').slice(0, 24)}`;
}
