import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseBillingPeriod, parsePlan } from '@ledgerline/ledger';
import { hashPassword, verifyPassword } from '@ledgerline/platform';
import { listUserBusinesses } from '@ledgerline/projections';
import { Inject } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { Actor, type RequestActor } from '../common/access/actor.js';
import { readCookie, SESSION_COOKIE } from '../common/access/session-cookie.js';
import { AppError } from '../common/errors/app-error.js';
import { SessionsService } from '../identity/sessions.service.js';
import { UsersRepository, type UserRecord } from '../identity/users.repository.js';
import { RUNTIME } from '../runtime.token.js';
import { CreateBusinessCommand } from '../businesses/commands/create-business/create-business.command.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { SignInSessionService } from './session/sign-in-session.service.js';
import { SetUpOrganisationDto } from './setup-org/setup-org.dto.js';
import { SignInThrottle } from './sign-in/sign-in-throttle.js';
import { SignInDto } from './sign-in/sign-in.dto.js';
import { SignUpDto } from './sign-up/sign-up.dto.js';
import { UserDataService } from './user-data/user-data.service.js';

export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail or password is incorrect';
/** Compared against when the e-mail is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('ledgerline-no-such-user');

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly userData: UserDataService,
    private readonly verification: EmailVerificationService,
    private readonly throttle: SignInThrottle,
    private readonly commands: CommandBus,
    private readonly signInSession: SignInSessionService,
  ) {}

  @Post('api/v1/auth/sign-up')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account (standard, or promo with promoCode); signs in and mails an e-mail verification code and link' })
  @ApiResponse({ status: 409, description: 'An account with this e-mail already exists' })
  async signUp(@Body() body: SignUpDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const promo = body.promoCode !== undefined;
    // Promo sign-up defaults to the small plan, monthly (spec 000 §9); checked before anything is saved.
    const plan = body.plan ?? (promo ? 'small' : undefined);
    const period = body.period ?? (plan !== undefined ? 'monthly' : undefined);
    const signupPlan = plan === undefined ? null : String(parsePlan(plan));
    const signupPeriod = period === undefined ? null : parseBillingPeriod(period);
    const user = await this.users.create({
      email: body.email,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      passwordHash: await hashPassword(body.password),
      referralCode: promo ? null : (body.referralCode ?? null),
      promoCode: body.promoCode ?? null,
      signupPlan,
      signupPeriod,
    });
    await this.verification.send(user);
    const session = await this.sessions.start(user.userId, null, true);
    void reply.header('set-cookie', session.cookie);
    return {
      success: true,
      message: 'Your account is ready. We sent a code to your e-mail to verify it.',
      redirect: true,
      data: await this.userData.build(user, { businessId: null, role: null, access: [] }),
    };
  }

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

  @Get('api/v1/auth')
  @ApiOperation({ summary: 'The signed-in user’s data (spec 000 §3); redirect: true when there is no business yet' })
  async me(@Actor() actor: RequestActor) {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    return { success: true, redirect: !actor.businessId, data: await this.userData.build(user, actor) };
  }

  @Post('api/v1/auth/setup-org')
  @HttpCode(201)
  @ApiOperation({ summary: 'Organisation setup: the signed-in user’s first business, on the plan chosen at sign-up (Micro otherwise)' })
  async setUpOrganisation(@Actor() actor: RequestActor, @Body() body: SetUpOrganisationDto, @Req() request: FastifyRequest) {
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    const owned = (await listUserBusinesses(this.runtime.pool, user.userId)).filter((b) => b.role === 'owner');
    if (owned.length > 0) throw new AppError(409, 'ORGANISATION_ALREADY_SET_UP', 'Your organisation is already set up: add another business from Settings');
    const created = await this.commands.execute(
      new CreateBusinessCommand(
        {
          name: body.businessName.trim(),
          currency: body.currency,
          typeOfBusiness: body.typeOfBusiness,
          profile: Object.fromEntries(
            Object.entries({ address: body.address, phone: body.phone }).filter(([, value]) => value !== undefined && value !== ''),
          ) as Record<string, string>,
          owner: { userId: user.userId, email: user.email },
          plan: user.signupPlan,
          period: user.signupPeriod,
        },
        String(request.id),
      ),
    );
    await this.sessions.switchBusiness(actor.sessionHash, created.businessId);
    await this.users.setLastBusiness(user.userId, created.businessId);
    return { success: true, message: 'Your organisation is set up', data: { businessId: created.businessId, position: created.position } };
  }
}
