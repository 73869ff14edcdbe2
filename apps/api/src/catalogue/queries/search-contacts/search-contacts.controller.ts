import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { searchContacts } from '@ledgerline/projections';
import { contactView } from '../../views/contact-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { SearchContactsQueryDto } from './search-contacts.dto.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class SearchContactsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('s/:query')
  @ApiOperation({ summary: 'Contacts whose name, company, e-mail or phone contains the query (names that start with it first)' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: [CONTACT_EXAMPLE] } } })
  async search(@BusinessId() businessId: string, @Param('query') text: string, @Query() query: SearchContactsQueryDto) {
    return { success: true, data: (await searchContacts(this.runtime.pool, businessId, text.slice(0, 200), query.limit ?? 20)).map(contactView) };
  }
}
