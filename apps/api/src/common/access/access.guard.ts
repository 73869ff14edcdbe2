import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { authorize, planAllows, planLockedMessage } from '@ledgerline/ledger';
import { SessionsService } from '../../identity/sessions.service.js';
import { ConsistencyService } from '../consistency/consistency.service.js';
import { awaitConsistentAfter, consistentAfterOf } from '../consistency/consistent-read.js';
import { AppError } from '../errors/app-error.js';
import { setActor, type RequestActor } from './actor.js';
import { ruleFor, type RouteRule } from './route-table.js';
import { readCookie, SESSION_COOKIE } from './session-cookie.js';

/**
 * The one guard: finds the route's rule in ROUTE_TABLE, the session's user, business, role, codes
 * and plan (read fresh, so a permission change applies to the very next request), and lets the
 * request through or answers 401/403 with the spec's message.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly sessions: SessionsService,
    private readonly consistency: ConsistencyService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const path = request.routeOptions.url ?? request.url;
    const rule = ruleFor(request.method, path);
    if (!rule) {
      // Fails closed: a route nobody wrote a rule for is nobody's (the route-table test catches it first).
      this.logger.error(`No access rule for ${request.method} ${path}`);
      throw new AppError(403, 'PERMISSION_DENIED', 'You do not have permission to perform this action');
    }
    const position = consistentAfterOf(request);
    // Public and maintenance routes read nothing a caller just wrote: they never wait.
    if (rule.admin) return true; // AdminTokenGuard on the controller checks the provider's token.

    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    let actor = token ? await this.sessions.resolve(token) : undefined;
    setActor(request, actor);
    if (rule.public) return true;
    if (!actor) throw new AppError(401, 'AUTHENTICATION_REQUIRED', 'Please sign in to continue');
    // Spec 000 §2.5: an unverified e-mail goes to the verify page before anything else.
    if (!actor.emailVerifiedAt && needsVerifiedEmail(rule)) throw new AppError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);

    // Authorised first, then held for X-Consistent-After: only a signed-in user allowed here may wait.
    const refusal = this.refusal(rule, actor);
    // Only a business the client may just have set up is worth waiting for; any other refusal stands now.
    if (refusal && (position === undefined || refusal.code !== 'ORGANISATION_REQUIRED')) throw refusal;
    if (position !== undefined) {
      await awaitConsistentAfter(position, this.consistency);
      if (refusal) {
        // What the client just wrote (a business set up, a role changed) may be what lets it in: read the session again.
        actor = await this.sessions.resolve(token!);
        setActor(request, actor);
        const after = actor ? this.refusal(rule, actor) : refusal;
        if (after) throw after;
      }
    }
    return true;
  }

  /** Why this actor may not use this route (undefined: they may). */
  private refusal(rule: RouteRule, actor: RequestActor): AppError | undefined {
    if (rule.business === false) return undefined;
    if (!actor.businessId || !actor.role) return new AppError(403, 'ORGANISATION_REQUIRED', 'Set up your organisation or choose a business first');
    // Read with the session, so a deactivation applies to the members' very next request (sign-in and switching still work).
    if (actor.businessDeactivated) return new AppError(403, 'BUSINESS_DEACTIVATED', BUSINESS_DEACTIVATED_MESSAGE);
    const decision = authorize(rule, { role: actor.role, access: actor.access, planId: actor.planId ?? undefined }, planAllows);
    if (decision.allowed) return undefined;
    // A plan lock names the plan: "free plan" would be untrue to an owner on Professional without the till.
    const planLock = decision.code === 'PLAN_FEATURE_UNAVAILABLE';
    const message = planLock && rule.planMessage ? rule.planMessage : planLock && actor.planId ? planLockedMessage(actor.planId) : decision.message;
    return new AppError(decision.status, decision.code, message);
  }
}

/** What a member of a business the provider deactivated is told on every business route (docs/admin.md). */
export const BUSINESS_DEACTIVATED_MESSAGE = 'This business has been deactivated; contact support';

export const EMAIL_NOT_VERIFIED_MESSAGE = 'Verify your e-mail address to continue';

/** What an unverified user may still do: read who they are, verify, get a new code, change password, sign out. */
const OPEN_BEFORE_VERIFYING: ReadonlySet<string> = new Set([
  'GET /api/v1/auth',
  'POST /api/v1/accounts/email/verify',
  'GET /api/v1/accounts/email/resend-otp',
  'GET /api/v1/accounts/email/resend-verification-link',
  'POST /api/v1/accounts/settings/change-password',
  'GET /api/v1/accounts/businesses',
  'GET /api/v1/accounts/businesses/all',
  // Spec 000 §4: sign-up goes on to OnBoarding, and the route guard asks for the code once the business is set up.
  'POST /api/v1/auth/setup-org',
]);

/**
 * Every business route needs a verified e-mail (EMAIL_NOT_VERIFIED: the client opens the verify
 * page). Setting the business up does not: the spec's on-boarding comes before the code, and a
 * business set up unverified can record and read nothing until the e-mail is verified.
 */
export function needsVerifiedEmail(rule: RouteRule): boolean {
  return !OPEN_BEFORE_VERIFYING.has(`${rule.method} ${rule.path}`);
}
