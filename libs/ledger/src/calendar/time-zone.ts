/**
 * A business's time zone: where its day starts and ends. "Today" for a business is the date on a
 * wall clock in its zone, not in UTC (at 00:30 in Lagos it is still yesterday in UTC). Zones are
 * IANA names read by Intl.DateTimeFormat, which knows their offsets and changes.
 */

/** Every business keeps Lagos time unless it names another zone. */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/** Where the current time comes from: the system clock in the app, a set time in tests. */
export type Clock = () => Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'iso8601', numberingSystem: 'latn' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `value` is a time zone Intl knows (`Africa/Lagos`, `UTC`, `Europe/London`, …). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The date (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const fields = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${fields.year.padStart(4, '0')}-${fields.month}-${fields.day}`;
}

/** Today's date in the business's zone, by the clock given. */
export function todayIn(clock: Clock, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateInZone(clock(), timeZone);
}
