import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { balanceSheetQueries, common, pick, balanceSheetReport } from './balance-sheet-sections.js';

@ApiTags('reports')
@Controller('api/v1/reports/balance-sheet')
export class GetLiabilitiesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('liabilities')
  @ApiOperation({ summary: 'Liabilities by account (trade payables, VAT payable, borrowings, customer advances)' })
  @balanceSheetQueries()
  async liabilities(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await balanceSheetReport(this.runtime.pool, businessId, query);
    return { success: true, data: { ...common(report), liabilities: report.liabilities, figures: pick(report, ['liabilities']) } };
  }
}
