import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { TopExpensesQueryDto } from '../../dashboard-inputs.js';
import { readListLimit, reportPeriod } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetTopExpensesQuery } from './get-top-expenses.query.js';
import { BUSINESS_NOTE, VOIDS_NOTE, KNOWN_AT_NOTE } from '../../http/dashboard-docs.js';

@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class GetTopExpensesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('gettopexpenses')
  @ApiOperation({
    summary: 'The largest expense categories over the period (default: this month; 5 of them)',
    description: `From the ledger's expense accounts, cost of goods sold included. ${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}`,
  })
  @ApiResponse({ status: 200, description: '{ success, data: [{ amount, subtype, name, accountCode }] }' })
  async topExpenses(@BusinessId() businessId: string, @Query() query: TopExpensesQueryDto) {
    const period = reportPeriod(query, businessToday());
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopExpensesQuery(businessId, period, limit, query.knownAt)) };
  }
}
