import {
  AUTO_RENEWAL_CHANGED,
  SUBSCRIPTION_PAYMENT_RECEIVED,
  SUBSCRIPTION_PAYMENT_REFUNDED,
  SUBSCRIPTION_RENEWAL_FAILED,
  type AutoRenewalChangedData,
  type SubscriptionPaymentReceivedData,
  type SubscriptionPaymentRefundedData,
  type SubscriptionRenewalFailedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type {
  AutoRenewalChangedData,
  SubscriptionPaymentReceivedData,
  SubscriptionPaymentRefundedData,
  SubscriptionRenewalFailedData,
} from '@ledgerline/ledger';

/**
 * v1 (current): `{ businessId, reference, purpose, planId, period, extraUsers, amount, currency, paidAt,
 * card: { brand, last4, expMonth, expYear, bank, reusable, authorizationCode } | null }`.
 */
export type SubscriptionPaymentReceivedV1 = SubscriptionPaymentReceivedData;

export const subscriptionPaymentReceived = defineEvent<typeof SUBSCRIPTION_PAYMENT_RECEIVED, SubscriptionPaymentReceivedData>({
  type: SUBSCRIPTION_PAYMENT_RECEIVED,
  currentVersion: 1,
});

/** v1 (current): `{ businessId, reference, amount, currency, refundedAt }`. */
export type SubscriptionPaymentRefundedV1 = SubscriptionPaymentRefundedData;

export const subscriptionPaymentRefunded = defineEvent<typeof SUBSCRIPTION_PAYMENT_REFUNDED, SubscriptionPaymentRefundedData>({
  type: SUBSCRIPTION_PAYMENT_REFUNDED,
  currentVersion: 1,
});

/**
 * v1 (current): `{ businessId, planId, period, expiresAt, reference, amount, currency, reason, day, failedAt }`:
 * the card on file declined the renewal of the period ending at `expiresAt`, on `day`.
 */
export type SubscriptionRenewalFailedV1 = SubscriptionRenewalFailedData;

export const subscriptionRenewalFailed = defineEvent<typeof SUBSCRIPTION_RENEWAL_FAILED, SubscriptionRenewalFailedData>({
  type: SUBSCRIPTION_RENEWAL_FAILED,
  currentVersion: 1,
});

/** v1 (current): `{ businessId, enabled, changedAt }`. */
export type AutoRenewalChangedV1 = AutoRenewalChangedData;

export const autoRenewalChanged = defineEvent<typeof AUTO_RENEWAL_CHANGED, AutoRenewalChangedData>({
  type: AUTO_RENEWAL_CHANGED,
  currentVersion: 1,
});
