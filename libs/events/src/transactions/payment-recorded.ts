import { PAYMENT_RECORDED, type PaymentRecordedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { PaymentRecordedData } from '@ledgerline/ledger';

/** v1 (current): a payment on a credit sale, purchase or expense (the document paid, the amount), and its journal lines. */
export type PaymentRecordedV1 = PaymentRecordedData;

export const paymentRecorded = defineEvent<typeof PAYMENT_RECORDED, PaymentRecordedData>({
  type: PAYMENT_RECORDED,
  currentVersion: 1,
});
