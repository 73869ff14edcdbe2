import { Body, Controller, Get, HttpCode, Logger, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor, type RequestActor } from '../common/access/actor.js';
import { SessionsService } from '../identity/sessions.service.js';
import { ChangePasswordDto } from './change-password/change-password.dto.js';
import { ChangePasswordService, WRONG_CURRENT_PASSWORD_MESSAGE } from './change-password/change-password.service.js';
import { RecoverPasswordDto } from './recover-password/recover-password.dto.js';
import { INVALID_RESET_TOKEN_MESSAGE, PasswordResetService } from './reset-password/password-reset.service.js';
import { ResetPasswordDto, ResetPasswordQueryDto } from './reset-password/reset-password.dto.js';

export const RECOVER_PASSWORD_MESSAGE = 'If an account exists for this e-mail, we have sent it instructions to reset the password.';

/** Forgotten password (mailed link) and password change (signed in). */
@ApiTags('auth')
@Controller()
export class PasswordsController {
  private readonly logger = new Logger(PasswordsController.name);

  constructor(
    private readonly resets: PasswordResetService,
    private readonly changes: ChangePasswordService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('api/v1/auth/recover-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password reset link (valid 1 hour, single use); the answer is the same whether or not the account exists' })
  recover(@Body() body: RecoverPasswordDto) {
    // Not awaited: the answer takes the same time whether or not a mail goes out.
    this.resets.request(body.email.trim().toLowerCase()).catch((error: unknown) => this.logger.error(`Password reset mail failed: ${String(error)}`));
    return { success: true, message: RECOVER_PASSWORD_MESSAGE };
  }

  @Get('api/v1/auth/reset-password')
  @ApiOperation({ summary: 'What the reset screen shows for its e-mail (says nothing about whether the account exists)' })
  resetInfo(@Query() query: ResetPasswordQueryDto) {
    return { success: true, data: { email: query.email.trim().toLowerCase() } };
  }

  @Post('api/v1/auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the mailed token; signs the account out everywhere' })
  @ApiResponse({ status: 401, description: `INVALID_RESET_TOKEN: ${INVALID_RESET_TOKEN_MESSAGE}` })
  async reset(@Query() query: ResetPasswordQueryDto, @Body() body: ResetPasswordDto, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.resets.reset(query.email.trim().toLowerCase(), body.resetToken, body.password);
    void reply.header('set-cookie', this.sessions.clearCookie());
    return { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
  }

  @Post('api/v1/accounts/settings/change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the signed-in user’s password: other sessions end, this one continues on a new cookie' })
  @ApiResponse({ status: 401, description: `INVALID_CURRENT_PASSWORD: ${WRONG_CURRENT_PASSWORD_MESSAGE}` })
  async change(@Actor() actor: RequestActor, @Body() body: ChangePasswordDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const session = await this.changes.change(actor, body.currentPassword, body.password, request.ip);
    void reply.header('set-cookie', session.cookie);
    return { success: true, message: 'Your password has been changed' };
  }
}
