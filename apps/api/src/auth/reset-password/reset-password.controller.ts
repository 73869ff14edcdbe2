import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SessionsService } from '../../identity/sessions.service.js';
import { INVALID_RESET_TOKEN_MESSAGE, PasswordResetService } from './password-reset.service.js';
import { ResetPasswordDto, ResetPasswordQueryDto } from './reset-password.dto.js';

@ApiTags('auth')
@Controller()
export class ResetPasswordController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('api/v1/auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the mailed token; signs the account out everywhere' })
  @ApiResponse({ status: 401, description: `INVALID_RESET_TOKEN: ${INVALID_RESET_TOKEN_MESSAGE}` })
  async reset(@Query() query: ResetPasswordQueryDto, @Body() body: ResetPasswordDto, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.resets.reset(query.email.trim().toLowerCase(), body.resetToken, body.password);
    void reply.header('set-cookie', this.sessions.clearCookie());
    return { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
  }
}
