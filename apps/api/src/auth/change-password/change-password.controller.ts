import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor, type RequestActor } from '../../common/access/actor.js';
import { ChangePasswordDto } from './change-password.dto.js';
import { ChangePasswordService, WRONG_CURRENT_PASSWORD_MESSAGE } from './change-password.service.js';

@ApiTags('auth')
@Controller()
export class ChangePasswordController {
  constructor(private readonly changes: ChangePasswordService) {}

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
