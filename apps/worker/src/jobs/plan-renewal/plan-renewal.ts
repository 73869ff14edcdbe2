import type { Logger } from 'pino';
import type { PlanRenewalResult } from '@ledgerline/jobs';
import {
  Decimal,
  DEFAULT_PLAN_CURRENCY,
  decideRenewalFailed,
  gracePeriodEnd,
  planById,
  RENEWAL_WINDOW_HOURS,
  renewalDay,
  renewalDue,
  type RenewalOrder,
} from '@ledgerline/ledger';
import {
  appendBillingEvents,
  composeMail,
  DuplicateReferenceError,
  mailMoney,
  MINOR_UNITS,
  recordSubscriptionPayment,
  renewalReference,
  type OutgoingMail,
  type PaymentProvider,
  type Runtime,
  type VerifiedPayment,
} from '@ledgerline/platform';
import {
  listRenewalCandidates,
  loadBusinessCard,
  loadLastPlanPayment,
  loadRenewalFailures,
  loadSubscriptionPayment,
  loadSubscriptionState,
  type StoredCard,
} from '@ledgerline/projections';

type Outcome = 'renewed' | 'declined' | 'nothing';

/**
 * The plan-renewal run (the worker's `plan-renewal` job, every 15 minutes; docs/billing.md
 * "Auto-renewal"): for each business whose paid plan ends within a day (or ended and is still in
 * grace), with a reusable card on file and auto-renewal on, charges the card for the same plan,
 * period, extra users and currency at today's price, and records the payment through the same
 * decision as a card payment verified by the API (SubscriptionPaymentReceived + the renewal's
 * PlanChanged, continuing from the expiry).
 *
 * Exactly once: the charge's reference is derived from the business and the expiry renewed, so a
 * rerun, a second worker, or a run after one killed between charge and record asks the provider
 * with the same reference; the provider refuses it as a duplicate and we record what `verify`
 * says it was. The record itself is once per reference (derived event ids, decided under the
 * stream lock). A decline is recorded once a day (SubscriptionRenewalFailed, with one mail to the
 * owners); the next day's run tries again with the next attempt's reference, until the grace ends
 * and the expiry job moves the business to Micro.
 */
export async function runPlanRenewal(runtime: Runtime, provider: PaymentProvider, now: Date | string, logger?: Logger): Promise<PlanRenewalResult> {
  const at = typeof now === 'string' ? new Date(now).toISOString() : now.toISOString();
  const until = new Date(Date.parse(at) + RENEWAL_WINDOW_HOURS * 3_600_000).toISOString();
  const result: PlanRenewalResult = { now: at, due: 0, renewed: 0, declined: 0, failed: [] };
  for (const businessId of await listRenewalCandidates(runtime.pool, until)) {
    try {
      const outcome = await renewBusiness(runtime, provider, businessId, at, result, logger);
      if (outcome === 'renewed') result.renewed++;
      if (outcome === 'declined') result.declined++;
    } catch (error) {
      result.failed.push(businessId);
      logger?.error({ err: error, businessId }, 'Plan renewal failed for a business; the next run tries again');
    }
  }
  return result;
}

async function renewBusiness(
  runtime: Runtime,
  provider: PaymentProvider,
  businessId: string,
  at: string,
  result: PlanRenewalResult,
  logger?: Logger,
): Promise<Outcome> {
  const card = await loadBusinessCard(runtime.pool, businessId);
  if (!card?.autoRenew || !card.reusable || !card.authorizationCode) return 'nothing';
  const state = await loadSubscriptionState(runtime.pool, businessId);
  const currency = (await loadLastPlanPayment(runtime.pool, businessId))?.currency ?? DEFAULT_PLAN_CURRENCY;
  const order = renewalDue(state, at, currency);
  if (!order) return 'nothing';
  const failures = await loadRenewalFailures(runtime.pool, businessId, order.expiresAt);
  // Declined today already: tomorrow's run tries again.
  if (failures.days.includes(renewalDay(at))) return 'nothing';
  const reference = renewalReference(businessId, order.expiresAt, failures.days.length);
  if (await loadSubscriptionPayment(runtime.pool, businessId, reference)) return 'nothing';
  const [owner] = await ownersOf(runtime, businessId);
  if (!owner) return 'nothing';
  result.due++;

  const charged = await chargeOnce(provider, {
    authorizationCode: card.authorizationCode,
    email: owner,
    amount: new Decimal(order.amount).times(MINOR_UNITS).toFixed(0),
    currency: order.currency,
    reference,
    metadata: {
      purpose: 'renewal',
      businessId,
      currency: order.currency,
      plan: String(order.planId),
      period: order.period,
      extraUsers: String(order.extraUsers),
      renews: order.expiresAt,
    },
  });
  const correlationId = `plan-renewal:${at}`;
  if (charged.status === 'success' && !charged.reversed) {
    const outcome = await recordSubscriptionPayment(runtime, businessId, 'renewal', charged, { now: at, correlationId });
    if (outcome.events.length === 0) return 'nothing';
    logger?.info({ businessId, reference }, 'Plan renewed with the card on file');
    return 'renewed';
  }
  if (charged.status === 'failed') {
    const recorded = await recordDecline(runtime, businessId, order, card, reference, charged.gatewayResponse ?? 'Declined', at, correlationId);
    if (recorded) logger?.warn({ businessId, reference, reason: charged.gatewayResponse }, 'Plan renewal declined');
    return recorded ? 'declined' : 'nothing';
  }
  // Pending or abandoned: the next run asks again with the same reference (a duplicate: verify).
  return 'nothing';
}

