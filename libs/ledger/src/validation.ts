import { LEDGER_ERROR_CODES, LedgerValidationError } from './errors.js';

/** A required text field: a string, trimmed, non-empty, at most `maxLength` characters. */
export function requireText(input: unknown, field: string, maxLength = 200): string {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (typeof input !== 'string') {
    throw new LedgerValidationError(field, `${field} must be text`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const text = input.trim();
  if (text.length > maxLength) {
    throw new LedgerValidationError(field, `${field} must be at most ${maxLength} characters`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return text;
}

/** An optional text field: absent, null or blank → undefined; otherwise as `requireText`. */
export function optionalText(input: unknown, field: string, maxLength = 1000): string | undefined {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return undefined;
  return requireText(input, field, maxLength);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (no 2023-02-29, no 2024-13-01). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day <= daysInMonth;
}

/** A document date: a real date written YYYY-MM-DD (spec 002 §9). */
export function parseIsoDate(input: unknown, field = 'date'): string {
  if (input === undefined || input === null || input === '') {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (!isIsoDate(input)) {
    throw new LedgerValidationError(field, `${field} must be a real date written YYYY-MM-DD`, LEDGER_ERROR_CODES.INVALID_DATE);
  }
  if (!isDateInRange(input)) throw new LedgerValidationError(field, dateRangeMessage(field), LEDGER_ERROR_CODES.INVALID_DATE);
  return input;
}

/** The dates the books take: a typo of a year (0202, 20266) is refused rather than kept for ever. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';

export function isDateInRange(isoDate: string): boolean {
  return isoDate >= EARLIEST_DATE && isoDate <= LATEST_DATE;
}

export const dateRangeMessage = (field: string): string => `${field} must be between ${EARLIEST_DATE} and ${LATEST_DATE}`;
