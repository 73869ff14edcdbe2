import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { GetProfitSummaryQuery } from './get-profit-summary.query.js';
import { readDateParam } from '../../../common/http/date-param.js';
import { readPositionParam } from '../../../common/http/position-param.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class GetProfitSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary/profits')
  @ApiOperation({ summary: 'Income, expenses and profit (decimal strings), all time or between two dates; Profit & Loss (code 19), paid plans' })
  @ApiQuery({ name: 'startDate', required: false, example: '2026-01-01' })
  @ApiQuery({ name: 'endDate', required: false, example: '2026-12-31' })
  @ApiQuery({ name: 'knownAt', required: false, description: 'An event position: the summary as it stood when the history ended there' })
  async profits(
    @BusinessId() businessId: string,
    @Query('startDate') startDate?: unknown,
    @Query('endDate') endDate?: unknown,
    @Query('knownAt') knownAt?: unknown,
  ) {
    const start = readDateParam(startDate, 'startDate') ?? null;
    const end = readDateParam(endDate, 'endDate') ?? null;
    if (start !== null && end !== null && start > end) {
      throw AppError.validation([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
    }
    return { success: true, data: await this.queries.execute(new GetProfitSummaryQuery(businessId, start, end, readPositionParam(knownAt))) };
  }
}
