import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '@ledgerline/platform';
import { AppError } from '../../../common/errors/app-error.js';
import { adminView, INVALID_LOGIN_MESSAGE } from '../admin-identity.js';
import { AdminSessionsService } from '../admin-sessions.service.js';
import { AdminUsersRepository } from '../admin-users.repository.js';
import { AdminLoginThrottle } from './admin-login-throttle.js';
import { AdminLoginDto } from './admin-login.dto.js';

/** Compared against when the e-mail is unknown, so both failures take the same time. */
const UNKNOWN_ADMIN_HASH = hashPassword('ledgerline-no-such-admin');

@ApiTags('admin: auth')
@Controller('api/v1/admin/auth')
export class AdminLoginController {
  constructor(
    private readonly admins: AdminUsersRepository,
    private readonly sessions: AdminSessionsService,
    private readonly throttle: AdminLoginThrottle,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin login: a bearer token for the admin area (12 hours) and who the admin is' })
  @ApiResponse({ status: 401, description: INVALID_LOGIN_MESSAGE })
  @ApiResponse({ status: 429, description: 'More than 10 failed logins for the account or address within 15 minutes' })
  async login(@Body() body: AdminLoginDto, @Req() request: FastifyRequest) {
    const email = body.email.trim().toLowerCase();
    const attempt = await this.throttle.begin(email, request.ip);
    const admin = await this.admins.findByEmail(email);
    const matches = admin ? await verifyPassword(admin.passwordHash, body.password) : (await verifyPassword(await UNKNOWN_ADMIN_HASH, body.password), false);
    if (!admin || !matches) throw new AppError(401, 'INVALID_LOGIN', INVALID_LOGIN_MESSAGE);
    await this.throttle.succeeded(email, attempt);
    await this.admins.markLoggedIn(admin.adminId);
    const session = await this.sessions.start(admin.adminId);
    return { success: true, message: 'Login successful', data: { token: session.token, expiresAt: session.expiresAt, admin: adminView(admin) } };
  }
}
