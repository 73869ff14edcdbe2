import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import fc from 'fast-check';
import { BILLING_PERIODS } from './plan-catalogue.js';
import { decideChangePlan, decidePlanExpiry, decideStartSubscription, decideStartTrial } from './plan-deciders.js';
import type { PlanChanged, PlanEvent, TrialStarted } from './plan-events.js';
import { evolveSubscription, evolveSubscriptionAll, initialSubscriptionState, planStatus, type SubscriptionState } from './subscription-state.js';

const given = givenWhenThen<SubscriptionState, PlanEvent>(evolveSubscriptionAll);

const T0 = '2024-01-10T09:00:00.000Z';
const signedUpFree: PlanChanged = {
  type: 'PlanChanged',
  data: {
    businessId: 'biz-1',
    fromPlanId: null,
    toPlanId: 1,
    change: 'signup',
    period: null,
    startsAt: T0,
    expiresAt: null,
    paid: false,
    extraUsers: 0,
    paymentReference: null,
  },
};
const signedUpStore: PlanChanged = { type: 'PlanChanged', data: { ...signedUpFree.data, toPlanId: 5, period: 'yearly' } };
const storeTrial: TrialStarted = {
  type: 'TrialStarted',
  data: { businessId: 'biz-1', fromPlanId: 1, planId: 5, period: 'monthly', startsAt: T0, endsAt: '2024-01-24T09:00:00.000Z' },
};
const boughtStore: PlanChanged = {
  type: 'PlanChanged',
  data: {
    businessId: 'biz-1',
    fromPlanId: 1,
    toPlanId: 5,
    change: 'upgrade',
    period: 'monthly',
    startsAt: T0,
    expiresAt: '2024-02-10T09:00:00.000Z',
    paid: true,
    extraUsers: 2,
    paymentReference: 'ps_ref_1',
  },
};

const startSubscription = (command: { plan?: unknown; period?: unknown }) => (state: SubscriptionState) =>
  decideStartSubscription({ businessId: 'biz-1', now: T0, ...command }, state);
const startTrial =
  (plan: unknown, now = T0, period?: unknown) =>
  (state: SubscriptionState) =>
    decideStartTrial({ plan, now, period }, state);
const changePlan =
  (command: { plan: unknown; period?: unknown; extraUsers?: unknown; paymentReference?: unknown; now?: string }) => (state: SubscriptionState) =>
    decideChangePlan({ now: T0, ...command }, state);
const expiry = (now: string) => (state: SubscriptionState) => decidePlanExpiry({ now }, state);

describe('sign-up', () => {
  it('given no subscription, when signing up without a plan, then the business is on Micro', () => {
    given([]).when(startSubscription({})).then([signedUpFree]);
    given([])
      .when(startSubscription({ plan: 'free', period: 'yearly' }))
      .then([signedUpFree]);
  });

  it('given no subscription, when signing up with a chosen plan, then that plan awaits its order', () => {
    given([])
      .when(startSubscription({ plan: 'store', period: 'yearly' }))
      .then([signedUpStore]);
    expect(planStatus(evolveSubscriptionAll([signedUpStore]), T0)).toMatchObject({
      isPlanExpired: true,
      firstTimeSubscription: true,
      businessPlan: 'Micro Business Plan',
      pendingPlanId: 5,
    });
  });

  it('given a subscription, when signing up again, then it is refused; bad input is refused', () => {
    given([signedUpFree]).when(startSubscription({})).thenRefuses('businessId', 'SUBSCRIPTION_ALREADY_EXISTS');
    given([])
      .when(startSubscription({ plan: 'gold' }))
      .thenRefuses('plan', 'INVALID_CHOICE');
    given([])
      .when((state) => decideStartSubscription({ businessId: 'biz-1', now: 'now' }, state))
      .thenRefuses('now', 'INVALID_DATE');
  });
});

