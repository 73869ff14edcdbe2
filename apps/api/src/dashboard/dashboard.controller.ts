import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../common/access/actor.js';
import { BusinessOnlyDto, DashboardSummaryQueryDto, ListLimitDto, readKnownAt, TodayOverviewBodyDto, TopExpensesQueryDto } from './dashboard-inputs.js';
import { dashboardPeriod, graphWindow, readListLimit, reportPeriod } from './periods.js';
import { businessToday } from '../common/calendar/business-today.js';
import { GetDashboardSummaryQuery } from './queries/get-dashboard-summary/get-dashboard-summary.query.js';
import { GetRecentTransactionsQuery } from './queries/get-recent-transactions/get-recent-transactions.query.js';
import { GetTodayOverviewQuery } from './queries/get-today-overview/get-today-overview.query.js';
import { GetTopCustomersQuery } from './queries/get-top-customers/get-top-customers.query.js';
import { GetTopEventsQuery } from './queries/get-top-events/get-top-events.query.js';
import { GetTopExpensesQuery } from './queries/get-top-expenses/get-top-expenses.query.js';
import { GetTopProductsQuery } from './queries/get-top-products/get-top-products.query.js';

const BUSINESS_NOTE = 'The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.';
const VOIDS_NOTE = 'Voided documents never count.';
const KNOWN_AT_NOTE =
  'knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry.';

/**
 * The dashboard (spec 000 §2.2, §3, §7; defaults §4, §9): amounts are decimal strings at the
 * business's currency scale; "today" is the UTC date, as in the transaction lists. How each
 * figure is defined: apps/api/src/dashboard/README.md.
 */
@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class DashboardController {
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
    return { success: true, data: await this.queries.execute(new GetDashboardSummaryQuery(businessId, period, today, readKnownAt(query.knownAt))) };
  }

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
    return { success: true, data: await this.queries.execute(new GetTodayOverviewQuery(businessId, window, today, readKnownAt(input.knownAt))) };
  }

  @Get('topcustomers')
  @ApiOperation({ summary: 'The customers with the most sales, all time (default 5)', description: `${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}` })
  @ApiResponse({ status: 200, description: '{ success, data: [{ _id, firstName, lastName, updatedAt, sales_amount }] }' })
  async topCustomers(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopCustomersQuery(businessId, limit, readKnownAt(query.knownAt))) };
  }

  @Get('getrecenttransactions')
  @ApiOperation({ summary: 'The latest transactions, newest date first (default 5)', description: `${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}` })
  @ApiResponse({
    status: 200,
    description: "{ success, data: [{ id, reference, itemsNames, description, date, staffName, amount, type (a label; 'Others' if unknown) }] }",
  })
  async recentTransactions(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetRecentTransactionsQuery(businessId, limit, readKnownAt(query.knownAt))) };
  }

  @Get('topproducts')
  @ApiOperation({
    summary: 'The best-selling products and services by sales amount, all time (default 5)',
    description: `sales_qty: quantity sold; sales_cost: what the sold lines came to; sales_avg: their average price. ${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}`,
  })
  @ApiResponse({ status: 200, description: '{ success, data: [{ _id, name, kind, sales_qty, sales_avg, sales_cost }] }' })
  async topProducts(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopProductsQuery(businessId, limit, readKnownAt(query.knownAt))) };
  }

  @Get('gettopexpenses')
  @ApiOperation({
    summary: 'The largest expense categories over the period (default: this month; 5 of them)',
    description: `From the ledger's expense accounts, cost of goods sold included. ${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}`,
  })
  @ApiResponse({ status: 200, description: '{ success, data: [{ amount, subtype, name, accountCode }] }' })
  async topExpenses(@BusinessId() businessId: string, @Query() query: TopExpensesQueryDto) {
    const period = reportPeriod(query, businessToday());
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopExpensesQuery(businessId, period, limit, readKnownAt(query.knownAt))) };
  }

  @Get('topevents')
  @ApiOperation({
    summary: 'The latest notable events of the business (default 5)',
    description: `Read from the business's event stream: everything but the routine documents the transaction history lists, i.e. voids and amendments, stock adjustments, products and contacts added, team and role changes, plan changes, bank accounts and settings. ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}`,
  })
  @ApiResponse({ status: 200, description: '{ success, data: [{ position, type, title, description, reference, date, userId, staffName }] }' })
  async topEvents(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetTopEventsQuery(businessId, limit, readKnownAt(query.knownAt))) };
  }
}
