import {
  PAYMENT_INTEGRATION_CONNECTED,
  PAYMENT_INTEGRATION_DISCONNECTED,
  type PaymentIntegrationConnectedData,
  type PaymentIntegrationDisconnectedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PaymentIntegrationConnectedData, PaymentIntegrationDisconnectedData } from '@ledgerline/ledger';

/** v1 (current): `{ provider: 'paystack', subaccountCode, bankCode, bankName, accountNumber, accountName, connectedAt }` (bank fields null for a code connected as is). */
export type PaymentIntegrationConnectedV1 = PaymentIntegrationConnectedData;

export const paymentIntegrationConnected = defineEvent<typeof PAYMENT_INTEGRATION_CONNECTED, PaymentIntegrationConnectedData>({
  type: PAYMENT_INTEGRATION_CONNECTED,
  currentVersion: 1,
});

/** v1 (current): `{ provider: 'paystack', subaccountCode, disconnectedAt }`. */
export type PaymentIntegrationDisconnectedV1 = PaymentIntegrationDisconnectedData;

export const paymentIntegrationDisconnected = defineEvent<typeof PAYMENT_INTEGRATION_DISCONNECTED, PaymentIntegrationDisconnectedData>({
  type: PAYMENT_INTEGRATION_DISCONNECTED,
  currentVersion: 1,
});
