import { FUNDS_TRANSFERRED, type FundsTransferredData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { FundsTransferredData } from '@ledgerline/ledger';

/** v1 (current): a transfer between cash and bank accounts with its optional fee, and its journal lines. */
export type FundsTransferredV1 = FundsTransferredData;

export const fundsTransferred = defineEvent<typeof FUNDS_TRANSFERRED, FundsTransferredData>({
  type: FUNDS_TRANSFERRED,
  currentVersion: 1,
});
