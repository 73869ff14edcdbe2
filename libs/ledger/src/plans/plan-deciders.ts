import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { requireText } from '../validation.js';
import { FREE_PLAN_ID, parseBillingPeriod, parsePlan, planById, planRank, requireExtraUsers, type PlanId } from './plan-catalogue.js';
import { downgradeDate, expiryDate, gracePeriodEnd, isBefore, parsePlanInstant, trialEndDate } from './plan-dates.js';
import { PLAN_CHANGED, PLAN_DOWNGRADED, PLAN_EXPIRED, TRIAL_STARTED, type PlanChangeKind, type PlanEvent } from './plan-events.js';
import { requireSubscription, subscriptionPhase, type SubscriptionState } from './subscription-state.js';

export interface StartSubscriptionCommand {
  businessId: string;
  /** The sign-up's `plan` query parameter (id or key); absent or `free` → Micro. */
  plan?: unknown;
  /** The sign-up's `period`; ignored on Micro, monthly by default. */
  period?: unknown;
  now: string;
}

/**
 * Sign-up: the business starts on the Micro plan, unless a paid plan was chosen (plans page or
 * promo link). A chosen paid plan is recorded unpaid (`paid: false`, no expiry): the route guard
 * then sends the owner to CompleteOrder to pay for it or start its trial.
 */
export function decideStartSubscription(command: StartSubscriptionCommand, state: SubscriptionState): PlanEvent[] {
  if (state.exists) {
    throw new LedgerValidationError('businessId', 'The business already has a subscription', LEDGER_ERROR_CODES.SUBSCRIPTION_ALREADY_EXISTS);
  }
  const businessId = requireText(command.businessId, 'businessId', 100);
  const now = parsePlanInstant(command.now);
  const toPlanId = command.plan === undefined || command.plan === null || command.plan === '' ? FREE_PLAN_ID : parsePlan(command.plan);
  const free = toPlanId === FREE_PLAN_ID;
  return [
    {
      type: PLAN_CHANGED,
      data: {
        businessId,
        fromPlanId: null,
        toPlanId,
        change: 'signup',
        period: free ? null : parseBillingPeriod(command.period),
        startsAt: now,
        expiresAt: null,
        paid: false,
        extraUsers: 0,
        paymentReference: null,
      },
    },
  ];
}

export interface StartTrialCommand {
  plan: unknown;
  period?: unknown;
  now: string;
}

/**
 * A 14-day free trial of a paid plan on the plans page. Each plan's trial is given once per
 * business (a business may try Store, then Professional, but not Store twice), and not while a
 * paid period is running or in grace.
 */
export function decideStartTrial(command: StartTrialCommand, state: SubscriptionState): PlanEvent[] {
  const current = requireSubscription(state);
  const now = parsePlanInstant(command.now);
  const planId = parsePlan(command.plan);
  const plan = planById(planId);
  if (plan.trialDays === null) {
    throw new LedgerValidationError('plan', `The ${plan.name} has no free trial`, LEDGER_ERROR_CODES.TRIAL_NOT_AVAILABLE);
  }
  if (current.trialsUsed.includes(planId)) {
    throw new LedgerValidationError('plan', `You have already used the free trial of the ${plan.name}`, LEDGER_ERROR_CODES.TRIAL_ALREADY_USED);
  }
  const phase = subscriptionPhase(current, now);
  if (current.kind === 'paid' && (phase === 'active' || phase === 'grace')) {
    throw new LedgerValidationError(
      'plan',
      `Your ${planById(current.planId).name} is paid until ${current.expiresAt ?? ''}; a free trial cannot replace it`,
      LEDGER_ERROR_CODES.PLAN_ALREADY_ACTIVE,
    );
  }
  // From the effective plan, as in decideChangePlan.
  const fromPlanId: PlanId = phase === 'active' || phase === 'grace' ? current.planId : FREE_PLAN_ID;
  return [
    {
      type: TRIAL_STARTED,
      data: { businessId: current.businessId, fromPlanId, planId, period: parseBillingPeriod(command.period), startsAt: now, endsAt: trialEndDate(now) },
    },
  ];
}

