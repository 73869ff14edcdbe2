import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { PARAM, periodQueries, profitAndLossOf } from '../../http/profit-and-loss-params.js';

@ApiTags('reports')
@Controller('api/v1/reports/profit-and-loss')
export class GetProfitAndLossController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get(':param')
  @ApiOperation({
    summary:
      'Net revenue, cost of sales (opening and closing inventory, purchases), gross profit, operating expenses by account, other income, ' +
      'operating profit, net finance income and net profit for a period, with a second period beside it; `figures` holds the spec’s names (start = first period, end = second)',
  })
  @ApiParam(PARAM)
  @periodQueries()
  @ApiResponse({ status: 200, description: '{ success, data: { currency, periods, revenue, costOfSales, grossProfit, …, netProfit, figures } }' })
  async get(@BusinessId() businessId: string, @Param('param') param: string, @Query() query: Record<string, unknown>) {
    return { success: true, data: await profitAndLossOf(this.runtime.pool, businessId, param, query) };
  }
}
