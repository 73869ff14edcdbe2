import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { parseBillingPeriod, parsePlan } from '@ledgerline/ledger';
import { hashPassword } from '@ledgerline/platform';
import { SessionsService } from '../../identity/sessions.service.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { SignUpDto } from './sign-up.dto.js';
import { UserDataService } from '../user-data/user-data.service.js';

@ApiTags('auth')
@Controller()
export class SignUpController {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly userData: UserDataService,
    private readonly verification: EmailVerificationService,
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
}
