import { describe, expect, it } from '@jest/globals';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import fc from 'fast-check';
import { Decimal } from '../decimal.js';
import {
  BILLING_PERIODS,
  PLAN_CURRENCIES,
  PLAN_FEATURES,
  PLAN_IDS,
  PLAN_KEYS,
  PLAN_NUMERIC_TABLES,
  PLANS,
  parseBillingPeriod,
  parsePlan,
  planPrice,
  subscriptionPrice,
  type PlanId,
} from './plan-catalogue.js';
import { addMonthsToInstant } from '../calendar/instants.js';
import { downgradeDate, expiryDate, GRACE_PERIOD_DAYS, gracePeriodEnd, parsePlanInstant, trialEndDate } from './plan-dates.js';
import {
  BUSINESS_LIMIT_MESSAGE,
  decideAddBusiness,
  FREE_PLAN_LOCKED_MESSAGE,
  MULTI_BUSINESS_PAID_ONLY_MESSAGE,
  planAllows,
  requirePlanFeature,
} from './plan-gates.js';

describe('plan catalogue', () => {
  it('has the spec’s seven plans, ids, keys and names', () => {
    expect(PLAN_KEYS).toEqual({ free: 1, small: 2, medium: 3, basic: 4, store: 5, professional: 6, enterprise: 7 });
    expect(PLAN_IDS.map((id) => [PLANS[id].key, PLANS[id].name])).toEqual([
      ['free', 'Micro Business Plan'],
      ['small', 'Small Business Plan'],
      ['medium', 'Medium Enterprise Plan'],
      ['basic', 'Basic Plan'],
      ['store', 'Store Plan'],
      ['professional', 'Professional Plan'],
      ['enterprise', 'Enterprise Plan'],
    ]);
    for (const id of PLAN_IDS) expect(PLANS[PLAN_KEYS[PLANS[id].key]].id).toBe(id);
  });

  it('prices the plans page as the spec does, monthly and yearly, in naira and dollars', () => {
    const page = [4, 5, 6, 7] as const;
    expect(page.map((id) => PLANS[id].monthlyPrice.NGN)).toEqual(['5000.00', '50000.00', '50000.00', '100000.00']);
    expect(page.map((id) => PLANS[id].monthlyPrice.USD)).toEqual(['10.00', '100.00', '100.00', '200.00']);
    expect(page.map((id) => PLANS[id].yearlyPrice.NGN)).toEqual(['50000.00', '500000.00', '500000.00', '1000000.00']);
    expect(page.map((id) => PLANS[id].yearlyPrice.USD)).toEqual(['100.00', '1000.00', '1000.00', '2000.00']);
    expect(PLANS[1].monthlyPrice).toEqual({ NGN: '0.00', USD: '0.00' });
    expect(PLANS[2].monthlyPrice).toEqual({ NGN: '10000.00', USD: '10.00' });
    expect(PLANS[3].monthlyPrice).toEqual({ NGN: '50000.00', USD: '100.00' });
    expect(PLAN_IDS.filter((id) => PLANS[id].onPlansPage)).toEqual([1, 4, 5, 6, 7]);
  });

  it('yearly is always 10 × monthly, in both currencies (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_IDS), fc.constantFrom(...PLAN_CURRENCIES), fc.nat({ max: 50 }), (id, currency, extra) => {
        expect(planPrice(id, 'yearly', currency).equals(planPrice(id, 'monthly', currency).times(10))).toBe(true);
        const users = PLANS[id].extraUserPrice ? extra : 0;
        expect(subscriptionPrice(id, 'yearly', currency, users).equals(subscriptionPrice(id, 'monthly', currency, users).times(10))).toBe(true);
      }),
    );
  });

  it('counts users, extra users and businesses by the tables’ reading', () => {
    expect(PLAN_IDS.map((id) => PLANS[id].usersIncluded)).toEqual([1, 3, 10, 1, 4, 4, 11]);
    expect(PLAN_IDS.map((id) => PLANS[id].businessAllowance)).toEqual([1, 1, 3, 1, 3, 3, 3]);
    expect(PLANS[1].extraUserPrice).toBeNull();
    for (const id of [2, 3, 4, 5, 6, 7] as const) expect(PLANS[id].extraUserPrice).toEqual({ NGN: '5000.00', USD: '5.00' });
    // The tables agree with §9's extra-user sentence where the plans page shows the plan with free seats.
    for (const id of [5, 6, 7] as const) {
      expect(PLAN_NUMERIC_TABLES.extraUserNgn[id - 1]).toBe('5000');
      expect(PLAN_NUMERIC_TABLES.extraUserUsd[id - 1]).toBe('5');
      expect(PLAN_NUMERIC_TABLES.listPriceNgn[id - 1]).toBe(new Decimal(PLANS[id].monthlyPrice.NGN).toString());
    }
    expect(PLAN_IDS.map((id) => new Decimal(PLANS[id].monthlyPrice.USD).toString())).toEqual([...PLAN_NUMERIC_TABLES.listPriceUsd]);
    expect(Object.values(PLAN_NUMERIC_TABLES).every((table) => table.length === 7)).toBe(true);
  });

  it('charges extra users per month of the period', () => {
    expect(subscriptionPrice(5, 'monthly', 'NGN', 2).toFixed(2)).toBe('60000.00');
    expect(subscriptionPrice(7, 'yearly', 'USD', 1).toFixed(2)).toBe('2050.00');
    expect(refusal(() => subscriptionPrice(1, 'monthly', 'NGN', 1))).toMatchObject({ field: 'extraUsers', code: 'INVALID_VALUE' });
    expect(refusal(() => subscriptionPrice(4, 'monthly', 'NGN', 1.5))).toMatchObject({ code: 'INVALID_VALUE' });
  });

  it('gives the 14-day trial to each paid plan on the plans page only', () => {
    expect(PLAN_IDS.map((id) => PLANS[id].trialDays)).toEqual([null, null, null, 14, 14, 14, 14]);
  });

  it('lists the features of §9', () => {
    expect(PLANS[1].features).toEqual(['1 user', 'Outstanding reminders', 'Receipts', 'Unlimited invoicing', 'Income and expense tracking']);
    expect(PLANS[5].features).toContain('Point of sale');
    expect(PLANS[6].features).toContain('Multi-business');
  });

  it('reads plans by id or key, and periods', () => {
    expect(parsePlan('store')).toBe(5);
    expect(parsePlan(7)).toBe(7);
    expect(parsePlan('4')).toBe(4);
    expect(refusal(() => parsePlan('gold'))).toMatchObject({ field: 'plan', code: 'INVALID_CHOICE' });
    expect(refusal(() => parsePlan('constructor'))).toMatchObject({ code: 'INVALID_CHOICE' });
    expect(refusal(() => parsePlan(8))).toMatchObject({ code: 'INVALID_CHOICE' });
    expect(refusal(() => parsePlan(undefined))).toMatchObject({ code: 'REQUIRED' });
    expect(parseBillingPeriod(undefined)).toBe('monthly');
    expect(parseBillingPeriod('yearly')).toBe('yearly');
    expect(refusal(() => parseBillingPeriod('weekly'))).toMatchObject({ field: 'period', code: 'INVALID_CHOICE' });
  });
});

