import { TRANSACTION_AMENDED, type TransactionAmendedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { TransactionAmendedData } from '@ledgerline/ledger';

/** v1 (current): the original's lines reversed plus the corrected document's, the net stock movement, and the corrected document. */
export type TransactionAmendedV1 = TransactionAmendedData;

export const transactionAmended = defineEvent<typeof TRANSACTION_AMENDED, TransactionAmendedData>({
  type: TRANSACTION_AMENDED,
  currentVersion: 1,
});
