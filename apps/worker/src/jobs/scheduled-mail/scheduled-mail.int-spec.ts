import { jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pino from 'pino';
import { JOBS, QUEUES, queueOptions, SettableClock } from '@ledgerline/jobs';
import { decideChangeNotificationPreferences } from '@ledgerline/ledger';
import { freePort } from '@ledgerline/platform';
import { businessStream, loadNotificationPreferences } from '@ledgerline/projections';
import { PNG_1X1, startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { actAsNewOwner, as, createOwner, type SignedInOwner } from '../../../../api/test/support/accounts.js';
import { createTestApi, type TestApi } from '../../../../api/test/support/test-api.js';
import { CommandExecutor } from '../../../../api/src/event-sourcing/command-executor.js';
import { toNewEvents } from '../../../../api/src/event-sourcing/domain-events.js';
import { scheduledMailProcessor } from './scheduled-mail.processor.js';
import { runScheduledMail, type ScheduledMailResult } from './scheduled-mail.js';

jest.setTimeout(180_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
      url: '/api/v1/inventories',
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
    expect(mailsTo('your week 23/11/2026 to 29/11/2026')).toBe(1);
    const mail = smtp.received.find((m) => m.subject?.includes('your week 23/11/2026'))!;
    expect(mail.text).toContain('Cash (on hand and at bank): ₦250,000.00');
    // Weekly Stores has no logo: its name alone heads the mail.
    expect(mail.html).toContain('Weekly Stores');
    expect(mail.html).not.toContain('<img');
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
    expect(smtp.received.find((m) => m.subject?.includes('Yoghurt 1L expires'))!.html).not.toContain('<img');
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
    expect(mailsTo('your week 30/11/2026 to 06/12/2026')).toBe(1);
    expect(mailsTo('your week 23/11/2026 to 29/11/2026')).toBe(1);
  });

  it('the worker process killed with SIGKILL after its first mails and started again: each weekly summary once', async () => {
    const others = await Promise.all([1, 2, 3].map((i) => createOwner(api, { plan: 'store', business: `Restarted Stores ${i}` })));
    const recipients = [owner.email, ...others.map((other) => other.email)];
    const subject = 'your week 07/12/2026 to 13/12/2026';
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
  it('with a Redis of its own stopped for 15 s while mails fall due: the monthly, weekly and expiry mails each still go, once', async () => {
    // A business of its own, on a yearly plan so the P&L is in it throughout, with stock expiring on 10 January.
    const shop = await createOwner(api, { plan: 'store', period: 'yearly', business: 'Outage Stores' });
    const product = await api.request({
      method: 'POST',
      url: '/api/v1/inventories',
      headers: as(shop),
      body: { type: 'PRODUCT', name: 'Milk 500ml', buyingPrice: '400', sellingPrice: '650', quantity: '12', expiryDate: '2027-01-10', expiryReminderDays: '7' },
    });
    expect(product.status).toBe(201);
    const toShop = (match: (mail: (typeof smtp.received)[number]) => boolean) =>
      smtp.received.filter((mail) => match(mail) && [mail.to].flat().some((group) => group?.value.some((a) => a.address === shop.email))).length;
    const counts = () => ({
      pnlNovember: toShop((mail) => mail.attachments.some((file) => file.filename === 'profit-and-loss-2026-11-01-2026-11-30.pdf')),
      weekBefore: toShop((mail) => mail.subject?.includes('your week 21/12/2026 to 27/12/2026') ?? false),
      pnlDecember: toShop((mail) => mail.attachments.some((file) => file.filename === 'profit-and-loss-2026-12-01-2026-12-31.pdf')),
      weekDuring: toShop((mail) => mail.subject?.includes('your week 28/12/2026 to 03/01/2027') ?? false),
      expiry: toShop((mail) => mail.subject?.includes('Milk 500ml expires on 10/01/2027') ?? false),
    });

    const port = await freePort();
    const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const options = queueOptions(`redis://127.0.0.1:${port}`, 'scheduled-mail-redis-stop');
    clock.set(lagos('2026-12-30', 12));
    let queue: Queue | undefined;
    let worker: Worker | undefined;
    const runs: string[] = [];
    const scheduledMail = scheduledMailProcessor(api.runtime, clock, pino({ level: 'silent' }));
    try {
      await sleep(300);
      queue = new Queue(QUEUES.scheduled, options);
      queue.on('error', () => undefined);
      // One worker taking one job at a time, running the two jobs the worker process runs for mail.
      worker = new Worker(QUEUES.scheduled, async (job) => (job.name === JOBS.scheduledMail ? scheduledMail(job) : api.runtime.mailer.deliverPending()), {
        ...options,
        concurrency: 1,
      });
      worker.on('completed', (job) => runs.push(job.name));
      worker.on('error', () => undefined);
      // The job schedulers, as the worker sets them up at start, but every 2 s and every second.
      await queue.upsertJobScheduler(
        'scheduled-mail-test',
        { every: 2000 },
        { name: JOBS.scheduledMail, opts: { attempts: 5, backoff: { type: 'exponential', delay: 500 } } },
      );
      await queue.upsertJobScheduler('mail-delivery-test', { every: 1000 }, { name: JOBS.mailDelivery });

      // Before the outage: what was due on 30 December (November's P&L, the week to 27 December) goes.
      const deadline = Date.now() + 60_000;
      while ((counts().pnlNovember < 1 || counts().weekBefore < 1) && Date.now() < deadline) await sleep(100);
      expect(counts()).toEqual({ pnlNovember: 1, weekBefore: 1, pnlDecember: 0, weekDuring: 0, expiry: 0 });

      // Redis stops answering; meanwhile it becomes Monday 4 January, 09:00: December's P&L, the
      // week to 3 January and the milk's reminder (from 3 January) are all due.
      redis.kill('SIGSTOP');
      clock.set(lagos('2027-01-04', 9));
      await sleep(15_000);
      expect(counts()).toEqual({ pnlNovember: 1, weekBefore: 1, pnlDecember: 0, weekDuring: 0, expiry: 0 });
      redis.kill('SIGCONT');

      const resumed = Date.now() + 60_000;
      while ((counts().pnlDecember < 1 || counts().weekDuring < 1 || counts().expiry < 1) && Date.now() < resumed) await sleep(200);
      // A few more runs of both schedules change nothing.
      const mailRuns = () => runs.filter((name) => name === JOBS.scheduledMail).length;
      const after = mailRuns();
      while (mailRuns() < after + 3 && Date.now() < resumed) await sleep(200);
      await sleep(1_500);
      expect(mailRuns()).toBeGreaterThanOrEqual(after + 3);
      expect(counts()).toEqual({ pnlNovember: 1, weekBefore: 1, pnlDecember: 1, weekDuring: 1, expiry: 1 });
      const { rows } = await api.runtime.pool.query<{ status: string; n: number }>(
        "SELECT status, count(*)::int AS n FROM mail_outbox WHERE dedupe_key LIKE '%' || $1 || '%' GROUP BY status",
        [shop.businessId],
      );
      expect(rows).toEqual([{ status: 'sent', n: 5 }]);
    } finally {
      await worker?.close(true).catch(() => undefined);
      await queue?.close().catch(() => undefined);
      redis.kill('SIGCONT');
      redis.kill('SIGKILL');
    }
  });
  it('after months without a worker, sends the P&L of every month missed, oldest first, each once', async () => {
    // Months counted from now, so the plan (yearly, from now) runs through all of them.
    const month = (offset: number) => {
      const at = new Date();
      const shifted = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
      return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    const fileOf = (m: string) => {
      const [year, mm] = m.split('-').map(Number);
      return `profit-and-loss-${m}-01-${m}-${String(new Date(Date.UTC(year, mm, 0)).getUTCDate()).padStart(2, '0')}.pdf`;
    };
    const shop = await createOwner(api, { plan: 'store', period: 'yearly', business: 'Catch-up Stores' });
    const reportsTo = (m: string) =>
      smtp.received.filter(
        (mail) => mail.attachments.some((file) => file.filename === fileOf(m)) && [mail.to].flat().some((g) => g?.value.some((a) => a.address === shop.email)),
      ).length;
    const decided = async () =>
      (
        await api.runtime.pool.query<{ month: string; created_at: Date }>(
          "SELECT split_part(dedupe_key, ':', 3) AS month, created_at FROM mail_outbox WHERE dedupe_key LIKE 'monthly-pnl:' || $1 || ':%' ORDER BY 1",
          [shop.businessId],
        )
      ).rows;

    // The first report: this month's, on the 1st of the next at 09:00.
    await runAt(lagos(`${month(1)}-01`, 9));
    expect((await decided()).map((row) => row.month)).toEqual([month(0)]);

    // No worker for four months; on the 1st at 07:30 the month that just ended is not due yet, the
    // three before it are, and they go oldest first, once however many runs side by side.
    await runAt(lagos(`${month(5)}-01`, 7, 30), 3);
    const caughtUp = await decided();
    expect(caughtUp.map((row) => row.month)).toEqual([month(0), month(1), month(2), month(3)]);
    const written = caughtUp.slice(1).map((row) => row.created_at.getTime());
    expect(written).toEqual([...written].sort((a, b) => a - b));

    // From 08:00 the month that ended goes too, and later runs add nothing.
    await runAt(lagos(`${month(5)}-01`, 8, 10), 2);
    await runAt(lagos(`${month(5)}-03`, 12));
    expect((await decided()).map((row) => row.month)).toEqual([month(0), month(1), month(2), month(3), month(4)]);
    await deliver();
    expect([0, 1, 2, 3, 4].map((offset) => reportsTo(month(offset)))).toEqual([1, 1, 1, 1, 1]);
  });
});

/**
 * Notification preferences (docs/mail.md): an owner who turned the monthly report off is skipped,
 * the other owner still gets it exactly once, every mail links to where to change it, and a report
 * that fell due while it was off is not sent once it is back on. The outbox keys stay as they were.
 */
describe('scheduled mail, an owner’s notification preferences', () => {
  const APP_URL = 'https://app.ledgerline.test';
  let api: TestApi;
  let smtp: TestSmtpServer;
  let quiet: SignedInOwner;
  let loud: SignedInOwner;
  const clock = new SettableClock(new Date());

  /** Months counted from now (YYYY-MM), so the yearly plans, started now, run through all of them. */
  const month = (offset: number) => {
    const at = new Date();
    const shifted = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
    return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const reportFile = (m: string) => {
    const [year, mm] = m.split('-').map(Number);
    return `profit-and-loss-${m}-01-${m}-${String(new Date(Date.UTC(year, mm, 0)).getUTCDate()).padStart(2, '0')}.pdf`;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url, APP_URL });
    quiet = await createOwner(api, { plan: 'store', period: 'yearly', business: 'Quiet Stores' });
    loud = await createOwner(api, { plan: 'store', period: 'yearly', business: 'Loud Stores' });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  const reportsTo = (owner: SignedInOwner, m: string) =>
    smtp.received.filter(
      (mail) =>
        mail.attachments.some((file) => file.filename === reportFile(m)) && [mail.to].flat().some((g) => g?.value.some((a) => a.address === owner.email)),
    );
  const runAt = async (at: Date, times: number) => {
    clock.set(at);
    const results = await Promise.all(Array.from({ length: times }, () => runScheduledMail(api.runtime, clock)));
    return results.reduce((total, result) => total + result.monthlyProfitAndLoss, 0);
  };
  const deliver = async () => {
    await api.runtime.mailer.deliverPending();
    await sleep(200);
  };
  const monthlyKeys = async (owner: SignedInOwner) =>
    (
      await api.runtime.pool.query<{ dedupe_key: string }>("SELECT dedupe_key FROM mail_outbox WHERE dedupe_key LIKE 'monthly-pnl:' || $1 || ':%' ORDER BY 1", [
        owner.businessId,
      ])
    ).rows.map((row) => row.dedupe_key);

  it('skips the owner who turned the monthly report off; the other owner gets it once, with the line to change it', async () => {
    const off = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/settings/notifications',
      body: { monthlyProfitAndLoss: false },
      headers: as(quiet),
    });
    expect(off.status).toBe(200);

    // Three runs side by side on the 1st at 09:00: one report, the other owner's.
    expect(await runAt(lagos(`${month(1)}-01`, 9), 3)).toBe(1);
    expect(await runAt(lagos(`${month(1)}-02`, 9), 2)).toBe(0);
    await deliver();
    expect(reportsTo(loud, month(0))).toHaveLength(1);
    expect(reportsTo(quiet, month(0))).toHaveLength(0);
    expect(await monthlyKeys(quiet)).toEqual([]);
    expect(await monthlyKeys(loud)).toEqual([`monthly-pnl:${loud.businessId}:${month(0)}:${loud.email}`]);
    const [report] = reportsTo(loud, month(0));
    expect(report.text).toContain(`To stop or change these e-mails, visit ${APP_URL}/settings/notification`);
    expect(report.html).toContain(`<a href="${APP_URL}/settings/notification"`);
    // Loud Stores has not uploaded a logo yet.
    expect(report.html).not.toContain('<img');
  });

  /** Turns the owner's monthly report on or off at `at` (the clock the worker follows; the API's is the machine's). */
  const setMonthly = (owner: SignedInOwner, on: boolean, at: Date) =>
    api.app.get(CommandExecutor).execute({
      stream: businessStream(owner.businessId),
      fingerprint: randomUUID(),
      metadata: { businessId: owner.businessId, userId: owner.userId },
      decide: async (db) =>
        toNewEvents(
          decideChangeNotificationPreferences(
            { userId: owner.userId, changes: { monthlyProfitAndLoss: on }, now: at.toISOString() },
            await loadNotificationPreferences(db, owner.businessId, owner.userId),
          ),
        ),
    });

  it('a report that fell due while it was off is not sent once it is back on; the months after it are', async () => {
    const key = (m: string) => `monthly-pnl:${quiet.businessId}:${m}:${quiet.email}`;
    // Loud Stores uploads its logo: the reports from now on carry it, under the app's address.
    const form = new FormData();
    form.set('logo', new Blob([PNG_1X1], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: form, headers: as(loud) });
    expect(uploaded.status).toBe(200);
    await setMonthly(quiet, true, lagos(`${month(1)}-15`, 12));
    expect(await runAt(lagos(`${month(2)}-01`, 9), 2)).toBe(2);
    expect(await monthlyKeys(quiet)).toEqual([key(month(1))]);

    // Off from the 10th: the next report falls due while off; on again on the 15th of the month after.
    await setMonthly(quiet, false, lagos(`${month(2)}-10`, 12));
    expect(await runAt(lagos(`${month(3)}-01`, 9), 2)).toBe(1);
    await setMonthly(quiet, true, lagos(`${month(3)}-15`, 12));
    expect(await runAt(lagos(`${month(4)}-01`, 9), 3)).toBe(2);
    await deliver();
    expect(await monthlyKeys(quiet)).toEqual([key(month(1)), key(month(3))]);
    expect([0, 1, 2, 3].map((offset) => reportsTo(quiet, month(offset)).length)).toEqual([0, 1, 0, 1]);
    expect([0, 1, 2, 3].map((offset) => reportsTo(loud, month(offset)).length)).toEqual([1, 1, 1, 1]);
    expect(reportsTo(loud, month(1))[0]!.html).toContain(`<img src="${APP_URL}/api/v1/logo/${loud.businessId}/`);
    expect(reportsTo(quiet, month(1))[0]!.html).not.toContain('<img');
  });
});
