import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { BalanceSheetReport } from '@ledgerline/projections';
import { BusinessId } from '../common/access/actor.js';
import { GetBalanceSheetQuery } from './queries/get-balance-sheet/get-balance-sheet.query.js';
import { balanceSheetDates, optionalPosition } from './report-params.js';
import { businessToday } from '../common/calendar/business-today.js';

const QUERIES = [
  { name: 'endDate1', required: false, example: '2026-12-31', description: 'The balance sheet date (default today)' },
  { name: 'startDate1', required: false, example: '2026-01-01', description: 'Where profit to date starts (default the first of January)' },
  { name: 'endDate2', required: false, example: '2025-12-31', description: 'A second date beside the first' },
  { name: 'startDate2', required: false, example: '2025-01-01' },
  { name: 'knownAt', required: false, example: '1234', description: 'An event position: the report exactly as it was when the history ended there' },
];
const balanceSheetQueries = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const query of QUERIES) ApiQuery(query)(target, key, descriptor);
};

/** What every section answers beside its own lines: the columns, and the check assets = liabilities + equity. */
function common(report: BalanceSheetReport) {
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

const pick = <K extends keyof BalanceSheetReport['figures']>(report: BalanceSheetReport, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, report.figures[key]])) as Pick<BalanceSheetReport['figures'], K>;

/**
 * The balance sheet (spec 002 §7 "Reports"; LEDGER.md §8) on the spec's three paths: each answers
 * its section of one computation. Balance Sheet (20), paid plans.
 */
@ApiTags('reports')
@Controller('api/v1/reports/balance-sheet')
export class BalanceSheetController {
  constructor(private readonly queries: QueryBus) {}

  private report(businessId: string, query: Record<string, unknown>): Promise<BalanceSheetReport> {
    return this.queries.execute(new GetBalanceSheetQuery(businessId, balanceSheetDates(query, businessToday()), optionalPosition(query.knownAt)));
  }

  @Get('current-assets')
  @ApiOperation({ summary: 'Current assets (cash on hand, cash at bank by bank, receivables, inventories, prepayments, VAT receivable) and fixed assets, net' })
  @balanceSheetQueries()
  async currentAssets(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await this.report(businessId, query);
    return {
      success: true,
      data: {
        ...common(report),
        currentAssets: report.currentAssets,
        fixedAssets: report.fixedAssets,
        totalAssets: report.totalAssets,
        figures: pick(report, [
          'cashOnHand',
          'cashAtBank',
          'receivables',
          'inventories',
          'prepayments',
          'vatReceivable',
          'currentAssets',
          'fixedAssets',
          'totalAssets',
        ]),
      },
    };
  }

  @Get('liabilities')
  @ApiOperation({ summary: 'Liabilities by account (trade payables, VAT payable, borrowings, customer advances)' })
  @balanceSheetQueries()
  async liabilities(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await this.report(businessId, query);
    return { success: true, data: { ...common(report), liabilities: report.liabilities, figures: pick(report, ['liabilities']) } };
  }

  @Get('equity')
  @ApiOperation({ summary: 'Equity: owner’s contribution, drawings, retained earnings, profit to date' })
  @balanceSheetQueries()
  async equity(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await this.report(businessId, query);
    return {
      success: true,
      data: {
        ...common(report),
        equity: report.equity,
        totalLiabilitiesAndEquity: report.totalLiabilitiesAndEquity,
        figures: pick(report, ['contribution', 'drawings', 'retainedEarnings', 'profitToDate', 'equity', 'totalLiabilitiesAndEquity']),
      },
    };
  }
}
