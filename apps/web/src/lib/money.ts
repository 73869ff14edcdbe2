// Money formatting on decimal strings: the one place amounts become text. Amounts never pass
// through a JavaScript number: a float cannot hold 0.10 exactly, so we work on the digits, or on a
// BigInt of minor units (kobo). The currency is the business's (GET /accounts/settings), NGN by
// default; its decimals are the ledger's (JPY 0, NGN 2, KWD 3).
//
// In components use the hook, which knows the business's currency:
//   const money = useMoney();  money.format('1500.5') → "₦1,500.50"

import { CURRENCY_SCALES, isCurrencyCode } from '@ledgerline/ledger';

export type CurrencyCode = 'NGN' | (string & {});

const CURRENCY_SYMBOLS: Record<string, string> = { NGN: '₦' };

/**
 * Digits after the decimal point of an unknown currency, cached per code. The currencies a business
 * may keep come from the ledger (CURRENCY_SCALES, the server's own): Intl disagrees on some (it gives
 * the spec's CFA two decimals and IDR none), and a scale other than the server's shows and sends
 * wrong amounts. Known also spares loading Intl's currency data before the first figure can show.
 */
const OTHER_MINOR_DIGITS = new Map<string, number>();

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Digits in the currency's minor unit: the ledger's for a currency a business may keep (JPY 0, NGN 2), else ISO 4217 via Intl, else 2. */
export function minorDigits(currency: CurrencyCode): number {
  if (isCurrencyCode(currency)) return CURRENCY_SCALES[currency];
  let digits = OTHER_MINOR_DIGITS.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    OTHER_MINOR_DIGITS.set(currency, digits);
  }
  return digits;
}

/**
 * "1500.5" → 150050n (NGN). Extra decimals round half away from zero, as a cashier would.
 * Throws on anything that is not a plain decimal string: a malformed amount from the server
 * is a bug to see, not a ₦0.00 to show.
 */
export function toMinorUnits(amount: string, currency: CurrencyCode = 'NGN'): bigint {
  const match = DECIMAL_PATTERN.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: "${amount}"`);
  const [, minus, whole, fraction = ''] = match;
  const digits = minorDigits(currency);
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  let minor = BigInt(whole + kept);
  const firstDropped = fraction.charAt(digits);
  if (firstDropped !== '' && firstDropped >= '5') minor += 1n;
  return minus ? -minor : minor;
}

/** 150050n → "1500.50": the decimal string the API expects. */
export function fromMinorUnits(minor: bigint, currency: CurrencyCode = 'NGN'): string {
  const digits = minorDigits(currency);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** "1234567" → "1,234,567": the whole digits of an amount or a quantity. */
export function groupThousands(wholeDigits: string): string {
  return wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 150050n → "₦1,500.50"; negative amounts as "-₦1,500.50". */
export function formatMinorUnits(minor: bigint, currency: CurrencyCode = 'NGN'): string {
  const plain = fromMinorUnits(minor < 0n ? -minor : minor, currency);
  const [whole, fraction] = plain.split('.');
  const symbol = CURRENCY_SYMBOLS[currency];
  const number = `${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
  const withCurrency = symbol ? `${symbol}${number}` : `${currency} ${number}`;
  return minor < 0n ? `-${withCurrency}` : withCurrency;
}

/** An amount as a chart's plot value (recharts draws numbers): for drawing only, never for sums or what a table shows. */
export function chartValue(amount: string | undefined): number {
  return Number(amount ?? 0);
}

/** "1500.00" → "₦1,500.00". */
export function formatMoney(amount: string, currency: CurrencyCode = 'NGN'): string {
  return formatMinorUnits(toMinorUnits(amount, currency), currency);
}

/**
 * What the owner typed ("1,500", " 1500.5 ") → the API's decimal string ("1500.50"), or null when
 * it is not a positive amount with at most the currency's minor digits.
 */
export function normalizeAmountInput(raw: string, currency: CurrencyCode = 'NGN'): string | null {
  const compact = raw.replace(/[\s,]/g, '');
  const match = DECIMAL_PATTERN.exec(compact);
  if (!match || match[1] === '-') return null;
  if ((match[3] ?? '').length > minorDigits(currency)) return null;
  const minor = toMinorUnits(compact, currency);
  return minor > 0n ? fromMinorUnits(minor, currency) : null;
}

/** A formatter bound to one currency: what `useMoney()` (money-context.tsx) hands to components. */
export interface MoneyFormat {
  currency: CurrencyCode;
  /** Digits after the decimal point (0 for JPY). */
  decimals: number;
  /** What an amount field shows before the figure: "₦", or the code where the currency has no symbol of ours. */
  symbol: string;
  /** "1500.5" → "₦1,500.50". */
  format(amount: string): string;
  /** What the user typed → the API's decimal string, or null (see normalizeAmountInput). */
  parseInput(raw: string): string | null;
}

export function moneyFormat(currency: CurrencyCode = 'NGN'): MoneyFormat {
  return {
    currency,
    decimals: minorDigits(currency),
    symbol: CURRENCY_SYMBOLS[currency] ?? currency,
    format: (amount) => formatMoney(amount, currency),
    parseInput: (raw) => normalizeAmountInput(raw, currency),
  };
}
