import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { PermissionCode, PlanId, Role } from '@ledgerline/ledger';
import { AppError } from '../errors/app-error.js';

/** The signed-in user as the access guard found them for this request (read fresh every time). */
export interface RequestActor {
  userId: string;
  email: string;
  emailVerifiedAt: string | null;
  /** sha256 of the session token: the session's row id. */
  sessionHash: string;
  /** The session's current business: the only business this request may act on. */
  businessId: string | null;
  role: Role | null;
  access: PermissionCode[];
  /** The plan of the business (a sub-business lives on its parent's plan). */
  planId: PlanId | null;
  /** The provider deactivated the session's business: every business route refuses its members. */
  businessDeactivated?: boolean;
}

type RequestWithActor = FastifyRequest & { actor?: RequestActor };

export function actorOf(request: FastifyRequest): RequestActor | undefined {
  return (request as RequestWithActor).actor;
}

export function setActor(request: FastifyRequest, actor: RequestActor | undefined): void {
  (request as RequestWithActor).actor = actor;
}

/** The signed-in user; 401 when there is none (the guard has already refused such requests on non-public routes). */
export const Actor = createParamDecorator((_: unknown, context: ExecutionContext): RequestActor => {
  const actor = actorOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!actor) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
  return actor;
});

/** The business the request acts on: always the session's, never the request's. */
export const BusinessId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const actor = actorOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!actor) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
  if (!actor.businessId || !actor.role) throw new AppError(403, 'ORGANISATION_REQUIRED', 'Set up your organisation first');
  return actor.businessId;
});
