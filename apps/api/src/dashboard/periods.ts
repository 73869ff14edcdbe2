import { daysBetween, daysOf, isIsoDate, monthsOf, monthStart, addDays, periodToDate, type DateRange } from '@ledgerline/ledger';
import { AppError, type FieldError } from '../common/errors/app-error.js';

/** Spec 000 §9: dashboard lists hold 5 items; the graph covers 15 days (daily) by default. */
export const DASHBOARD_LIST_SIZE = 5;
export const GRAPH_DAYS = 15;
/** A monthly graph without a count covers the last 12 months (the "thisYear" option, 000 §4). */
export const GRAPH_MONTHS = 12;
export const MAX_LIST_SIZE = 100;
const MAX_DAILY_BUCKETS = 366;
const MAX_MONTHLY_BUCKETS = 120;

/** An inclusive range of effective dates, YYYY-MM-DD. */
export type Period = DateRange;

export const DASHBOARD_FILTER_TYPES = ['today', 'thisWeek', 'thisMonth', 'thisYear', 'customrange'] as const;
export type DashboardFilterType = (typeof DASHBOARD_FILTER_TYPES)[number];

/** Every day (YYYY-MM-DD) or month (YYYY-MM) the period touches, in order. */
export function periodLabels(period: Period, groupBy: 'day' | 'month'): string[] {
  return groupBy === 'day' ? daysOf(period) : monthsOf(period);
}

/** A date written YYYY-MM-DD (an ISO date-time is cut to its date); absent or empty: undefined. */
export function readDate(value: unknown, field: string, errors: FieldError[]): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  const date = /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
  if (!isIsoDate(date)) {
    errors.push({ field, message: `${field} must be a real date written YYYY-MM-DD` });
    return undefined;
  }
  return date;
}

/** A whole number from `min` to `max` (number or digits); absent: `fallback`. */
export function readWholeNumber(value: unknown, field: string, fallback: number, range: { min: number; max: number }, errors: FieldError[]): number {
  if (value === undefined || value === null || value === '') return fallback;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const number = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(number >= range.min && number <= range.max)) {
    errors.push({ field, message: `${field} must be a whole number from ${range.min} to ${range.max}` });
    return fallback;
  }
  return number;
}

function fail(errors: FieldError[]): void {
  if (errors.length > 0) throw AppError.validation(errors);
}

/** `limit` of a dashboard list (checked by its DTO, at most 100): 5 unless given. */
export function readListLimit(limit: number | undefined): number {
  return limit ?? DASHBOARD_LIST_SIZE;
}

/** A report's period: startDate–endDate, by default from the first of this month to today (spec 000 §4, §9). */
export function reportPeriod(input: { startDate?: unknown; endDate?: unknown }, today: string): Period {
  const errors: FieldError[] = [];
  const from = readDate(input.startDate, 'startDate', errors);
  const to = readDate(input.endDate, 'endDate', errors);
  fail(errors);
  const period = { from: from ?? (to !== undefined ? monthStart(to) : monthStart(today)), to: to ?? today };
  if (period.from > period.to) fail([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
  return period;
}

/**
 * The dashboard's period select (spec 000 §4): today; thisWeek (Monday to today); thisMonth
 * (the 1st to today, the default); thisYear (1 January to today); customrange (startDate–endDate,
 * each defaulting as in `reportPeriod`). Dates without a filterType are a custom range.
 */
export function dashboardPeriod(
  input: { filterType?: unknown; startDate?: unknown; endDate?: unknown },
  today: string,
): Period & { filterType: DashboardFilterType } {
  const text = typeof input.filterType === 'string' ? input.filterType.trim() : '';
  const given = text === '' ? undefined : DASHBOARD_FILTER_TYPES.find((type) => type.toLowerCase() === text.toLowerCase().replace(/^custom$/, 'customrange'));
  if (text !== '' && given === undefined) {
    fail([{ field: 'filterType', message: `filterType must be one of: ${DASHBOARD_FILTER_TYPES.join(', ')}` }]);
  }
  const hasDates = [input.startDate, input.endDate].some((value) => value !== undefined && value !== null && value !== '');
  const filterType: DashboardFilterType = given ?? (hasDates ? 'customrange' : 'thisMonth');
  if (filterType === 'customrange') return { filterType, ...reportPeriod(input, today) };
  return { filterType, ...periodToDate(filterType, today) };
}

export interface GraphWindow extends Period {
  reportType: 'daily' | 'monthly';
  /** One per bucket: YYYY-MM-DD (daily) or YYYY-MM (monthly). */
  labels: string[];
}

/**
 * The overview graph's buckets (spec 000 §3, §4, §9). Daily (the default): numberOfDays days
 * (default 15) ending with endDate (default today). Monthly: numberOfDays counts months (default
 * 12) ending with endDate's month; the first month starts on its 1st. startDate, when given, is
 * the first day instead (numberOfDays then does not apply).
 */
export function graphWindow(input: { startDate?: unknown; endDate?: unknown; numberOfDays?: unknown; reportType?: unknown }, today: string): GraphWindow {
  const errors: FieldError[] = [];
  const typeText = typeof input.reportType === 'string' ? input.reportType.trim().toLowerCase() : input.reportType;
  if (typeText !== undefined && typeText !== null && typeText !== '' && typeText !== 'daily' && typeText !== 'monthly') {
    errors.push({ field: 'reportType', message: 'reportType must be daily or monthly' });
  }
  const reportType = typeText === 'monthly' ? 'monthly' : 'daily';
  const start = readDate(input.startDate, 'startDate', errors);
  const end = readDate(input.endDate, 'endDate', errors);
  const count =
    reportType === 'daily'
      ? readWholeNumber(input.numberOfDays, 'numberOfDays', GRAPH_DAYS, { min: 1, max: MAX_DAILY_BUCKETS }, errors)
      : readWholeNumber(input.numberOfDays, 'numberOfDays', GRAPH_MONTHS, { min: 1, max: MAX_MONTHLY_BUCKETS }, errors);
  fail(errors);
  const to = end ?? today;
  const from = start ?? (reportType === 'daily' ? addDays(to, -(count - 1)) : monthStart(to, -(count - 1)));
  if (from > to) fail([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
  const labels = periodLabels({ from, to }, reportType === 'daily' ? 'day' : 'month');
  const max = reportType === 'daily' ? MAX_DAILY_BUCKETS : MAX_MONTHLY_BUCKETS;
  if (labels.length > max) {
    fail([{ field: 'startDate', message: `A ${reportType} graph covers at most ${max} ${reportType === 'daily' ? 'days' : 'months'}` }]);
  }
  return { reportType, from, to, labels };
}

/** How a summary groups its series: as asked, else by day up to two months and by month beyond. */
export function summaryGrouping(value: unknown, period: Period): 'day' | 'month' {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === undefined || text === null || text === '') return daysBetween(period.from, period.to) <= 62 ? 'day' : 'month';
  if (text === 'day' || text === 'daily') {
    if (daysBetween(period.from, period.to) > MAX_DAILY_BUCKETS) {
      fail([{ field: 'groupBy', message: `By day, a period covers at most ${MAX_DAILY_BUCKETS} days` }]);
    }
    return 'day';
  }
  if (text === 'month' || text === 'monthly') {
    if (periodLabels(period, 'month').length > MAX_MONTHLY_BUCKETS)
      fail([{ field: 'groupBy', message: `A period covers at most ${MAX_MONTHLY_BUCKETS} months` }]);
    return 'month';
  }
  fail([{ field: 'groupBy', message: 'groupBy must be day or month' }]);
  return 'day';
}
