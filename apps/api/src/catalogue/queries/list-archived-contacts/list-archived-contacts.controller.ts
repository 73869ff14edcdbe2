import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { listContacts } from '@ledgerline/projections';
import { contactView } from '../../views/contact-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { PagingQueryDto, pageOf, pagedAnswer } from '../../../common/http/paging.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class ListArchivedContactsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('archived/all')
  @ApiOperation({ summary: 'Archived contacts, newest first; paged (25 a page by default)' })
  @ApiResponse({
    status: 200,
    schema: {
      example: { success: true, data: [{ ...CONTACT_EXAMPLE, archived: true, archivedAt: '2026-11-20T10:00:00.000Z' }], page: 1, limit: 25, skip: 0, total: 1 },
    },
  })
  async list(@BusinessId() businessId: string, @Query() query: PagingQueryDto) {
    const filter = { archived: true, ...pageOf(query) };
    const { items, total } = await listContacts(this.runtime.pool, businessId, filter);
    return { success: true, ...pagedAnswer(items.map(contactView), total, filter) };
  }
}
