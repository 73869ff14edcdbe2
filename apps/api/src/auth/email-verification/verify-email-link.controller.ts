import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { EmailVerificationService, INVALID_LINK_MESSAGE } from './email-verification.service.js';
import { VERIFIED_MESSAGE } from './signed-in-user.js';

@ApiTags('auth')
@Controller('api/v1/accounts/email')
export class VerifyEmailLinkController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Get('verify/:token')
  @ApiOperation({ summary: 'Verify an e-mail with the mailed link’s token (single use; works signed out)' })
  @ApiResponse({ status: 401, description: `INVALID_VERIFICATION_LINK: ${INVALID_LINK_MESSAGE}` })
  async verifyLink(@Param('token') token: string) {
    await this.verification.verifyLink(token);
    return { success: true, message: VERIFIED_MESSAGE };
  }
}
