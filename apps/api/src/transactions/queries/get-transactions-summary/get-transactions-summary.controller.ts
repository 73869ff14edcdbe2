import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { GetTransactionsSummaryQuery } from './get-transactions-summary.query.js';
import { parseListQuery, TransactionListQueryDto } from '../transaction-list-filter.js';
import { businessToday } from '../../../common/calendar/business-today.js';

@ApiTags('transactions')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/transactions')
export class GetTransactionsSummaryController {
  constructor(private readonly queries: QueryBus) {}

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
}
