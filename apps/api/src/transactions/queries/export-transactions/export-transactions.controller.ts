import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { BusinessId } from '../../../common/access/actor.js';
import { ExportTransactionsQuery } from './export-transactions.query.js';
import { parseListQuery, TransactionListQueryDto } from '../transaction-list-filter.js';
import { businessToday } from '../../../common/calendar/business-today.js';

@ApiTags('transactions')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/transactions')
export class ExportTransactionsController {
  constructor(private readonly queries: QueryBus) {}

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
}
