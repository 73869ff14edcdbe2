import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../common/access/actor.js';
import { GetTrialBalanceQuery } from './queries/get-trial-balance/get-trial-balance.query.js';
import { optionalDate, optionalPosition } from './report-params.js';
import { businessToday } from '../common/calendar/business-today.js';

/** The trial balance (LEDGER.md §8). Reports (15), Profit & Loss (19) or Balance Sheet (20). */
@ApiTags('reports')
@Controller('api/v1/reports')
export class TrialBalanceController {
  constructor(private readonly queries: QueryBus) {}

  @Get('trial-balance')
  @ApiOperation({ summary: 'Every account with its debits, credits and net up to the end of `date` (bank accounts one by one); the totals are equal' })
  @ApiQuery({ name: 'date', required: false, example: '2026-12-31', description: 'Default today' })
  @ApiQuery({ name: 'knownAt', required: false, example: '1234', description: 'An event position: the report exactly as it was when the history ended there' })
  async get(@BusinessId() businessId: string, @Query('date') date?: unknown, @Query('knownAt') knownAt?: unknown) {
    const report = await this.queries.execute(new GetTrialBalanceQuery(businessId, optionalDate(date, 'date') ?? businessToday(), optionalPosition(knownAt)));
    return { success: true, data: report };
  }
}
