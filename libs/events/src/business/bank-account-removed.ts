import { BANK_ACCOUNT_REMOVED, type BankAccountRemovedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { BankAccountRemovedData } from '@ledgerline/ledger';

/** v1 (current): `{ bankAccountId }`. */
export type BankAccountRemovedV1 = BankAccountRemovedData;

export const bankAccountRemoved = defineEvent<typeof BANK_ACCOUNT_REMOVED, BankAccountRemovedData>({
  type: BANK_ACCOUNT_REMOVED,
  currentVersion: 1,
});