export interface ChangePlanCommand {
  plan: unknown;
  period?: unknown;
  extraUsers?: unknown;
  /** The payment provider's reference; required for a paid plan (the API sets it after verifying the payment). */
  paymentReference?: unknown;
  now: string;
}

function changeKind(fromPlanId: PlanId, toPlanId: PlanId): PlanChangeKind {
  if (fromPlanId === toPlanId) return 'renewal';
  const comparison = planRank(toPlanId).comparedTo(planRank(fromPlanId));
  return comparison > 0 ? 'upgrade' : comparison < 0 ? 'downgrade' : 'switch';
}

/**
 * A plan bought, renewed, changed or given up for Micro. A paid plan needs the payment's
 * reference. Renewing the same paid plan before its grace ends continues from its expiry (no
 * days lost, none given); any other change starts now, without proration. Choosing Micro is
 * refused only when the business is already plainly on it.
 */
export function decideChangePlan(command: ChangePlanCommand, state: SubscriptionState): PlanEvent[] {
  const current = requireSubscription(state);
  const now = parsePlanInstant(command.now);
  const toPlanId = parsePlan(command.plan);
  const phase = subscriptionPhase(current, now);
  const running = phase === 'active' || phase === 'grace';
  // From the effective plan: Micro while a sign-up choice awaits its order or after a lapse.
  const fromPlanId: PlanId = running ? current.planId : FREE_PLAN_ID;

  if (toPlanId === FREE_PLAN_ID) {
    if (phase === 'free') {
      throw new LedgerValidationError('plan', `You are already on the ${planById(FREE_PLAN_ID).name}`, LEDGER_ERROR_CODES.PLAN_ALREADY_ACTIVE);
    }
    requireExtraUsers(command.extraUsers, toPlanId);
    return [
      {
        type: PLAN_CHANGED,
        data: {
          businessId: current.businessId,
          fromPlanId,
          toPlanId,
          change: changeKind(fromPlanId, toPlanId),
          period: null,
          startsAt: now,
          expiresAt: null,
          paid: false,
          extraUsers: 0,
          paymentReference: null,
        },
      },
    ];
  }

  const period = parseBillingPeriod(command.period);
  const extraUsers = requireExtraUsers(command.extraUsers, toPlanId);
  const paymentReference = requireText(command.paymentReference, 'paymentReference', 200);
  const continues = current.kind === 'paid' && running && current.planId === toPlanId && current.expiresAt !== null;
  const startsAt = continues && current.expiresAt !== null ? current.expiresAt : now;
  return [
    {
      type: PLAN_CHANGED,
      data: {
        businessId: current.businessId,
        fromPlanId,
        toPlanId,
        change: changeKind(fromPlanId, toPlanId),
        period,
        startsAt,
        expiresAt: expiryDate(startsAt, period),
        paid: true,
        extraUsers,
        paymentReference,
      },
    },
  ];
}

/**
 * The expiry job: what is due at `now` for a trial or paid plan. PlanExpired once the period
 * ends (with its grace end); PlanDowngraded to Micro once the grace ends (at once for a trial).
 * Both when the job runs late past both dates; nothing when nothing is due. Idempotent: run it
 * again after appending its events and it returns nothing.
 */
export function decidePlanExpiry(command: { now: string }, state: SubscriptionState): PlanEvent[] {
  if (!state.exists || (state.kind !== 'trial' && state.kind !== 'paid') || state.expiresAt === null) return [];
  const now = parsePlanInstant(command.now);
  const expiredAt = state.expiresAt;
  if (isBefore(now, expiredAt)) return [];
  const trial = state.kind === 'trial';
  const graceEndsAt = trial ? expiredAt : gracePeriodEnd(expiredAt);
  const events: PlanEvent[] = [];
  if (!state.expiryRecorded) {
    events.push({ type: PLAN_EXPIRED, data: { businessId: state.businessId, planId: state.planId, trial, expiredAt, graceEndsAt } });
  }
  if (!isBefore(now, graceEndsAt)) {
    events.push({
      type: PLAN_DOWNGRADED,
      data: { businessId: state.businessId, fromPlanId: state.planId, toPlanId: FREE_PLAN_ID, downgradedAt: downgradeDate(expiredAt, trial) },
    });
  }
  return events;
}
