import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { trialBalance } from '@ledgerline/projections';
import { reportOrNotFound } from '../../report-errors.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { readDateParam } from '../../../common/http/date-param.js';
import { readPositionParam } from '../../../common/http/position-param.js';
import { businessToday } from '../../../common/calendar/business-today.js';

@ApiTags('reports')
@Controller('api/v1/reports')
export class GetTrialBalanceController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('trial-balance')
  @ApiOperation({ summary: 'Every account with its debits, credits and net up to the end of `date` (bank accounts one by one); the totals are equal' })
  @ApiQuery({ name: 'date', required: false, example: '2026-12-31', description: 'Default today' })
  @ApiQuery({ name: 'knownAt', required: false, example: '1234', description: 'An event position: the report exactly as it was when the history ended there' })
  async get(@BusinessId() businessId: string, @Query('date') date?: unknown, @Query('knownAt') knownAt?: unknown) {
    const report = await reportOrNotFound(
      trialBalance(this.runtime.pool, businessId, { date: readDateParam(date, 'date') ?? businessToday(), knownAt: readPositionParam(knownAt) }),
    );
    return { success: true, data: report };
  }
}
