import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { FREE_PLAN_ID, planById, type BillingPeriod, type PlanId, type PlanKey } from './plan-catalogue.js';
import { gracePeriodEnd, isBefore, parsePlanInstant } from './plan-dates.js';
import {
  PLAN_CHANGED,
  PLAN_DOWNGRADED,
  PLAN_EXPIRED,
  TRIAL_STARTED,
  type PlanChangedData,
  type PlanDowngradedData,
  type PlanExpiredData,
  type TrialStartedData,
} from './plan-events.js';

/**
 * How the business holds its current plan: `free` (Micro), `pending` (a paid plan chosen at
 * sign-up, not yet ordered), `trial`, `paid`.
 */
export type SubscriptionKind = 'free' | 'pending' | 'trial' | 'paid';

/** What the plan deciders need to know about a business's subscription: folded with `evolveSubscription`. */
export type SubscriptionState =
  | { readonly exists: false; readonly trialsUsed: readonly PlanId[]; readonly everPaid: false }
  | {
      readonly exists: true;
      readonly businessId: string;
      readonly planId: PlanId;
      readonly kind: SubscriptionKind;
      readonly period: BillingPeriod | null;
      readonly startsAt: string;
      /** End of the paid period or trial; null for free and pending. */
      readonly expiresAt: string | null;
      readonly extraUsers: number;
      /** PlanExpired was recorded for the current plan. */
      readonly expiryRecorded: boolean;
      /** Fell to Micro after an unrenewed plan or trial, and no plan chosen since. */
      readonly lapsed: boolean;
      /** Plans whose free trial this business has used. */
      readonly trialsUsed: readonly PlanId[];
      /** A paid plan was ever bought (the spec's `firstTimeSubscription` is its negation). */
      readonly everPaid: boolean;
    };
export type ExistingSubscription = Extract<SubscriptionState, { exists: true }>;

export const initialSubscriptionState: SubscriptionState = Object.freeze({ exists: false, trialsUsed: Object.freeze([]), everPaid: false });

/** Anything with a type and data: a domain event, or a stored event after upcasting. */
interface EventLike {
  type: string;
  data: unknown;
}

/**
 * Applies one event of the business's subscription. Other events leave the state unchanged, so
 * a stream holding more than plan events can be folded. Pass events upcast to their current version.
 */
export function evolveSubscription(state: SubscriptionState, event: EventLike): SubscriptionState {
  switch (event.type) {
    case PLAN_CHANGED: {
      const data = event.data as PlanChangedData;
      const kind: SubscriptionKind = data.toPlanId === FREE_PLAN_ID ? 'free' : data.paid ? 'paid' : 'pending';
      return {
        exists: true,
        businessId: data.businessId,
        planId: data.toPlanId,
        kind,
        period: data.period,
        startsAt: data.startsAt,
        expiresAt: data.expiresAt,
        extraUsers: data.extraUsers,
        expiryRecorded: false,
        lapsed: false,
        trialsUsed: state.trialsUsed,
        everPaid: state.everPaid || data.paid,
      };
    }
    case TRIAL_STARTED: {
      const data = event.data as TrialStartedData;
      return {
        exists: true,
        businessId: data.businessId,
        planId: data.planId,
        kind: 'trial',
        period: data.period,
        startsAt: data.startsAt,
        expiresAt: data.endsAt,
        extraUsers: 0,
        expiryRecorded: false,
        lapsed: false,
        trialsUsed: state.trialsUsed.includes(data.planId) ? state.trialsUsed : [...state.trialsUsed, data.planId],
        everPaid: state.everPaid,
      };
    }
    case PLAN_EXPIRED: {
      if (!state.exists) return state;
      const data = event.data as PlanExpiredData;
      return data.planId === state.planId ? { ...state, expiryRecorded: true } : state;
    }
    case PLAN_DOWNGRADED: {
      if (!state.exists) return state;
      const data = event.data as PlanDowngradedData;
      return {
        ...state,
        planId: data.toPlanId,
        kind: 'free',
        period: null,
        startsAt: data.downgradedAt,
        expiresAt: null,
        extraUsers: 0,
        expiryRecorded: false,
        lapsed: true,
      };
    }
    default:
      return state;
  }
}

/** Folds events onto a subscription state (from the initial one by default). */
export function evolveSubscriptionAll(events: Iterable<EventLike>, state: SubscriptionState = initialSubscriptionState): SubscriptionState {
  let current = state;
  for (const event of events) current = evolveSubscription(current, event);
  return current;
}

