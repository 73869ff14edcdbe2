// Dates travel as ISO calendar dates ("2025-03-31"). "Today" is the business's calendar day, in
// the zone the server counts its days in (DEFAULT_TIME_ZONE, Lagos), not the browser's: a laptop
// set to UTC would otherwise date a sale made between midnight and 1 a.m. in Lagos "yesterday",
// and its "today" figures would leave out what the server counts as today.

import { DEFAULT_TIME_ZONE, addDays, dateInZone, monthStart, yearStart } from '@ledgerline/ledger';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The business's date at `now`, YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  return dateInZone(now, DEFAULT_TIME_ZONE);
}

/** "2025-03-31" → "31/03/2025", without time-zone arithmetic: the one way dates are shown (spec 000 §9). */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** "2025-03-31" (or an ISO timestamp) → "31/03/2025": how every date is shown (spec 000 §9). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  // A timestamp is shown on the viewer's calendar day; a plain date as it is.
  if (value.length > 10) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  }
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function ordinal(day: number): string {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

/**
 * "2026-12-03" (or an ISO timestamp) → "Thu, 3rd Dec, 2026", the banner's 'ddd, Do MMM, YYYY'
 * (spec 000 §2.1); a plain date as it is, a timestamp on the viewer's calendar day.
 */
export function formatLongDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = plain ? new Date(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${WEEKDAYS[date.getDay()]}, ${ordinal(date.getDate())} ${MONTHS[date.getMonth()]}, ${date.getFullYear()}`;
}

/** The first day of the business's month at `now`, as YYYY-MM-DD. */
export function monthStartIsoDate(now: Date = new Date()): string {
  return monthStart(todayIsoDate(now));
}

/** The first day of the business's year at `now`, as YYYY-MM-DD. */
export function yearStartIsoDate(now: Date = new Date()): string {
  return yearStart(todayIsoDate(now));
}

/** `days` days before the business's today, as YYYY-MM-DD. */
export function daysAgoIsoDate(days: number, now: Date = new Date()): string {
  return addDays(todayIsoDate(now), -days);
}
