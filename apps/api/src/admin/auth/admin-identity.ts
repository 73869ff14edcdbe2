import type { FastifyRequest } from 'fastify';

/** Staff are the provider's own people and see everything; a partner admin sees only their partner. */
export type AdminRole = 'staff' | 'partner';

/** The admin a request acts as (`@CurrentAdmin()`), read fresh from their session on every request. */
export interface CurrentAdminInfo {
  adminId: string;
  email: string;
  name: string;
  role: AdminRole;
  /** Null for staff. */
  partnerId: string | null;
}

/** How an admin is answered (login, join, me): the spec's `admin` object. */
export interface AdminView {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  partnerId: string | null;
}

export const adminView = (admin: CurrentAdminInfo): AdminView => ({
  id: admin.adminId,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  partnerId: admin.partnerId,
});

/** Spec 002 §8: the admin client logs out on exactly this message. */
export const PLEASE_AUTHENTICATE = 'Please authenticate';
/** Spec 002 §5, §8: the admin login's failure. */
export const INVALID_LOGIN_MESSAGE = 'Invalid Login details';
/** A partner admin on a staff-only route. */
export const NOT_ALLOWED_MESSAGE = 'You are not allowed to do this';

/** Admin sessions last 12 hours from login (no sliding: a shared screen does not stay signed in). */
export const ADMIN_SESSION_HOURS = 12;

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''));
  return match?.[1];
}

type RequestWithAdmin = FastifyRequest & { admin?: CurrentAdminInfo };

export function adminOf(request: FastifyRequest): CurrentAdminInfo | undefined {
  return (request as RequestWithAdmin).admin;
}

export function setAdmin(request: FastifyRequest, admin: CurrentAdminInfo): void {
  (request as RequestWithAdmin).admin = admin;
}
