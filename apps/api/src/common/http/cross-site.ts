import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../errors/error-response.js';

/** Methods that change state: never run for a request another site made the browser send. */
const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * GET routes that send mail or change state (the spec gives them GET paths): guarded like POSTs. A
 * link in an e-mail (verify, reset password) opens pages, not these.
 */
export const GET_ROUTES_WITH_EFFECTS: ReadonlySet<string> = new Set([
  '/api/v1/reports/profit-and-loss/pdf/send/:param',
  '/api/v1/accounts/email/resend-otp',
  '/api/v1/accounts/email/resend-verification-link',
  // Archive and restore are GETs in the spec (001 §7).
  '/api/v1/inventories/:id/archive',
  '/api/v1/inventories/:id/restore',
  '/api/v1/entities/:id/archive',
  '/api/v1/entities/:id/restore',
  '/api/v1/assets/:id/archive',
]);

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused. Open Ledgerline and try again.';

/** Whether a request of this method to this route pattern must come from our own pages. */
export function needsSameOrigin(method: string, routePattern: string | undefined): boolean {
  if (UNSAFE_METHODS.has(method)) return true;
  return method === 'GET' && routePattern !== undefined && GET_ROUTES_WITH_EFFECTS.has(routePattern);
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * OWASP's CSRF defence without tokens. Browsers say where a request comes from in
 * `Sec-Fetch-Site`: only `same-origin` (our pages) and `none` (the user typed it) pass. Older
 * browsers send no Fetch Metadata, so `Origin` (else `Referer`) must then be our own origin. A
 * request with none of the three is not a browser's (curl, the CLI, server-to-server) and carries
 * no ambient cookie an attacker could borrow, so it passes.
 */
export function isCrossSite(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = header(request, 'origin');
  if (origin !== undefined) return !ownOrigins.has(origin);
  const referer = header(request, 'referer');
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin === undefined || !ownOrigins.has(refererOrigin);
  }
  return false;
}

/** Our origins: where the app is reached (APP_URL) and the host this request named. */
function ownOriginsOf(request: FastifyRequest, appOrigin: string | undefined): Set<string> {
  const origins = new Set<string>();
  if (appOrigin) origins.add(appOrigin);
  const host = header(request, 'host');
  if (host) {
    const own = originOf(`${request.protocol}://${host}`);
    if (own) origins.add(own);
  }
  return origins;
}

/** Refuses cross-site unsafe requests before their body is read (an onRequest hook). */
export function registerCrossSiteGuard(fastify: FastifyInstance, appUrl: string): void {
  const appOrigin = originOf(appUrl);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!needsSameOrigin(request.method, request.routeOptions.url)) return;
    if (!isCrossSite(request, ownOriginsOf(request, appOrigin))) return;
    const body: ErrorBody = { success: false, code: 'CROSS_SITE_REQUEST', message: CROSS_SITE_MESSAGE };
    return reply.code(403).send(body);
  });
}
