import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { ExportTransactionsQuery } from './queries/export-transactions/export-transactions.query.js';
import { GetTransactionProductsQuery } from './queries/get-transaction-products/get-transaction-products.query.js';
import { GetTransactionQuery } from './queries/get-transaction/get-transaction.query.js';
import { GetTransactionsSummaryQuery } from './queries/get-transactions-summary/get-transactions-summary.query.js';
import { ListTransactionsQuery } from './queries/list-transactions/list-transactions.query.js';
import { MAIN_LIST_TYPES, parseListQuery, TransactionListQueryDto } from './queries/transaction-list-filter.js';
import { businessToday } from '../common/calendar/business-today.js';
import { canSeeType } from './queries/visible-types.js';

const PAGE_DESCRIPTION = '{ success, data: { data: [transaction], page, limit, total, totalPages } }, newest first unless sort/mode say otherwise';

/**
 * The transactions lists (spec 002 §7 "Transactions", generic list filter query). Static paths
 * (summary, export/csv, sales, …) win over `:reference` in Fastify's router, whatever the order.
 */
@ApiTags('transactions')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/transactions')
export class TransactionListsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Every transaction, filtered (filterType customrange | fixed | search, filterBy…, q), paged (limit 25 by default, at most 100)' })
  @ApiResponse({ status: 200, description: PAGE_DESCRIPTION })
  async list(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto) {
    return { success: true, data: await this.queries.execute(new ListTransactionsQuery(businessId, parseListQuery(query, businessToday()))) };
  }

  @Get('sales')
  @ApiOperation({ summary: 'Sales, filtered and paged like GET /transactions' })
  @ApiResponse({ status: 200, description: PAGE_DESCRIPTION })
  async sales(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto) {
    return {
      success: true,
      data: await this.queries.execute(new ListTransactionsQuery(businessId, parseListQuery(query, businessToday()), { types: ['sales'] })),
    };
  }

  @Get('purchases')
  @ApiOperation({ summary: 'Purchases, filtered and paged like GET /transactions' })
  @ApiResponse({ status: 200, description: PAGE_DESCRIPTION })
  async purchases(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto) {
    return {
      success: true,
      data: await this.queries.execute(new ListTransactionsQuery(businessId, parseListQuery(query, businessToday()), { types: ['purchases'] })),
    };
  }

  @Get('expenses')
  @ApiOperation({ summary: 'Expenses, filtered and paged like GET /transactions' })
  @ApiResponse({ status: 200, description: PAGE_DESCRIPTION })
  async expenses(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto) {
    return {
      success: true,
      data: await this.queries.execute(new ListTransactionsQuery(businessId, parseListQuery(query, businessToday()), { types: ['expenses'] })),
    };
  }

  @Get('others')
  @ApiOperation({ summary: 'Everything but sales, purchases and expenses (money in and out, transfers, stock), filtered and paged' })
  @ApiResponse({ status: 200, description: PAGE_DESCRIPTION })
  async others(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto) {
    return {
      success: true,
      data: await this.queries.execute(new ListTransactionsQuery(businessId, parseListQuery(query, businessToday()), { excludeTypes: MAIN_LIST_TYPES })),
    };
  }

  @Get('summary')
  @ApiOperation({ summary: 'Totals per type over the filtered period: sales, purchases, expenses, inflows, outflows, transfers, others, count' })
  @ApiResponse({
    status: 200,
    description: '{ success, data: { currency, from, to, sales, purchases, expenses, inflows, outflows, transfers, others, count } }',
  })
  async summary(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto) {
    const { filter } = parseListQuery(query, businessToday());
    return { success: true, data: await this.queries.execute(new GetTransactionsSummaryQuery(businessId, filter)) };
  }

  @Get('export/csv')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The filtered list as CSV (cells a spreadsheet would take for formulas are neutralised)' })
  @ApiProduces('text/csv')
  async exportCsv(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const today = businessToday();
    const { filename, csv } = await this.queries.execute(new ExportTransactionsQuery(businessId, parseListQuery(query, today, { paged: false }), today));
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return csv;
  }

  @Get('products/:reference/:type')
  @ApiOperation({ summary: 'The items (products and services) of a sale or purchase, by its reference' })
  @ApiParam({ name: 'type', enum: ['sales', 'purchases'] })
  @ApiResponse({ status: 400, description: "'Please enter a valid transaction reference number' (fewer than 6 characters)" })
  async products(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Param('reference') reference: string, @Param('type') type: string) {
    const data = await this.queries.execute(new GetTransactionProductsQuery(businessId, reference, type, (listType) => canSeeType(actor, listType)));
    return { success: true, data };
  }

  @Get(':reference')
  @ApiOperation({ summary: 'One transaction by reference or id, with its journal lines and payments; ?prepaid finds a prepaid expense' })
  @ApiQuery({ name: 'prepaid', required: false, description: 'Only a prepaid expense (with what of it is used and left)' })
  async byReference(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Param('reference') reference: string, @Query('prepaid') prepaid?: string) {
    const wantsPrepaid = prepaid !== undefined && prepaid !== 'false' && prepaid !== '0';
    const data = await this.queries.execute(new GetTransactionQuery(businessId, reference, wantsPrepaid, (type) => canSeeType(actor, type)));
    return { success: true, data };
  }
}
