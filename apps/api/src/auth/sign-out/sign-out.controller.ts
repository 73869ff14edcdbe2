import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, SESSION_COOKIE } from '../../common/access/session-cookie.js';
import { SessionsService } from '../../identity/sessions.service.js';

/** Sign out, on the spec's path and on the original client's `GET /logout`. */
@ApiTags('auth')
@Controller()
export class SignOutController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('api/v1/auth/sign-out')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out: ends the session on the server and clears its cookie' })
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (token) await this.sessions.revokeToken(token);
    void reply.header('set-cookie', this.sessions.clearCookie());
    return { success: true, message: 'Signed out' };
  }

  @Get('logout')
  @ApiOperation({ summary: 'Sign out (the original client’s path)' })
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.signOut(request, reply);
  }
}
