import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListLimitDto } from '../../dashboard-inputs.js';
import { readListLimit } from '../../periods.js';
import { GetRecentTransactionsQuery } from './get-recent-transactions.query.js';
import { BUSINESS_NOTE, VOIDS_NOTE, KNOWN_AT_NOTE } from '../../http/dashboard-docs.js';

@ApiTags('dashboard')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/dashboard')
export class GetRecentTransactionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('getrecenttransactions')
  @ApiOperation({ summary: 'The latest transactions, newest date first (default 5)', description: `${VOIDS_NOTE} ${KNOWN_AT_NOTE} ${BUSINESS_NOTE}` })
  @ApiResponse({
    status: 200,
    description: "{ success, data: [{ id, reference, itemsNames, description, date, staffName, amount, type (a label; 'Others' if unknown) }] }",
  })
  async recentTransactions(@BusinessId() businessId: string, @Query() query: ListLimitDto) {
    const limit = readListLimit(query.limit);
    return { success: true, data: await this.queries.execute(new GetRecentTransactionsQuery(businessId, limit, query.knownAt)) };
  }
}
