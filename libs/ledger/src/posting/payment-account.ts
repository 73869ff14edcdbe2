import { ACCOUNT } from '../chart-of-accounts.js';
import type { LineDimensions } from '../journal.js';

/**
 * The payment account of a document (LEDGER.md §3): cash on hand (1000) or one of the
 * business's bank accounts (a sub-account of 1010). Users write it as `"Cash"` or the bank
 * account's id; events carry this form.
 */
export type PaymentAccount = { kind: 'cash' } | { kind: 'bank'; bankAccountId: string };

/** What users send for cash. */
export const CASH_ACCOUNT_INPUT = 'Cash';

/** The account code and dimensions a line on the payment account carries. */
export function paymentAccountLine(pay: PaymentAccount): { account: string; dimensions: LineDimensions } {
  switch (pay.kind) {
    case 'cash':
      return { account: ACCOUNT.CASH_ON_HAND, dimensions: {} };
    case 'bank':
      return { account: ACCOUNT.CASH_AT_BANK, dimensions: { subAccount: pay.bankAccountId } };
    default:
      throw new Error(`Unknown payment account kind: ${String((pay as { kind?: unknown }).kind)}`);
  }
}

/** `"Cash"` → cash, anything else → that bank account id; no check that the bank account exists. */
export function paymentAccountFromInput(input: string): PaymentAccount {
  return input === CASH_ACCOUNT_INPUT ? { kind: 'cash' } : { kind: 'bank', bankAccountId: input };
}

/** The inverse of `paymentAccountFromInput`. */
export function paymentAccountToInput(pay: PaymentAccount): string {
  return pay.kind === 'cash' ? CASH_ACCOUNT_INPUT : pay.bankAccountId;
}
