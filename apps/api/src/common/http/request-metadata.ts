import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../access/actor.js';

export interface RequestMetadata {
  userId?: string;
  correlationId?: string;
  ip?: string;
  /** A provider admin acting on the business (docs/admin.md): kept in the events' metadata for the audit trail. */
  adminId?: string;
}

/** Who sent the command, for the event's metadata (the audit trail). */
export const RequestMeta = createParamDecorator((_: unknown, context: ExecutionContext): RequestMetadata => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { userId: actorOf(request)?.userId, correlationId: String(request.id), ip: request.ip };
});
