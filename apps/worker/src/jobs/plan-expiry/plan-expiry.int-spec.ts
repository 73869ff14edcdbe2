import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pino from 'pino';
import { JOBS, QUEUES, queueOptions, type PlanExpiryResult } from '@ledgerline/jobs';
import { decideStartTrial } from '@ledgerline/ledger';
import { executeCommand } from '@ledgerline/platform';
import { businessStream, loadSubscriptionState } from '@ledgerline/projections';
import { toNewEvents } from '../../../../api/src/event-sourcing/domain-events.js';
import { as, createOwner, type SignedInOwner } from '../../../../api/test/support/accounts.js';
import { createTestApi, type TestApi } from '../../../../api/test/support/test-api.js';
import { planExpiryProcessor } from './plan-expiry.processor.js';
import { runPlanExpiry } from './plan-expiry.js';

const DAY = 86_400_000;
const PLAN_EVENTS = ['PlanChanged', 'TrialStarted', 'PlanExpired', 'PlanDowngraded'];

/** The plan-expiry sweep against the real PostgreSQL, through the event store's write path. */
describe('plan expiry', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const planEvents = async (businessId: string) =>
    (await api.runtime.store.readStream(businessStream(businessId))).filter((event) => PLAN_EVENTS.includes(event.type));
  const plan = async (owner: SignedInOwner) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(owner) });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  /** A Store trial started `daysAgo` days ago, as the API's command would have recorded it then. */
  async function trialStarted(owner: SignedInOwner, daysAgo: number): Promise<void> {
    const now = new Date(Date.now() - daysAgo * DAY).toISOString();
    await executeCommand(api.runtime, {
      stream: businessStream(owner.businessId),
      fingerprint: randomUUID(),
      metadata: { businessId: owner.businessId, userId: owner.userId, occurredAt: now },
      decide: async (db) => toNewEvents(decideStartTrial({ plan: 'store', period: 'monthly', now }, await loadSubscriptionState(db, owner.businessId))),
    });
  }

  // First: the sweep covers every business, and this test's `now`s lie weeks ahead.
  it('a paid plan expires at its end and is downgraded at the grace end, each once, however often the sweep runs', async () => {
    const paid = await createOwner(api, { business: 'Paid Monthly Ltd', plan: 'basic', period: 'monthly' });
    const expiresAt = (await plan(paid)).expiresAt as string;
    const at = (offsetDays: number) => new Date(Date.parse(expiresAt) + offsetDays * DAY);

    expect(await runPlanExpiry(api.runtime, at(-0.5))).toMatchObject({ events: 0 });
    const inGrace = await Promise.all([runPlanExpiry(api.runtime, at(1)), runPlanExpiry(api.runtime, at(1))]);
    expect(inGrace.reduce((sum, result) => sum + result.events, 0)).toBe(1);
    expect(await runPlanExpiry(api.runtime, at(2))).toMatchObject({ events: 0 });
    expect((await planEvents(paid.businessId)).map((event) => event.type)).toEqual(['PlanChanged', 'PlanChanged', 'PlanExpired']);

    expect(await runPlanExpiry(api.runtime, at(8))).toMatchObject({ due: 1, changed: 1, events: 1 });
    expect(await runPlanExpiry(api.runtime, at(9))).toMatchObject({ due: 0, events: 0 });
    const events = await planEvents(paid.businessId);
    expect(events.map((event) => event.type)).toEqual(['PlanChanged', 'PlanChanged', 'PlanExpired', 'PlanDowngraded']);
    expect(events[3].data).toMatchObject({ fromPlanId: 4, toPlanId: 1 });
    const keys = await api.runtime.pool.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE stream_id = $1 ORDER BY created_at', [
      businessStream(paid.businessId),
    ]);
    expect(keys.rows.map((row) => row.key)).toEqual([
      `plan-expiry:${paid.businessId}:${expiresAt}:expire`,
      `plan-expiry:${paid.businessId}:${expiresAt}:downgrade`,
    ]);
    const subscription = await loadSubscriptionState(api.runtime.pool, paid.businessId);
    expect(subscription).toMatchObject({ exists: true, planId: 1, kind: 'free', lapsed: true, everPaid: true });
  });

  it('records PlanExpired and PlanDowngraded for a trial that ended a day ago; the plan reads Micro; a rerun appends nothing', async () => {
    const lapsed = await createOwner(api, { business: 'Lapsed Trial Ltd' });
    const running = await createOwner(api, { business: 'Running Trial Ltd' });
    const micro = await createOwner(api, { business: 'Micro Only Ltd' });
    await trialStarted(lapsed, 15);
    await trialStarted(running, 2);
    expect(await plan(lapsed)).toMatchObject({ businessPlan: 'Micro Business Plan', isPlanExpired: true }); // from dates, before any job ran

    const first = await runPlanExpiry(api.runtime, new Date());
    expect(first).toMatchObject({ due: 1, changed: 1, events: 2, failed: [] });
    const events = await planEvents(lapsed.businessId);
    expect(events.map((event) => event.type)).toEqual(['PlanChanged', 'TrialStarted', 'PlanExpired', 'PlanDowngraded']);
    const trialEnd = (events[1].data as { endsAt: string }).endsAt;
    expect(events[2].data).toEqual({ businessId: lapsed.businessId, planId: 5, trial: true, expiredAt: trialEnd, graceEndsAt: trialEnd });
    expect(events[3].data).toEqual({ businessId: lapsed.businessId, fromPlanId: 5, toPlanId: 1, downgradedAt: trialEnd });
    expect(events[3].metadata).toMatchObject({ businessId: lapsed.businessId, correlationId: expect.stringMatching(/^plan-expiry:/) });

    expect(await plan(lapsed)).toMatchObject({
      businessPlan: 'Micro Business Plan',
      planId: 1,
      isTrial: false,
      isPlanExpired: true,
      hasExpired: true,
      isActive: false,
    });
    const locked = await api.request({ method: 'GET', url: '/api/v1/reports/summary/profits', headers: as(lapsed) });
    expect(locked.status).toBe(403);

    const second = await runPlanExpiry(api.runtime, new Date());
    expect(second).toMatchObject({ due: 0, changed: 0, events: 0 });
    expect(await planEvents(lapsed.businessId)).toHaveLength(4);
    // The others are untouched.
    expect((await planEvents(running.businessId)).map((event) => event.type)).toEqual(['PlanChanged', 'TrialStarted']);
    expect((await planEvents(micro.businessId)).map((event) => event.type)).toEqual(['PlanChanged']);
    expect(await plan(running)).toMatchObject({ businessPlan: 'Store Plan', isTrial: true });
  });

  it('runs as the BullMQ plan-expiry job', async () => {
    const owner = await createOwner(api, { business: 'Queued Expiry Ltd' });
    await trialStarted(owner, 20);
    const options = queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix);
    const queue = new Queue(QUEUES.scheduled, options);
    const queueEvents = new QueueEvents(QUEUES.scheduled, options);
    const worker = new Worker(QUEUES.scheduled, planExpiryProcessor(api.runtime, pino({ level: 'silent' })), options);
    try {
      await queueEvents.waitUntilReady();
      const job = await queue.add(JOBS.planExpiry, {});
      const result = (await job.waitUntilFinished(queueEvents, 20_000)) as PlanExpiryResult;
      expect(result).toMatchObject({ due: 1, changed: 1, events: 2, failed: [] });
      expect((await planEvents(owner.businessId)).map((event) => event.type)).toEqual(['PlanChanged', 'TrialStarted', 'PlanExpired', 'PlanDowngraded']);
    } finally {
      await worker.close();
      await queueEvents.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
