import { Decimal } from './decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from './errors.js';
import { CURRENCIES, currencyScale, isCurrencyCode, type CurrencyCode } from './currencies.js';

export * from './currencies.js';

/** Amounts have at most this many digits before the decimal point (LEDGER.md §1). */
export const MAX_INTEGER_DIGITS = 15;

/** Reads a currency code from user input, refusing what the product does not support. */
export function parseCurrency(input: unknown, field = 'currency'): CurrencyCode {
  if (input === undefined || input === null || input === '') {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (!isCurrencyCode(input)) {
    throw new LedgerValidationError(field, `${field} must be one of: ${CURRENCIES.join(', ')}`, LEDGER_ERROR_CODES.UNSUPPORTED_CURRENCY);
  }
  return input;
}

export interface ParseDecimalOptions {
  /** Most decimal places allowed. */
  scale: number;
  /** Most digits before the decimal point; defaults to 15. */
  maxIntegerDigits?: number;
  /** Refuse zero and negatives. */
  positive?: boolean;
  /** Refuse negatives (zero is fine). */
  nonNegative?: boolean;
  /** Words for the "too many decimals" message; defaults to `at most N decimal places`. */
  scaleMessage?: string;
}

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * Reads a decimal from user input: a decimal string (`"1500"`, `"1500.5"`, `"-3.25"`) or a JSON
 * number, which is read through its shortest decimal text (`0.1` is `"0.1"`; `0.1 + 0.2` is
 * `"0.30000000000000004"` and so has too many decimals). Refuses anything else: empty, NaN,
 * Infinity, exponent strings, thousands separators, other types.
 */
export function parseDecimal(input: unknown, field: string, options: ParseDecimalOptions): Decimal {
  const maxIntegerDigits = options.maxIntegerDigits ?? MAX_INTEGER_DIGITS;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  let value: Decimal;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) {
      throw new LedgerValidationError(field, `${field} must be a number`, LEDGER_ERROR_CODES.INVALID_AMOUNT);
    }
    value = new Decimal(String(input));
  } else if (typeof input === 'string' && PLAIN_DECIMAL.test(input.trim())) {
    value = new Decimal(input.trim());
  } else if (input instanceof Decimal || Decimal.isDecimal(input)) {
    value = new Decimal(input as Decimal);
    if (!value.isFinite()) {
      throw new LedgerValidationError(field, `${field} must be a number`, LEDGER_ERROR_CODES.INVALID_AMOUNT);
    }
  } else {
    throw new LedgerValidationError(field, `${field} must be a number`, LEDGER_ERROR_CODES.INVALID_AMOUNT);
  }
  if (value.isZero()) value = new Decimal(0); // no negative zero

  if (value.decimalPlaces() > options.scale) {
    const words = options.scaleMessage ?? (options.scale === 0 ? 'be a whole number' : `have at most ${options.scale} decimal places`);
    throw new LedgerValidationError(field, `${field} must ${words}`, LEDGER_ERROR_CODES.AMOUNT_TOO_MANY_DECIMALS);
  }
  if (value.abs().truncated().toFixed(0).length > maxIntegerDigits) {
    throw new LedgerValidationError(
      field,
      `${field} must have at most ${maxIntegerDigits} digits before the decimal point`,
      LEDGER_ERROR_CODES.AMOUNT_TOO_LARGE,
    );
  }
  if (options.positive && !value.gt(0)) {
    throw new LedgerValidationError(field, `${field} must be greater than zero`, LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  if (options.nonNegative && value.isNegative()) {
    throw new LedgerValidationError(field, `${field} must not be negative`, LEDGER_ERROR_CODES.AMOUNT_NEGATIVE);
  }
  return value;
}

export interface ParseAmountOptions {
  /** Refuse zero and negatives. */
  positive?: boolean;
  /** Refuse negatives (zero is fine). */
  nonNegative?: boolean;
}

/**
 * Reads a money amount in `currency` from user input (see `parseDecimal`): at most the
 * currency's decimal places and 15 integer digits. Throws `LedgerValidationError` naming `field`,
 * e.g. `amount must have at most 2 decimal places`.
 */
export function parseAmount(input: unknown, currency: CurrencyCode, field: string, options: ParseAmountOptions = {}): Decimal {
  const scale = currencyScale(currency);
  return parseDecimal(input, field, {
    scale,
    positive: options.positive,
    nonNegative: options.nonNegative,
    scaleMessage: scale === 0 ? `be a whole number (${currency} has no minor unit)` : undefined,
  });
}

/** Rounds to the currency's scale, half away from zero (1.005 → 1.01, −1.005 → −1.01). */
export function roundMoney(amount: Decimal | string, currency: CurrencyCode): Decimal {
  return roundToScale(amount, currencyScale(currency));
}

/** Half up to `scale` decimal places, never a negative zero: `roundMoney` for a scale already known (the browser's `money.decimals`). */
export function roundToScale(amount: Decimal | string, scale: number): Decimal {
  const rounded = new Decimal(amount).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? new Decimal(0) : rounded;
}

/** The amount as a fixed-scale decimal string (`"1500.00"`, `"1500"` for JPY), rounded half up. */
export function formatAmount(amount: Decimal | string, currency: CurrencyCode): string {
  return roundMoney(amount, currency).toFixed(currencyScale(currency));
}

/** Exact sum (no rounding) of decimals or decimal strings; 0 for none. */
export function sumAmounts(amounts: Iterable<Decimal | string>): Decimal {
  let total = new Decimal(0);
  for (const amount of amounts) total = total.plus(new Decimal(amount));
  return total;
}

/** Whether `text` is an amount written exactly at the currency's scale, non-negative, no leading zeros. */
export function isFixedScaleAmount(text: unknown, currency: CurrencyCode): text is string {
  if (typeof text !== 'string') return false;
  const scale = currencyScale(currency);
  const pattern = scale === 0 ? /^(0|[1-9]\d*)$/ : new RegExp(`^(0|[1-9]\\d*)\\.\\d{${scale}}$`);
  return pattern.test(text);
}
