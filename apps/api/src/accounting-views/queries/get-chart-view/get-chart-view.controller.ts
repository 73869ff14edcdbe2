import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetChartViewQuery } from './get-chart-view.query.js';
import { ChartViewDocs, SUBTYPES, readRequest } from './chart-view-request.js';

@ChartViewDocs()
@Controller('api/v1/accounting')
export class GetChartViewController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':type/:subtype')
  @ApiOperation({ summary: 'A chart-of-accounts page (a slug, or the code of one of the type’s accounts), with opening, running and closing balances' })
  @ApiParam({ name: 'subtype', description: SUBTYPES })
  async bySubtype(@BusinessId() businessId: string, @Param('type') type: string, @Param('subtype') subtype: string, @Query() query: Record<string, unknown>) {
    const request = readRequest(query);
    return { success: true, data: await this.queries.execute(new GetChartViewQuery(businessId, type, subtype, request)) };
  }
}
