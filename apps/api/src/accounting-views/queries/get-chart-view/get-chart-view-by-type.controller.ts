import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CHART_VIEW_TYPES } from '@ledgerline/ledger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetChartViewQuery } from './get-chart-view.query.js';
import { ANSWER, SUBTYPES, readRequest } from './chart-view-request.js';

@ApiTags('accounting')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@ApiQuery({ name: 'bank', required: false, description: 'A bank account id: the bank page for that account; other pages: entries through it' })
@ApiQuery({ name: 'startDate', required: false, example: '2026-01-01' })
@ApiQuery({ name: 'endDate', required: false, example: '2026-12-31' })
@ApiQuery({ name: 'page', required: false, example: '1' })
@ApiQuery({ name: 'limit', required: false, example: '25', description: 'Default 25, at most 100' })
@ApiQuery({ name: 'knownAt', required: false, description: 'A position: the page as it was known when the history ended there' })
@ApiParam({ name: 'type', enum: [...CHART_VIEW_TYPES] })
@ApiResponse({ status: 200, description: ANSWER })
@ApiResponse({ status: 404, description: 'CHART_PAGE_NOT_FOUND (no such type or subtype); BANK_ACCOUNT_NOT_FOUND (bank is not this business’s)' })
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
