// What another screen may fill in a new transaction's form through its address: the bank
// reconciliation's Record on a statement line the books lack (a bank charge, interest) opens the
// expense or money-in form with the line's date, amount, bank account and description.

import { isIsoDate } from '@ledgerline/ledger';
import { readDecimal } from '../../lib/decimal-input.js';

export interface TransactionPrefill {
  date?: string;
  amount?: string;
  /** 'cash' or a bank account's id, as the forms' account select holds it. */
  account?: string;
  description?: string;
}

/** The prefill in `query`; anything malformed is left out, for the form's own default. */
export function transactionPrefill(query: URLSearchParams): TransactionPrefill {
  const date = query.get('date') ?? '';
  const amount = query.get('amount') ?? '';
  const account = query.get('account')?.trim() ?? '';
  const description = query.get('description')?.trim() ?? '';
  return {
    ...(isIsoDate(date) ? { date } : {}),
    ...(readDecimal(amount)?.gt(0) ? { amount } : {}),
    ...(account ? { account } : {}),
    ...(description ? { description: description.slice(0, 1000) } : {}),
  };
}
