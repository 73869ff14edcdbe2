import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { balanceSheetQueries, common, pick, balanceSheetReport } from './balance-sheet-sections.js';

@ApiTags('reports')
@Controller('api/v1/reports/balance-sheet')
export class GetCurrentAssetsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('current-assets')
  @ApiOperation({ summary: 'Current assets (cash on hand, cash at bank by bank, receivables, inventories, prepayments, VAT receivable) and fixed assets, net' })
  @balanceSheetQueries()
  async currentAssets(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await balanceSheetReport(this.queries, businessId, query);
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
}
