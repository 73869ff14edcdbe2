import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { bearerToken, NOT_ALLOWED_MESSAGE, PLEASE_AUTHENTICATE } from '../admin/auth/admin-identity.js';
import { AdminSessionsService } from '../admin/auth/admin-sessions.service.js';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';

/**
 * Maintenance routes are the provider's, not a business's. They take a staff admin's bearer token
 * (docs/admin.md), or `X-Admin-Token` equal to ADMIN_TOKEN for scripts; with no ADMIN_TOKEN set,
 * only the bearer token opens them.
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly adminSessions: AdminSessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers['x-admin-token'];
    const bearer = bearerToken(request);
    if (bearer && header === undefined) {
      const admin = await this.adminSessions.resolve(bearer);
      if (!admin) throw new AppError(401, 'ADMIN_UNAUTHENTICATED', PLEASE_AUTHENTICATE);
      if (admin.role !== 'staff') throw new AppError(403, 'ADMIN_FORBIDDEN', NOT_ALLOWED_MESSAGE);
      return true;
    }
    const expected = this.runtime.config.adminToken;
    if (!expected) {
      if (header === undefined) throw new AppError(401, 'ADMIN_UNAUTHENTICATED', PLEASE_AUTHENTICATE);
      throw new AppError(404, 'NOT_FOUND', 'Not found');
    }
    const given = Buffer.from(Array.isArray(header) ? header[0] : (header ?? ''));
    const wanted = Buffer.from(expected);
    if (given.length === 0) throw new AppError(401, 'UNAUTHENTICATED', PLEASE_AUTHENTICATE);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new AppError(403, 'FORBIDDEN', 'This admin token is not valid');
    return true;
  }
}
