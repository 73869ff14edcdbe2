import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import {
  ACCESS_DENIAL_CODES,
  equivalentPermissionCodes,
  PERMISSION_CODES,
  PERMISSION_DENIED_MESSAGE,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  PLAN_IDS,
  planAllows,
  type PermissionCode,
  type PlanFeature,
} from '@ledgerline/ledger';
import { ROUTE_TABLE, type RouteRule } from '../src/common/access/route-table.js';
import { OWNER_ONLY_MESSAGE } from '../src/manage-account/confirmation/owner-confirmation.js';
import { addMember, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/**
 * Runs the access table against the live server: for every business route, roles that hold one of
 * its codes get through (not 403), roles that lack them get 403 with the spec's message; owner and
 * admin pass every code check; plan gates refuse owners too. Bodies are empty, so an allowed call
 * ends in 400/404 rather than changing anything.
 */
jest.setTimeout(120_000);

describe('the permission matrix, route by route', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let microOwner: SignedInOwner;
  let admin: SignedInUser;
  const holding = new Map<string, SignedInUser>();
  const businessRules = ROUTE_TABLE.filter((rule) => !rule.public && !rule.admin && rule.business !== false);
  const ALL_CODES = [...new Set(PERMISSION_CODES.map((info) => info.code))] as PermissionCode[];
  const withEquivalents = (codes: readonly PermissionCode[]) => new Set(codes.flatMap((code) => equivalentPermissionCodes(code)));
  const features = [...new Set(businessRules.flatMap((rule) => (rule.planFeature ? [rule.planFeature] : [])))] as PlanFeature[];
  const paidPlan = PLAN_IDS.find((plan) => features.every((feature) => planAllows(plan, feature)));

  const memberHolding = async (codes: readonly PermissionCode[]) => {
    const key = [...codes].sort((a, b) => a - b).join(',');
    if (!holding.has(key)) holding.set(key, await addMember(api, owner, { access: [...codes] }));
    return holding.get(key)!;
  };
  const call = (rule: RouteRule, user: { cookie: string }) =>
    api.request({
      method: rule.method,
      url: rule.path.replace(/:[A-Za-z]+/g, () => randomUUID()),
      body: rule.method === 'GET' || rule.method === 'DELETE' ? undefined : {},
      headers: { cookie: user.cookie },
    });
  const expectAllowed = async (rule: RouteRule, user: { cookie: string }, who: string) => {
    const response = await call(rule, user);
    if (response.status === 403) throw new Error(`${rule.method} ${rule.path} refused ${who}: ${JSON.stringify(response.body)}`);
  };
  const expectDenied = async (rule: RouteRule, user: { cookie: string }, who: string, message = PERMISSION_DENIED_MESSAGE) => {
    const response = await call(rule, user);
    if (response.status !== 403 || response.body.message !== message) {
      throw new Error(`${rule.method} ${rule.path} let ${who} through: ${response.status} ${JSON.stringify(response.body)}`);
    }
  };

  beforeAll(async () => {
    api = await createTestApi();
    expect(paidPlan).toBeDefined();
    owner = await createOwner(api, { plan: paidPlan });
    microOwner = await createOwner(api);
    admin = await addMember(api, owner, { admin: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('covers the business routes of the table', () => {
    expect(businessRules.length).toBeGreaterThan(30);
    expect(businessRules.some((rule) => rule.anyOf.length > 0)).toBe(true);
  });

  it('lets the owner and an admin through every business route', async () => {
    for (const rule of businessRules) {
      await expectAllowed(rule, owner, 'the owner');
      if (rule.ownerOnlyInHandler) await expectDenied(rule, admin, 'an admin', OWNER_ONLY_MESSAGE);
      else await expectAllowed(rule, admin, 'an admin');
    }
  });

  it('lets a member holding any one of a route’s codes through, and refuses one holding every other code', async () => {
    for (const rule of businessRules.filter((r) => r.anyOf.length > 0 && !r.ownerOrAdminOnly)) {
      for (const code of rule.anyOf) await expectAllowed(rule, await memberHolding([code]), `a member holding ${code}`);
      const lacking = withEquivalents(rule.anyOf);
      await expectDenied(rule, await memberHolding(ALL_CODES.filter((code) => !lacking.has(code))), `a member holding every code but ${rule.anyOf.join('/')}`);
    }
  });

  it('refuses members, whatever their codes, on owner/admin-only routes', async () => {
    const everything = await memberHolding(ALL_CODES);
    for (const rule of businessRules.filter((r) => r.ownerOrAdminOnly)) await expectDenied(rule, everything, 'a member holding every code');
  });

  it('lets every member through routes open to the whole team', async () => {
    const nothing = await memberHolding([]);
    for (const rule of businessRules.filter((r) => r.anyOf.length === 0 && !r.ownerOrAdminOnly)) await expectAllowed(rule, nothing, 'a member with no codes');
  });

  it('refuses plan-gated routes on the Micro plan, owners included, with the spec’s message', async () => {
    const gated = businessRules.filter((rule) => rule.planFeature);
    expect(gated.length).toBeGreaterThan(0);
    for (const rule of gated) {
      // A rule may word the refusal its own way (contact export: 'Exporting of data is only available for Paid plans').
      await expectDenied(rule, microOwner, 'a Micro plan owner', rule.planMessage ?? PLAN_FEATURE_UNAVAILABLE_MESSAGE);
      const response = await call(rule, microOwner);
      expect(response.body.code).toBe(ACCESS_DENIAL_CODES.PLAN_FEATURE_UNAVAILABLE);
    }
  });

  it('names the paid plan a gated route is locked on, rather than calling it the free plan', async () => {
    // Basic (4) has no point of sale: its owner is told "the Basic Plan", not "free plan".
    const basicOwner = await createOwner(api, { plan: 4 });
    const tillRules = businessRules.filter((rule) => rule.planFeature && !rule.planMessage && !planAllows(4, rule.planFeature));
    expect(tillRules.length).toBeGreaterThan(0);
    for (const rule of tillRules)
      await expectDenied(rule, basicOwner, 'a Basic plan owner', 'This feature is not available on the Basic Plan. Upgrade to unlock!');
  });

  it('answers 401 to a request without a session on every non-public route', async () => {
    for (const rule of ROUTE_TABLE.filter((r) => !r.public && !r.admin && !r.path.includes('*'))) {
      const response = await call(rule, { cookie: '' });
      if (response.status !== 401) throw new Error(`${rule.method} ${rule.path} answered ${response.status} without a session`);
    }
  });
});
