import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../../../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../../../common/http/request-metadata.js';
import { InviteMemberCommand } from './invite-member.command.js';
import { InviteMemberDto } from './invite-member.dto.js';
import { IDEMPOTENCY_HEADER } from '../../http/team-docs.js';

@ApiTags('team')
@Controller('api/v1/accounts')
export class InviteMemberController {
  constructor(private readonly commands: CommandBus) {}

  @Post('teams/invite')
  @HttpCode(201)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({ summary: 'Invite an e-mail (to this business, or to each listed business) and mail a join link valid 7 days' })
  @ApiResponse({ status: 403, description: "PLAN_USER_LIMIT: 'Your plan includes N users. Add users to your plan to invite more.'" })
  @ApiResponse({ status: 404, description: 'A listed business is not one you own or administer (nothing is sent)' })
  @ApiResponse({ status: 409, description: 'Already a member, or already invited (resend instead)' })
  async invite(
    @BusinessId() businessId: string,
    @Actor() actor: RequestActor,
    @Body() body: InviteMemberDto,
    @Idempotency() idempotency: IdempotencyContext,
    @RequestMeta() meta: RequestMetadata,
  ) {
    const data = await this.commands.execute(new InviteMemberCommand(businessId, actor.userId, body, idempotency, meta));
    return { success: true, message: `Invite sent to ${data.invites[0].email}`, data };
  }
}
