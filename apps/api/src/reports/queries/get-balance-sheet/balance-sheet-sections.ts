import { ApiQuery } from '@nestjs/swagger';
import { balanceSheet, type BalanceSheetReport, type Queryable } from '@ledgerline/projections';
import { reportOrNotFound } from '../../report-errors.js';
import { balanceSheetDates } from '../../report-params.js';
import { readPositionParam } from '../../../common/http/position-param.js';
import { businessToday } from '../../../common/calendar/business-today.js';

export const QUERIES = [
  { name: 'endDate1', required: false, example: '2026-12-31', description: 'The balance sheet date (default today)' },
  { name: 'startDate1', required: false, example: '2026-01-01', description: 'Where profit to date starts (default the first of January)' },
  { name: 'endDate2', required: false, example: '2025-12-31', description: 'A second date beside the first' },
  { name: 'startDate2', required: false, example: '2025-01-01' },
  { name: 'knownAt', required: false, example: '1234', description: 'An event position: the report exactly as it was when the history ended there' },
];

export const balanceSheetQueries = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const query of QUERIES) ApiQuery(query)(target, key, descriptor);
};

/** What every section answers beside its own lines: the columns, and the check assets = liabilities + equity. */
export function common(report: BalanceSheetReport) {
  const { businessId, businessName, currency, knownAt, source, columns, balanced } = report;
  return {
    businessId,
    businessName,
    currency,
    knownAt,
    source,
    columns,
    totals: {
      totalAssets: report.totalAssets.amounts,
      liabilities: report.liabilities.total.amounts,
      equity: report.equity.total.amounts,
      totalLiabilitiesAndEquity: report.totalLiabilitiesAndEquity.amounts,
    },
    balanced,
  };
}

export const pick = <K extends keyof BalanceSheetReport['figures']>(report: BalanceSheetReport, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, report.figures[key]])) as Pick<BalanceSheetReport['figures'], K>;

export function balanceSheetReport(db: Queryable, businessId: string, query: Record<string, unknown>): Promise<BalanceSheetReport> {
  return reportOrNotFound(balanceSheet(db, businessId, { ...balanceSheetDates(query, businessToday()), knownAt: readPositionParam(query.knownAt) }));
}
