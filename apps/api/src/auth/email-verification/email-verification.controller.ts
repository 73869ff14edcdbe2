import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { UsersRepository, type UserRecord } from '../../identity/users.repository.js';
import { EmailVerificationService, INVALID_LINK_MESSAGE, INVALID_OTP_MESSAGE } from './email-verification.service.js';
import { VerifyEmailDto } from './verify-email.dto.js';

const VERIFIED_MESSAGE = 'Your e-mail address is verified';

/** E-mail verification after sign-up: by the mailed code (signed in) or the mailed link (signed in or not). */
@ApiTags('auth')
@Controller('api/v1/accounts/email')
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly users: UsersRepository,
  ) {}

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the signed-in user’s e-mail with the mailed 6-digit code' })
  @ApiResponse({ status: 401, description: `INVALID_OTP: ${INVALID_OTP_MESSAGE}` })
  async verify(@Actor() actor: RequestActor, @Body() body: VerifyEmailDto) {
    await this.verification.verifyOtp(actor.userId, body.otp);
    return { success: true, message: VERIFIED_MESSAGE };
  }

  @Get('verify/:token')
  @ApiOperation({ summary: 'Verify an e-mail with the mailed link’s token (single use; works signed out)' })
  @ApiResponse({ status: 401, description: `INVALID_VERIFICATION_LINK: ${INVALID_LINK_MESSAGE}` })
  async verifyLink(@Param('token') token: string) {
    await this.verification.verifyLink(token);
    return { success: true, message: VERIFIED_MESSAGE };
  }

  @Get('resend-otp')
  @ApiOperation({ summary: 'Mail a new verification code (the previous one stops working)' })
  @ApiResponse({ status: 409, description: 'EMAIL_ALREADY_VERIFIED' })
  @ApiResponse({ status: 429, description: 'RESEND_TOO_SOON: one code per 30 seconds' })
  async resendOtp(@Actor() actor: RequestActor) {
    const user = await this.userOf(actor);
    await this.verification.resendOtp(user);
    return { success: true, message: `We sent a new code to ${user.email}` };
  }

  @Get('resend-verification-link')
  @ApiOperation({ summary: 'Mail a new verification link (the previous one stops working)' })
  @ApiResponse({ status: 409, description: 'EMAIL_ALREADY_VERIFIED' })
  @ApiResponse({ status: 429, description: 'RESEND_TOO_SOON: one link per 30 seconds' })
  async resendLink(@Actor() actor: RequestActor) {
    const user = await this.userOf(actor);
    await this.verification.resendLink(user);
    return { success: true, message: `We sent a new verification link to ${user.email}` };
  }

  private async userOf(actor: RequestActor): Promise<UserRecord> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    return user;
  }
}
