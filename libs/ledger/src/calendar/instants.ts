import { addMonths } from './calendar-dates.js';

/**
 * Instants (ISO 8601 date-times in UTC, `toISOString`) moved by days or months: plan periods,
 * trials and grace periods run from the moment they start, to the same time of day.
 */
const DAY_MS = 86_400_000;

/** `instant` plus whole days of 24 hours. */
export function addDaysToInstant(instant: string, days: number): string {
  return new Date(Date.parse(instant) + days * DAY_MS).toISOString();
}

/** `instant` plus calendar months, the day clamped to the target month's last day, the time of day kept. */
export function addMonthsToInstant(instant: string, months: number): string {
  const iso = new Date(Date.parse(instant)).toISOString();
  return `${addMonths(iso.slice(0, 10), months)}${iso.slice(10)}`;
}
