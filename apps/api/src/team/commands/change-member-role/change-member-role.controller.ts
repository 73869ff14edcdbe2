import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ChangeMemberRoleCommand } from './change-member-role.command.js';
import { ChangeMemberRoleDto } from './change-member-role.dto.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class ChangeMemberRoleController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('teams/members/role')
  @ApiOperation({ summary: "Change a member's role; it applies to their next request. The owner's cannot change (403)" })
  async changeMemberRole(@BusinessId() businessId: string, @Body() body: ChangeMemberRoleDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new ChangeMemberRoleCommand(businessId, body, meta));
    return { success: true, message: 'Member role updated', data };
  }
}
