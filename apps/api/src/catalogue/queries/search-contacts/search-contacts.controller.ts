import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { SearchContactsQueryDto } from './search-contacts.dto.js';
import { SearchContactsQuery } from './search-contacts.query.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class SearchContactsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: 'Contacts whose name, company, e-mail or phone contains q (names that start with it first)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [CONTACT_EXAMPLE] } } })
  async search(@BusinessId() businessId: string, @Query() query: SearchContactsQueryDto) {
    return { success: true, data: await this.queries.execute(new SearchContactsQuery(businessId, query.q ?? '', Number(query.limit ?? 20))) };
  }
}
