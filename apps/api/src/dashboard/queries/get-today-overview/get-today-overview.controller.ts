import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { BusinessOnlyDto, TodayOverviewBodyDto } from '../../dashboard-inputs.js';
import { graphWindow } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetTodayOverviewQuery } from './get-today-overview.query.js';
import { BUSINESS_NOTE, VOIDS_NOTE, KNOWN_AT_NOTE } from '../../http/dashboard-docs.js';

@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class GetTodayOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Post('todayoverview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The overview graph (sales, expenses, purchases by day or month; default the last 15 days) and today’s figures',
    description: `The body may be empty. Series ids: 0 Sales, 1 Expenses, 2 Purchases; monthsLabel holds YYYY-MM-DD (daily) or YYYY-MM (monthly). Expenses count prepayments as they are used; inflows leave out opening stock. ${VOIDS_NOTE} ${KNOWN_AT_NOTE} (In the body.) ${BUSINESS_NOTE}`,
  })
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: { currency, reportType, startDate, endDate, data: [[sales…], [expenses…], [purchases…]], series, monthsLabel, cashBalance, overDueCredit, OverdueDebt, todayExpense, todayInflows, todayOutFlows, todayPurchase, todaySales } }',
  })
  async todayOverview(@BusinessId() businessId: string, @Query() _query: BusinessOnlyDto, @Body() body: TodayOverviewBodyDto) {
    const today = businessToday();
    const input = body ?? {};
    const window = graphWindow(input, today);
    return { success: true, data: await this.queries.execute(new GetTodayOverviewQuery(businessId, window, today, input.knownAt)) };
  }
}
