import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { AppError } from '../../../common/errors/app-error.js';
import { adminOf, PLEASE_AUTHENTICATE } from '../../auth/admin-identity.js';

/**
 * Who sent an admin change, for its events' metadata: the admin (`adminId`, which the audit trail
 * shows), the request's correlation id and address; never a business user.
 */
export const AdminRequestMeta = createParamDecorator((_: unknown, context: ExecutionContext): RequestMetadata & { adminId: string } => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const admin = adminOf(request);
  if (!admin) throw new AppError(401, 'ADMIN_UNAUTHENTICATED', PLEASE_AUTHENTICATE);
  return { adminId: admin.adminId, correlationId: String(request.id), ip: request.ip };
});
