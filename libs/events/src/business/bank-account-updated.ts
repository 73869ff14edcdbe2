import { BANK_ACCOUNT_UPDATED, type BankAccountUpdatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BankAccountUpdatedData } from '@ledgerline/ledger';

/** v1 (current): `{ bankAccountId, bankName?, accountName?, accountNumber? }`: the fields that changed. */
export type BankAccountUpdatedV1 = BankAccountUpdatedData;

export const bankAccountUpdated = defineEvent<typeof BANK_ACCOUNT_UPDATED, BankAccountUpdatedData>({
  type: BANK_ACCOUNT_UPDATED,
  currentVersion: 1,
});
