import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { pageOf, pagedAnswer } from '../../../common/http/paging.js';
import { ListContactTransactionsQuery } from './list-contact-transactions.query.js';
import { ListContactTransactionsQueryDto } from './list-contact-transactions.dto.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class ListContactTransactionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/transactions')
  @ApiOperation({ summary: 'The contact’s transactions, newest first, optionally dated between two days; paged (25 a page by default)' })
  @ApiParam({ name: 'id', description: 'The contact’s id; another business’s is 404' })
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: [{ id, reference, type, subtype, status, date, currency, amount, paid, balanceDue, description, entity, … }], page, limit, skip, total }',
  })
  @ApiResponse({ status: 400, description: 'A date not written YYYY-MM-DD, endDate before startDate, a bad page or limit' })
  @ApiResponse({ status: 404, description: 'CONTACT_NOT_FOUND' })
  async list(@BusinessId() businessId: string, @Param('id') id: string, @Query() query: ListContactTransactionsQueryDto) {
    const page = pageOf(query);
    const { rows, total } = await this.queries.execute(
      new ListContactTransactionsQuery(businessId, id, { startDate: query.startDate, endDate: query.endDate, ...page }),
    );
    return { success: true, ...pagedAnswer(rows, total, page) };
  }
}
