import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../common/access/actor.js';
import {
  DatesDto,
  ExpenseReportBodyDto,
  ExpenseSummaryQueryDto,
  InventoryListBodyDto,
  PagedDatesDto,
  readKnownAt,
  readPage,
  readSearch,
  SummaryQueryDto,
} from './dashboard-inputs.js';
import { reportPeriod, summaryGrouping } from './periods.js';
import { businessToday } from '../common/calendar/business-today.js';
import { GetExpenseReportQuery } from './queries/get-expense-report/get-expense-report.query.js';
import { GetExpenseSummaryQuery } from './queries/get-expense-summary/get-expense-summary.query.js';
import { GetInventoryReportQuery } from './queries/get-inventory-report/get-inventory-report.query.js';
import { GetSalesReportQuery } from './queries/get-sales-report/get-sales-report.query.js';
import { GetSalesSummaryQuery } from './queries/get-sales-summary/get-sales-summary.query.js';
import { ListInventoryReportQuery } from './queries/list-inventory-report/list-inventory-report.query.js';
import { ListReportTransactionsQuery } from './queries/list-report-transactions/list-report-transactions.query.js';

const NOTES =
  'Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was ' +
  'when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.';
const PAGE = 'page, limit, total, totalPages';

/** Sales, expense and inventory reports and their summaries (spec 002 §7 "Reports"). Bodies may be empty. */
@ApiTags('reports')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/reports')
export class ReportSummariesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('summary/sales')
  @ApiOperation({ summary: 'Sales over the period (count, total, paid, still owed) and per day or month', description: NOTES })
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: { currency, startDate, endDate, groupBy, count, total, paid, balanceDue, series: [{ period, count, total, paid, balanceDue }] } }',
  })
  async salesSummary(@BusinessId() businessId: string, @Query() query: SummaryQueryDto) {
    const period = reportPeriod(query, businessToday());
    const groupBy = summaryGrouping(query.groupBy, period);
    return { success: true, data: await this.queries.execute(new GetSalesSummaryQuery(businessId, period, groupBy, readKnownAt(query.knownAt))) };
  }

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
    const knownAt = readKnownAt(query.knownAt);
    return { success: true, data: await this.queries.execute(new GetExpenseSummaryQuery(businessId, period, summaryGrouping(query.groupBy, period), knownAt)) };
  }

  @Post('sales')
  @HttpCode(200)
  @ApiOperation({ summary: 'The sales report: the period’s sales by product, by customer and by day, with totals and gross profit', description: NOTES })
  @ApiResponse({ status: 200, description: '{ success, data: { currency, startDate, endDate, totals, byProduct, byCustomer, byDay } }' })
  async salesReport(@BusinessId() businessId: string, @Body() body: DatesDto) {
    const input = body ?? {};
    const period = reportPeriod(input, businessToday());
    return { success: true, data: await this.queries.execute(new GetSalesReportQuery(businessId, period, readKnownAt(input.knownAt))) };
  }

  @Post('inventory')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The inventory report: all products’ opening, in, out and closing stock (quantity and value) and what was sold',
    description: NOTES,
  })
  @ApiResponse({ status: 200, description: '{ success, data: { currency, startDate, endDate, products, lowStock, opening, in, out, closing, sold } }' })
  async inventoryReport(@BusinessId() businessId: string, @Body() body: DatesDto) {
    const input = body ?? {};
    const period = reportPeriod(input, businessToday());
    return { success: true, data: await this.queries.execute(new GetInventoryReportQuery(businessId, period, readKnownAt(input.knownAt))) };
  }

  @Post('inventory/list')
  @HttpCode(200)
  @ApiOperation({ summary: 'The inventory report per product (by name, paged, 25 a page): opening, in, out, closing, sold', description: NOTES })
  @ApiResponse({
    status: 200,
    description: `{ success, data: { currency, startDate, endDate, data: [{ productId, name, sku, measurement, stockLevel, opening, in, out, closing, sold, lowStock }], ${PAGE} } }`,
  })
  async inventoryList(@BusinessId() businessId: string, @Body() body: InventoryListBodyDto) {
    const input = body ?? {};
    const period = reportPeriod(input, businessToday());
    const page = { ...readPage(input), q: readSearch(input.q) };
    return { success: true, data: await this.queries.execute(new ListInventoryReportQuery(businessId, period, page, readKnownAt(input.knownAt))) };
  }

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
      data: await this.queries.execute(new GetExpenseReportQuery(businessId, reportPeriod(input, businessToday()), readKnownAt(input.knownAt))),
    };
  }

  @Get('transactions/sales')
  @ApiOperation({ summary: 'The period’s sales, newest first, paged (25 a page), with their totals', description: NOTES })
  @ApiResponse({
    status: 200,
    description: `{ success, data: { currency, startDate, endDate, totals: { count, total, paid, balanceDue }, data: [transaction], ${PAGE} } }`,
  })
  async salesTransactions(@BusinessId() businessId: string, @Query() query: PagedDatesDto) {
    return { success: true, data: await this.queries.execute(this.transactions(businessId, 'sales', query)) };
  }

  @Get('transactions/purchases')
  @ApiOperation({ summary: 'The period’s purchases, newest first, paged (25 a page), with their totals', description: NOTES })
  @ApiResponse({
    status: 200,
    description: `{ success, data: { currency, startDate, endDate, totals: { count, total, paid, balanceDue }, data: [transaction], ${PAGE} } }`,
  })
  async purchaseTransactions(@BusinessId() businessId: string, @Query() query: PagedDatesDto) {
    return { success: true, data: await this.queries.execute(this.transactions(businessId, 'purchases', query)) };
  }

  private transactions(businessId: string, type: 'sales' | 'purchases', query: PagedDatesDto): ListReportTransactionsQuery {
    const period = reportPeriod(query, businessToday());
    const page = readPage(query);
    return new ListReportTransactionsQuery(businessId, type, period, page, readKnownAt(query.knownAt));
  }
}
