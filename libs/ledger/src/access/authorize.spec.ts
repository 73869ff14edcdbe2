import { describe, expect, it } from '@jest/globals';
import {
  accessTableProblems,
  authorize,
  AUTHENTICATION_REQUIRED_MESSAGE,
  PERMISSION_DENIED_MESSAGE,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  type AccessActor,
  type AccessRule,
} from './authorize.js';
import { equivalentPermissionCodes, PERMISSION, PERMISSION_CODES, type PermissionCode } from './permission-codes.js';

const ALL_CODES: PermissionCode[] = PERMISSION_CODES.map((info) => info.code);
const FREE = 1;
const STORE = 5;
/** A stand-in for libs/ledger/src/plans' planAllows: only Store (5) has 'profitAndLoss'. */
const planAllows = (planId: number, feature: string) => planId === STORE && feature === 'profitAndLoss';

const rule = (anyOf: PermissionCode[], extra: Partial<AccessRule> = {}): AccessRule => ({ method: 'GET', path: '/api/v1/thing', anyOf, ...extra });
const member = (access: readonly number[], planId = STORE): AccessActor<number> => ({ role: 'member', access, planId });
const denied = { allowed: false, status: 403, code: 'PERMISSION_DENIED', message: PERMISSION_DENIED_MESSAGE };
const planDenied = { allowed: false, status: 403, code: 'PLAN_FEATURE_UNAVAILABLE', message: PLAN_FEATURE_UNAVAILABLE_MESSAGE };

describe('authorize: every permission code', () => {
  describe.each(PERMISSION_CODES.map((info) => [info.code, info.meaning] as const))('code %i (%s)', (code) => {
    const routeRule = rule([code]);
    const others = ALL_CODES.filter((other) => !equivalentPermissionCodes(code).includes(other));

    it('given a member holding it, then allowed', () => {
      expect(authorize(routeRule, member([code]))).toEqual({ allowed: true });
    });

    it('given a member holding every other code, then 403 with the message', () => {
      expect(authorize(routeRule, member(others))).toEqual(denied);
    });

    it('given owner or admin with no codes, then allowed', () => {
      expect(authorize(routeRule, { role: 'owner', access: [] })).toEqual({ allowed: true });
      expect(authorize(routeRule, { role: 'admin', access: [] })).toEqual({ allowed: true });
    });
  });
});

describe('authorize: rules', () => {
  it('uses any-of: one of the listed codes is enough', () => {
    const listRule = rule([PERMISSION.VIEW_TRANSACTIONS, PERMISSION.VIEW_ALL_TRANSACTIONS]);
    expect(authorize(listRule, member([1]))).toEqual({ allowed: true });
    expect(authorize(listRule, member([51]))).toEqual({ allowed: true });
    expect(authorize(listRule, member([2, 3]))).toEqual(denied);
  });

  it('treats 32 and 34 as the same grant', () => {
    expect(authorize(rule([32]), member([34]))).toEqual({ allowed: true });
    expect(authorize(rule([34]), member([32]))).toEqual({ allowed: true });
  });

  it('lets any signed-in member through a rule with no codes', () => {
    expect(authorize(rule([]), member([]))).toEqual({ allowed: true });
  });

  it('shuts members out of owner/admin-only routes whatever their codes', () => {
    const teamRule = rule([], { ownerOrAdminOnly: true });
    expect(authorize(teamRule, member(ALL_CODES))).toEqual(denied);
    expect(authorize(teamRule, { role: 'owner', access: [] })).toEqual({ allowed: true });
    expect(authorize(teamRule, { role: 'admin', access: [] })).toEqual({ allowed: true });
  });

  it('answers 401 without a signed-in user, and lets anyone through a public route', () => {
    const expected = { allowed: false, status: 401, code: 'AUTHENTICATION_REQUIRED', message: AUTHENTICATION_REQUIRED_MESSAGE };
    expect(authorize(rule([]), null)).toEqual(expected);
    expect(authorize(rule([19]), undefined)).toEqual(expected);
    expect(authorize(rule([], { public: true }), null)).toEqual({ allowed: true });
  });

  it('refuses an actor with an unknown role', () => {
    expect(authorize(rule([]), { role: 'superuser' as 'owner', access: [] })).toEqual(denied);
  });

  it('ignores codes an actor holds that are not in the catalogue', () => {
    expect(authorize(rule([19]), member([999]))).toEqual(denied);
  });
});

describe('authorize: plan gate', () => {
  const pnl = rule([PERMISSION.PROFIT_AND_LOSS], { planFeature: 'profitAndLoss' });

  it('given the free plan, then owner, admin and a member with the code are refused with the upgrade message', () => {
    expect(authorize(pnl, { role: 'owner', access: [], planId: FREE }, planAllows)).toEqual(planDenied);
    expect(authorize(pnl, { role: 'admin', access: [], planId: FREE }, planAllows)).toEqual(planDenied);
    expect(authorize(pnl, member([19], FREE), planAllows)).toEqual(planDenied);
  });

  it('given a plan with the feature, then allowed', () => {
    expect(authorize(pnl, { role: 'owner', access: [], planId: STORE }, planAllows)).toEqual({ allowed: true });
    expect(authorize(pnl, member([19], STORE), planAllows)).toEqual({ allowed: true });
  });

  it('given a member without the code, then the permission message comes first', () => {
    expect(authorize(pnl, member([20], FREE), planAllows)).toEqual(denied);
  });

  it('fails closed without planAllows or a planId', () => {
    expect(authorize(pnl, { role: 'owner', access: [], planId: STORE })).toEqual(planDenied);
    expect(authorize(pnl, { role: 'owner', access: [] }, planAllows)).toEqual(planDenied);
  });

  it('passes the plan and feature to planAllows', () => {
    const calls: unknown[] = [];
    authorize(pnl, { role: 'owner', access: [], planId: 'store' }, (planId, feature) => {
      calls.push([planId, feature]);
      return true;
    });
    expect(calls).toEqual([['store', 'profitAndLoss']]);
  });
});

describe('accessTableProblems', () => {
  it('given a sound table, then no problems', () => {
    expect(accessTableProblems([rule([19]), { method: 'POST', path: '/api/v1/thing', anyOf: [22, 23] }, rule([], { path: '/open', public: true })])).toEqual(
      [],
    );
  });

  it('reports duplicates, unknown codes and public routes with requirements', () => {
    expect(
      accessTableProblems([
        rule([19]),
        rule([19]),
        rule([999 as PermissionCode], { path: '/x' }),
        rule([23, 23], { path: '/y' }),
        rule([19], { path: '/z', public: true }),
      ]),
    ).toEqual([
      'GET /api/v1/thing: more than one rule',
      'GET /x: 999 is not a known permission code',
      'GET /y: a permission code is listed more than once',
      'GET /z: a public route cannot require codes, owner/admin or a plan feature',
    ]);
  });
});
