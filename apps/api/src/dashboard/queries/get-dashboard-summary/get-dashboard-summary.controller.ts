import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { DashboardSummaryQueryDto } from '../../dashboard-inputs.js';
import { dashboardPeriod } from '../../periods.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { GetDashboardSummaryQuery } from './get-dashboard-summary.query.js';
import { BUSINESS_NOTE, VOIDS_NOTE, KNOWN_AT_NOTE } from '../../http/dashboard-docs.js';

@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class GetDashboardSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary')
  @ApiOperation({
    summary: 'Summary cards and stats for the period (default: this month)',
    description: `Revenue (net of discounts), expenses (cost of sales and expenses) and net profit over the period; inventory, receivables and cash at its end; credit sales (creditDueDate) and credit purchases and expenses (debtDueDate) still owed and due by its end; today's sales and expenses. ${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}`,
  })
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: { currency, filterType, startDate, endDate, totalRevenue, totalExpense, totalInventory, profitability, stats: { receivablesAmount, cashBalance, creditDueDate, debtDueDate, todayExpense, todaySales } } }',
  })
  async summary(@BusinessId() businessId: string, @Query() query: DashboardSummaryQueryDto) {
    const today = businessToday();
    const period = dashboardPeriod(query, today);
    return { success: true, data: await this.queries.execute(new GetDashboardSummaryQuery(businessId, period, today, query.knownAt)) };
  }
}
