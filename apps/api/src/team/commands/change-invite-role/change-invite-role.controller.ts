import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ChangeInviteRoleCommand } from './change-invite-role.command.js';
import { ChangeInviteRoleDto } from './change-invite-role.dto.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class ChangeInviteRoleController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('teams/invite/role')
  @ApiOperation({ summary: 'Change the role a pending invite gives' })
  async changeInviteRole(@BusinessId() businessId: string, @Body() body: ChangeInviteRoleDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new ChangeInviteRoleCommand(businessId, body, meta));
    return { success: true, message: 'Invite role updated', data };
  }
}
