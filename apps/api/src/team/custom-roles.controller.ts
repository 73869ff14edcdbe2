import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { CreateCustomRoleCommand } from './commands/create-custom-role/create-custom-role.command.js';
import { CreateCustomRoleDto } from './commands/create-custom-role/create-custom-role.dto.js';
import { UpdateCustomRoleCommand } from './commands/update-custom-role/update-custom-role.command.js';
import { UpdateCustomRoleDto } from './commands/update-custom-role/update-custom-role.dto.js';
import { ListCustomRolesQuery } from './queries/list-custom-roles/list-custom-roles.query.js';

/** Custom roles of the session's business: a name and permission codes (spec 000 §3, 002 §6). */
@ApiTags('team')
@Controller('api/v1/customroles')
export class CustomRolesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The custom roles, by name' })
  async list(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new ListCustomRolesQuery(businessId)) };
  }

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

  @Put(':id')
  @ApiOperation({ summary: 'Rename a role or replace its codes; members holding it get the new codes on their next request' })
  async update(@BusinessId() businessId: string, @Param('id') roleId: string, @Body() body: UpdateCustomRoleDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new UpdateCustomRoleCommand(businessId, roleId, body, meta));
    return { success: true, message: 'Role updated', data };
  }
}
