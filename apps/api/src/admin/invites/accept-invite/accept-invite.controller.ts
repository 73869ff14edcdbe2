import { Body, Controller, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { ProvisionOwnerService } from '../../../auth/provision-owner/provision-owner.service.js';
import { SignInSessionService } from '../../../auth/session/sign-in-session.service.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { RUNTIME } from '../../../runtime.token.js';
import { claimInvite, pendingInvite, releaseInvite } from '../views/business-invites.js';
import { AcceptBusinessInviteDto } from './accept-invite.dto.js';

export const INVITE_ACCEPTED_MESSAGE = 'You have completed your registration, you may now login';

/**
 * Signing up from an admin's invitation: a verified user (the link proved the address) and their
 * business, made by provision-owner (the plan the invitation names is the sign-up's choice: Micro is
 * in force until it is paid or tried), attached to the inviting partner, the invite marked used,
 * and a session started as sign-in does (the client goes on to on-boarding).
 */
@ApiTags('admin: invites')
@Controller('api/v1/admin')
export class AcceptBusinessInviteController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly provisioner: ProvisionOwnerService,
    private readonly users: UsersRepository,
    private readonly signInSession: SignInSessionService,
  ) {}

  @Post('business/invite')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign up from an invitation (public): makes the user and their business, answers as sign-in does (with the session cookie)' })
  @ApiQuery({ name: 'email', required: true })
  @ApiQuery({ name: 'hash', required: true })
  async accept(
    @Query('email') email: unknown,
    @Query('hash') hash: unknown,
    @Body() body: AcceptBusinessInviteDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const known = await pendingInvite(this.runtime.pool, email, hash);
    const invite = await claimInvite(this.runtime.pool, known.email, hash as string);
    let provisioned;
    try {
      provisioned = await this.provisioner.provision({
        email: invite.email,
        password: body.password,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        business: body.businessName?.trim() || invite.businessName,
        plan: invite.planId,
        planMode: 'chosen',
        tours: 'active',
      });
    } catch (error) {
      await releaseInvite(this.runtime.pool, invite.email);
      throw error;
    }
    if (invite.partnerId) {
      await this.runtime.pool.query('INSERT INTO business_partners (business_id, partner_id) VALUES ($1, $2) ON CONFLICT (business_id) DO NOTHING', [
        provisioned.businessId,
        invite.partnerId,
      ]);
    }
    await this.runtime.pool.query('UPDATE admin_business_invites SET user_id = $2, business_id = $3 WHERE email = $1', [
      invite.email,
      provisioned.userId,
      provisioned.businessId,
    ]);
    const user = (await this.users.findByEmail(invite.email))!;
    const signedIn = await this.signInSession.start(user, true, reply, INVITE_ACCEPTED_MESSAGE);
    return { ...signedIn, businessId: provisioned.businessId };
  }
}
