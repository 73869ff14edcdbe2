import { isNamedPeriod, NAMED_PERIODS, resolveNamedPeriod, type ReportPeriod } from '@ledgerline/ledger';
import { AppError } from '../common/errors/app-error.js';
import { readDateParam } from '../common/http/date-param.js';

/**
 * Report query parameters, read strictly: a wrong value is 400 naming the field, never a silent
 * default. Dates and `knownAt` are read by the shared readers (common/http/date-param.ts,
 * position-param.ts).
 */

function period(start: unknown, end: unknown, index: 1 | 2): ReportPeriod | undefined {
  const startDate = readDateParam(start, `startDate${index}`);
  const endDate = readDateParam(end, `endDate${index}`);
  if (startDate === undefined && endDate === undefined) return undefined;
  if (startDate === undefined) throw AppError.validation([{ field: `startDate${index}`, message: `startDate${index} is required with endDate${index}` }]);
  if (endDate === undefined) throw AppError.validation([{ field: `endDate${index}`, message: `endDate${index} is required with startDate${index}` }]);
  if (startDate > endDate) throw AppError.validation([{ field: `endDate${index}`, message: `endDate${index} must not be before startDate${index}` }]);
  return { startDate, endDate };
}

export interface PeriodQuery {
  startDate1?: unknown;
  endDate1?: unknown;
  startDate2?: unknown;
  endDate2?: unknown;
}

/**
 * The periods of `/reports/profit-and-loss/{param}`: `custom` takes startDate1 and endDate1
 * (required) and startDate2 and endDate2 (optional, the second column); a named period
 * (this-month, last-month, this-quarter, last-quarter, this-year, last-year) sets the first
 * column and, unless startDate2/endDate2 say otherwise, the period before it as the second.
 */
export function profitAndLossPeriods(param: string, query: PeriodQuery, today: string): { period1: ReportPeriod; period2?: ReportPeriod } {
  const first = period(query.startDate1, query.endDate1, 1);
  const second = period(query.startDate2, query.endDate2, 2);
  if (param === 'custom') {
    if (!first) throw AppError.validation([{ field: 'startDate1', message: 'startDate1 and endDate1 are required for a custom period' }]);
    return { period1: first, ...(second ? { period2: second } : {}) };
  }
  // The path names the report's period: one that is not a period is no report (404, as any unknown resource).
  if (!isNamedPeriod(param))
    throw new AppError(404, 'REPORT_PERIOD_NOT_FOUND', `There is no period ${param}: use custom or one of ${NAMED_PERIODS.join(', ')}`);
  const named = resolveNamedPeriod(param, today);
  return { period1: first ?? named.period1, period2: second ?? named.period2 };
}

/**
 * The dates of the balance sheet: endDate1 (default today) and endDate2 (optional); startDate1 /
 * startDate2 start each column's profit to date (default: the first of January of its year).
 */
export function balanceSheetDates(query: PeriodQuery, today: string): { date1: string; date2?: string; profitFrom1?: string; profitFrom2?: string } {
  const date1 = readDateParam(query.endDate1, 'endDate1') ?? today;
  const profitFrom1 = readDateParam(query.startDate1, 'startDate1');
  const date2 = readDateParam(query.endDate2, 'endDate2');
  const profitFrom2 = readDateParam(query.startDate2, 'startDate2');
  if (profitFrom1 !== undefined && profitFrom1 > date1) throw AppError.validation([{ field: 'startDate1', message: 'startDate1 must not be after endDate1' }]);
  if (profitFrom2 !== undefined && date2 === undefined) throw AppError.validation([{ field: 'endDate2', message: 'endDate2 is required with startDate2' }]);
  if (profitFrom2 !== undefined && date2 !== undefined && profitFrom2 > date2) {
    throw AppError.validation([{ field: 'startDate2', message: 'startDate2 must not be after endDate2' }]);
  }
  return {
    date1,
    ...(date2 !== undefined ? { date2 } : {}),
    ...(profitFrom1 !== undefined ? { profitFrom1 } : {}),
    ...(profitFrom2 !== undefined ? { profitFrom2 } : {}),
  };
}
