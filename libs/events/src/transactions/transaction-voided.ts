import { TRANSACTION_VOIDED, type TransactionVoidedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { TransactionVoidedData } from '@ledgerline/ledger';

/** v1 (current): the voided document's id and reference, its lines reversed and stock negated, dated as the original. */
export type TransactionVoidedV1 = TransactionVoidedData;

export const transactionVoided = defineEvent<typeof TRANSACTION_VOIDED, TransactionVoidedData>({
  type: TRANSACTION_VOIDED,
  currentVersion: 1,
});