/** Charges the card, or, when the reference was used already (a rerun, another worker, a run killed after charging), asks how that charge ended. */
async function chargeOnce(provider: PaymentProvider, request: Parameters<PaymentProvider['chargeAuthorization']>[0]): Promise<VerifiedPayment> {
  try {
    return await provider.chargeAuthorization(request);
  } catch (error) {
    if (error instanceof DuplicateReferenceError) return provider.verify(request.reference);
    throw error;
  }
}

/** SubscriptionRenewalFailed and the owners' mail, on one transaction, once per business, expiry and day. */
async function recordDecline(
  runtime: Runtime,
  businessId: string,
  order: RenewalOrder,
  card: StoredCard,
  reference: string,
  reason: string,
  at: string,
  correlationId: string,
): Promise<boolean> {
  const day = renewalDay(at);
  const key = `subscription-renewal-failed:${businessId}:${order.expiresAt}:${day}`;
  const owners = await ownersOf(runtime, businessId);
  const outcome = await appendBillingEvents(
    runtime,
    businessId,
    [key],
    async (db) => {
      const { days } = await loadRenewalFailures(db, businessId, order.expiresAt);
      if (days.includes(day)) return [];
      const events = decideRenewalFailed({ order, reference, reason, now: at }, await loadSubscriptionState(db, businessId));
      if (events.length > 0) {
        for (const to of owners) {
          await runtime.mailer.enqueue(db, renewalDeclinedMail(to, order, card, reason, runtime.config.appUrl), { dedupeKey: `${key}:${to}` });
        }
      }
      return events;
    },
    { now: at, correlationId },
  );
  return outcome.events.length > 0;
}

/** The mail to an owner whose card was declined for the renewal. */
export function renewalDeclinedMail(to: string, order: RenewalOrder, card: Pick<StoredCard, 'brand' | 'last4'>, reason: string, appUrl: string): OutgoingMail {
  const plan = planById(order.planId).name;
  const amount = mailMoney(order.amount, order.currency);
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  const graceEnds = ddmmyyyy(gracePeriodEnd(order.expiresAt));
  return {
    to,
    ...composeMail({
      subject: `We could not renew your ${plan}`,
      greeting: 'Hello,',
      blocks: [
        { text: `Your card ${brand} •••• ${card.last4} was declined when we tried to renew your ${plan} (${order.period}) for ${amount}: ${reason}.` },
        { text: `Your plan ended on ${ddmmyyyy(order.expiresAt)} and keeps working until ${graceEnds}. We will try the card again tomorrow.` },
        { text: 'To keep your plan, add funds or use another card:' },
        { button: 'Update your billing', url: `${appUrl}/settings/billings` },
      ],
    }),
  };
}

const ddmmyyyy = (instant: string) => `${instant.slice(8, 10)}/${instant.slice(5, 7)}/${instant.slice(0, 4)}`;

/** The owners' e-mail addresses: the customer the card is charged for, and who is told of a decline. */
async function ownersOf(runtime: Runtime, businessId: string): Promise<string[]> {
  const { rows } = await runtime.pool.query<{ email: string }>(
    `SELECT lower(email) AS email FROM team_members WHERE business_id = $1 AND role = 'owner' ORDER BY email`,
    [businessId],
  );
  return rows.map((row) => row.email);
}
