import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { UpdateCustomRoleCommand } from './update-custom-role.command.js';
import { UpdateCustomRoleByBodyDto, UpdateCustomRoleDto } from './update-custom-role.dto.js';

@ApiTags('team')
@Controller('api/v1/customroles')
export class UpdateCustomRoleController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @ApiOperation({ summary: 'Rename a role or replace its codes; members holding it get the new codes on their next request' })
  async update(@BusinessId() businessId: string, @Param('id') roleId: string, @Body() body: UpdateCustomRoleDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new UpdateCustomRoleCommand(businessId, roleId, body, meta));
    return { success: true, message: 'Role updated', data };
  }

  /** The spec's call list names PUT /customroles, the role in the body as `_id` (the role entity's field). */
  @Put()
  @ApiOperation({ summary: 'The same change, the role named by `_id` in the body' })
  async updateNamedInBody(@BusinessId() businessId: string, @Body() body: UpdateCustomRoleByBodyDto, @RequestMeta() meta: RequestMetadata) {
    const { _id: roleId, ...change } = body;
    return this.update(businessId, roleId, change, meta);
  }
}
