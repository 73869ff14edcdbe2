import type { BillingPeriod, PlanCurrency, PlanId } from './plan-catalogue.js';

/**
 * Domain events of a business's subscription, as the deciders produce them (current schema;
 * libs/events versions them). Instants are ISO 8601 UTC strings.
 */

/** How a plan change relates to the plan before it (by `planRank`). */
export const PLAN_CHANGE_KINDS = ['signup', 'upgrade', 'downgrade', 'switch', 'renewal'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

export const PLAN_CHANGED = 'PlanChanged';
export interface PlanChangedData {
  businessId: string;
  /** null at sign-up. */
  fromPlanId: PlanId | null;
  toPlanId: PlanId;
  change: PlanChangeKind;
  /** null on the Micro plan, which has no billing. */
  period: BillingPeriod | null;
  startsAt: string;
  /** null on the Micro plan (never expires) and on a plan chosen at sign-up but not yet paid. */
  expiresAt: string | null;
  /** false for the Micro plan and for a paid plan chosen at sign-up, awaiting its order. */
  paid: boolean;
  /** Users bought beyond those the plan includes. */
  extraUsers: number;
  /** The payment provider's reference of a paid change; null otherwise. */
  paymentReference: string | null;
}
export interface PlanChanged {
  type: typeof PLAN_CHANGED;
  data: PlanChangedData;
}

export const TRIAL_STARTED = 'TrialStarted';
export interface TrialStartedData {
  businessId: string;
  fromPlanId: PlanId;
  planId: PlanId;
  /** The period the owner picked, to be ordered when the trial ends. */
  period: BillingPeriod;
  startsAt: string;
  endsAt: string;
}
export interface TrialStarted {
  type: typeof TRIAL_STARTED;
  data: TrialStartedData;
}

export const PLAN_EXPIRED = 'PlanExpired';
export interface PlanExpiredData {
  businessId: string;
  planId: PlanId;
  trial: boolean;
  /** The instant the plan (or trial) ran out. */
  expiredAt: string;
  /** When the grace period ends and the plan falls to Micro (= expiredAt for a trial). */
  graceEndsAt: string;
}
export interface PlanExpired {
  type: typeof PLAN_EXPIRED;
  data: PlanExpiredData;
}

export const PLAN_DOWNGRADED = 'PlanDowngraded';
export interface PlanDowngradedData {
  businessId: string;
  fromPlanId: PlanId;
  /** Always the Micro Business plan (1). */
  toPlanId: PlanId;
  downgradedAt: string;
}
export interface PlanDowngraded {
  type: typeof PLAN_DOWNGRADED;
  data: PlanDowngradedData;
}

/**
 * What a card payment of the subscription was for (the provider's metadata `purpose`). `renewal`:
 * the worker charged the card on file for the same plan when its paid period was about to end.
 */
export const BILLING_PURPOSES = ['plan', 'complete-order', 'additional-users', 'change-card', 'renewal'] as const;
export type BillingPurpose = (typeof BILLING_PURPOSES)[number];

/** The card a payment was made with, as the provider describes it. */
export interface PaymentCard {
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string | null;
  /** The provider lets us charge this card again (auto-renewal). */
  reusable: boolean;
  /** The provider's token for charging the card again: kept in the event and read model, never answered to a client. */
  authorizationCode: string | null;
}

export const SUBSCRIPTION_PAYMENT_RECEIVED = 'SubscriptionPaymentReceived';
export interface SubscriptionPaymentReceivedData {
  businessId: string;
  /** The provider's reference: one payment, recorded once. */
  reference: string;
  purpose: BillingPurpose;
  /** The plan paid for (plan, complete-order), or the plan the users were added to; null for a card check. */
  planId: PlanId | null;
  period: BillingPeriod | null;
  /** plan, complete-order: extra users of the order; additional-users: the users added; change-card: 0. */
  extraUsers: number;
  /** Major units, a decimal string ("50000.00"). */
  amount: string;
  currency: PlanCurrency;
  paidAt: string;
  card: PaymentCard | null;
}
export interface SubscriptionPaymentReceived {
  type: typeof SUBSCRIPTION_PAYMENT_RECEIVED;
  data: SubscriptionPaymentReceivedData;
}

/** A payment given back through the provider (the card check's charge). */
export const SUBSCRIPTION_PAYMENT_REFUNDED = 'SubscriptionPaymentRefunded';
export interface SubscriptionPaymentRefundedData {
  businessId: string;
  reference: string;
  amount: string;
  currency: PlanCurrency;
  refundedAt: string;
}
export interface SubscriptionPaymentRefunded {
  type: typeof SUBSCRIPTION_PAYMENT_REFUNDED;
  data: SubscriptionPaymentRefundedData;
}

/** The card on file was declined when the worker tried to renew the plan (once per business, expiry and day). */
export const SUBSCRIPTION_RENEWAL_FAILED = 'SubscriptionRenewalFailed';
export interface SubscriptionRenewalFailedData {
  businessId: string;
  planId: PlanId;
  period: BillingPeriod;
  /** The expiry the renewal was for. */
  expiresAt: string;
  /** The charge's reference with the provider. */
  reference: string;
  /** Major units, a decimal string. */
  amount: string;
  currency: PlanCurrency;
  /** The provider's words (e.g. "Insufficient Funds"). */
  reason: string;
  /** The UTC day of the attempt (YYYY-MM-DD): the next day's run tries again. */
  day: string;
  failedAt: string;
}
export interface SubscriptionRenewalFailed {
  type: typeof SUBSCRIPTION_RENEWAL_FAILED;
  data: SubscriptionRenewalFailedData;
}

/** Auto-renewal with the card on file turned on or off (on by default once a card is saved). */
export const AUTO_RENEWAL_CHANGED = 'AutoRenewalChanged';
export interface AutoRenewalChangedData {
  businessId: string;
  enabled: boolean;
  changedAt: string;
}
export interface AutoRenewalChanged {
  type: typeof AUTO_RENEWAL_CHANGED;
  data: AutoRenewalChangedData;
}

export type PlanEvent =
  | PlanChanged
  | TrialStarted
  | PlanExpired
  | PlanDowngraded
  | SubscriptionPaymentReceived
  | SubscriptionPaymentRefunded
  | SubscriptionRenewalFailed
  | AutoRenewalChanged;
