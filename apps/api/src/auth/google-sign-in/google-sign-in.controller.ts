import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GOOGLE_NOT_CONFIGURED_MESSAGE } from './google-keys.service.js';
import { GoogleSignInDto } from './google-sign-in.dto.js';
import { GoogleSignInService } from './google-sign-in.service.js';

@ApiTags('auth')
@Controller()
export class GoogleSignInController {
  constructor(private readonly google: GoogleSignInService) {}

  @Post('api/v1/auth/google')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in (or up) with a Google ID token; redirectToOnboarding: true for a new account or one without a business' })
  @ApiResponse({ status: 401, description: 'INVALID_ID_TOKEN (the reason in the message), GOOGLE_EMAIL_NOT_VERIFIED' })
  @ApiResponse({ status: 503, description: `GOOGLE_SIGN_IN_NOT_CONFIGURED: ${GOOGLE_NOT_CONFIGURED_MESSAGE}` })
  signIn(@Body() body: GoogleSignInDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.google.signIn(body.token, reply);
  }
}
