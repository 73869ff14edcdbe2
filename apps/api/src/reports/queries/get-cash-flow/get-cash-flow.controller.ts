import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { monthStart } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { cashFlow } from '@ledgerline/projections';
import { reportOrNotFound } from '../../report-errors.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { readDateParam } from '../../../common/http/date-param.js';
import { businessToday } from '../../../common/calendar/business-today.js';

/** The cash flow statement (ours: the spec shows it as coming soon; docs/cash-flow.md). */
@ApiTags('reports')
@Controller('api/v1/reports')
export class GetCashFlowController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('cash-flow')
  @ApiOperation({
    summary:
      'Where the cash on hand and at bank came from and went in a period (direct method): operating, investing and financing lines, ' +
      'the cash at its start and end, each day, month or year of it, and each cash account',
  })
  @ApiQuery({ name: 'startDate', required: false, example: '2026-11-01', description: 'Default the first of this month' })
  @ApiQuery({ name: 'endDate', required: false, example: '2026-11-30', description: 'Default today' })
  async get(@BusinessId() businessId: string, @Query('startDate') start?: unknown, @Query('endDate') end?: unknown) {
    const today = businessToday();
    const endDate = readDateParam(end, 'endDate') ?? today;
    const startDate = readDateParam(start, 'startDate') ?? monthStart(endDate);
    if (startDate > endDate) throw AppError.validation([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
    return { success: true, data: await reportOrNotFound(cashFlow(this.runtime.pool, businessId, { startDate, endDate })) };
  }
}
