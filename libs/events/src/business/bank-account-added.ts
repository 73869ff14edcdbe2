import { BANK_ACCOUNT_ADDED, type BankAccountAddedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BankAccountAddedData } from '@ledgerline/ledger';

/** v1 (current): `{ bankAccountId, bankName, accountName, accountNumber }`. */
export type BankAccountAddedV1 = BankAccountAddedData;

export const bankAccountAdded = defineEvent<typeof BANK_ACCOUNT_ADDED, BankAccountAddedData>({
  type: BANK_ACCOUNT_ADDED,
  currentVersion: 1,
});
