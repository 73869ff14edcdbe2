import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../common/access/actor.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { EmailVerificationService } from './email-verification.service.js';
import { userOf } from './signed-in-user.js';

@ApiTags('auth')
@Controller('api/v1/accounts/email')
export class ResendVerificationLinkController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly users: UsersRepository,
  ) {}

  @Get('resend-verification-link')
  @ApiOperation({ summary: 'Mail a new verification link (the previous one stops working)' })
  @ApiResponse({ status: 409, description: 'EMAIL_ALREADY_VERIFIED' })
  @ApiResponse({ status: 429, description: 'RESEND_TOO_SOON: one link per 30 seconds' })
  async resendLink(@Actor() actor: RequestActor) {
    const user = await userOf(this.users, actor);
    await this.verification.resendLink(user);
    return { success: true, message: `We sent a new verification link to ${user.email}` };
  }
}
