import { equivalentPermissionCodes, isPermissionCode, type PermissionCode } from './permission-codes.js';
import { FREE_PLAN_LOCKED_MESSAGE } from '../plans/plan-gates.js';
import { isOwnerOrAdmin, isRole, type Role } from './roles.js';

/** The answer to a member who lacks every code a route accepts, or to a non-owner/admin on an owner/admin-only route. */
export const PERMISSION_DENIED_MESSAGE = 'You do not have permission to perform this action';
/** The answer when the business's plan does not include the route's feature (spec 000 §5, 002 §8): the plans' own message. */
export const PLAN_FEATURE_UNAVAILABLE_MESSAGE = FREE_PLAN_LOCKED_MESSAGE;
/** The answer to a request without a signed-in user on a route that is not public. */
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Please sign in to continue';

export const ACCESS_DENIAL_CODES = {
  AUTHENTICATION_REQUIRED: 'AUTHENTICATION_REQUIRED',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  PLAN_FEATURE_UNAVAILABLE: 'PLAN_FEATURE_UNAVAILABLE',
} as const;
export type AccessDenialCode = (typeof ACCESS_DENIAL_CODES)[keyof typeof ACCESS_DENIAL_CODES];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call one route. `anyOf` is **any of**: a member passes holding at least one of the
 * codes (or a code equivalent to one, 32 ↔ 34). An empty `anyOf` lets every signed-in member of
 * the business through (e.g. `GET /auth`); write it out so the table says so. Owner and admin
 * pass every code check. `ownerOrAdminOnly` shuts members out whatever their codes.
 * `planFeature` names a feature the business's plan must include (owners too). `public` routes
 * need no sign-in, and nothing else is checked.
 */
export interface AccessRule<Feature extends string = string> {
  method: HttpMethod;
  /** The route's path pattern as registered, e.g. `/api/v1/accounts/teams/members/remove/:id`. */
  path: string;
  anyOf: readonly PermissionCode[];
  ownerOrAdminOnly?: boolean;
  planFeature?: Feature;
  public?: boolean;
}

/** The signed-in user as the guard sees them, read fresh on every request (see `teamActor`). */
export interface AccessActor<PlanId = unknown> {
  role: Role;
  /** The member's custom role's codes; ignored for owner and admin. */
  access: readonly number[];
  /** The business's current plan; needed by rules with a `planFeature`. */
  planId?: PlanId;
}

/** Whether a plan includes a feature (libs/ledger/src/plans provides one). */
export type PlanAllows<PlanId = unknown, Feature extends string = string> = (planId: PlanId, feature: Feature) => boolean;

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; code: AccessDenialCode; message: string };

const ALLOWED: AccessDecision = Object.freeze({ allowed: true });
const deny = (status: 401 | 403, code: AccessDenialCode, message: string): AccessDecision => ({ allowed: false, status, code, message });

/**
 * Decides one request against its route's rule. Order: public → allowed; no actor → 401; then the
 * role and codes (403 PERMISSION_DENIED); then the plan gate (403 PLAN_FEATURE_UNAVAILABLE), so a
 * member without the code is not told to upgrade. A plan gate without `planAllows` or without a
 * `planId` refuses (fails closed). Pure: no I/O, no clock.
 */
export function authorize<PlanId, Feature extends string>(
  rule: AccessRule<Feature>,
  actor: AccessActor<PlanId> | null | undefined,
  planAllows?: PlanAllows<PlanId, Feature>,
): AccessDecision {
  if (rule.public === true) return ALLOWED;
  if (!actor) return deny(401, ACCESS_DENIAL_CODES.AUTHENTICATION_REQUIRED, AUTHENTICATION_REQUIRED_MESSAGE);
  if (!isRole(actor.role)) return deny(403, ACCESS_DENIAL_CODES.PERMISSION_DENIED, PERMISSION_DENIED_MESSAGE);
  if (!isOwnerOrAdmin(actor.role)) {
    if (rule.ownerOrAdminOnly === true || !holdsAnyOf(actor.access, rule.anyOf)) {
      return deny(403, ACCESS_DENIAL_CODES.PERMISSION_DENIED, PERMISSION_DENIED_MESSAGE);
    }
  }
  if (rule.planFeature !== undefined) {
    const included = planAllows !== undefined && actor.planId !== undefined && actor.planId !== null && planAllows(actor.planId, rule.planFeature);
    if (!included) return deny(403, ACCESS_DENIAL_CODES.PLAN_FEATURE_UNAVAILABLE, PLAN_FEATURE_UNAVAILABLE_MESSAGE);
  }
  return ALLOWED;
}

/** Whether `access` holds one of `anyOf` or an equivalent code; an empty `anyOf` always holds. */
export function holdsAnyOf(access: readonly number[], anyOf: readonly PermissionCode[]): boolean {
  if (anyOf.length === 0) return true;
  const held = new Set(access);
  return anyOf.some((code) => equivalentPermissionCodes(code).some((equivalent) => held.has(equivalent)));
}

/**
 * Checks a route table once, at start-up or in a test: known codes only, one rule per method and
 * path, and public rules carry no codes, owner/admin flag or plan gate. Returns the problems found
 * (empty when the table is sound).
 */
export function accessTableProblems(rules: readonly AccessRule[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    const key = `${rule.method} ${rule.path}`;
    if (seen.has(key)) problems.push(`${key}: more than one rule`);
    seen.add(key);
    for (const code of rule.anyOf) {
      if (!isPermissionCode(code)) problems.push(`${key}: ${String(code)} is not a known permission code`);
    }
    if (new Set(rule.anyOf).size !== rule.anyOf.length) problems.push(`${key}: a permission code is listed more than once`);
    if (rule.public === true && (rule.anyOf.length > 0 || rule.ownerOrAdminOnly === true || rule.planFeature !== undefined)) {
      problems.push(`${key}: a public route cannot require codes, owner/admin or a plan feature`);
    }
  }
  return problems;
}
