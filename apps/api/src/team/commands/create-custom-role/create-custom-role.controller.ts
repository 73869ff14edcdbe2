import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { CreateCustomRoleCommand } from './create-custom-role.command.js';
import { CreateCustomRoleDto } from './create-custom-role.dto.js';

@ApiTags('team')
@Controller('api/v1/customroles')
export class CreateCustomRoleController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'One per submission; a retry with the same key and body answers as the first' })
  @ApiOperation({ summary: 'Create a custom role' })
  @ApiResponse({ status: 400, description: 'An unknown permission code (named in the message)' })
  @ApiResponse({ status: 409, description: 'A role of that name exists (names compare ignoring case)' })
  async create(
    @BusinessId() businessId: string,
    @Body() body: CreateCustomRoleDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new CreateCustomRoleCommand(businessId, body, idempotency, meta));
    return { success: true, message: 'Role created', data };
  }
}
