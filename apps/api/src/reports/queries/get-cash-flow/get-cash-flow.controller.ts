import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { cashFlowOf } from './cash-flow-params.js';

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
    return { success: true, data: await cashFlowOf(this.runtime.pool, businessId, start, end) };
  }
}
