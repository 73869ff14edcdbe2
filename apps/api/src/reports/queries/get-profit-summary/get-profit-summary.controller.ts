import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { parseIsoDate } from '@ledgerline/ledger';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { GetProfitSummaryQuery } from './get-profit-summary.query.js';
import { optionalPosition } from '../../report-params.js';

const optionalDate = (value: unknown, field: string): string | null => (value === undefined || value === '' ? null : parseIsoDate(value, field));

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
    const start = optionalDate(startDate, 'startDate');
    const end = optionalDate(endDate, 'endDate');
    if (start !== null && end !== null && start > end) {
      throw AppError.validation([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
    }
    return { success: true, data: await this.queries.execute(new GetProfitSummaryQuery(businessId, start, end, optionalPosition(knownAt))) };
  }
}
