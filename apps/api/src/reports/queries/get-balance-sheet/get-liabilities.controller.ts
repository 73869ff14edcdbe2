import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { balanceSheetQueries, common, pick, balanceSheetReport } from './balance-sheet-sections.js';

@ApiTags('reports')
@Controller('api/v1/reports/balance-sheet')
export class GetLiabilitiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('liabilities')
  @ApiOperation({ summary: 'Liabilities by account (trade payables, VAT payable, borrowings, customer advances)' })
  @balanceSheetQueries()
  async liabilities(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await balanceSheetReport(this.queries, businessId, query);
    return { success: true, data: { ...common(report), liabilities: report.liabilities, figures: pick(report, ['liabilities']) } };
  }
}
