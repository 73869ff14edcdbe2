import { describe, expect, it } from '@jest/globals';
import { LedgerValidationError } from '../errors.js';
import {
  additionalUsersPrice,
  CARD_CHECK_CHARGE,
  decideAddExtraUsers,
  decideAutoRenewal,
  decideRenewalFailed,
  decideSubscriptionPayment,
  decideSubscriptionRefund,
  monthsLeftInPeriod,
  parsePlanCurrency,
  parseUsersToAdd,
  renewalDue,
  type SubscriptionPaymentCommand,
} from './billing.js';
import type { PaymentCard, PlanChanged, PlanEvent } from './plan-events.js';
import { evolveSubscriptionAll, planStatus, type SubscriptionState } from './subscription-state.js';

const T0 = '2024-01-10T09:00:00.000Z';
const onMicro: PlanChanged = {
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
const paidStore: PlanChanged = {
  type: 'PlanChanged',
  data: {
    ...onMicro.data,
    fromPlanId: 1,
    toPlanId: 5,
    change: 'upgrade',
    period: 'monthly',
    expiresAt: '2024-04-10T09:00:00.000Z',
    paid: true,
    extraUsers: 1,
    paymentReference: 'ps-1',
  },
};
const micro = evolveSubscriptionAll([onMicro]);
const store = evolveSubscriptionAll([onMicro, paidStore]);
const card: PaymentCard = { brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030', bank: 'TEST BANK', reusable: true, authorizationCode: 'AUTH_1' };

const refusal = (run: () => unknown): { code: string; field: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof LedgerValidationError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('not refused');
};

const payment = (command: Partial<SubscriptionPaymentCommand>, state: SubscriptionState): PlanEvent[] =>
  decideSubscriptionPayment({ reference: 'LLP-1', purpose: 'plan', currency: 'NGN', amount: '0', paidAt: T0, card, now: T0, ...command }, state);

describe('the price of extra users bought mid-period', () => {
  it('counts whole months left, a part month as a whole one, and at least 1', () => {
    expect(monthsLeftInPeriod(T0, '2024-04-10T09:00:00.000Z')).toBe(3);
    expect(monthsLeftInPeriod(T0, '2024-04-10T09:00:01.000Z')).toBe(4);
    expect(monthsLeftInPeriod(T0, '2024-01-11T09:00:00.000Z')).toBe(1);
    expect(monthsLeftInPeriod(T0, '2024-01-01T00:00:00.000Z')).toBe(1);
    expect(monthsLeftInPeriod(T0, '2026-01-10T09:00:00.000Z')).toBe(24);
  });

  it('is users × the extra-user monthly price × months: ₦5,000 or $5 a user a month', () => {
    expect(additionalUsersPrice(5, 'NGN', 2, 3).toFixed(2)).toBe('30000.00');
    expect(additionalUsersPrice(7, 'USD', 1, 1).toFixed(2)).toBe('5.00');
    expect(additionalUsersPrice(4, 'NGN', 1, 0).toFixed(2)).toBe('5000.00');
    expect(refusal(() => additionalUsersPrice(1, 'NGN', 1, 1)).code).toBe('PAID_PLAN_REQUIRED');
  });

  it('reads users and currency strictly', () => {
    expect(parseUsersToAdd(1)).toBe(1);
    for (const bad of [0, 1001, 1.5, '2', null]) expect(refusal(() => parseUsersToAdd(bad)).field).toBe('users');
    expect(parsePlanCurrency(undefined)).toBe('NGN');
    expect(parsePlanCurrency('USD')).toBe('USD');
    expect(refusal(() => parsePlanCurrency('EUR')).code).toBe('UNSUPPORTED_CURRENCY');
  });
});

describe('adding extra users', () => {
  it('grows the extra users of the running paid plan, keeping plan, period, start and expiry', () => {
    const events = decideAddExtraUsers({ users: 2, paymentReference: 'LLP-2', now: '2024-02-01T00:00:00.000Z' }, store);
    expect(events).toEqual([{ type: 'PlanChanged', data: { ...paidStore.data, fromPlanId: 5, change: 'switch', extraUsers: 3, paymentReference: 'LLP-2' } }]);
    const status = planStatus(evolveSubscriptionAll(events, store), '2024-02-01T00:00:00.000Z');
    expect(status).toMatchObject({ businessPlan: 'Store Plan', users: 4 + 3, expiresAt: paidStore.data.expiresAt, isPaid: true });
  });

  it('is refused on Micro, in a trial, and once the paid period is over (grace included)', () => {
    expect(refusal(() => decideAddExtraUsers({ users: 1, paymentReference: 'r', now: T0 }, micro)).code).toBe('PAID_PLAN_REQUIRED');
    const inGrace = '2024-04-12T00:00:00.000Z';
    expect(refusal(() => decideAddExtraUsers({ users: 1, paymentReference: 'r', now: inGrace }, store)).code).toBe('PAID_PLAN_REQUIRED');
    const trial = evolveSubscriptionAll([
      onMicro,
      { type: 'TrialStarted', data: { businessId: 'biz-1', fromPlanId: 1, planId: 5, period: 'monthly', startsAt: T0, endsAt: '2024-01-24T09:00:00.000Z' } },
    ]);
    expect(refusal(() => decideAddExtraUsers({ users: 1, paymentReference: 'r', now: T0 }, trial)).code).toBe('PAID_PLAN_REQUIRED');
  });
});

describe('a verified subscription payment', () => {
  it('records the payment and the plan it bought, at the catalogue price', () => {
    const events = payment({ plan: 'store', period: 'yearly', extraUsers: 2, amount: '600000' }, micro);
    expect(events.map((event) => event.type)).toEqual(['SubscriptionPaymentReceived', 'PlanChanged']);
    expect(events[0]!.data).toEqual({
      businessId: 'biz-1',
      reference: 'LLP-1',
      purpose: 'plan',
      planId: 5,
      period: 'yearly',
      extraUsers: 2,
      amount: '600000.00',
      currency: 'NGN',
      paidAt: T0,
      card,
    });
    expect(events[1]!.data).toMatchObject({
      toPlanId: 5,
      period: 'yearly',
      paid: true,
      extraUsers: 2,
      paymentReference: 'LLP-1',
      expiresAt: '2025-01-10T09:00:00.000Z',
    });
  });

  it('refuses an amount or plan that is not the order’s price, recording nothing', () => {
    expect(refusal(() => payment({ plan: 5, amount: '49999.99' }, micro)).code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(refusal(() => payment({ plan: 5, currency: 'USD', amount: '50000' }, micro)).code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(refusal(() => payment({ plan: 1, amount: '0' }, micro)).field).toBe('plan');
    expect(refusal(() => payment({ purpose: 'gift', amount: '0' }, micro)).field).toBe('purpose');
  });

  it('adds the users paid for, priced by the months left when the customer paid', () => {
    const paidAt = '2024-02-20T00:00:00.000Z';
    // 20 Feb → 10 Apr: 1 month and 19 days, i.e. 2 whole months; 2 users × ₦5,000 × 2.
    const events = payment({ purpose: 'additional-users', users: 2, amount: '20000.00', paidAt, now: paidAt }, store);
    expect(events[0]!.data).toMatchObject({ purpose: 'additional-users', planId: 5, period: 'monthly', extraUsers: 2, amount: '20000.00' });
    expect(events[1]!.data).toMatchObject({ change: 'switch', extraUsers: 3 });
    expect(refusal(() => payment({ purpose: 'additional-users', users: 2, amount: '10000', paidAt, now: paidAt }, store)).code).toBe('PAYMENT_AMOUNT_MISMATCH');
  });

  it('records a card check without changing the plan, and its refund', () => {
    const events = payment({ purpose: 'change-card', amount: CARD_CHECK_CHARGE.USD, currency: 'USD' }, store);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ purpose: 'change-card', planId: null, amount: '1.00', currency: 'USD', card });
    expect(refusal(() => payment({ purpose: 'change-card', amount: '50', card: null }, store)).field).toBe('card');
    expect(decideSubscriptionRefund({ reference: 'LLP-1', amount: '1', currency: 'USD', now: T0 }, store)).toEqual([
      { type: 'SubscriptionPaymentRefunded', data: { businessId: 'biz-1', reference: 'LLP-1', amount: '1.00', currency: 'USD', refundedAt: T0 } },
    ]);
    // Payment events leave the subscription as it was.
    expect(evolveSubscriptionAll(events, store)).toEqual(store);
  });
});

describe('auto-renewal', () => {
  const expiry = paidStore.data.expiresAt!;
  const hoursFromExpiry = (hours: number) => new Date(Date.parse(expiry) + hours * 3_600_000).toISOString();

  it('is due from 24 hours before a paid period ends until its grace ends: same plan, period and extra users at today’s price', () => {
    expect(renewalDue(store, hoursFromExpiry(-24.01), 'NGN')).toBeNull();
    const due = renewalDue(store, hoursFromExpiry(-12), 'NGN');
    // Store monthly ₦50,000 + 1 extra user × ₦5,000.
    expect(due).toEqual({ planId: 5, period: 'monthly', currency: 'NGN', extraUsers: 1, amount: '55000.00', expiresAt: expiry });
    expect(renewalDue(store, hoursFromExpiry(-24), 'USD')).toMatchObject({ currency: 'USD', amount: '105.00' }); // $100 + $5
    expect(renewalDue(store, hoursFromExpiry(6 * 24), 'NGN')).not.toBeNull();
    expect(renewalDue(store, hoursFromExpiry(7 * 24), 'NGN')).toBeNull();
  });

  it('is never due on Micro, a trial or a plan awaiting its order', () => {
    expect(renewalDue(micro, T0, 'NGN')).toBeNull();
    const trial = evolveSubscriptionAll([
      onMicro,
      { type: 'TrialStarted', data: { businessId: 'biz-1', fromPlanId: 1, planId: 5, period: 'monthly', startsAt: T0, endsAt: '2024-01-24T09:00:00.000Z' } },
    ]);
    expect(renewalDue(trial, '2024-01-24T00:00:00.000Z', 'NGN')).toBeNull();
    const pending = evolveSubscriptionAll([{ ...onMicro, data: { ...onMicro.data, toPlanId: 5, period: 'monthly' } }]);
    expect(renewalDue(pending, T0, 'NGN')).toBeNull();
  });

  it('a renewal payment continues the plan from the expiry it renews', () => {
    const now = hoursFromExpiry(-12);
    const events = payment({ purpose: 'renewal', plan: 5, period: 'monthly', extraUsers: 1, amount: '55000.00', now, paidAt: now }, store);
    expect(events[0]!.data).toMatchObject({ purpose: 'renewal', planId: 5, amount: '55000.00' });
    expect(events[1]!.data).toMatchObject({ change: 'renewal', startsAt: expiry, expiresAt: '2024-05-10T09:00:00.000Z', extraUsers: 1 });
  });

  it('records a declined renewal with its day, and nothing once the period it was for is no longer current', () => {
    const now = hoursFromExpiry(-12);
    const order = renewalDue(store, now, 'NGN')!;
    expect(decideRenewalFailed({ order, reference: 'LLR-1', reason: 'Insufficient Funds', now }, store)).toEqual([
      {
        type: 'SubscriptionRenewalFailed',
        data: {
          businessId: 'biz-1',
          planId: 5,
          period: 'monthly',
          expiresAt: expiry,
          reference: 'LLR-1',
          amount: '55000.00',
          currency: 'NGN',
          reason: 'Insufficient Funds',
          day: now.slice(0, 10),
          failedAt: now,
        },
      },
    ]);
    expect(decideRenewalFailed({ order: { ...order, expiresAt: T0 }, reference: 'LLR-1', reason: '', now }, store)).toEqual([]);
  });

  it('turns on or off with a card on file only; the same setting records nothing', () => {
    expect(decideAutoRenewal({ enabled: false, now: T0 }, true, store)).toEqual([
      { type: 'AutoRenewalChanged', data: { businessId: 'biz-1', enabled: false, changedAt: T0 } },
    ]);
    expect(decideAutoRenewal({ enabled: true, now: T0 }, true, store)).toEqual([]);
    expect(refusal(() => decideAutoRenewal({ enabled: true, now: T0 }, null, store)).code).toBe('NO_CARD_ON_FILE');
    expect(refusal(() => decideAutoRenewal({ enabled: 'yes', now: T0 }, true, store)).field).toBe('enabled');
  });
});
