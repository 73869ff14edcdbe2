import {
  SUBSCRIPTION_PAYMENT_RECEIVED,
  SUBSCRIPTION_PAYMENT_REFUNDED,
  type SubscriptionPaymentReceivedData,
  type SubscriptionPaymentRefundedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { SubscriptionPaymentReceivedData, SubscriptionPaymentRefundedData } from '@ledgerline/ledger';

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
