import { jest } from '@jest/globals';
import pino from 'pino';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { JOBS, QUEUES, queueOptions, type PlanRenewalResult } from '@ledgerline/jobs';
import { PaystackProvider, PaystackSimulator, renewalReference } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { addMember, as, createOwner, type SignedInOwner } from '../../../../api/test/support/accounts.js';
import { createTestApi, type TestApi } from '../../../../api/test/support/test-api.js';
import { planRenewalProcessor } from './plan-renewal.processor.js';
import { runPlanRenewal } from './plan-renewal.js';

jest.setTimeout(120_000);

const HOUR = 3_600_000;

/**
 * Auto-renewal against the real PostgreSQL and Redis: the API buys a plan through a simulator this
 * test starts (PAYSTACK_BASE_URL and the key point the API at it), and the job charges the saved
 * card through its own adapter to the same simulator. Charges are counted at the simulator.
 */
describe('plan renewal', () => {
  let simulator: PaystackSimulator;
  let api: TestApi;
  let provider: PaystackProvider;

  beforeAll(async () => {
    simulator = await new PaystackSimulator().start();
    api = await createTestApi({
      APP_URL: 'https://app.ledgerline.test',
      PAYSTACK_SECRET_KEY: simulator.secretKey,
      PAYSTACK_BASE_URL: simulator.baseUrl,
    });
    provider = new PaystackProvider('paystack', simulator.baseUrl, simulator.secretKey);
  });
  afterAll(async () => {
    await api?.close();
    await simulator?.stop();
  });

  const get = (owner: { cookie: string }, url: string) => api.request({ method: 'GET', url, headers: as(owner) });
  const post = (owner: { cookie: string }, url: string, body: unknown) => api.request({ method: 'POST', url, body, headers: as(owner) });
  const patch = (owner: { cookie: string }, url: string, body: unknown) => api.request({ method: 'PATCH', url, body, headers: as(owner) });
  const plan = async (owner: SignedInOwner) => (await get(owner, '/api/v1/payment/plan')).body.data;
  const typesOf = async (businessId: string, types: string[]) =>
    (await api.runtime.store.readStream(businessStream(businessId))).filter((event) => types.includes(event.type));
  const chargesOf = (businessId: string, expiresAt: string) => {
    const references = [0, 1, 2].map((attempt) => renewalReference(businessId, expiresAt, attempt));
    return simulator.charges.filter((charge) => references.includes(charge.reference));
  };
  const renewalRows = async (owner: SignedInOwner) =>
    ((await get(owner, '/api/v1/payment/history')).body.data as { purpose: string }[]).filter((row) => row.purpose === 'renewal');

  /** Pays on the simulator's checkout page (no webhooks: the test's simulator has no webhook address) and verifies, as the client does. */
  async function payAtCheckout(owner: SignedInOwner, started: { authorization_url: string; reference: string }) {
    const answer = await fetch(started.authorization_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(answer.status).toBe(302);
    const verified = await post(owner, '/api/v1/payment/verify', { reference: started.reference });
    expect(verified.body.data).toMatchObject({ status: 'success', recorded: true });
  }

  /** An owner who bought a Store plan, monthly, by card: the card is on file. */
  async function paidOwner(business: string): Promise<{ owner: SignedInOwner; expiresAt: string }> {
    const owner = await createOwner(api, { business });
    const started = await post(owner, '/api/v1/payment/plans', { plan: 'store', period: 'monthly' });
    expect(started.status).toBe(200);
    await payAtCheckout(owner, started.body.data);
    const current = await plan(owner);
    expect(current).toMatchObject({ businessPlan: 'Store Plan', isPaid: true });
    return { owner, expiresAt: current.expiresAt as string };
  }
  const before = (expiresAt: string, hours: number) => new Date(Date.parse(expiresAt) + hours * HOUR);
  /** An hour after `instant`, or its UTC day's last millisecond if that comes first: later, and the same day whatever the time of the run. */
  const laterSameDay = (instant: Date) =>
    new Date(Math.min(instant.getTime() + HOUR, Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() + 1) - 1));
  const monthAfter = (instant: string) => {
    const date = new Date(instant);
    date.setUTCMonth(date.getUTCMonth() + 1);
    return date.toISOString();
  };

  it('renews a paid plan 12 hours before it ends, once however often the job runs', async () => {
    const { owner, expiresAt } = await paidOwner('Renewed Once Ltd');
    expect(await runPlanRenewal(api.runtime, provider, before(expiresAt, -36))).toMatchObject({ due: 0, renewed: 0 });

    const first = await runPlanRenewal(api.runtime, provider, before(expiresAt, -12));
    expect(first).toMatchObject({ due: 1, renewed: 1, declined: 0, failed: [] });
    const second = await runPlanRenewal(api.runtime, provider, before(expiresAt, -11));
    expect(second).toMatchObject({ due: 0, renewed: 0 });

    expect(chargesOf(owner.businessId, expiresAt)).toEqual([
      expect.objectContaining({ reference: renewalReference(owner.businessId, expiresAt), amount: '5000000', currency: 'NGN', status: 'success' }),
    ]);
    expect(await renewalRows(owner)).toEqual([
      expect.objectContaining({ purpose: 'renewal', reference: renewalReference(owner.businessId, expiresAt), amount: '50000.00', planId: 5 }),
    ]);
    const renewed = await plan(owner);
    expect(renewed).toMatchObject({ businessPlan: 'Store Plan', isPaid: true, expiresAt: monthAfter(expiresAt) });
    const changes = await typesOf(owner.businessId, ['PlanChanged']);
    expect(changes.at(-1)!.data).toMatchObject({ change: 'renewal', startsAt: expiresAt, paymentReference: renewalReference(owner.businessId, expiresAt) });
  });

  it('charges once when two runs renew at the same time', async () => {
    const { owner, expiresAt } = await paidOwner('Concurrent Renewal Ltd');
    const runs = await Promise.all([
      runPlanRenewal(api.runtime, provider, before(expiresAt, -12)),
      runPlanRenewal(api.runtime, provider, before(expiresAt, -12)),
    ]);
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(1);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    expect(chargesOf(owner.businessId, expiresAt)).toHaveLength(1);
    expect(await typesOf(owner.businessId, ['SubscriptionPaymentReceived'])).toHaveLength(2); // the purchase and one renewal
    expect(await renewalRows(owner)).toHaveLength(1);
    expect((await plan(owner)).expiresAt).toBe(monthAfter(expiresAt));
  });

  it('records a charge made by a run killed before recording it, without charging again', async () => {
    const { owner, expiresAt } = await paidOwner('Killed Run Ltd');
    const reference = renewalReference(owner.businessId, expiresAt);
    const { rows } = await api.runtime.pool.query<{ authorization_code: string }>('SELECT authorization_code FROM business_cards WHERE business_id = $1', [
      owner.businessId,
    ]);
    // What the killed run did: the charge, with the derived reference and the renewal's order, and nothing recorded.
    await provider.chargeAuthorization({
      authorizationCode: rows[0]!.authorization_code,
      email: owner.email,
      amount: '5000000',
      currency: 'NGN',
      reference,
      metadata: { purpose: 'renewal', businessId: owner.businessId, currency: 'NGN', plan: '5', period: 'monthly', extraUsers: '0', renews: expiresAt },
    });
    expect(await renewalRows(owner)).toEqual([]);

    expect(await runPlanRenewal(api.runtime, provider, before(expiresAt, -11))).toMatchObject({ renewed: 1, failed: [] });
    expect(await runPlanRenewal(api.runtime, provider, before(expiresAt, -10))).toMatchObject({ renewed: 0 });
    expect(chargesOf(owner.businessId, expiresAt)).toHaveLength(1);
    expect(await renewalRows(owner)).toEqual([expect.objectContaining({ reference })]);
    expect((await plan(owner)).expiresAt).toBe(monthAfter(expiresAt));
  });

  it('charges nothing with auto-renewal off; the owner or an admin turns it off and on; it needs a card', async () => {
    const { owner, expiresAt } = await paidOwner('Renewal Off Ltd');
    const admin = await addMember(api, owner, { admin: true });
    const clerk = await addMember(api, owner, { access: [19] });
    expect((await get(owner, '/api/v1/payment/card')).body.data).toMatchObject({ last4: '4081', autoRenew: true });
    expect((await patch(clerk, '/api/v1/payment/auto-renew', { enabled: false })).status).toBe(403);
    const bad = await patch(owner, '/api/v1/payment/auto-renew', { enabled: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringMatching(/enabled must be true or false/) });

    const off = await patch(admin, '/api/v1/payment/auto-renew', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.card).toMatchObject({ autoRenew: false });
    expect(off.body.data.card).not.toHaveProperty('authorizationCode');
    expect(await typesOf(owner.businessId, ['AutoRenewalChanged'])).toHaveLength(1);
    // The same setting again records nothing.
    expect((await patch(owner, '/api/v1/payment/auto-renew', { enabled: false })).status).toBe(200);
    expect(await typesOf(owner.businessId, ['AutoRenewalChanged'])).toHaveLength(1);

    expect(await runPlanRenewal(api.runtime, provider, before(expiresAt, -12))).toMatchObject({ renewed: 0, declined: 0 });
    expect(chargesOf(owner.businessId, expiresAt)).toEqual([]);
    expect((await plan(owner)).expiresAt).toBe(expiresAt);

    const on = await patch(owner, '/api/v1/payment/auto-renew', { enabled: true });
    expect(on.body.data.card).toMatchObject({ autoRenew: true });
    expect((await get(owner, '/api/v1/payment/card')).body.data).toMatchObject({ autoRenew: true });
    // Back on: the next run renews.
    expect(await runPlanRenewal(api.runtime, provider, before(expiresAt, -11))).toMatchObject({ renewed: 1 });
    expect(chargesOf(owner.businessId, expiresAt)).toHaveLength(1);

    const cardless = await createOwner(api, { business: 'No Card Ltd' });
    const refused = await patch(cardless, '/api/v1/payment/auto-renew', { enabled: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'NO_CARD_ON_FILE' });
  });

  it('charges nothing for a trial or the Micro plan, card on file or not', async () => {
    const owner = await createOwner(api, { business: 'Trial With Card Ltd' });
    const check = await post(owner, '/api/v1/payment/change-card', {});
    expect(check.status).toBe(200);
    await payAtCheckout(owner, check.body.data);
    expect((await get(owner, '/api/v1/payment/card')).body.data).toMatchObject({ autoRenew: true });
    const before = simulator.charges.length;
    // On Micro, with a card.
    expect(await runPlanRenewal(api.runtime, provider, new Date())).toMatchObject({ renewed: 0, declined: 0 });
    const trial = await post(owner, '/api/v1/payment/plans/trial', { plan: 'store' });
    expect(trial.status).toBe(201);
    const endsAt = trial.body.data.planStatus.expiresAt as string;
    expect(await runPlanRenewal(api.runtime, provider, new Date(Date.parse(endsAt) - 12 * HOUR))).toMatchObject({ renewed: 0, declined: 0 });
    expect(simulator.charges.length).toBe(before);
  });

  it('records a declined renewal once a day with one mail, keeps the plan, and tries again the next day', async () => {
    const { owner, expiresAt } = await paidOwner('Declined Card Ltd');
    simulator.declineNextCharge();
    const declinedAt = before(expiresAt, -12);
    const declined = await runPlanRenewal(api.runtime, provider, declinedAt);
    expect(declined).toMatchObject({ due: 1, renewed: 0, declined: 1, failed: [] });
    const failures = await typesOf(owner.businessId, ['SubscriptionRenewalFailed']);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.data).toMatchObject({
      planId: 5,
      period: 'monthly',
      expiresAt,
      reference: renewalReference(owner.businessId, expiresAt),
      amount: '50000.00',
      currency: 'NGN',
      reason: 'Insufficient Funds',
    });
    const mails = async () =>
      (
        await api.runtime.pool.query<{ to_address: string; subject: string; text_body: string }>(
          `SELECT to_address, subject, text_body FROM mail_outbox WHERE dedupe_key LIKE $1`,
          [`subscription-renewal-failed:${owner.businessId}:%`],
        )
      ).rows;
    expect(await mails()).toEqual([
      {
        to_address: owner.email,
        subject: 'We could not renew your Store Plan',
        text_body: expect.stringContaining('https://app.ledgerline.test/settings/billings'),
      },
    ]);
    expect((await mails())[0]!.text_body).toMatch(/Visa •••• 4081 was declined/);
    expect(await plan(owner)).toMatchObject({ expiresAt, isPaid: true });

    // Later the same day: nothing more, not even a charge.
    expect(await runPlanRenewal(api.runtime, provider, laterSameDay(declinedAt))).toMatchObject({ due: 0, declined: 0 });
    expect(chargesOf(owner.businessId, expiresAt)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);

    // The next day, in grace: charged again with the next attempt's reference, and renewed from the old expiry.
    const retried = await runPlanRenewal(api.runtime, provider, before(expiresAt, 12));
    expect(retried).toMatchObject({ renewed: 1, declined: 0, failed: [] });
    expect(chargesOf(owner.businessId, expiresAt).map((charge) => [charge.reference, charge.status])).toEqual([
      [renewalReference(owner.businessId, expiresAt), 'failed'],
      [renewalReference(owner.businessId, expiresAt, 1), 'success'],
    ]);
    expect(await plan(owner)).toMatchObject({ expiresAt: monthAfter(expiresAt), isPaid: true, isGracePeriod: false });
    expect(await typesOf(owner.businessId, ['SubscriptionRenewalFailed'])).toHaveLength(1);
  });

  it('runs as the BullMQ plan-renewal job', async () => {
    const options = queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix);
    const queue = new Queue(QUEUES.scheduled, options);
    const queueEvents = new QueueEvents(QUEUES.scheduled, options);
    const worker = new Worker(QUEUES.scheduled, planRenewalProcessor(api.runtime, provider, pino({ level: 'silent' })), options);
    try {
      await queueEvents.waitUntilReady();
      const job = await queue.add(JOBS.planRenewal, {});
      const result = (await job.waitUntilFinished(queueEvents, 20_000)) as PlanRenewalResult;
      // Nothing is due today: every plan of this file ends a month from now.
      expect(result).toMatchObject({ due: 0, renewed: 0, declined: 0, failed: [] });
    } finally {
      await worker.close();
      await queueEvents.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
