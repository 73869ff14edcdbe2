import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findContact } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { contactView } from '../../views/contact-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { BusinessId } from '../../../common/access/actor.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class GetContactForUpdateController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('update/:id')
  @ApiOperation({ summary: 'A contact as its edit form shows it' })
  @ApiParam({ name: 'id', description: 'The contact’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, data: CONTACT_EXAMPLE } } })
  @ApiResponse({ status: 404, description: 'CONTACT_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    const row = await findContact(this.runtime.pool, businessId, id);
    if (!row) throw new AppError(404, 'CONTACT_NOT_FOUND', 'There is no such contact');
    return { success: true, data: contactView(row) };
  }
}
