import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { pageOf, pagedAnswer } from '../../../common/http/paging.js';
import { ListContactQuotationsQuery } from './list-contact-quotations.query.js';
import { ListContactQuotationsQueryDto } from './list-contact-quotations.dto.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class ListContactQuotationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/quotations')
  @ApiOperation({ summary: 'The contact’s quotations, newest first, optionally issued between dates; paged (25 a page by default)' })
  @ApiParam({ name: 'id', description: 'The contact’s id; another business’s is 404' })
  @ApiResponse({ status: 200, description: '{ success, data: [...], page, limit, skip, total }' })
  @ApiResponse({ status: 404, description: 'CONTACT_NOT_FOUND' })
  async list(@BusinessId() businessId: string, @Param('id') id: string, @Query() query: ListContactQuotationsQueryDto) {
    const page = pageOf(query);
    const { rows, total } = await this.queries.execute(
      new ListContactQuotationsQuery(businessId, id, { startDate: query.startDate, endDate: query.endDate, ...page }),
    );
    return { success: true, ...pagedAnswer(rows, total, page) };
  }
}