describe('free trial', () => {
  it('given Micro, when a Store trial starts, then it runs 14 days', () => {
    given([signedUpFree]).when(startTrial('store')).then([storeTrial]);
  });

  it('given a chosen plan awaiting its order, when its trial starts, then it runs', () => {
    given([signedUpStore])
      .when(startTrial(5, T0, 'yearly'))
      .then([{ type: 'TrialStarted', data: { ...storeTrial.data, period: 'yearly' } }]);
  });

  it('given the Store trial was used, when another Store trial is asked for, then it is refused; another plan’s trial is fine', () => {
    const later = '2024-03-01T00:00:00.000Z';
    given([signedUpFree, storeTrial])
      .when(startTrial('store', later))
      .thenRefuses('plan', 'TRIAL_ALREADY_USED', 'You have already used the free trial of the Store Plan');
    given([signedUpFree, storeTrial])
      .when(startTrial('professional', later))
      .then([
        {
          type: 'TrialStarted',
          data: { businessId: 'biz-1', fromPlanId: 1, planId: 6, period: 'monthly', startsAt: later, endsAt: '2024-03-15T00:00:00.000Z' },
        },
      ]);
  });

  it('refuses a trial of a plan without one, and while a paid plan runs', () => {
    given([signedUpFree]).when(startTrial('free')).thenRefuses('plan', 'TRIAL_NOT_AVAILABLE', 'The Micro Business Plan has no free trial');
    given([signedUpFree]).when(startTrial('small')).thenRefuses('plan', 'TRIAL_NOT_AVAILABLE');
    given([signedUpFree, boughtStore]).when(startTrial('enterprise')).thenRefuses('plan', 'PLAN_ALREADY_ACTIVE');
    given([]).when(startTrial('store')).thenRefuses('businessId', 'SUBSCRIPTION_NOT_FOUND');
  });
});

describe('plan change', () => {
  it('given Micro, when Store is paid for, then PlanChanged upgrades it for a month', () => {
    given([signedUpFree])
      .when(changePlan({ plan: 'store', extraUsers: 2, paymentReference: ' ps_ref_1 ' }))
      .then([boughtStore]);
  });

  it('given Store paid, when renewed yearly before its end, then the new year continues from the expiry', () => {
    given([signedUpFree, boughtStore])
      .when(changePlan({ plan: 5, period: 'yearly', paymentReference: 'ps_ref_2', now: '2024-02-05T00:00:00.000Z' }))
      .then([
        {
          type: 'PlanChanged',
          data: {
            ...boughtStore.data,
            fromPlanId: 5,
            change: 'renewal',
            period: 'yearly',
            startsAt: '2024-02-10T09:00:00.000Z',
            expiresAt: '2025-02-10T09:00:00.000Z',
            extraUsers: 0,
            paymentReference: 'ps_ref_2',
          },
        },
      ]);
  });

  it('given Store paid, when Enterprise or Basic or Professional is bought, then it is an upgrade, downgrade or switch starting now', () => {
    const now = '2024-01-20T00:00:00.000Z';
    const kinds = (['enterprise', 'basic', 'professional'] as const).map((plan) => {
      const [event] = decideChangePlan({ plan, paymentReference: 'ref', now }, evolveSubscriptionAll([signedUpFree, boughtStore]));
      return [event?.type, (event as PlanChanged).data.change, (event as PlanChanged).data.startsAt];
    });
    expect(kinds).toEqual([
      ['PlanChanged', 'upgrade', now],
      ['PlanChanged', 'downgrade', now],
      ['PlanChanged', 'switch', now],
    ]);
  });

  it('given Store paid, when the owner goes back to Micro, then PlanChanged downgrades without a period', () => {
    given([signedUpFree, boughtStore])
      .when(changePlan({ plan: 'free' }))
      .then([
        {
          type: 'PlanChanged',
          data: { ...signedUpFree.data, fromPlanId: 5, change: 'downgrade' },
        },
      ]);
  });

  it('refuses a paid plan without a payment reference, extra users on Micro, Micro on Micro', () => {
    given([signedUpFree])
      .when(changePlan({ plan: 'basic' }))
      .thenRefuses('paymentReference', 'REQUIRED');
    given([signedUpFree])
      .when(changePlan({ plan: 'basic', paymentReference: 'r', extraUsers: -1 }))
      .thenRefuses('extraUsers', 'INVALID_VALUE');
    given([signedUpFree])
      .when(changePlan({ plan: 'free' }))
      .thenRefuses('plan', 'PLAN_ALREADY_ACTIVE', 'You are already on the Micro Business Plan');
    given([signedUpStore])
      .when(changePlan({ plan: 'free', extraUsers: 1 }))
      .thenRefuses('extraUsers', 'INVALID_VALUE');
    given([signedUpFree])
      .when(changePlan({ plan: 'store', period: 'weekly', paymentReference: 'r' }))
      .thenRefuses('period', 'INVALID_CHOICE');
  });
});

