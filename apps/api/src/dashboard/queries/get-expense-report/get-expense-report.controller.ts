import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ExpenseReportBodyDto } from '../../dashboard-inputs.js';
import { reportPeriod } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetExpenseReportQuery } from './get-expense-report.query.js';
import { NOTES } from '../../http/report-summary-docs.js';

@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class GetExpenseReportController {
  constructor(private readonly queries: QueryBus) {}

  @Post('expense')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The expense report: the period’s expenses by category (ledger expense accounts, cost of sales included), with each one’s share',
    description: NOTES,
  })
  @ApiResponse({
    status: 200,
    description: '{ success, data: { currency, startDate, endDate, knownAt, total, categories: [{ subtype, name, accountCode, amount, percent }] } }',
  })
  async expenseReport(@BusinessId() businessId: string, @Body() body: ExpenseReportBodyDto) {
    const input = body ?? {};
    return {
      success: true,
      data: await this.queries.execute(new GetExpenseReportQuery(businessId, reportPeriod(input, businessToday()), input.knownAt)),
    };
  }
}
