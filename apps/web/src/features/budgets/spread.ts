// Amounts of the budget grid, on minor units (BigInt), never floats: spreading a yearly amount
// over the months, and summing a row or a month exactly.

import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../lib/money.js';

export const MONTHS = 12;

/**
 * A yearly amount over twelve months: each month the amount ÷ 12 rounded down to a minor unit, the
 * minor units left over one each to the first months, so the months add up to it exactly
 * (100.00 → 8.34 × 4, 8.33 × 8). The server's spreadEvenly (libs/ledger) does the same.
 */
export function spreadEvenly(amount: string, currency: CurrencyCode, months = MONTHS): string[] {
  const minor = toMinorUnits(amount, currency);
  if (minor < 0n) throw new Error(`Cannot spread a negative amount: ${amount}`);
  const each = minor / BigInt(months);
  const left = Number(minor - each * BigInt(months));
  return Array.from({ length: months }, (_, index) => fromMinorUnits(each + (index < left ? 1n : 0n), currency));
}

/** Sum of decimal strings (blank counts as 0), as a decimal string at the currency's scale. */
export function sumAmounts(amounts: readonly string[], currency: CurrencyCode): string {
  let total = 0n;
  for (const amount of amounts) {
    const text = amount.replace(/[\s,]/g, '');
    if (/^\d+(\.\d+)?$/.test(text)) total += toMinorUnits(text, currency);
  }
  return fromMinorUnits(total, currency);
}
