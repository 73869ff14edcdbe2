// Statement amounts are signed decimal strings (+ money in, − money out). Sums and comparisons go
// through the ledger's Decimal, never a JavaScript number.

import { Decimal } from '@ledgerline/ledger';

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/** What the owner typed ("-1,250.5", " 54447.50") → "-1250.50" at the currency's decimals, or null when it is not an amount with at most `decimals` decimals. */
export function readSignedAmount(raw: string, decimals: number): string | null {
  const compact = raw.replace(/[\s,]/g, '');
  if (!SIGNED_DECIMAL.test(compact)) return null;
  if ((compact.split('.')[1] ?? '').length > decimals) return null;
  return new Decimal(compact).toFixed(decimals);
}

export const sumAmounts = (amounts: readonly string[]): Decimal => amounts.reduce((total, amount) => total.plus(amount), new Decimal(0));

export const isMoneyIn = (amount: string) => new Decimal(amount).isPositive() && !new Decimal(amount).isZero();

/** The amount without its sign, at the currency's decimals, for `money.format`. */
export const unsigned = (amount: string | Decimal, decimals: number) => new Decimal(amount).abs().toFixed(decimals);