/** Refuses a command on a business with no subscription yet. */
export function requireSubscription(state: SubscriptionState): ExistingSubscription {
  if (!state.exists) {
    throw new LedgerValidationError('businessId', 'The business has no subscription', LEDGER_ERROR_CODES.SUBSCRIPTION_NOT_FOUND);
  }
  return state;
}

/**
 * Where a subscription stands at an instant, from dates alone (so a late expiry job changes
 * nothing the user sees):
 * - `free`: on Micro. `pending`: a paid plan chosen at sign-up, not ordered.
 * - `active`: a trial or paid period running. `grace`: a paid period ended less than
 *   GRACE_PERIOD_DAYS ago; the plan still works.
 * - `lapsed`: a trial or paid plan ran out (past grace) and nothing was chosen since; the business
 *   is on Micro whether or not PlanDowngraded has been recorded yet.
 */
export type SubscriptionPhase = 'free' | 'pending' | 'active' | 'grace' | 'lapsed';

export function subscriptionPhase(state: ExistingSubscription, now: string): SubscriptionPhase {
  const at = parsePlanInstant(now);
  if (state.kind === 'free') return state.lapsed ? 'lapsed' : 'free';
  if (state.kind === 'pending' || state.expiresAt === null) return 'pending';
  if (isBefore(at, state.expiresAt)) return 'active';
  if (state.kind === 'paid' && isBefore(at, gracePeriodEnd(state.expiresAt))) return 'grace';
  return 'lapsed';
}

/** The route-guard and plan data of `GET /api/v1/auth` and `GET /api/v1/payment/plan` (000 §3, §7; 002 §3). */
export interface PlanStatus {
  /** The effective plan's name, as the client compares it: `"Micro Business Plan"`, `"Store Plan"`, … */
  businessPlan: string;
  /** The effective plan: the plan that gates features right now (Micro unless a trial or paid plan is running or in grace). */
  planId: PlanId;
  planKey: PlanKey;
  period: BillingPeriod | null;
  /** Send the user to CompleteOrder (first subscription) or Plan: a chosen plan not ordered, or a plan that lapsed. */
  isPlanExpired: boolean;
  /** No paid plan was ever bought. */
  firstTimeSubscription: boolean;
  isGracePeriod: boolean;
  /** When the grace period ends (a paid plan's expiry + 7 days); null without a paid period. */
  gracePeriodDate: string | null;
  /** The current plan's term is over (in grace, lapsed, or never ordered). */
  hasExpired: boolean;
  /** The business can use its plan now (free, trial, paid or in grace). */
  isActive: boolean;
  /** Auto-renewal cancelled: not modelled yet, always false. */
  isCancelled: boolean;
  /** A paid period (not a trial) is running or in grace. */
  isPaid: boolean;
  /** Disabled by the provider's staff: not modelled yet, always false. */
  isDisabled: boolean;
  isTrial: boolean;
  /** Users allowed: the effective plan's included users plus extra users bought. */
  users: number;
  /** Businesses the owner may hold on the effective plan (spec `businesses`, default 1). */
  businesses: number;
  /** End of the trial or paid period; null on free and pending. */
  expiresAt: string | null;
  /** The plan chosen at sign-up and awaiting its order (for CompleteOrder); null otherwise. */
  pendingPlanId: PlanId | null;
}

export function planStatus(subscription: SubscriptionState, now: string): PlanStatus {
  const state = requireSubscription(subscription);
  const phase = subscriptionPhase(state, now);
  const running = phase === 'active' || phase === 'grace';
  const planId: PlanId = running ? state.planId : FREE_PLAN_ID;
  const plan = planById(planId);
  const isPlanExpired = phase === 'pending' || phase === 'lapsed';
  const isGracePeriod = phase === 'grace';
  return {
    businessPlan: plan.name,
    planId,
    planKey: plan.key,
    period: running ? state.period : null,
    isPlanExpired,
    firstTimeSubscription: !state.everPaid,
    isGracePeriod,
    gracePeriodDate: state.kind === 'paid' && state.expiresAt !== null ? gracePeriodEnd(state.expiresAt) : null,
    hasExpired: isPlanExpired || isGracePeriod,
    isActive: !isPlanExpired,
    isCancelled: false,
    isPaid: running && state.kind === 'paid',
    isDisabled: false,
    isTrial: running && state.kind === 'trial',
    users: plan.usersIncluded + (running ? state.extraUsers : 0),
    businesses: plan.businessAllowance,
    expiresAt: running ? state.expiresAt : null,
    pendingPlanId: phase === 'pending' ? state.planId : null,
  };
}
