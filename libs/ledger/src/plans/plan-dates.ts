import { addDaysToInstant, addMonthsToInstant } from '../calendar/instants.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { isIsoDate } from '../validation.js';
import { PERIOD_MONTHS, TRIAL_DAYS, type BillingPeriod } from './plan-catalogue.js';

/**
 * Days a paid plan keeps working after its expiry while the owner renews. A week covers a failed
 * card charge retried over a weekend or public holiday and the reminder mails of the expiry job,
 * without giving away a meaningful share of a month. Trials have no grace: nothing was paid, so
 * nothing is being renewed.
 */
export const GRACE_PERIOD_DAYS = 7;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads an instant: an ISO 8601 date-time with a zone (`2024-05-01T09:30:00Z`,
 * `2024-05-01T10:30:00+01:00`), returned in UTC (`toISOString`). The lib never reads the clock:
 * callers pass `now`.
 */
export function parsePlanInstant(input: unknown, field = 'now'): string {
  if (input === undefined || input === null || input === '') {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  // Date.parse rolls 30 February over to 1 March: check the calendar date first.
  const time = typeof input === 'string' && INSTANT.test(input) && isIsoDate(input.slice(0, 10)) ? Date.parse(input) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new LedgerValidationError(field, `${field} must be an ISO 8601 date-time with a time zone`, LEDGER_ERROR_CODES.INVALID_DATE);
  }
  return new Date(time).toISOString();
}

function toTime(instant: string): number {
  return Date.parse(parsePlanInstant(instant, 'date'));
}

/** When a paid period bought at `startsAt` ends: one calendar month, or twelve for yearly. */
export function expiryDate(startsAt: string, period: BillingPeriod): string {
  return addMonthsToInstant(parsePlanInstant(startsAt, 'date'), PERIOD_MONTHS[period]);
}

/** When a trial begun at `startsAt` ends (14 days). */
export function trialEndDate(startsAt: string): string {
  return addDaysToInstant(parsePlanInstant(startsAt, 'date'), TRIAL_DAYS);
}

/** The end of the grace period after a paid plan's expiry: the spec's `gracePeriodDate`. */
export function gracePeriodEnd(expiresAt: string): string {
  return addDaysToInstant(parsePlanInstant(expiresAt, 'date'), GRACE_PERIOD_DAYS);
}

/**
 * When an unrenewed plan falls to the Micro plan: the grace end for a paid plan, the trial's end
 * for a trial.
 */
export function downgradeDate(expiresAt: string, trial: boolean): string {
  return trial ? parsePlanInstant(expiresAt, 'expiresAt') : gracePeriodEnd(expiresAt);
}

/** Whether instant `a` is before `b`. */
export function isBefore(a: string, b: string): boolean {
  return toTime(a) < toTime(b);
}
