import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { balanceSheetQueries, common, pick, balanceSheetReport } from './balance-sheet-sections.js';

@ApiTags('reports')
@Controller('api/v1/reports/balance-sheet')
export class GetEquityController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('equity')
  @ApiOperation({ summary: 'Equity: owner’s contribution, drawings, retained earnings, profit to date' })
  @balanceSheetQueries()
  async equity(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await balanceSheetReport(this.runtime.pool, businessId, query);
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
