import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecoverPasswordDto } from './recover-password.dto.js';
import { PasswordResetService } from '../reset-password/password-reset.service.js';
import { RECOVER_PASSWORD_MESSAGE } from './recover-password-message.js';

@ApiTags('auth')
@Controller()
export class RecoverPasswordController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('api/v1/auth/recover-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password reset link (valid 1 hour, single use); the answer is the same whether or not the account exists' })
  recover(@Body() body: RecoverPasswordDto) {
    // Not awaited: the answer takes the same time whether or not a mail goes out.
    this.resets.request(body.email.trim().toLowerCase()).catch((error: unknown) => this.logger.error(`Password reset mail failed: ${String(error)}`));
    return { success: true, message: RECOVER_PASSWORD_MESSAGE };
  }

  private readonly logger = new Logger(RecoverPasswordController.name);
}
