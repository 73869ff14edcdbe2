// The currencies a business may keep and their decimals. Apart from money.ts (and free of
// decimal.js) because the web client's first page reads them: importing them must not load the
// ledger's arithmetic.

/**
 * Decimal places of each currency the product offers (spec 002 §9), as ISO 4217 minor units.
 * JPY, KRW and VND have none. `CFA` is the spec's name for the CFA franc (XOF/XAF), which
 * ISO 4217 also gives no minor unit, so it is 0 here as well.
 */
export const CURRENCY_SCALES = {
  NGN: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  CNY: 2,
  KRW: 0,
  INR: 2,
  IDR: 2,
  MYR: 2,
  PHP: 2,
  TWD: 2,
  THB: 2,
  VND: 0,
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CZK: 2,
  DKK: 2,
  HKD: 2,
  GHS: 2,
  ZAR: 2,
  KES: 2,
  NAD: 2,
  EGP: 2,
  CFA: 0,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof CURRENCY_SCALES;

/** In the spec's order; NGN, the default, first. */
export const CURRENCIES = Object.keys(CURRENCY_SCALES) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'NGN';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCY_SCALES, value);
}

export function currencyScale(currency: CurrencyCode): number {
  const scale: number | undefined = CURRENCY_SCALES[currency];
  if (scale === undefined) throw new Error(`Unsupported currency: ${String(currency)}`);
  return scale;
}
