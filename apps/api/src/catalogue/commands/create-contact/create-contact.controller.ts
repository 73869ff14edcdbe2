import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FIRST_NAME_REQUIRED_MESSAGE } from '@ledgerline/ledger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CreateContactCommand } from './create-contact.command.js';
import { CreateContactDto } from '../../contacts/contact.dto.js';
import { fullName } from '../../views/contact-view.js';
import { CONTACT_EXAMPLE } from '../../http/contact-docs.js';

@ApiTags('catalogue')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/entities')
export class CreateContactController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a contact (entity); the name may come as one string, split on the first space' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiResponse({
    status: 201,
    schema: {
      example: {
        success: true,
        message: 'Contact created successfully',
        entity: { _id: CONTACT_EXAMPLE._id, name: 'Ada Obi' },
        data: { ...CONTACT_EXAMPLE, position: '43' },
      },
    },
  })
  @ApiResponse({
    status: 400,
    description: `Naming the field: firstName '${FIRST_NAME_REQUIRED_MESSAGE}', a malformed email, a phone with fewer than 6 digits, an unknown kind`,
  })
  async create(
    @BusinessId() businessId: string,
    @Body() body: CreateContactDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const { contact, position } = await this.commands.execute(new CreateContactCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Contact created successfully', entity: { _id: contact._id, name: fullName(contact) }, data: { ...contact, position } };
  }
}
