import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ruleFor } from '../../common/access/route-table.js';
import { AppError } from '../../common/errors/app-error.js';
import { adminOf, bearerToken, NOT_ALLOWED_MESSAGE, PLEASE_AUTHENTICATE, setAdmin } from './admin-identity.js';
import { AdminSessionsService } from './admin-sessions.service.js';

/**
 * The admin area's guard. Registered globally (AdminAuthModule), it acts on every route the route
 * table marks `adminRoute(…)` and lets every other route by, so an admin route needs no decorator
 * to be closed; a controller may still name it in `@UseGuards` (it then reads the session once).
 *
 * Only `Authorization: Bearer <admin token>` opens these routes: the users' session cookie is
 * never read here, and the access guard never reads a bearer token, so neither opens the other's.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(private readonly sessions: AdminSessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const rule = ruleFor(request.method, request.routeOptions.url ?? request.url);
    if (!rule?.adminRole) return true;
    let admin = adminOf(request);
    if (!admin) {
      const token = bearerToken(request);
      admin = token ? await this.sessions.resolve(token) : undefined;
      if (!admin) throw new AppError(401, 'ADMIN_UNAUTHENTICATED', PLEASE_AUTHENTICATE);
      setAdmin(request, admin);
    }
    if (rule.adminRole === 'staff' && admin.role !== 'staff') throw new AppError(403, 'ADMIN_FORBIDDEN', NOT_ALLOWED_MESSAGE);
    return true;
  }
}
