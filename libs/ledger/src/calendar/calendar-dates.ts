/**
 * Calendar dates written YYYY-MM-DD: whole days with no time of day and no zone. Arithmetic on
 * the proleptic Gregorian calendar, done in UTC so no clock change can skip or repeat a day.
 */

/** An inclusive range of dates, both YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Date.UTC reads years 0–99 as 1900–1999: set the full year instead. */
const utc = (year: number, month0: number, day: number): number => new Date(0).setUTCFullYear(year, month0, day);
const parts = (date: string) => ({ year: Number(date.slice(0, 4)), month0: Number(date.slice(5, 7)) - 1, day: Number(date.slice(8, 10)) });
const toTime = (date: string): number => {
  const { year, month0, day } = parts(date);
  return utc(year, month0, day);
};
const toDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** `date` moved by whole days (back when negative). */
export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * DAY_MS);
}

/** The day before `date`: a period starting on `date` opens with the balances at the end of it. */
export const dayBefore = (date: string): string => addDays(date, -1);

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

/**
 * `date` moved by calendar months, the day clamped to the target month's last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const { year, month0, day } = parts(date);
  const lastDay = new Date(utc(year, month0 + months + 1, 0)).getUTCDate();
  return toDate(utc(year, month0 + months, Math.min(day, lastDay)));
}

/** The first day of the month `months` after (or before) the month of `date`. */
export function monthStart(date: string, months = 0): string {
  const { year, month0 } = parts(date);
  return toDate(utc(year, month0 + months, 1));
}

/** The last day of the month of `date` (28, 29, 30 or 31). */
export function monthEnd(date: string): string {
  const { year, month0 } = parts(date);
  return toDate(utc(year, month0 + 1, 0));
}

/** Whether `date` is the last day of its month. */
export const isMonthEnd = (date: string): boolean => monthEnd(date) === date;

/** The first day of the date's year: where profit to date starts unless a report names a start. */
export const yearStart = (date: string): string => `${date.slice(0, 4)}-01-01`;

/** The day of the week, Monday 0 … Sunday 6. */
export function weekdayFromMonday(date: string): number {
  return (new Date(toTime(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `date` (weeks run Monday to Sunday). */
export const weekStart = (date: string): string => addDays(date, -weekdayFromMonday(date));

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  // Past 9999-12-31 a date is written "+010000-…", which sorts before "9999-…": stop at the format's end.
  for (let day = range.from; day <= range.to && isFourDigitYear(day); day = addDays(day, 1)) days.push(day);
  return days;
}

const isFourDigitYear = (date: string): boolean => /^\d{4}-/.test(date);

/** Every month (YYYY-MM) the range touches, in order. */
export function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  for (let month = monthStart(range.from); month <= range.to && isFourDigitYear(month); month = monthStart(month, 1)) months.push(month.slice(0, 7));
  return months;
}

/**
 * A date as the business reads it on a receipt, an invoice or a mail (spec 000 §9): YYYY-MM-DD →
 * DD/MM/YYYY. Anything else (already shown, or empty) is returned as it is.
 */
export function displayDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}
