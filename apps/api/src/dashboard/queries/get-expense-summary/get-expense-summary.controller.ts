import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ExpenseSummaryQueryDto } from '../../dashboard-inputs.js';
import { reportPeriod, summaryGrouping } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetExpenseSummaryQuery } from './get-expense-summary.query.js';
import { NOTES } from '../../http/report-summary-docs.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class GetExpenseSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary/expense')
  @ApiOperation({
    summary: 'Expenses over the period (cost of sales and expense accounts), per day or month and by category',
    description: NOTES,
  })
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: { currency, startDate, endDate, groupBy, knownAt, total, series: [{ period, total }], categories: [{ subtype, name, accountCode, amount }] } }',
  })
  async expenseSummary(@BusinessId() businessId: string, @Query() query: ExpenseSummaryQueryDto) {
    const period = reportPeriod(query, businessToday());
    const knownAt = query.knownAt;
    return { success: true, data: await this.queries.execute(new GetExpenseSummaryQuery(businessId, period, summaryGrouping(query.groupBy, period), knownAt)) };
  }
}
