import { jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pino from 'pino';
import { JOBS, QUEUES, queueOptions, SettableClock } from '@ledgerline/jobs';
import { startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { actAsNewOwner, createOwner, type SignedInOwner } from '../../../../api/test/support/accounts.js';
import { createTestApi, type TestApi } from '../../../../api/test/support/test-api.js';
import { scheduledMailProcessor } from './scheduled-mail.processor.js';
import { runScheduledMail, type ScheduledMailResult } from './scheduled-mail.js';

jest.setTimeout(180_000);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** A moment in Lagos (UTC+1, no summer time): `lagos('2026-11-30', 9)` is 09:00 there. */
const lagos = (date: string, hour: number, minute = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + ((hour - 1) * 60 + minute) * 60_000);

/**
 * The scheduled mails against the real PostgreSQL, Redis and a real SMTP server: each mail once
 * per business, period and recipient, however often or side by side the job runs, counted at
 * the SMTP server.
 */
describe('scheduled mail, exactly once per business and period', () => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let owner: SignedInOwner;
  const clock = new SettableClock(lagos('2026-11-26', 9));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url });
    owner = await actAsNewOwner(api, { plan: 'store', business: 'Weekly Stores' });
    const money = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-24', amount: '250000.00', subtype: 'capital', account: 'Cash' },
    });
    expect(money.status).toBe(201);
    const product = await api.request({
      method: 'POST',
      url: '/api/v1/products',
      body: {
        type: 'PRODUCT',
        name: 'Yoghurt 1L',
        buyingPrice: '800',
        sellingPrice: '1200',
        quantity: '24',
        expiryDate: '2026-12-10',
        expiryReminderDays: '7',
      },
    });
    expect(product.status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  const mailsTo = (subjectPart: string) =>
    smtp.received.filter((mail) => mail.subject?.includes(subjectPart) && [mail.to].flat().some((group) => group?.value.some((a) => a.address === owner.email)))
      .length;
  const runAt = async (at: Date, times = 1): Promise<ScheduledMailResult[]> => {
    clock.set(at);
    return Promise.all(Array.from({ length: times }, () => runScheduledMail(api.runtime, clock)));
  };
  const deliver = async () => {
    await api.runtime.mailer.deliverPending();
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  const sum = (results: ScheduledMailResult[], key: 'monthlyProfitAndLoss' | 'weeklySummaries' | 'expiryReminders') =>
    results.reduce((total, result) => total + result[key], 0);

  it('sends the weekly summary on Monday from 08:00 Lagos time, once, however often and side by side the job runs', async () => {
    expect(sum(await runAt(lagos('2026-11-30', 7, 45)), 'weeklySummaries')).toBe(0);
    expect(sum(await runAt(lagos('2026-11-30', 8, 5), 3), 'weeklySummaries')).toBe(1);
    expect(sum(await runAt(lagos('2026-11-30', 12), 2), 'weeklySummaries')).toBe(0);
    expect(sum(await runAt(lagos('2026-11-30', 23, 50)), 'weeklySummaries')).toBe(0);
    await Promise.all([deliver(), deliver()]);
    expect(mailsTo('your week 2026-11-23 to 2026-11-29')).toBe(1);
    const mail = smtp.received.find((m) => m.subject?.includes('your week 2026-11-23'))!;
    expect(mail.text).toContain('Cash (on hand and at bank): NGN 250000.00');
  });

  it('sends last month’s profit and loss with its PDF on the 1st from 08:00, once', async () => {
    expect(sum(await runAt(lagos('2026-12-01', 7, 30)), 'monthlyProfitAndLoss')).toBe(0);
    expect(sum(await runAt(lagos('2026-12-01', 8, 15), 3), 'monthlyProfitAndLoss')).toBe(1);
    expect(sum(await runAt(lagos('2026-12-02', 10), 2), 'monthlyProfitAndLoss')).toBe(0);
    await deliver();
    expect(smtp.received.filter((m) => m.attachments.some((file) => file.filename === 'profit-and-loss-2026-11-01-2026-11-30.pdf'))).toHaveLength(1);
  });

  it('reminds of a product’s expiry from its reminder days before, once per product and expiry date', async () => {
    expect(sum(await runAt(lagos('2026-12-02', 23, 30)), 'expiryReminders')).toBe(0);
    expect(sum(await runAt(lagos('2026-12-03', 0, 30), 2), 'expiryReminders')).toBe(1);
    expect(sum(await runAt(lagos('2026-12-06', 9)), 'expiryReminders')).toBe(0);
    await deliver();
    expect(mailsTo('Yoghurt 1L expires on 10/12/2026')).toBe(1);
  });

  it('as the BullMQ job on two workers at once: the next week’s summary once', async () => {
    clock.set(lagos('2026-12-07', 8, 30));
    const options = queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix);
    const queue = new Queue(QUEUES.scheduled, options);
    const events = new QueueEvents(QUEUES.scheduled, options);
    const workers = [1, 2].map(
      () => new Worker(QUEUES.scheduled, scheduledMailProcessor(api.runtime, clock, pino({ level: 'silent' })), { ...options, concurrency: 1 }),
    );
    try {
      await events.waitUntilReady();
      const jobs = await Promise.all([1, 2, 3].map(() => queue.add(JOBS.scheduledMail, {})));
      const results = (await Promise.all(jobs.map((job) => job.waitUntilFinished(events, 60_000)))) as ScheduledMailResult[];
      expect(sum(results, 'weeklySummaries')).toBe(1);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await deliver();
    expect(mailsTo('your week 2026-11-30 to 2026-12-06')).toBe(1);
    expect(mailsTo('your week 2026-11-23 to 2026-11-29')).toBe(1);
  });

  it('the worker process killed with SIGKILL after its first mails and started again: each weekly summary once', async () => {
    const others = await Promise.all([1, 2, 3].map((i) => createOwner(api, { plan: 'store', business: `Restarted Stores ${i}` })));
    const recipients = [owner.email, ...others.map((other) => other.email)];
    const subject = 'your week 2026-12-07 to 2026-12-13';
    const received = () => smtp.received.filter((mail) => mail.subject?.includes(subject));
    const start = (): { child: ChildProcess; output: () => string } => {
      let output = '';
      const child = spawn(process.execPath, [join(ROOT, 'apps/worker/dist/main.js')], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: api.database.url,
          REDIS_URL: api.runtime.redisUrl!,
          QUEUE_PREFIX: `${api.runtime.config.queuePrefix}-restart`,
          SMTP_URL: smtp.url,
          LEDGERLINE_CLOCK_NOW: lagos('2026-12-14', 9).toISOString(),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      return { child, output: () => output };
    };
    const waitUntil = async (done: () => boolean | Promise<boolean>, what: string, worker: { child: ChildProcess; output: () => string }) => {
      const deadline = Date.now() + 60_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const first = start();
    try {
      await waitUntil(() => received().length >= 1, 'a first weekly summary', first);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
    const second = start();
    try {
      const pending = async () => (await api.runtime.pool.query("SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'")).rows[0].n as number;
      await waitUntil(async () => received().length >= recipients.length && (await pending()) === 0, 'every weekly summary', second);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      second.child.kill('SIGKILL');
      await new Promise((resolve) => second.child.once('exit', resolve));
      const queue = new Queue(QUEUES.scheduled, queueOptions(api.runtime.redisUrl!, `${api.runtime.config.queuePrefix}-restart`));
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    const to = received().flatMap((mail) => [mail.to].flat().flatMap((group) => group?.value.map((a) => a.address) ?? []));
    expect(to.sort()).toEqual([...recipients].sort());
  });
});
