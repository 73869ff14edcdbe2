import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '@ledgerline/platform';
import { AppError } from '../../common/errors/app-error.js';
import { UsersRepository, type UserRecord } from '../../identity/users.repository.js';
import { SignInSessionService } from '../session/sign-in-session.service.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { SignInDto } from './sign-in.dto.js';
import { INVALID_CREDENTIALS_MESSAGE } from './invalid-credentials.js';

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('ledgerline-no-such-user');

@ApiTags('auth')
@Controller()
export class SignInController {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: SignInThrottle,
    private readonly signInSession: SignInSessionService,
  ) {}

  @Post('api/v1/auth/sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail and password; answers redirect: true when there is no business yet (on-boarding)' })
  @ApiResponse({ status: 401, description: INVALID_CREDENTIALS_MESSAGE })
  @ApiResponse({ status: 429, description: 'More than 10 failed sign-ins for the account or address within 15 minutes' })
  async signIn(@Body() body: SignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const email = body.email.trim().toLowerCase();
    const attempt = await this.throttle.begin(email, request.ip);
    const user = await this.users.findByEmail(email);
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, body.password)
      : (await verifyPassword(await UNKNOWN_USER_HASH, body.password), false);
    if (!user || !matches) throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    await this.throttle.succeeded(email, attempt);
    return this.startSession(user, body.rememberMe !== false, reply, 'Signed in successfully');
  }

  /** A new session in the user's last business (or their first): SignInSessionService, shared by every way of signing in. */
  startSession(user: UserRecord, remember: boolean, reply: FastifyReply, message: string) {
    return this.signInSession.start(user, remember, reply, message);
  }
}
