import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import { adminOf, PLEASE_AUTHENTICATE, type CurrentAdminInfo } from './admin-identity.js';

/** The admin the request acts as (set by AdminSessionGuard on every `adminRoute`). */
export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): CurrentAdminInfo => {
  const admin = adminOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!admin) throw new AppError(401, 'ADMIN_UNAUTHENTICATED', PLEASE_AUTHENTICATE);
  return admin;
});

/**
 * Whether the admin may see this partner's things: staff see every partner, a partner admin only
 * their own. Callers answer 404 when not, so another partner's ids reveal nothing.
 */
export const seesPartner = (admin: CurrentAdminInfo, partnerId: string): boolean => admin.role === 'staff' || admin.partnerId === partnerId;
