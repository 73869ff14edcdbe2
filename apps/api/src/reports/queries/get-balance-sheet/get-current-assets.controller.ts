import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { balanceSheetQueries, common, pick, balanceSheetReport } from './balance-sheet-sections.js';

@ApiTags('reports')
@Controller('api/v1/reports/balance-sheet')
export class GetCurrentAssetsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('current-assets')
  @ApiOperation({ summary: 'Current assets (cash on hand, cash at bank by bank, receivables, inventories, prepayments, VAT receivable) and fixed assets, net' })
  @balanceSheetQueries()
  async currentAssets(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    const report = await balanceSheetReport(this.runtime.pool, businessId, query);
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
