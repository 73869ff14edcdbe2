import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';

/**
 * Maintenance routes are the provider's, not a business's. Until the provider admin area has its
 * own login, they need `X-Admin-Token` equal to ADMIN_TOKEN; with no ADMIN_TOKEN set they are off.
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.runtime.config.adminToken;
    if (!expected) throw new AppError(404, 'NOT_FOUND', 'Not found');
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers['x-admin-token'];
    const given = Buffer.from(Array.isArray(header) ? header[0] : (header ?? ''));
    const wanted = Buffer.from(expected);
    if (given.length === 0) throw new AppError(401, 'UNAUTHENTICATED', 'Please authenticate');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new AppError(403, 'FORBIDDEN', 'This admin token is not valid');
    return true;
  }
}
