import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListTransactionsQuery } from './list-transactions.query.js';
import { parseListQuery, TransactionListQueryDto } from '../transaction-list-filter.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { PAGE_DESCRIPTION } from '../../http/list-docs.js';

@ApiTags('transactions')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/transactions')
export class ListPurchasesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('purchases')
  @ApiOperation({ summary: 'Purchases, filtered and paged like GET /transactions' })
  @ApiResponse({ status: 200, description: PAGE_DESCRIPTION })
  async purchases(@BusinessId() businessId: string, @Query() query: TransactionListQueryDto) {
    return {
      success: true,
      data: await this.queries.execute(new ListTransactionsQuery(businessId, parseListQuery(query, businessToday()), { types: ['purchases'] })),
    };
  }
}
