import { daysBetween, daysOf, monthsOf, monthStart, addDays, periodToDate, type DateRange } from '@ledgerline/ledger';
import { AppError, type FieldError } from '../common/errors/app-error.js';

/** Spec 000 §9: dashboard lists hold 5 items; the graph covers 15 days (daily) by default. */
export const DASHBOARD_LIST_SIZE = 5;
export const GRAPH_DAYS = 15;
/** A monthly graph without a count covers the last 12 months (the "thisYear" option, 000 §4). */
export const GRAPH_MONTHS = 12;
export const MAX_LIST_SIZE = 100;
const MAX_DAILY_BUCKETS = 366;
const MAX_MONTHLY_BUCKETS = 120;

export const GRAPH_REPORT_TYPES = ['daily', 'monthly'] as const;
export type GraphReportType = (typeof GRAPH_REPORT_TYPES)[number];

/** The most buckets a graph has: 366 days, or 120 months. */
export function maxGraphBuckets(reportType: GraphReportType): number {
  return reportType === 'monthly' ? MAX_MONTHLY_BUCKETS : MAX_DAILY_BUCKETS;
}

/** An inclusive range of effective dates, YYYY-MM-DD. */
export type Period = DateRange;

export const DASHBOARD_FILTER_TYPES = ['today', 'thisWeek', 'thisMonth', 'thisYear', 'customrange'] as const;
export type DashboardFilterType = (typeof DASHBOARD_FILTER_TYPES)[number];

/** Every day (YYYY-MM-DD) or month (YYYY-MM) the period touches, in order. */
export function periodLabels(period: Period, groupBy: 'day' | 'month'): string[] {
  return groupBy === 'day' ? daysOf(period) : monthsOf(period);
}

function fail(errors: FieldError[]): void {
  if (errors.length > 0) throw AppError.validation(errors);
}

/** `limit` of a dashboard list (checked by its DTO, at most 100): 5 unless given. */
export function readListLimit(limit: number | undefined): number {
  return limit ?? DASHBOARD_LIST_SIZE;
}

/** The dates of a dashboard request, read by its DTO (dashboard-inputs.ts): real dates, YYYY-MM-DD. */
export interface RequestedDates {
  startDate?: string;
  endDate?: string;
}

/** A report's period: startDate–endDate, by default from the first of this month to today (spec 000 §4, §9). */
export function reportPeriod(input: RequestedDates, today: string): Period {
  const { startDate: from, endDate: to } = input;
  const period = { from: from ?? (to !== undefined ? monthStart(to) : monthStart(today)), to: to ?? today };
  if (period.from > period.to) fail([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
  return period;
}

/**
 * The dashboard's period select (spec 000 §4): today; thisWeek (Monday to today); thisMonth
 * (the 1st to today, the default); thisYear (1 January to today); customrange (startDate–endDate,
 * each defaulting as in `reportPeriod`). Dates without a filterType are a custom range.
 */
export function dashboardPeriod(input: RequestedDates & { filterType?: unknown }, today: string): Period & { filterType: DashboardFilterType } {
  const text = typeof input.filterType === 'string' ? input.filterType.trim() : '';
  const given = text === '' ? undefined : DASHBOARD_FILTER_TYPES.find((type) => type.toLowerCase() === text.toLowerCase().replace(/^custom$/, 'customrange'));
  if (text !== '' && given === undefined) {
    fail([{ field: 'filterType', message: `filterType must be one of: ${DASHBOARD_FILTER_TYPES.join(', ')}` }]);
  }
  const hasDates = input.startDate !== undefined || input.endDate !== undefined;
  const filterType: DashboardFilterType = given ?? (hasDates ? 'customrange' : 'thisMonth');
  if (filterType === 'customrange') return { filterType, ...reportPeriod(input, today) };
  return { filterType, ...periodToDate(filterType, today) };
}

export interface GraphWindow extends Period {
  reportType: GraphReportType;
  /** One per bucket: YYYY-MM-DD (daily) or YYYY-MM (monthly). */
  labels: string[];
}

/** The overview graph a request asks for, read by its DTO (dashboard-inputs.ts). */
export interface GraphRequest extends RequestedDates {
  /** Days (daily) or months (monthly), within `maxGraphBuckets`. */
  numberOfDays?: number;
  reportType?: GraphReportType;
}

/**
 * The overview graph's buckets (spec 000 §3, §4, §9). Daily (the default): numberOfDays days
 * (default 15) ending with endDate (default today). Monthly: numberOfDays counts months (default
 * 12) ending with endDate's month; the first month starts on its 1st. startDate, when given, is
 * the first day instead (numberOfDays then does not apply).
 */
export function graphWindow(input: GraphRequest, today: string): GraphWindow {
  const reportType = input.reportType ?? 'daily';
  const count = input.numberOfDays ?? (reportType === 'daily' ? GRAPH_DAYS : GRAPH_MONTHS);
  const to = input.endDate ?? today;
  const from = input.startDate ?? (reportType === 'daily' ? addDays(to, -(count - 1)) : monthStart(to, -(count - 1)));
  if (from > to) fail([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
  const labels = periodLabels({ from, to }, reportType === 'daily' ? 'day' : 'month');
  const max = maxGraphBuckets(reportType);
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
