import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listContacts } from '@ledgerline/projections';
import { contactView } from '../../views/contact-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { ListContactsQueryDto } from './list-contacts.dto.js';
import { pagedAnswer, pageOf } from '../../../common/http/paging.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class ListContactsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get()
  @ApiOperation({ summary: 'Contacts, newest first, optionally one group; paged (25 a page by default)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [CONTACT_EXAMPLE], page: 1, limit: 25, skip: 0, total: 1 } } })
  async list(@BusinessId() businessId: string, @Query() query: ListContactsQueryDto) {
    const filter = { group: query.group ?? query.filter_by, q: query.q, ...pageOf(query) };
    const { items, total } = await listContacts(this.runtime.pool, businessId, filter);
    return { success: true, ...pagedAnswer(items.map(contactView), total, filter) };
  }
}
