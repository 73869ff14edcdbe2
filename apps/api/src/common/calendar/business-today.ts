import { DEFAULT_TIME_ZONE, todayIn, type Clock } from '@ledgerline/ledger';

/** The machine's clock: what "now" is outside tests. */
export const systemClock: Clock = () => new Date();

/**
 * Today's date (YYYY-MM-DD) in the business's time zone: the default end of reports, lists and
 * dashboard periods. Every business keeps Lagos time until a business can name its own zone.
 */
export function businessToday(clock: Clock = systemClock, timeZone: string = DEFAULT_TIME_ZONE): string {
  return todayIn(clock, timeZone);
}
