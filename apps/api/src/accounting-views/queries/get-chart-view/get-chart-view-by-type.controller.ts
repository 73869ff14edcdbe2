import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetChartViewQuery } from './get-chart-view.query.js';
import { ChartViewDocs, SUBTYPES, readRequest } from './chart-view-request.js';

@ChartViewDocs()
@Controller('api/v1/accounting')
export class GetChartViewByTypeController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':type/type')
  @ApiOperation({ summary: 'A chart-of-accounts page named by ?subtype (without it: every account of the type), with opening, running and closing balances' })
  @ApiQuery({ name: 'subtype', required: false, description: SUBTYPES })
  async byQuery(@BusinessId() businessId: string, @Param('type') type: string, @Query() query: Record<string, unknown>) {
    const request = readRequest(query);
    const subtype = typeof query.subtype === 'string' ? query.subtype : null;
    return { success: true, data: await this.queries.execute(new GetChartViewQuery(businessId, type, subtype, request)) };
  }
}