describe('expiry and downgrade', () => {
  it('given Store paid, when nothing is due, then no events', () => {
    given([signedUpFree, boughtStore]).when(expiry('2024-02-10T08:59:59.999Z')).then([]);
    given([signedUpFree]).when(expiry('2030-01-01T00:00:00Z')).then([]);
    given([]).when(expiry('2030-01-01T00:00:00Z')).then([]);
  });

  it('given Store paid, when it ends, then PlanExpired with the grace end; after grace PlanDowngraded to Micro', () => {
    const expired: PlanEvent = {
      type: 'PlanExpired',
      data: { businessId: 'biz-1', planId: 5, trial: false, expiredAt: '2024-02-10T09:00:00.000Z', graceEndsAt: '2024-02-17T09:00:00.000Z' },
    };
    const downgraded: PlanEvent = {
      type: 'PlanDowngraded',
      data: { businessId: 'biz-1', fromPlanId: 5, toPlanId: 1, downgradedAt: '2024-02-17T09:00:00.000Z' },
    };
    given([signedUpFree, boughtStore]).when(expiry('2024-02-10T09:00:00.000Z')).then([expired]);
    given([signedUpFree, boughtStore, expired]).when(expiry('2024-02-12T00:00:00.000Z')).then([]);
    given([signedUpFree, boughtStore, expired]).when(expiry('2024-02-17T09:00:00.000Z')).then([downgraded]);
    given([signedUpFree, boughtStore]).when(expiry('2024-03-01T00:00:00.000Z')).then([expired, downgraded]);
    given([signedUpFree, boughtStore, expired, downgraded]).when(expiry('2024-03-01T00:00:00.000Z')).then([]);
  });

  it('given a trial, when it ends, then it expires and falls to Micro at once (no grace)', () => {
    given([signedUpFree, storeTrial])
      .when(expiry('2024-01-24T09:00:00.000Z'))
      .then([
        {
          type: 'PlanExpired',
          data: { businessId: 'biz-1', planId: 5, trial: true, expiredAt: '2024-01-24T09:00:00.000Z', graceEndsAt: '2024-01-24T09:00:00.000Z' },
        },
        { type: 'PlanDowngraded', data: { businessId: 'biz-1', fromPlanId: 5, toPlanId: 1, downgradedAt: '2024-01-24T09:00:00.000Z' } },
      ]);
  });
});

