import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { FREE_PLAN_ID, planById, type PlanFeature, type PlanId } from './plan-catalogue.js';

/** Spec 000 §5/§8, 002 §8: the free-plan lock, word for word. */
export const FREE_PLAN_LOCKED_MESSAGE = 'This feature is not available on free plan. Upgrade to unlock!';
/** Spec 000 §5/§8: add business on the Micro Business Plan. */
export const MULTI_BUSINESS_PAID_ONLY_MESSAGE = 'Multi-Business feature is only available for Paid plans';
/** Spec 000 §5/§8: add business at the plan's allowance. */
export const BUSINESS_LIMIT_MESSAGE = 'You have exhausted your business limit, please upgrade.';
/** Spec 001 §6/§8: contact export on the Micro Business Plan. */
export const EXPORT_PAID_ONLY_MESSAGE = 'Exporting of data is only available for Paid plans';
/** The card-provider integration (002 §9: a Professional feature, and Enterprise's by rank). */
export const PAYMENT_INTEGRATION_PLAN_MESSAGE = 'Payment provider integration is on the Professional and Enterprise plans. Upgrade to unlock!';
/** The title of every upgrade dialog (000 §4), for the API to pass along. */
export const UPGRADE_PLAN_TITLE = 'Upgrade Plan';

/** Whether the plan unlocks the feature. Pass the *effective* plan (`planStatus(...).planId`). */
export function planAllows(planId: PlanId, feature: PlanFeature): boolean {
  return planById(planId).gates.includes(feature);
}

/**
 * Refuses a feature the plan does not unlock (`PLAN_FEATURE_LOCKED`). On the free plan the
 * message is the spec's; a paid plan without the feature (point of sale on Basic or
 * Professional) names the plan, since "free plan" would be untrue there.
 */
export function requirePlanFeature(planId: PlanId, feature: PlanFeature): void {
  if (planAllows(planId, feature)) return;
  throw new LedgerValidationError('plan', planLockedMessage(planId), LEDGER_ERROR_CODES.PLAN_FEATURE_LOCKED);
}

/** What a plan's lock says: the spec's words on the free plan; a paid plan's own name otherwise. */
export function planLockedMessage(planId: PlanId): string {
  return planId === FREE_PLAN_ID ? FREE_PLAN_LOCKED_MESSAGE : `This feature is not available on the ${planById(planId).name}. Upgrade to unlock!`;
}

export interface AddBusinessCheck {
  /** The effective plan of the owner's subscription. */
  planId: PlanId;
  /** Businesses the owner already holds (sub-businesses included). */
  businessesOwned: number;
}

export interface AddBusinessDecision {
  allowed: true;
  allowance: number;
  /** Businesses the owner may still add after this one. */
  remainingAfter: number;
}

/**
 * May the owner add one more business? The first business (none owned yet: organisation set-up)
 * is always allowed. After that: refused on the Micro plan with the spec's multi-business message
 * (`MULTI_BUSINESS_NOT_ALLOWED`), and at or above the plan's allowance with the limit message
 * (`BUSINESS_LIMIT_REACHED`).
 */
export function decideAddBusiness(check: AddBusinessCheck): AddBusinessDecision {
  const { planId, businessesOwned } = check;
  if (!Number.isInteger(businessesOwned) || businessesOwned < 0) {
    throw new LedgerValidationError('businessesOwned', 'businessesOwned must be a whole number of at least 0', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const allowance = planById(planId).businessAllowance;
  if (businessesOwned === 0) return { allowed: true, allowance, remainingAfter: Math.max(allowance - 1, 0) };
  if (planId === FREE_PLAN_ID) {
    throw new LedgerValidationError('plan', MULTI_BUSINESS_PAID_ONLY_MESSAGE, LEDGER_ERROR_CODES.MULTI_BUSINESS_NOT_ALLOWED);
  }
  if (businessesOwned >= allowance) {
    throw new LedgerValidationError('plan', BUSINESS_LIMIT_MESSAGE, LEDGER_ERROR_CODES.BUSINESS_LIMIT_REACHED);
  }
  return { allowed: true, allowance, remainingAfter: allowance - businessesOwned - 1 };
}