describe('plan gates', () => {
  it('locks P&L, balance sheet, purchase orders, production batches and multi-business on the free plan, with the spec’s words', () => {
    for (const feature of PLAN_FEATURES) {
      expect(planAllows(1, feature)).toBe(false);
      expect(refusal(() => requirePlanFeature(1, feature))).toMatchObject({
        field: 'plan',
        code: 'PLAN_FEATURE_LOCKED',
        message: 'This feature is not available on free plan. Upgrade to unlock!',
      });
    }
    expect(FREE_PLAN_LOCKED_MESSAGE).toBe('This feature is not available on free plan. Upgrade to unlock!');
    for (const id of [2, 3, 4, 5, 6, 7] as const) {
      expect(planAllows(id, 'profitAndLoss')).toBe(true);
      expect(() => requirePlanFeature(id, 'balanceSheet')).not.toThrow();
    }
  });

  it('opens point of sale to Medium Enterprise, Small Business, Store and Enterprise only', () => {
    expect(PLAN_IDS.filter((id) => planAllows(id, 'pointOfSale'))).toEqual([2, 3, 5, 7]);
    expect(refusal(() => requirePlanFeature(4, 'pointOfSale')).message).toBe('This feature is not available on the Basic Plan. Upgrade to unlock!');
  });

  it('opens production management to the Professional plan and the Enterprise plan above it', () => {
    expect(PLAN_IDS.filter((id) => planAllows(id, 'productionManagement'))).toEqual([6, 7]);
  });

  it('opens the payment provider integration to the Professional plan and the Enterprise plan above it', () => {
    expect(PLAN_IDS.filter((id) => planAllows(id, 'paymentIntegration'))).toEqual([6, 7]);
    expect(refusal(() => requirePlanFeature(5, 'paymentIntegration')).message).toBe('This feature is not available on the Store Plan. Upgrade to unlock!');
  });

  it('adds a business by the plan’s rules and messages', () => {
    expect(decideAddBusiness({ planId: 1, businessesOwned: 0 })).toEqual({ allowed: true, allowance: 1, remainingAfter: 0 });
    expect(refusal(() => decideAddBusiness({ planId: 1, businessesOwned: 1 }))).toMatchObject({
      code: 'MULTI_BUSINESS_NOT_ALLOWED',
      message: 'Multi-Business feature is only available for Paid plans',
    });
    expect(MULTI_BUSINESS_PAID_ONLY_MESSAGE).toBe('Multi-Business feature is only available for Paid plans');
    expect(refusal(() => decideAddBusiness({ planId: 4, businessesOwned: 1 }))).toMatchObject({
      code: 'BUSINESS_LIMIT_REACHED',
      message: 'You have exhausted your business limit, please upgrade.',
    });
    expect(BUSINESS_LIMIT_MESSAGE).toBe('You have exhausted your business limit, please upgrade.');
    expect(decideAddBusiness({ planId: 5, businessesOwned: 2 })).toEqual({ allowed: true, allowance: 3, remainingAfter: 0 });
    expect(refusal(() => decideAddBusiness({ planId: 7, businessesOwned: 3 })).code).toBe('BUSINESS_LIMIT_REACHED');
    expect(refusal(() => decideAddBusiness({ planId: 7, businessesOwned: -1 })).code).toBe('INVALID_VALUE');
  });

  it('never allows more businesses than the allowance (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_IDS), fc.nat({ max: 20 }), (planId: PlanId, owned) => {
        let allowed: boolean;
        try {
          decideAddBusiness({ planId, businessesOwned: owned });
          allowed = true;
        } catch {
          allowed = false;
        }
        expect(allowed).toBe(owned === 0 || (planId !== 1 && owned < PLANS[planId].businessAllowance));
      }),
    );
  });
});

