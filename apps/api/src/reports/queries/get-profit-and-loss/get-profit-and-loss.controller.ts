import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { PARAM, periodQueries, profitAndLossQuery } from '../../http/profit-and-loss-params.js';

@ApiTags('reports')
@Controller('api/v1/reports/profit-and-loss')
export class GetProfitAndLossController {
  constructor(private readonly queries: QueryBus) {}

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
    return { success: true, data: await this.queries.execute(profitAndLossQuery(businessId, param, query)) };
  }
}
