import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../../common/access/session-cookie.js';
import { GoogleSignInConfigDto, GoogleSignInDto } from './google-sign-in.dto.js';
import { GOOGLE_NOT_CONFIGURED_MESSAGE, GOOGLE_STATE_COOKIE, GoogleSignInService } from './google-sign-in.service.js';

@ApiTags('auth')
@Controller()
export class GoogleSignInController {
  constructor(private readonly google: GoogleSignInService) {}

  @Get('api/v1/auth/google')
  @ApiOperation({ summary: 'Whether sign-in with Google is configured on this server' })
  @ApiOkResponse({ type: GoogleSignInConfigDto })
  config(): GoogleSignInConfigDto {
    return { success: true, data: { configured: this.google.configured } };
  }

  @Get('api/v1/auth/google/start')
  @ApiOperation({ summary: 'Starts sign-in with Google: sets the state cookie and redirects (302) to Google' })
  @ApiResponse({ status: 302, description: 'To Google’s authorization endpoint (state, nonce, PKCE S256)' })
  @ApiResponse({ status: 503, description: `GOOGLE_SIGN_IN_NOT_CONFIGURED: ${GOOGLE_NOT_CONFIGURED_MESSAGE}; GOOGLE_UNAVAILABLE` })
  async start(@Res() reply: FastifyReply) {
    const url = await this.google.start(reply);
    void reply.header('cache-control', 'no-store').redirect(url, 302);
  }

  @Post('api/v1/auth/google')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Completes sign-in (or up) with Google: the code and state from Google; redirectToOnboarding: true for a new account or one without a business',
  })
  @ApiResponse({ status: 400, description: 'GOOGLE_STATE_MISMATCH (no or another state cookie, expired or used), GOOGLE_CODE_REJECTED, VALIDATION_FAILED' })
  @ApiResponse({ status: 401, description: 'INVALID_ID_TOKEN (the reason in the message), GOOGLE_EMAIL_NOT_VERIFIED' })
  @ApiResponse({ status: 409, description: 'GOOGLE_ACCOUNT_ALREADY_LINKED' })
  @ApiResponse({ status: 503, description: `GOOGLE_SIGN_IN_NOT_CONFIGURED: ${GOOGLE_NOT_CONFIGURED_MESSAGE}; GOOGLE_UNAVAILABLE` })
  signIn(@Body() body: GoogleSignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.google.complete(body.code, body.state, readCookie(request.headers.cookie, GOOGLE_STATE_COOKIE), reply);
  }
}
