import { createHash } from 'node:crypto';

/**
 * Where scheduled jobs read the time. Production reads the system clock; tests set it, so a job
 * can be run "at the end of March 2027" without waiting, and a worker process started by a test
 * reads the same time (LEDGERLINE_CLOCK_NOW, honoured only with NODE_ENV=test).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that says what it was last set to. */
export class SettableClock implements Clock {
  private current: Date;
  constructor(start: Date | string) {
    this.current = new Date(start);
  }
  set(to: Date | string): void {
    this.current = new Date(to);
  }
  now(): Date {
    return new Date(this.current);
  }
}

/** The worker's clock: the system's, or in a test process the fixed time LEDGERLINE_CLOCK_NOW names. */
export function clockFromEnvironment(env: NodeJS.ProcessEnv = process.env): Clock {
  const fixed = env.LEDGERLINE_CLOCK_NOW;
  if (env.NODE_ENV === 'test' && fixed && !Number.isNaN(Date.parse(fixed))) return new SettableClock(fixed);
  return systemClock;
}

/** Businesses keep their books in their local time; Nigeria first (spec 000 §1), so Lagos unless told otherwise. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Africa/Lagos';

/** The calendar date and time at `at` in `timeZone`: `{ date: 'YYYY-MM-DD', hour, minute, weekday: 0 (Sunday)–6 }`. */
export function localTime(at: Date, timeZone = DEFAULT_BUSINESS_TIME_ZONE): { date: string; hour: number; minute: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute), weekday };
}

/** The latest month (YYYY-MM) that has ended at `at` in `timeZone`: the month before the local date's. */
export function lastEndedMonth(at: Date, timeZone = DEFAULT_BUSINESS_TIME_ZONE): string {
  const [year, month] = localTime(at, timeZone).date.split('-').map(Number);
  const previous = new Date(Date.UTC(year, month - 2, 1));
  return `${previous.getUTCFullYear()}-${String(previous.getUTCMonth() + 1).padStart(2, '0')}`;
}

const NAMESPACE = Buffer.from('6f1c2e0a9b7d4c3e8a5f1d2b3c4e5f60', 'hex');

/**
 * A name-based UUID (RFC 4122 version 5, SHA-1) in the product's own namespace: the same name
 * always gives the same id, so an effect's id can be derived from what it is for (an asset and
 * a month) and the event store's unique ids refuse it a second time.
 */
export function nameBasedUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
