import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FIRST_NAME_REQUIRED_MESSAGE, type ContactChanges } from '@ledgerline/ledger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';
import { UpdateContactCommand } from './update-contact.command.js';
import { UpdateContactDto } from './update-contact.dto.js';

@ApiTags('catalogue')
@Controller('api/v1/entities')
export class UpdateContactController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('update/:id')
  @ApiOperation({ summary: 'Edit a contact; absent fields stay, blank ones are cleared' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiParam({ name: 'id', description: 'The contact’s id; another business’s is 404' })
  @ApiResponse({ status: 200, schema: { example: { success: true, message: 'Contact updated successfully', data: CONTACT_EXAMPLE, position: '59' } } })
  @ApiResponse({ status: 400, description: `Naming the field: firstName '${FIRST_NAME_REQUIRED_MESSAGE}', a malformed email, …` })
  @ApiResponse({ status: 404, description: 'CONTACT_NOT_FOUND' })
  async update(
    @BusinessId() businessId: string,
    @Param('id') id: string,
    @Body() body: UpdateContactDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const changes: ContactChanges = { ...body };
    const { contact, position } = await this.commands.execute(new UpdateContactCommand(businessId, id, changes, idempotency, meta));
    return { success: true, message: 'Contact updated successfully', data: contact, position };
  }
}
