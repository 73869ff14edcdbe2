import { addMonthsToInstant } from '../calendar/instants.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { requireText } from '../validation.js';
import {
  FREE_PLAN_ID,
  MAX_EXTRA_USERS,
  PLAN_CURRENCIES,
  parseBillingPeriod,
  parsePlan,
  planById,
  requireExtraUsers,
  subscriptionPrice,
  type PlanCurrency,
  type PlanId,
  type PlanPrices,
} from './plan-catalogue.js';
import { decideChangePlan } from './plan-deciders.js';
import { gracePeriodEnd, isBefore, parsePlanInstant } from './plan-dates.js';
import {
  AUTO_RENEWAL_CHANGED,
  BILLING_PURPOSES,
  PLAN_CHANGED,
  SUBSCRIPTION_PAYMENT_RECEIVED,
  SUBSCRIPTION_PAYMENT_REFUNDED,
  SUBSCRIPTION_RENEWAL_FAILED,
  type BillingPurpose,
  type PaymentCard,
  type PlanEvent,
} from './plan-events.js';
import { requireSubscription, subscriptionPhase, type ExistingSubscription, type SubscriptionState } from './subscription-state.js';

/**
 * Buying plans by card (spec 002 §7 "Payment", §9 prices): what an order costs, and what a
 * verified payment records. The API asks the provider; these deciders never see a request body.
 */

export const DEFAULT_PLAN_CURRENCY: PlanCurrency = 'NGN';

/** The small charge that checks a new card (then refunded): ₦50 or $1. */
export const CARD_CHECK_CHARGE: PlanPrices = Object.freeze({ NGN: '50.00', USD: '1.00' });

/** Most users one additional-users order may add. */
export const MAX_USERS_PER_ORDER = 1000;

export function isBillingPurpose(value: unknown): value is BillingPurpose {
  return typeof value === 'string' && (BILLING_PURPOSES as readonly string[]).includes(value);
}

/** Reads the plans page's currency; absent means naira. */
export function parsePlanCurrency(input: unknown, field = 'currency'): PlanCurrency {
  if (input === undefined || input === null || input === '') return DEFAULT_PLAN_CURRENCY;
  if (typeof input !== 'string' || !(PLAN_CURRENCIES as readonly string[]).includes(input)) {
    throw new LedgerValidationError(field, `${field} must be one of: ${PLAN_CURRENCIES.join(', ')}`, LEDGER_ERROR_CODES.UNSUPPORTED_CURRENCY);
  }
  return input as PlanCurrency;
}

