import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { ResendInviteCommand } from './resend-invite.command.js';
import { ResendInviteDto } from './resend-invite.dto.js';
import { IDEMPOTENCY_HEADER } from '../../http/team-docs.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class ResendInviteController {
  constructor(private readonly commands: CommandBus) {}

  @Post('teams/invite/resend')
  @HttpCode(200)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({ summary: 'Mail the invite again with a new link; earlier links stop working' })
  async resend(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: ResendInviteDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new ResendInviteCommand(businessId, actor.userId, body, idempotency, meta));
    return { success: true, message: `Invite sent again to ${data.email}`, data };
  }
}
