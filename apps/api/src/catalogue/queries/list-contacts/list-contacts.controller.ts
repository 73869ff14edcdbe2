import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { ListContactsQueryDto } from './list-contacts.dto.js';
import { ListContactsQuery } from './list-contacts.query.js';
import { paging } from '../paging.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class ListContactsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Contacts, newest first, optionally one group; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [CONTACT_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  async list(@BusinessId() businessId: string, @Query() query: ListContactsQueryDto) {
    return { success: true, ...(await this.queries.execute(new ListContactsQuery(businessId, { group: query.group, q: query.q, ...paging(query) }))) };
  }
}
