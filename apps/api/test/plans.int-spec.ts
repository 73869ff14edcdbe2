import { randomUUID } from 'node:crypto';
import { decideAssignTeamOwner, decideCreateBusiness, initialTeamState } from '@ledgerline/ledger';
import { hashToken } from '@ledgerline/platform';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { SESSION_COOKIE } from '../src/common/access/session-cookie.js';
import { CommandExecutor } from '../src/event-sourcing/command-executor.js';
import { toNewEvents } from '../src/event-sourcing/domain-events.js';
import { SessionsService } from '../src/identity/sessions.service.js';
import { addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const FREE_PLAN_LOCKED = 'This feature is not available on free plan. Upgrade to unlock!';

/** The plan of a business through the API: what it reads, what it unlocks, trials (spec 000 §2.6, §3, §9; 002 "Payment"). */
describe('plans', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let reporter: SignedInUser;
  let clerk: SignedInUser;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { business: 'Micro Traders' });
    reporter = await addMember(api, owner, { access: [19] });
    clerk = await addMember(api, owner, { access: [23] });
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const post = (url: string, body: unknown, user: { cookie: string } = owner, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url, body, headers: as(user, headers) });

  it('a new owner is on the Micro Business Plan, active and unpaid', async () => {
    const response = await get('/api/v1/payment/plan');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: expect.objectContaining({
        businessPlan: 'Micro Business Plan',
        planId: 1,
        planKey: 'free',
        isActive: true,
        isPlanExpired: false,
        hasExpired: false,
        isDisabled: false,
        isCancelled: false,
        isPaid: false,
        isTrial: false,
        firstTimeSubscription: true,
        users: 1,
        businesses: 1,
        expiresAt: null,
      }),
    });
  });

  it('any member reads the plan; signed-out callers are refused', async () => {
    expect((await get('/api/v1/payment/plan', clerk)).body.data.businessPlan).toBe('Micro Business Plan');
    const anonymous = await api.request({ method: 'GET', url: '/api/v1/payment/plan' });
    expect(anonymous.status).toBe(401);
  });

  it('lists the seven plans with monthly and yearly prices in NGN and USD, users, allowance and features', async () => {
    const response = await get('/api/v1/payment/plans', clerk);
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({
      currencies: ['NGN', 'USD'],
      periods: ['monthly', 'yearly'],
      billedMonths: { monthly: 1, yearly: 10 },
      trialDays: 14,
      defaultPlan: 'free',
    });
    expect(data.plans.map((plan: { id: number; key: string; name: string }) => [plan.id, plan.key, plan.name])).toEqual([
      [1, 'free', 'Micro Business Plan'],
      [2, 'small', 'Small Business Plan'],
      [3, 'medium', 'Medium Enterprise Plan'],
      [4, 'basic', 'Basic Plan'],
      [5, 'store', 'Store Plan'],
      [6, 'professional', 'Professional Plan'],
      [7, 'enterprise', 'Enterprise Plan'],
    ]);
    const byKey = Object.fromEntries(data.plans.map((plan: { key: string }) => [plan.key, plan]));
    expect(byKey.basic.prices).toEqual({ monthly: { NGN: '5000.00', USD: '10.00' }, yearly: { NGN: '50000.00', USD: '100.00' } });
    expect(byKey.store.prices).toEqual({ monthly: { NGN: '50000.00', USD: '100.00' }, yearly: { NGN: '500000.00', USD: '1000.00' } });
    expect(byKey.professional.prices.yearly).toEqual({ NGN: '500000.00', USD: '1000.00' });
    expect(byKey.enterprise.prices).toEqual({ monthly: { NGN: '100000.00', USD: '200.00' }, yearly: { NGN: '1000000.00', USD: '2000.00' } });
    expect(byKey.free).toMatchObject({ paid: false, onPlansPage: true, usersIncluded: 1, businessAllowance: 1, trialDays: null, extraUserPrice: null });
    expect(byKey.free.features).toEqual(['1 user', 'Outstanding reminders', 'Receipts', 'Unlimited invoicing', 'Income and expense tracking']);
    expect(byKey.store).toMatchObject({ paid: true, usersIncluded: 4, businessAllowance: 3, trialDays: 14, extraUserPrice: { NGN: '5000.00', USD: '5.00' } });
    expect(byKey.store.features).toContain('Accounting P&L');
    expect(byKey.enterprise.usersIncluded).toBe(11);
    expect(byKey.small.onPlansPage).toBe(false);
  });

  it('locks the profit summary on the free plan with the spec’s message, owner included', async () => {
    for (const user of [owner, reporter]) {
      const response = await get('/api/v1/reports/summary/profits', user);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, message: FREE_PLAN_LOCKED });
    }
    // A member without code 19 is told about permissions, not upgrades.
    const clerkResponse = await get('/api/v1/reports/summary/profits', clerk);
    expect(clerkResponse.status).toBe(403);
    expect(clerkResponse.body.message).toBe('You do not have permission to perform this action');
  });

  it('only the owner or an admin starts a trial; a trial needs a plan that has one', async () => {
    const byMember = await post('/api/v1/payment/plans/trial', { plan: 'store' }, reporter);
    expect(byMember.status).toBe(403);
    const free = await post('/api/v1/payment/plans/trial', { plan: 'free' });
    expect(free.status).toBe(400);
    expect(free.body).toMatchObject({ success: false, code: 'TRIAL_NOT_AVAILABLE', message: 'The Micro Business Plan has no free trial' });
    const missing = await post('/api/v1/payment/plans/trial', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/plan is required/);
    const badPeriod = await post('/api/v1/payment/plans/trial', { plan: 'store', period: 'weekly' });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toMatch(/period must be one of: monthly, yearly/);
    expect((await get('/api/v1/payment/plan')).body.data.businessPlan).toBe('Micro Business Plan');
  });

  it('starts a Store trial: 201 with the plan status, and the plan reads as a running trial', async () => {
    const started = await post('/api/v1/payment/plans/trial', { plan: 'store', period: 'yearly' }, owner, { 'idempotency-key': 'trial-store-0001' });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({
      success: true,
      message: 'Your 14-day free trial of the Store Plan has started',
      data: {
        planStatus: expect.objectContaining({ businessPlan: 'Store Plan', isTrial: true, isPlanExpired: false }),
        position: expect.stringMatching(/^\d+$/),
      },
    });
    // The retry of the same submission answers the same and appends nothing.
    const retried = await post('/api/v1/payment/plans/trial', { plan: 'store', period: 'yearly' }, owner, { 'idempotency-key': 'trial-store-0001' });
    expect(retried.status).toBe(201);
    expect(retried.body.data.position).toBe(started.body.data.position);

    const plan = (await get('/api/v1/payment/plan', clerk)).body.data;
    expect(plan).toMatchObject({
      businessPlan: 'Store Plan',
      planKey: 'store',
      period: 'yearly',
      isTrial: true,
      isPaid: false,
      isActive: true,
      isPlanExpired: false,
      hasExpired: false,
      users: 4,
      businesses: 3,
    });
    const days = (Date.parse(plan.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('the profit summary now answers, from the ledger, over all time or a date range', async () => {
    for (const [subtype, amount, date] of [
      ['commission', '1000.50', '2026-03-10'],
      ['service_charge', '250.00', '2026-04-01'],
      ['capital', '50000.00', '2026-03-10'],
    ]) {
      const recorded = await post('/api/v1/transactions/money-in', { date, amount, subtype, account: 'Cash' });
      expect(recorded.status).toBe(201);
    }
    const all = await get('/api/v1/reports/summary/profits', reporter);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      success: true,
      data: { currency: 'NGN', startDate: null, endDate: null, income: '1250.50', expenses: '0.00', profit: '1250.50' },
    });
    const march = await get('/api/v1/reports/summary/profits?startDate=2026-03-01&endDate=2026-03-31');
    expect(march.body.data).toEqual({
      currency: 'NGN',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      income: '1000.50',
      expenses: '0.00',
      profit: '1000.50',
    });
    const fromApril = await get('/api/v1/reports/summary/profits?startDate=2026-04-01');
    expect(fromApril.body.data).toMatchObject({ income: '250.00', profit: '250.00', endDate: null });
    const bad = await get('/api/v1/reports/summary/profits?startDate=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('startDate must be a real date written YYYY-MM-DD');
    const reversed = await get('/api/v1/reports/summary/profits?startDate=2026-04-01&endDate=2026-03-01');
    expect(reversed.status).toBe(400);
  });

  it('refuses the same plan’s trial twice with 409 and a clear message', async () => {
    const again = await post('/api/v1/payment/plans/trial', { plan: 'store' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'TRIAL_ALREADY_USED', message: 'You have already used the free trial of the Store Plan' });
  });

  it('records PlanChanged and TrialStarted on the business’s stream', async () => {
    const events = await api.runtime.store.readStream(businessStream(owner.businessId));
    const planEvents = events.filter((event) => ['PlanChanged', 'TrialStarted', 'PlanExpired', 'PlanDowngraded'].includes(event.type));
    expect(planEvents.map((event) => event.type)).toEqual(['PlanChanged', 'TrialStarted']);
    expect(planEvents[0].data).toMatchObject({ businessId: owner.businessId, fromPlanId: null, toPlanId: 1, change: 'signup' });
    expect(planEvents[1].data).toMatchObject({ businessId: owner.businessId, fromPlanId: 1, planId: 5, period: 'yearly' });
    expect(planEvents[1].metadata).toMatchObject({ businessId: owner.businessId, userId: owner.userId });
  });

  it('a sub-business reads, and starts trials on, its parent’s plan', async () => {
    // Set up as "Add business" records it (its API is not this file's subject): BusinessCreated with the parent, and its owner.
    const created = { businessId: randomUUID() };
    await api.app.get(CommandExecutor).execute({
      stream: businessStream(created.businessId),
      fingerprint: randomUUID(),
      metadata: { businessId: created.businessId, userId: owner.userId },
      async decide(db) {
        const parent = await loadBusinessState(db, owner.businessId);
        const events = [
          ...decideCreateBusiness(
            { businessId: created.businessId, name: 'Micro Traders Annex', parentBusinessId: owner.businessId, parent },
            await loadBusinessState(db, created.businessId),
          ),
          ...decideAssignTeamOwner({ userId: owner.userId, email: owner.email, now: new Date().toISOString() }, initialTeamState),
        ];
        return toNewEvents(events);
      },
    });
    // The owner's session, switched to the sub-business for this test.
    const session = { cookie: owner.cookie };
    const ownerToken = owner.cookie.slice(`${SESSION_COOKIE}=`.length);
    await api.app.get(SessionsService).switchBusiness(hashToken(ownerToken), created.businessId);
    try {
      const plan = await get('/api/v1/payment/plan', session);
      expect(plan.status).toBe(200);
      expect(plan.body.data).toMatchObject({ businessPlan: 'Store Plan', isTrial: true });
      const trial = await post('/api/v1/payment/plans/trial', { plan: 'enterprise' }, session);
      expect(trial.status).toBe(201);
      expect(trial.body.data.planStatus.businessPlan).toBe('Enterprise Plan');
      const parentEvents = await api.runtime.store.readStream(businessStream(owner.businessId));
      expect(parentEvents.at(-1)).toMatchObject({ type: 'TrialStarted', data: { businessId: owner.businessId, planId: 7 } });
      const annexEvents = await api.runtime.store.readStream(businessStream(created.businessId));
      expect(annexEvents.map((event) => event.type)).not.toContain('TrialStarted');
    } finally {
      await api.app.get(SessionsService).switchBusiness(hashToken(ownerToken), owner.businessId);
    }
  });
});
