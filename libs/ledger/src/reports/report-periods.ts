import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { isIsoDate } from '../validation.js';

/** A period of whole days, both ends included (YYYY-MM-DD). */
export interface ReportPeriod {
  startDate: string;
  endDate: string;
}

/** Date.UTC reads years 0–99 as 1900–1999: set the full year instead. */
const utc = (year: number, month0: number, day: number) => new Date(0).setUTCFullYear(year, month0, day);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `months` whole months from `firstMonth` (1-based; 0 or less rolls back into earlier years). */
const period = (year: number, firstMonth: number, months: number): ReportPeriod => ({
  startDate: toDate(utc(year, firstMonth - 1, 1)),
  endDate: toDate(utc(year, firstMonth - 1 + months, 0)),
});

/**
 * Named periods of the profit and loss (`/reports/profit-and-loss/{param}`): each gives the
 * period and, beside it, the one before (the second column), relative to `today`.
 */
export const NAMED_PERIODS = ['this-month', 'last-month', 'this-quarter', 'last-quarter', 'this-year', 'last-year'] as const;
export type NamedPeriod = (typeof NAMED_PERIODS)[number];

export function isNamedPeriod(value: unknown): value is NamedPeriod {
  return typeof value === 'string' && (NAMED_PERIODS as readonly string[]).includes(value);
}

/** The named period around `today` (YYYY-MM-DD) and the period of the same kind before it. */
export function resolveNamedPeriod(name: NamedPeriod, today: string): { period1: ReportPeriod; period2: ReportPeriod } {
  if (!isIsoDate(today)) throw new LedgerValidationError('today', 'today must be a date written YYYY-MM-DD', LEDGER_ERROR_CODES.INVALID_DATE);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarterStart = month - ((month - 1) % 3);
  switch (name) {
    case 'this-month':
      return { period1: period(year, month, 1), period2: period(year, month - 1, 1) };
    case 'last-month':
      return { period1: period(year, month - 1, 1), period2: period(year, month - 2, 1) };
    case 'this-quarter':
      return { period1: period(year, quarterStart, 3), period2: period(year, quarterStart - 3, 3) };
    case 'last-quarter':
      return { period1: period(year, quarterStart - 3, 3), period2: period(year, quarterStart - 6, 3) };
    case 'this-year':
      return { period1: period(year, 1, 12), period2: period(year - 1, 1, 12) };
    case 'last-year':
      return { period1: period(year - 1, 1, 12), period2: period(year - 2, 1, 12) };
  }
}
