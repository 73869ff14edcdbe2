import { jest } from '@jest/globals';
import { rebuildWith, type PaystackSimulator } from '@ledgerline/platform';
import { projectorNamed, type RebuildResult } from '@ledgerline/projections';
import { CardPayments } from '../src/payments/card-payments.js';
import { addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

// The machine is shared: starting the API and the concurrent confirmations take longer than Jest's 5 s.
jest.setTimeout(120_000);

/**
 * Buying plans by card through HTTP, on the real PostgreSQL, with the provider simulator on
 * loopback: initialize → the checkout page → verify (and webhooks), recorded exactly once; the
 * refusals (declined, amount mismatch, another business's payment, bad bodies, no paid plan).
 */
describe('billing', () => {
  let api: TestApi;
  let simulator: PaystackSimulator;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let clerk: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    api = await createTestApi({ APP_URL: 'https://app.ledgerline.test' });
    simulator = api.app.get(CardPayments).simulator!;
    owner = await createOwner(api, { business: 'Billing Stores' });
    other = await createOwner(api, { business: 'Other Stores' });
    clerk = await addMember(api, owner, { access: [19, 23] });
    admin = await addMember(api, owner, { admin: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const post = (url: string, body: unknown, user: { cookie: string } = owner) => api.request({ method: 'POST', url, body, headers: as(user) });
  const countWhere = async (type: string, field: string, reference: string) => {
    const { rows } = await api.runtime.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE type = $1 AND data->>$2 = $3', [
      type,
      field,
      reference,
    ]);
    return rows[0]!.n;
  };
  /** The customer pays on the checkout page without the simulator's own webhook, so a test sends webhooks when it means to. */
  const payQuietly = async (checkout: string, action: 'pay' | 'decline' = 'pay') => {
    const webhookUrl = simulator.webhookUrl;
    simulator.webhookUrl = () => undefined;
    try {
      const answer = await fetch(checkout, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
      });
      expect(answer.status).toBe(302);
      return answer.headers.get('location');
    } finally {
      simulator.webhookUrl = webhookUrl;
    }
  };

  it('gives a fresh payment reference to the owner or an admin only', async () => {
    const first = await get('/api/v1/payment/generate-transaction-id');
    const second = await get('/api/v1/payment/generate-transaction-id', admin);
    expect(first.status).toBe(200);
    expect(first.body.data.reference).toMatch(/^LLP-[0-9a-f]{24}$/);
    expect(second.body.data.reference).not.toBe(first.body.data.reference);
    expect((await get('/api/v1/payment/generate-transaction-id', clerk)).status).toBe(403);
  });

  it('refuses members without owner or admin rights, and bad bodies with 400, recording nothing', async () => {
    const before = await countEvents(api);
    for (const [url, body] of [
      ['/api/v1/payment/plans', { plan: 'store' }],
      ['/api/v1/payment/plans/additional-users', { users: 1 }],
      ['/api/v1/payment/change-card', {}],
      ['/api/v1/payment/verify', { reference: 'LLP-000000000000000000000000' }],
      ['/api/v1/payment/complete-order', {}],
    ] as const) {
      expect({ url, status: (await post(url, body, clerk)).status }).toEqual({ url, status: 403 });
    }
    // Nor may they start a trial or turn the card's automatic renewal off (000 §2.6: the plans page is theirs to read only).
    expect((await post('/api/v1/payment/plans/trial', { plan: 'store' }, clerk)).status).toBe(403);
    expect((await api.request({ method: 'PATCH', url: '/api/v1/payment/auto-renew', body: { enabled: false }, headers: as(clerk) })).status).toBe(403);
    expect((await get('/api/v1/payment/history', clerk)).status).toBe(403);
    expect((await get('/api/v1/payment/card', clerk)).status).toBe(403);
    // The plan reads stay open to every member.
    expect((await get('/api/v1/payment/plan', clerk)).status).toBe(200);

    for (const [url, body, message] of [
      ['/api/v1/payment/plans', { plan: 99 }, /plan must be one of/],
      ['/api/v1/payment/plans', {}, /plan is required/],
      ['/api/v1/payment/plans', { plan: 'store', period: 'weekly' }, /period must be one of: monthly, yearly/],
      ['/api/v1/payment/plans', { plan: 'store', currency: 'EUR' }, /currency must be one of: NGN, USD/],
      ['/api/v1/payment/plans', { plan: 'store', extraUsers: -1 }, /extraUsers must be a whole number/],
      ['/api/v1/payment/plans', { plan: 'store', reference: 'a b' }, /reference must be/],
      ['/api/v1/payment/plans/additional-users', { users: 0 }, /users must be a whole number from 1 to 1000/],
      ['/api/v1/payment/plans/additional-users', { users: 'x' }, /users must be a whole number from 1 to 1000/],
      ['/api/v1/payment/verify', {}, /reference is required/],
      ['/api/v1/payment/plans', { plan: 'store', businessId: other.businessId }, /businessId/],
    ] as const) {
      const answer = await post(url, body);
      expect({ url, body, status: answer.status }).toEqual({ url, body, status: 400 });
      expect(answer.body).toMatchObject({ success: false, code: expect.any(String), message: expect.stringMatching(message) });
    }
    expect(await countEvents(api)).toBe(before);
  });

  it('refuses extra users without a running paid plan, and complete-order without an order, with 409', async () => {
    const users = await post('/api/v1/payment/plans/additional-users', { users: 2 });
    expect(users.status).toBe(409);
    expect(users.body).toMatchObject({ success: false, code: 'PAID_PLAN_REQUIRED' });
    const order = await post('/api/v1/payment/complete-order', {});
    expect(order.status).toBe(409);
    expect(order.body).toMatchObject({ success: false, code: 'NO_ORDER_TO_COMPLETE' });
    // Micro when already on Micro: nothing to change.
    const micro = await post('/api/v1/payment/plans', { plan: 'free' });
    expect(micro.status).toBe(409);
    expect(micro.body.code).toBe('PLAN_ALREADY_ACTIVE');
  });

  let storeReference: string;

  it('buys the Store plan end to end: checkout, verify, the plan paid with its expiry, history and card', async () => {
    const { reference } = (await get('/api/v1/payment/generate-transaction-id')).body.data;
    const started = await post('/api/v1/payment/plans', { plan: 'store', period: 'monthly', currency: 'NGN', reference });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      success: true,
      message: 'Proceed to payment',
      data: { authorization_url: `${simulator.baseUrl}/checkout/${reference}`, reference, amount: '50000.00', currency: 'NGN', plan: null },
    });
    expect(simulator.transaction(reference)).toMatchObject({
      amount: '5000000',
      currency: 'NGN',
      email: owner.email,
      callbackUrl: 'https://app.ledgerline.test/payment/process',
      metadata: { purpose: 'plan', businessId: owner.businessId, plan: '5', period: 'monthly', currency: 'NGN', extraUsers: '0' },
    });
    // Nothing is recorded before the payment is verified.
    expect(await countWhere('SubscriptionPaymentReceived', 'reference', reference)).toBe(0);
    expect((await get('/api/v1/payment/plan')).body.data.businessPlan).toBe('Micro Business Plan');
    // The same reference cannot begin a second payment.
    expect((await post('/api/v1/payment/plans', { plan: 'store', reference })).status).toBe(409);

    const back = await payQuietly(started.body.data.authorization_url);
    expect(back).toBe(`https://app.ledgerline.test/payment/process?trxref=${reference}&reference=${reference}`);
    const verified = await post('/api/v1/payment/verify', { reference });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: 'Your plan is paid',
      data: {
        reference,
        status: 'success',
        recorded: true,
        purpose: 'plan',
        plan: { businessPlan: 'Store Plan', planKey: 'store', isPaid: true, isActive: true, period: 'monthly', users: 4, firstTimeSubscription: false },
        card: { brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030', bank: 'TEST BANK', reusable: true },
      },
    });
    const plan = (await get('/api/v1/payment/plan', clerk)).body.data;
    expect(plan).toMatchObject({ businessPlan: 'Store Plan', isPaid: true, isTrial: false, hasExpired: false });
    const days = (Date.parse(plan.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);

    const history = await get('/api/v1/payment/history');
    expect(history.body).toEqual({
      success: true,
      data: [
        {
          reference,
          paidAt: expect.any(String),
          purpose: 'plan',
          description: 'Store plan, monthly',
          planId: 5,
          planName: 'Store Plan',
          period: 'monthly',
          extraUsers: 0,
          amount: '50000.00',
          currency: 'NGN',
          card: { brand: 'visa', last4: '4081' },
          refunded: false,
        },
      ],
      page: 1,
      limit: 25,
      total: 1,
    });
    const card = await get('/api/v1/payment/card', admin);
    expect(card.body).toEqual({
      success: true,
      data: { brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030', bank: 'TEST BANK', reusable: true, autoRenew: true },
    });
    expect(JSON.stringify(card.body)).not.toMatch(/AUTH_/);
    storeReference = reference;
  });

  it('records a payment once when verify, verify again and webhooks all arrive, at once', async () => {
    const { reference } = (await get('/api/v1/payment/generate-transaction-id')).body.data;
    const started = await post('/api/v1/payment/plans', { plan: 'store', period: 'yearly', currency: 'USD', extraUsers: 1, reference });
    // (100 + 1 × 5) × 10 months.
    expect(started.body.data).toMatchObject({ amount: '1050.00', currency: 'USD' });
    await payQuietly(started.body.data.authorization_url);
    const answers = await Promise.all([
      post('/api/v1/payment/verify', { reference }),
      simulator.sendWebhook(reference),
      post('/api/v1/payment/verify', { reference }, admin),
      simulator.sendWebhook(reference),
    ]);
    const verifies = [answers[0], answers[2]] as { status: number; body: { data: { recorded: boolean } } }[];
    expect(verifies.map((answer) => answer.status)).toEqual([200, 200]);
    expect([answers[1], answers[3]]).toEqual([200, 200]);
    expect(verifies.filter((answer) => answer.body.data.recorded).length).toBeLessThanOrEqual(1);
    const again = await post('/api/v1/payment/verify', { reference });
    expect(again.body.data).toMatchObject({ recorded: false, status: 'success', plan: { businessPlan: 'Store Plan', period: 'yearly', users: 5 } });

    expect(await countWhere('SubscriptionPaymentReceived', 'reference', reference)).toBe(1);
    expect(await countWhere('PlanChanged', 'paymentReference', reference)).toBe(1);
    const history = (await get('/api/v1/payment/history')).body;
    expect(history.total).toBe(2);
    expect(history.data[0]).toMatchObject({ reference, description: 'Store plan, yearly with 1 extra user', amount: '1050.00', currency: 'USD' });
    // A renewal of the running plan continues from its expiry: 1 month + 12 months.
    const plan = (await get('/api/v1/payment/plan')).body.data;
    const months = (Date.parse(plan.expiresAt) - Date.now()) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(12.5);
    expect(months).toBeLessThan(13.5);
  });

  it('records nothing for a declined payment, and answers its status', async () => {
    const started = await post('/api/v1/payment/plans', { plan: 'enterprise' });
    const { reference } = started.body.data;
    expect(reference).toMatch(/^LLP-[0-9a-f]{24}$/);
    await payQuietly(started.body.data.authorization_url, 'decline');
    const verified = await post('/api/v1/payment/verify', { reference });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: 'Payment not completed',
      data: { status: 'failed', recorded: false, plan: { businessPlan: 'Store Plan' } },
    });
    expect(await countWhere('SubscriptionPaymentReceived', 'reference', reference)).toBe(0);
  });

  it('refuses a payment whose amount is not what the order costs: 409, nothing recorded', async () => {
    const started = await post('/api/v1/payment/plans', { plan: 'enterprise' });
    const { reference } = started.body.data;
    simulator.transaction(reference)!.amount = '100';
    await payQuietly(started.body.data.authorization_url);
    const before = await countEvents(api);
    const verified = await post('/api/v1/payment/verify', { reference });
    expect(verified.status).toBe(409);
    expect(verified.body).toMatchObject({ success: false, code: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(await countEvents(api)).toBe(before);
    expect((await get('/api/v1/payment/plan')).body.data.businessPlan).toBe('Store Plan');
  });

  it('answers 404 alike for an unknown reference and another business’s payment', async () => {
    const unknown = await post('/api/v1/payment/verify', { reference: 'LLP-ffffffffffffffffffffffff' });
    expect(unknown.status).toBe(404);
    const theirs = await post('/api/v1/payment/verify', { reference: storeReference }, other);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect((await get('/api/v1/payment/history', other)).body).toMatchObject({ data: [], total: 0 });
    expect((await get('/api/v1/payment/card', other)).body).toEqual({ success: true, data: null });
  });

  it('adds users to the running paid plan for the months left, keeping its period', async () => {
    const before = (await get('/api/v1/payment/plan')).body.data;
    const started = await post('/api/v1/payment/plans/additional-users', { users: 2 });
    expect(started.status).toBe(200);
    // 2 users × ₦5,000 × 13 whole months left (the renewal above runs about 13 months).
    expect(started.body.data).toMatchObject({ amount: '130000.00', currency: 'NGN' });
    expect(simulator.transaction(started.body.data.reference)!.metadata).toMatchObject({ purpose: 'additional-users', users: '2', plan: '5' });
    // This time the provider's webhook comes first (the checkout page sends it), and records the payment by itself.
    const back = await fetch(started.body.data.authorization_url, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(await countWhere('SubscriptionPaymentReceived', 'reference', started.body.data.reference)).toBe(1);
    const verified = await post('/api/v1/payment/verify', { reference: started.body.data.reference });
    expect(verified.body).toMatchObject({ message: 'The users were added to your plan', data: { recorded: false, purpose: 'additional-users' } });
    const after = (await get('/api/v1/payment/plan')).body.data;
    expect(after).toMatchObject({ businessPlan: 'Store Plan', users: before.users + 2, period: before.period, expiresAt: before.expiresAt });
    expect((await get('/api/v1/payment/history')).body.data[0]).toMatchObject({ description: '2 additional users', extraUsers: 2, amount: '130000.00' });
  });

  it('replaces the card with a refunded authorization charge', async () => {
    simulator.nextCard = { card_type: 'mastercard', last4: '1111', exp_month: '03', exp_year: '2031', bank: 'SECOND BANK', reusable: true };
    const started = await post('/api/v1/payment/change-card', {});
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, data: { amount: '50.00', currency: 'NGN', authorization_url: expect.any(String) } });
    const { reference } = started.body.data;
    expect(simulator.transaction(reference)).toMatchObject({ amount: '5000', metadata: { purpose: 'change-card' } });
    await payQuietly(started.body.data.authorization_url);
    const [verified] = await Promise.all([post('/api/v1/payment/verify', { reference }), simulator.sendWebhook(reference)]);
    expect(verified.body).toMatchObject({ message: 'Your card was changed', data: { purpose: 'change-card', card: { brand: 'mastercard', last4: '1111' } } });
    expect((await get('/api/v1/payment/card')).body.data).toEqual({
      brand: 'mastercard',
      last4: '1111',
      expMonth: '03',
      expYear: '2031',
      bank: 'SECOND BANK',
      reusable: true,
      // A new card keeps the owner's auto-renewal setting.
      autoRenew: true,
    });
    expect(simulator.refunds.map((refund) => refund.reference)).toEqual([reference]);
    expect(await countWhere('SubscriptionPaymentRefunded', 'reference', reference)).toBe(1);
    // Asked again after the refund (the provider now says reversed): nothing more happens.
    expect((await post('/api/v1/payment/verify', { reference })).body.data).toMatchObject({ status: 'success', recorded: false });
    expect(simulator.refunds).toHaveLength(1);
    expect((await get('/api/v1/payment/history')).body.data[0]).toMatchObject({
      reference,
      purpose: 'change-card',
      description: 'Card verification',
      amount: '50.00',
      refunded: true,
      card: { brand: 'mastercard', last4: '1111' },
    });
    expect((await get('/api/v1/payment/plan')).body.data.businessPlan).toBe('Store Plan');
  });

  it('changes to Micro at once, without a payment', async () => {
    const paid = await createOwner(api, { business: 'Granted Stores', plan: 'basic' });
    const changed = await post('/api/v1/payment/plans', { plan: 'free' }, paid);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      success: true,
      data: { authorization_url: null, reference: null, amount: '0', currency: 'NGN', plan: { businessPlan: 'Micro Business Plan', isPaid: false } },
    });
    expect((await get('/api/v1/payment/plan', paid)).body.data.businessPlan).toBe('Micro Business Plan');
    expect((await get('/api/v1/payment/history', paid)).body.total).toBe(0);
  });

  it('rebuilds the billing read model identical from the events', async () => {
    const result = (await rebuildWith(api.runtime, projectorNamed('billing')!, { dryRun: true })) as RebuildResult;
    expect(result.identical).toBe(true);
  });
});
