import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type RequestActor } from '../../common/access/actor.js';
import { EmailVerificationService, INVALID_OTP_MESSAGE } from './email-verification.service.js';
import { VerifyEmailDto } from './verify-email.dto.js';
import { VERIFIED_MESSAGE } from './signed-in-user.js';

@ApiTags('auth')
@Controller('api/v1/accounts/email')
export class VerifyEmailController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the signed-in user’s e-mail with the mailed 6-digit code' })
  @ApiResponse({ status: 401, description: `INVALID_OTP: ${INVALID_OTP_MESSAGE}` })
  async verify(@Actor() actor: RequestActor, @Body() body: VerifyEmailDto) {
    await this.verification.verifyOtp(actor.userId, body.otp);
    return { success: true, message: VERIFIED_MESSAGE };
  }
}
