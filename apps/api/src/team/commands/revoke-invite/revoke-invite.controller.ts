import { Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RevokeInviteCommand } from './revoke-invite.command.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class RevokeInviteController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('teams/invite/:id/remove')
  @ApiOperation({ summary: 'Revoke a pending invite; its link stops working' })
  async revokeInvite(@BusinessId() businessId: string, @Param('id') inviteId: string, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new RevokeInviteCommand(businessId, inviteId, meta));
    return { success: true, message: 'Invite removed', data };
  }
}