/** Reads the number of users an additional-users order adds: a whole number from 1 to 1000. */
export function parseUsersToAdd(input: unknown, field = 'users'): number {
  if (typeof input !== 'number' || !Number.isInteger(input) || input < 1 || input > MAX_USERS_PER_ORDER) {
    throw new LedgerValidationError(field, `${field} must be a whole number from 1 to ${MAX_USERS_PER_ORDER}`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return input;
}

const MAX_MONTHS_LEFT = 1200;

/**
 * Whole calendar months from `now` until the paid period ends at `expiresAt`, a part month counting
 * as a whole one, and at least 1: the months an extra user bought mid-period is charged for (no
 * day-by-day proration; the owner never pays less than a month for a user).
 */
export function monthsLeftInPeriod(now: string, expiresAt: string): number {
  const from = parsePlanInstant(now);
  const until = parsePlanInstant(expiresAt, 'expiresAt');
  let months = 1;
  // Renewals stack up periods (a year renewed early runs up to 24 months); the bound only stops a bad date looping long.
  while (months < MAX_MONTHS_LEFT && isBefore(addMonthsToInstant(from, months), until)) months += 1;
  return months;
}

/** users × the plan's extra-user monthly price × the whole months left (at least 1). */
export function additionalUsersPrice(planId: PlanId, currency: PlanCurrency, users: number, monthsLeft: number): Decimal {
  const perUser = planById(planId).extraUserPrice;
  if (!perUser) {
    throw new LedgerValidationError('users', `The ${planById(planId).name} sells no extra users`, LEDGER_ERROR_CODES.PAID_PLAN_REQUIRED);
  }
  return new Decimal(perUser[currency]).times(users).times(Math.max(1, monthsLeft));
}

/** The running paid period extra users can be added to; refused on Micro, a trial, a pending order, grace or a lapse. */
export function requireRunningPaidPlan(state: SubscriptionState, now: string): ExistingSubscription & { expiresAt: string } {
  const current = requireSubscription(state);
  if (current.kind !== 'paid' || current.expiresAt === null || subscriptionPhase(current, now) !== 'active') {
    throw new LedgerValidationError('users', 'Extra users can be added to a running paid plan only: buy a plan first', LEDGER_ERROR_CODES.PAID_PLAN_REQUIRED);
  }
  return current as ExistingSubscription & { expiresAt: string };
}

export interface AddExtraUsersCommand {
  users: unknown;
  paymentReference: unknown;
  now: string;
}

/**
 * Extra users bought for the rest of the running paid period: the same plan, period, start and
 * expiry, with more extra users. Recorded as a PlanChanged of kind `switch` (a change of the
 * subscription's terms that is neither an upgrade, a downgrade nor a renewal) because PlanChanged
 * always carries the whole subscription after the change, which is what the route guard, the
 * expiry job and `planStatus` already fold; a separate event type would teach each of them again.
 */
export function decideAddExtraUsers(command: AddExtraUsersCommand, state: SubscriptionState): PlanEvent[] {
  const now = parsePlanInstant(command.now);
  const current = requireRunningPaidPlan(state, now);
  const users = parseUsersToAdd(command.users);
  const total = current.extraUsers + users;
  if (total > MAX_EXTRA_USERS) {
    throw new LedgerValidationError('users', `A subscription holds at most ${MAX_EXTRA_USERS} extra users`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  requireExtraUsers(total, current.planId, 'users');
  return [
    {
      type: PLAN_CHANGED,
      data: {
        businessId: current.businessId,
        fromPlanId: current.planId,
        toPlanId: current.planId,
        change: 'switch',
        period: current.period,
        startsAt: current.startsAt,
        expiresAt: current.expiresAt,
        paid: true,
        extraUsers: total,
        paymentReference: requireText(command.paymentReference, 'paymentReference', 200),
      },
    },
  ];
}

/** What the provider verified, with the order our server put in its metadata when the payment began. */
export interface SubscriptionPaymentCommand {
  reference: unknown;
  purpose: unknown;
  /** plan, complete-order, renewal: the plan bought. */
  plan?: unknown;
  period?: unknown;
  currency: unknown;
  /** plan, complete-order: the extra users of the order. */
  extraUsers?: unknown;
  /** additional-users: the users added. */
  users?: unknown;
  /** What the provider took, in major units (a decimal string). */
  amount: string;
  paidAt: string;
  card: PaymentCard | null;
  now: string;
}

/**
 * A verified card payment of the subscription: SubscriptionPaymentReceived, and the change it paid
 * for (a plan bought or renewed; extra users added; a card check changes no plan). The amount and
 * currency must be exactly what the order costs by the catalogue (the extra users' months counted
 * when the customer paid): anything else is recorded nowhere and refused with
 * PAYMENT_AMOUNT_MISMATCH, for a person to look at.
 */
export function decideSubscriptionPayment(command: SubscriptionPaymentCommand, state: SubscriptionState): PlanEvent[] {
  const current = requireSubscription(state);
  const now = parsePlanInstant(command.now);
  const paidAt = parsePlanInstant(command.paidAt, 'paidAt');
  const reference = requireText(command.reference, 'reference', 200);
  if (!isBillingPurpose(command.purpose)) {
    throw new LedgerValidationError('purpose', `purpose must be one of: ${BILLING_PURPOSES.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  }
  const purpose = command.purpose;
  const currency = parsePlanCurrency(command.currency);

  let expected: Decimal;
  let changes: PlanEvent[] = [];
  let order: { planId: PlanId | null; period: ExistingSubscription['period']; extraUsers: number };
  switch (purpose) {
    case 'plan':
    case 'complete-order':
    case 'renewal': {
      const planId = parsePlan(command.plan);
      if (planId === FREE_PLAN_ID) {
        throw new LedgerValidationError('plan', 'The Micro Business Plan is free: there is nothing to pay', LEDGER_ERROR_CODES.INVALID_CHOICE);
      }
      const period = parseBillingPeriod(command.period);
      const extraUsers = requireExtraUsers(command.extraUsers, planId);
      expected = subscriptionPrice(planId, period, currency, extraUsers);
      order = { planId, period, extraUsers };
      changes = decideChangePlan({ plan: planId, period, extraUsers, paymentReference: reference, now }, state);
      break;
    }
    case 'additional-users': {
      const running = requireRunningPaidPlan(state, now);
      const users = parseUsersToAdd(command.users);
      expected = additionalUsersPrice(running.planId, currency, users, monthsLeftInPeriod(paidAt, running.expiresAt));
      order = { planId: running.planId, period: running.period, extraUsers: users };
      changes = decideAddExtraUsers({ users, paymentReference: reference, now }, state);
      break;
    }
    case 'change-card': {
      if (!command.card) throw new LedgerValidationError('card', 'The provider described no card', LEDGER_ERROR_CODES.REQUIRED);
      expected = new Decimal(CARD_CHECK_CHARGE[currency]);
      order = { planId: null, period: null, extraUsers: 0 };
      break;
    }
  }
  const paid = new Decimal(command.amount);
  if (!paid.eq(expected)) {
    throw new LedgerValidationError(
      'amount',
      `The payment of ${currency} ${paid.toFixed(2)} is not the ${currency} ${expected.toFixed(2)} the order costs: nothing was recorded`,
      LEDGER_ERROR_CODES.PAYMENT_AMOUNT_MISMATCH,
    );
  }
  return [
    {
      type: SUBSCRIPTION_PAYMENT_RECEIVED,
      data: {
        businessId: current.businessId,
        reference,
        purpose,
        planId: order.planId,
        period: order.period,
        extraUsers: order.extraUsers,
        amount: paid.toFixed(2),
        currency,
        paidAt,
        card: command.card,
      },
    },
    ...changes,
  ];
}

/** The card check's charge given back (the provider accepted the refund). */
export function decideSubscriptionRefund(
  command: { reference: string; amount: string; currency: PlanCurrency; now: string },
  state: SubscriptionState,
): PlanEvent[] {
  const current = requireSubscription(state);
  return [
    {
      type: SUBSCRIPTION_PAYMENT_REFUNDED,
      data: {
        businessId: current.businessId,
        reference: requireText(command.reference, 'reference', 200),
        amount: new Decimal(command.amount).toFixed(2),
        currency: parsePlanCurrency(command.currency),
        refundedAt: parsePlanInstant(command.now),
      },
    },
  ];
}

/** How long before a paid period ends the worker charges the card on file. */
export const RENEWAL_WINDOW_HOURS = 24;

/** What a renewal charges for: the same plan, period and extra users, at today's price. */
export interface RenewalOrder {
  planId: PlanId;
  period: NonNullable<ExistingSubscription['period']>;
  currency: PlanCurrency;
  extraUsers: number;
  /** Major units, a decimal string. */
  amount: string;
  /** The expiry being renewed. */
  expiresAt: string;
}

/**
 * The renewal due at `now`, or null: a paid plan (not a trial, not Micro) whose period ends within
 * the next RENEWAL_WINDOW_HOURS, or has ended but is still in grace. It charges the same plan,
 * period and extra users, in `currency` (the last payment's), at `subscriptionPrice` of today.
 * Whether the owner has a card and wants it charged is the caller's to check.
 */
export function renewalDue(state: SubscriptionState, now: string, currency: PlanCurrency): RenewalOrder | null {
  if (!state.exists || state.kind !== 'paid' || state.expiresAt === null || state.period === null || state.planId === FREE_PLAN_ID) return null;
  const at = parsePlanInstant(now);
  const windowOpens = new Date(Date.parse(state.expiresAt) - RENEWAL_WINDOW_HOURS * 3_600_000).toISOString();
  if (isBefore(at, windowOpens) || !isBefore(at, gracePeriodEnd(state.expiresAt))) return null;
  return {
    planId: state.planId,
    period: state.period,
    currency,
    extraUsers: state.extraUsers,
    amount: subscriptionPrice(state.planId, state.period, currency, state.extraUsers).toFixed(2),
    expiresAt: state.expiresAt,
  };
}

/** The UTC day (YYYY-MM-DD) of an instant: a declined renewal is recorded, and retried, once a day. */
export function renewalDay(now: string): string {
  return parsePlanInstant(now).slice(0, 10);
}

/**
 * The card on file was declined for `order`. Nothing when the subscription no longer ends at the
 * order's expiry (renewed or changed meanwhile): the failure is of a period that is not current.
 */
export function decideRenewalFailed(command: { order: RenewalOrder; reference: string; reason: string; now: string }, state: SubscriptionState): PlanEvent[] {
  const current = requireSubscription(state);
  const now = parsePlanInstant(command.now);
  if (current.kind !== 'paid' || current.expiresAt !== command.order.expiresAt) return [];
  return [
    {
      type: SUBSCRIPTION_RENEWAL_FAILED,
      data: {
        businessId: current.businessId,
        planId: command.order.planId,
        period: command.order.period,
        expiresAt: command.order.expiresAt,
        reference: requireText(command.reference, 'reference', 200),
        amount: new Decimal(command.order.amount).toFixed(2),
        currency: command.order.currency,
        reason: (command.reason || 'Declined').slice(0, 200),
        day: renewalDay(now),
        failedAt: now,
      },
    },
  ];
}

/**
 * Auto-renewal turned on or off. It needs a card on file (`current` is the card's setting, null
 * without a card); setting what is already set records nothing.
 */
export function decideAutoRenewal(command: { enabled: unknown; now: string }, current: boolean | null, state: SubscriptionState): PlanEvent[] {
  const subscription = requireSubscription(state);
  const now = parsePlanInstant(command.now);
  if (typeof command.enabled !== 'boolean') {
    throw new LedgerValidationError('enabled', 'enabled must be true or false', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (current === null) {
    throw new LedgerValidationError('enabled', 'There is no card on file to renew with: add a card first', LEDGER_ERROR_CODES.NO_CARD_ON_FILE);
  }
  if (current === command.enabled) return [];
  return [{ type: AUTO_RENEWAL_CHANGED, data: { businessId: subscription.businessId, enabled: command.enabled, changedAt: now } }];
}
