import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { Idempotency, type IdempotencyContext } from '../common/http/idempotency.js';
import { RequestMeta, type RequestMetadata } from '../common/http/request-metadata.js';
import { SessionsService } from '../identity/sessions.service.js';
import { ChangeInviteRoleCommand } from './commands/change-invite-role/change-invite-role.command.js';
import { ChangeInviteRoleDto } from './commands/change-invite-role/change-invite-role.dto.js';
import { ChangeMemberRoleCommand } from './commands/change-member-role/change-member-role.command.js';
import { ChangeMemberRoleDto } from './commands/change-member-role/change-member-role.dto.js';
import { InviteMemberCommand } from './commands/invite-member/invite-member.command.js';
import { InviteMemberDto } from './commands/invite-member/invite-member.dto.js';
import { JoinTeamCommand } from './commands/join-team/join-team.command.js';
import { JoinTeamDto } from './commands/join-team/join-team.dto.js';
import { RemoveMemberCommand } from './commands/remove-member/remove-member.command.js';
import { ResendInviteCommand } from './commands/resend-invite/resend-invite.command.js';
import { ResendInviteDto } from './commands/resend-invite/resend-invite.dto.js';
import { RevokeInviteCommand } from './commands/revoke-invite/revoke-invite.command.js';
import { ListTeamQuery } from './queries/list-team/list-team.query.js';
import { ValidateInviteQuery } from './queries/validate-invite/validate-invite.query.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};

/** The team of the session's business (owner and admin only), and the public join link (spec 002 §7 "Settings and team"). */
@ApiTags('team')
@Controller('api/v1/accounts')
export class TeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionsService,
  ) {}

  @Get('teams')
  @ApiOperation({ summary: 'Members (names from their accounts) and pending invites' })
  async team(@BusinessId() businessId: string) {
    return { success: true, data: await this.queries.execute(new ListTeamQuery(businessId)) };
  }

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

  @Patch('teams/members/role')
  @ApiOperation({ summary: "Change a member's role; it applies to their next request. The owner's cannot change (403)" })
  async changeMemberRole(@BusinessId() businessId: string, @Body() body: ChangeMemberRoleDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new ChangeMemberRoleCommand(businessId, body, meta));
    return { success: true, message: 'Member role updated', data };
  }

  @Patch('teams/members/remove/:id')
  @ApiOperation({ summary: 'Remove a member: their access to this business ends at once. The owner cannot be removed (403)' })
  async removeMember(@BusinessId() businessId: string, @Param('id') userId: string, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new RemoveMemberCommand(businessId, userId, meta));
    return { success: true, message: 'Member removed', data };
  }

  @Patch('teams/invite/role')
  @ApiOperation({ summary: 'Change the role a pending invite gives' })
  async changeInviteRole(@BusinessId() businessId: string, @Body() body: ChangeInviteRoleDto, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new ChangeInviteRoleCommand(businessId, body, meta));
    return { success: true, message: 'Invite role updated', data };
  }

  @Patch('teams/invite/:id/remove')
  @ApiOperation({ summary: 'Revoke a pending invite; its link stops working' })
  async revokeInvite(@BusinessId() businessId: string, @Param('id') inviteId: string, @RequestMeta() meta: RequestMetadata) {
    const data = await this.commands.execute(new RevokeInviteCommand(businessId, inviteId, meta));
    return { success: true, message: 'Invite removed', data };
  }

  @Get('team/invite')
  @ApiOperation({ summary: 'Check a join link (public)' })
  @ApiQuery({ name: 'email', required: true })
  @ApiQuery({ name: 'hash', required: true })
  @ApiResponse({ status: 404, description: 'Not a working link: unknown, replaced, used, expired or revoked (the client shows Error404)' })
  async checkInvite(@Query('email') email: unknown, @Query('hash') hash: unknown) {
    return { success: true, data: await this.queries.execute(new ValidateInviteQuery(email, hash)) };
  }

  @Post('team/invite')
  @HttpCode(200)
  @ApiOperation({ summary: 'Join with a link (public): makes the account if needed, adds the member and signs them in to the business' })
  @ApiQuery({ name: 'email', required: true })
  @ApiQuery({ name: 'hash', required: true })
  @ApiResponse({ status: 401, description: "'This invite link has already been used', expired link, or wrong password" })
  @ApiResponse({ status: 404, description: 'Not a working link' })
  async join(
    @Query('email') email: unknown,
    @Query('hash') hash: unknown,
    @Body() body: JoinTeamDto,
    @RequestMeta() meta: RequestMetadata,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const data = await this.commands.execute(new JoinTeamCommand(email, hash, body, meta));
    const session = await this.sessions.start(data.userId, data.businessId, true);
    void reply.header('set-cookie', session.cookie);
    return { success: true, message: `You have joined ${data.businessName}`, data };
  }
}
