import { Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BusinessId } from '../../../common/access/actor.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { RemoveMemberCommand } from './remove-member.command.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class RemoveMemberController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('teams/members/remove/:id')
  @ApiOperation({ summary: 'Remove a member: their access to this business ends at once. The owner cannot be removed (403)' })
  async removeMember(@BusinessId() businessId: string, @Param('id') userId: string, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new RemoveMemberCommand(businessId, userId, meta));
    return { success: true, message: 'Member removed', data };
  }
}