describe('planStatus (route-guard data)', () => {
  const status = (events: PlanEvent[], now: string) => planStatus(evolveSubscriptionAll(events), now);

  it('on Micro: active, never expires, first subscription', () => {
    expect(status([signedUpFree], T0)).toEqual({
      businessPlan: 'Micro Business Plan',
      planId: 1,
      planKey: 'free',
      period: null,
      isPlanExpired: false,
      firstTimeSubscription: true,
      isGracePeriod: false,
      gracePeriodDate: null,
      hasExpired: false,
      isActive: true,
      isCancelled: false,
      isPaid: false,
      isDisabled: false,
      isTrial: false,
      users: 1,
      businesses: 1,
      expiresAt: null,
      pendingPlanId: null,
    });
  });

  it('on paid Store: active and paid, users include the extra ones; then grace; then lapsed to Micro', () => {
    const events = [signedUpFree, boughtStore];
    expect(status(events, '2024-02-01T00:00:00Z')).toMatchObject({
      businessPlan: 'Store Plan',
      planId: 5,
      isPaid: true,
      isActive: true,
      isPlanExpired: false,
      firstTimeSubscription: false,
      users: 6,
      businesses: 3,
      gracePeriodDate: '2024-02-17T09:00:00.000Z',
      expiresAt: '2024-02-10T09:00:00.000Z',
    });
    expect(status(events, '2024-02-12T00:00:00Z')).toMatchObject({
      businessPlan: 'Store Plan',
      isGracePeriod: true,
      hasExpired: true,
      isPlanExpired: false,
      isActive: true,
      gracePeriodDate: '2024-02-17T09:00:00.000Z',
    });
    // Past grace the business is on Micro whether or not the expiry job has run yet.
    const lapsed = {
      businessPlan: 'Micro Business Plan',
      planId: 1,
      isPlanExpired: true,
      firstTimeSubscription: false,
      isGracePeriod: false,
      isActive: false,
      isPaid: false,
      users: 1,
    };
    expect(status(events, '2024-02-17T09:00:00Z')).toMatchObject(lapsed);
    const recorded = [...events, ...decidePlanExpiry({ now: '2024-02-20T00:00:00Z' }, evolveSubscriptionAll(events))];
    expect(status(recorded, '2024-02-20T00:00:00Z')).toMatchObject(lapsed);
  });

  it('after a lapse, choosing Micro on the plans page clears the expiry redirect', () => {
    const events = [signedUpFree, storeTrial];
    const lapsed = [...events, ...decidePlanExpiry({ now: '2024-02-01T00:00:00Z' }, evolveSubscriptionAll(events))];
    expect(status(lapsed, '2024-02-01T00:00:00Z')).toMatchObject({ isPlanExpired: true, firstTimeSubscription: true });
    const chosen = [...lapsed, ...decideChangePlan({ plan: 'free', now: '2024-02-01T00:00:00Z' }, evolveSubscriptionAll(lapsed))];
    expect(status(chosen, '2024-02-01T00:00:00Z')).toMatchObject({ isPlanExpired: false, isActive: true, businessPlan: 'Micro Business Plan' });
  });

  it('during a trial: the plan’s features, not paid, no grace date', () => {
    expect(status([signedUpFree, storeTrial], '2024-01-20T00:00:00Z')).toMatchObject({
      businessPlan: 'Store Plan',
      isTrial: true,
      isPaid: false,
      isPlanExpired: false,
      gracePeriodDate: null,
      expiresAt: '2024-01-24T09:00:00.000Z',
    });
  });

  it('refuses a business without a subscription', () => {
    expect(() => planStatus(initialSubscriptionState, T0)).toThrow('The business has no subscription');
  });

  it('is expired exactly outside [start, expiry + grace) for any paid period (property)', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(fc.constantFrom(...BILLING_PERIODS), fc.integer({ min: 0, max: 400 * day }), (period, offset) => {
        const [bought] = decideChangePlan({ plan: 'enterprise', period, paymentReference: 'ref', now: T0 }, evolveSubscriptionAll([signedUpFree]));
        const events = [signedUpFree, bought as PlanEvent];
        const { expiresAt } = (bought as PlanChanged).data;
        const now = new Date(Date.parse(T0) + offset).toISOString();
        const result = status(events, now);
        const graceEnd = Date.parse(expiresAt as string) + 7 * day;
        expect(result.isPlanExpired).toBe(Date.parse(now) >= graceEnd);
        expect(result.isGracePeriod).toBe(Date.parse(now) >= Date.parse(expiresAt as string) && Date.parse(now) < graceEnd);
        expect(result.isPaid).toBe(!result.isPlanExpired);
      }),
    );
  });
});

describe('evolveSubscription', () => {
  it('ignores events it does not track and never changes its input', () => {
    const state = evolveSubscriptionAll([signedUpFree, boughtStore]);
    const snapshot = JSON.parse(JSON.stringify(state));
    expect(evolveSubscription(state, { type: 'BusinessCreated', data: {} })).toBe(state);
    evolveSubscription(state, storeTrial);
    expect(state).toEqual(snapshot);
    expect(evolveSubscription(initialSubscriptionState, { type: 'PlanExpired', data: {} })).toBe(initialSubscriptionState);
  });

  it('remembers trials used and whether a plan was ever paid across changes', () => {
    const state = evolveSubscriptionAll([
      signedUpFree,
      storeTrial,
      boughtStore,
      { ...signedUpFree, data: { ...signedUpFree.data, fromPlanId: 5, change: 'downgrade' } },
    ]);
    expect(state).toMatchObject({ exists: true, planId: 1, kind: 'free', trialsUsed: [5], everPaid: true });
  });
});
