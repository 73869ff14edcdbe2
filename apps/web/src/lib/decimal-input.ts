// Amounts and quantities as an owner types them, read into the ledger's Decimal without ever
// throwing: a half-typed form shows totals, not a crash. Forms send what they read here; the
// server parses again and stays the judge.

import { Decimal } from '@ledgerline/ledger';

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/** "1,500.5" → Decimal(1500.5); blank, negative or malformed → null. */
export function readDecimal(raw: string | number | null | undefined): Decimal | null {
  const compact = String(raw ?? '').replace(/[\s,]/g, '');
  if (!DECIMAL_TEXT.test(compact)) return null;
  return new Decimal(compact);
}

/** As `readDecimal`, with blank or malformed counting as zero (a line not filled in yet). */
export function readDecimalOrZero(raw: string | number | null | undefined): Decimal {
  return readDecimal(raw) ?? new Decimal(0);
}
