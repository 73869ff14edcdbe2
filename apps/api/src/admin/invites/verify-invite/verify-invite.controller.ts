import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { planById } from '@ledgerline/ledger';
import { RUNTIME } from '../../../runtime.token.js';
import { pendingInvite } from '../views/business-invites.js';

@ApiTags('admin: invites')
@Controller('api/v1/admin')
export class VerifyBusinessInviteController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('business/invite')
  @ApiOperation({ summary: 'Check an invitation link (public): who it is for and the business it makes; 404 with the message to show when unknown or used' })
  @ApiQuery({ name: 'email', required: true })
  @ApiQuery({ name: 'hash', required: true })
  async verify(@Query('email') email: unknown, @Query('hash') hash: unknown) {
    const invite = await pendingInvite(this.runtime.pool, email, hash);
    return {
      success: true,
      message: 'Invitation is valid',
      data: {
        email: invite.email,
        firstName: invite.firstName,
        lastName: invite.lastName,
        businessName: invite.businessName,
        planId: invite.planId,
        planName: planById(invite.planId).name,
      },
    };
  }
}