describe('plan dates', () => {
  it('adds calendar months, clamping to the month’s end', () => {
    expect(expiryDate('2024-01-31T10:00:00Z', 'monthly')).toBe('2024-02-29T10:00:00.000Z');
    expect(expiryDate('2023-01-31T10:00:00Z', 'monthly')).toBe('2023-02-28T10:00:00.000Z');
    expect(expiryDate('2024-12-15T00:00:00Z', 'monthly')).toBe('2025-01-15T00:00:00.000Z');
    expect(expiryDate('2024-02-29T00:00:00Z', 'yearly')).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonthsToInstant('2024-03-31T23:59:59.999Z', 1)).toBe('2024-04-30T23:59:59.999Z');
  });

  it('ends trials after 14 days and grace 7 days after expiry', () => {
    expect(trialEndDate('2024-05-01T09:00:00+01:00')).toBe('2024-05-15T08:00:00.000Z');
    expect(GRACE_PERIOD_DAYS).toBe(7);
    expect(gracePeriodEnd('2024-05-31T08:00:00Z')).toBe('2024-06-07T08:00:00.000Z');
    expect(downgradeDate('2024-05-31T08:00:00Z', false)).toBe('2024-06-07T08:00:00.000Z');
    expect(downgradeDate('2024-05-31T08:00:00Z', true)).toBe('2024-05-31T08:00:00.000Z');
  });

  it('refuses instants that are not ISO date-times with a zone', () => {
    for (const input of ['2024-05-01', '2024-05-01T09:00:00', '2024-02-30T00:00:00Z', 'yesterday', 1714550400000, undefined]) {
      expect(refusal(() => parsePlanInstant(input))).toMatchObject({ field: 'now' });
    }
    expect(parsePlanInstant('2024-05-01T09:00Z')).toBe('2024-05-01T09:00:00.000Z');
  });

  it('puts every expiry after its start, a year after a month (property)', () => {
    const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    fc.assert(
      fc.property(instant, fc.constantFrom(...BILLING_PERIODS), (start, period) => {
        const expiry = expiryDate(start, period);
        expect(Date.parse(expiry)).toBeGreaterThan(Date.parse(start));
        expect(Date.parse(expiryDate(start, 'yearly'))).toBeGreaterThan(Date.parse(expiryDate(start, 'monthly')));
        expect(Date.parse(gracePeriodEnd(expiry))).toBeGreaterThan(Date.parse(expiry));
        expect(Date.parse(trialEndDate(start)) - Date.parse(start)).toBe(14 * 24 * 60 * 60 * 1000);
      }),
    );
  });
});
