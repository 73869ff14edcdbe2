import { jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pino from 'pino';
import { JOBS, QUEUES, queueOptions } from '@ledgerline/jobs';
import { freePort, type Runtime } from '@ledgerline/platform';
import { PNG_1X1, startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { as, createOwner, type SignedInOwner } from '../../../../api/test/support/accounts.js';
import { createTestApi, type TestApi } from '../../../../api/test/support/test-api.js';
import { createProduct } from '../../../../api/test/support/trade-fixtures.js';
import { invoiceRemindersJobId, invoiceRemindersProcessor } from './invoice-reminders.processor.js';
import { runInvoiceReminders } from './invoice-reminders.js';

jest.setTimeout(120_000);

/** Invoice reminders against the real PostgreSQL, Redis and an SMTP server: each invoice and day reminded once, whoever runs it. */
describe('invoice reminders', () => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let owner: SignedInOwner;
  const TODAY = new Date('2026-12-10T08:00:00Z');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url, APP_URL: 'https://app.ledgerline.test' });
    owner = await createOwner(api, { business: 'Reminding Ltd' });
    const service = await createProduct(api, owner, { name: 'Bookkeeping', kind: 'service', sellingPrice: '100' });
    const invoice = async (email: string, dueDate: string, status = 'approved') => {
      const contact = await api.request({ method: 'POST', url: '/api/v1/entities', headers: as(owner), body: { name: email.split('@')[0], email } });
      const created = await api.request({
        method: 'POST',
        url: '/api/v1/invoice/create',
        headers: as(owner),
        body: { date: '2026-11-01', dueDate, entity: contact.body.data.id, items: [{ product: service, quantity: '1', price: '250' }], status },
      });
      expect(created.status).toBe(201);
    };
    await invoice('before@example.com', '2026-12-13'); // 3 days ahead
    await invoice('today@example.com', '2026-12-10'); // due today
    await invoice('overdue@example.com', '2026-12-03'); // 7 days late
    await invoice('quiet@example.com', '2026-12-11'); // no reminder today
    await invoice('draft@example.com', '2026-12-10', 'draft'); // drafts are never reminded
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  const reminders = async () =>
    (
      await api.runtime.pool.query(
        "SELECT data->>'reference' AS reference, data->>'kind' AS kind FROM events WHERE type = 'InvoiceReminderSent' ORDER BY position",
      )
    ).rows;
  const mailed = () => smtp.received.filter((mail) => mail.subject?.startsWith('Reminder:')).map((mail) => mail.subject);
  /** The worker's mail delivery: reminders go through the outbox. */
  const deliver = () => api.runtime.mailer.deliverPending();

  it('sends each due reminder once when run twice, and with two workers at once', async () => {
    const first = await runInvoiceReminders(api.runtime, TODAY);
    expect(first).toMatchObject({ day: '2026-12-10', due: 3, sent: 3, failed: [] });
    expect(await runInvoiceReminders(api.runtime, TODAY)).toMatchObject({ due: 3, sent: 0, skipped: 3 });

    // Two BullMQ workers take the same day's job, and two runs race directly as well.
    const options = queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix);
    const queue = new Queue(QUEUES.scheduled, options);
    const events = new QueueEvents(QUEUES.scheduled, options);
    const workers = [0, 1].map(
      () =>
        new Worker(
          QUEUES.scheduled,
          invoiceRemindersProcessor(api.runtime, pino({ level: 'silent' }), () => TODAY),
          options,
        ),
    );
    try {
      await events.waitUntilReady();
      const jobs = await Promise.all([0, 1, 2].map(() => queue.add(JOBS.invoiceReminders, {}, { jobId: invoiceRemindersJobId('2026-12-10') })));
      expect(new Set(jobs.map((job) => job.id)).size).toBe(1);
      await jobs[0]!.waitUntilFinished(events, 30_000);
      const raced = await Promise.all([runInvoiceReminders(api.runtime, TODAY), runInvoiceReminders(api.runtime, TODAY)]);
      expect(raced.map((r) => r.sent)).toEqual([0, 0]);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
    expect((await reminders()).map((r) => [r.reference, r.kind])).toEqual([
      ['INV-001', 'before-due'],
      ['INV-002', 'due'],
      ['INV-003', 'overdue'],
    ]);
    await deliver();
    await deliver();
    expect(mailed().sort()).toEqual([
      'Reminder: invoice INV-001 falls due in 3 days',
      'Reminder: invoice INV-002 falls due today',
      'Reminder: invoice INV-003 is overdue',
    ]);
    const overdue = await smtp.waitForMail('overdue@example.com');
    expect(overdue.text).toContain('₦250.00 is still owed');
    // Reminding Ltd has no logo: the mail is headed by its name alone.
    expect(overdue.html).toContain('Reminding Ltd');
    expect(overdue.html).not.toContain('<img');
  });

  it('reminds nobody on a quiet day, and again on the next scheduled day', async () => {
    expect(await runInvoiceReminders(api.runtime, new Date('2026-12-09T08:00:00Z'))).toMatchObject({ due: 0, sent: 0 });
    // 2026-12-11 is INV-004's due day; 23:30 UTC on the 10th is already 00:30 on the 11th in Lagos.
    expect(await runInvoiceReminders(api.runtime, new Date('2026-12-10T23:30:00Z'))).toMatchObject({ day: '2026-12-11', due: 1, sent: 1 });
    expect((await reminders()).length).toBe(4);
    await deliver();
    expect(mailed()).toContain('Reminder: invoice INV-004 falls due today');
  });

  it('loses and repeats none when its Redis stops in the middle of a run and starts again', async () => {
    // A Redis of this test's own, with its append-only file, so it can be stopped and started.
    const port = await freePort();
    const dir = await mkdtemp(join(tmpdir(), 'ledgerline-redis-'));
    const startRedis = async (): Promise<ChildProcess> => {
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 50; i++) {
        if (
          await fetch(`http://127.0.0.1:${port}`).then(
            () => true,
            (error: { cause?: { code?: string } }) => error.cause?.code !== 'ECONNREFUSED',
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return child;
    };
    const stopRedis = (child: ChildProcess) => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGKILL')));
    let redis = await startRedis();
    const day = new Date('2026-12-13T08:00:00Z'); // INV-001's due day; INV-002 and INV-004 are 3 and 2 days late: only INV-001
    const mailsBefore = mailed().length;
    // Redis goes away right after the run's first reminder is mailed.
    let stopped: Promise<void> | undefined;
    const runtime: Runtime = {
      ...api.runtime,
      mailer: {
        ...api.runtime.mailer,
        kind: api.runtime.mailer.kind,
        close: async () => undefined,
        send: (mail, options) => api.runtime.mailer.send(mail, options),
        deliverPending: (options) => api.runtime.mailer.deliverPending(options),
        enqueue: async (db, mail, options) => {
          const written = await api.runtime.mailer.enqueue(db, mail, options);
          stopped ??= stopRedis(redis);
          return written;
        },
      },
    };
    const options = { ...queueOptions(`redis://127.0.0.1:${port}`, 'reminders-restart'), connection: { host: '127.0.0.1', port, maxRetriesPerRequest: null } };
    const queue = new Queue(QUEUES.scheduled, options);
    const worker = new Worker(
      QUEUES.scheduled,
      invoiceRemindersProcessor(runtime, pino({ level: 'silent' }), () => day),
      { ...options, stalledInterval: 1000, lockDuration: 2000 },
    );
    worker.on('error', () => undefined);
    queue.on('error', () => undefined);
    try {
      await queue.add(JOBS.invoiceReminders, {}, { jobId: invoiceRemindersJobId('2026-12-13') });
      for (let i = 0; i < 100 && !stopped; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stopped).toBeDefined();
      await stopped;
      redis = await startRedis();
      // The next scheduled run (the hourly scheduler's) after Redis is back.
      const events = new QueueEvents(QUEUES.scheduled, options);
      await events.waitUntilReady();
      const again = await queue.add(JOBS.invoiceReminders, {}, { jobId: `${invoiceRemindersJobId('2026-12-13')}-again` });
      await again.waitUntilFinished(events, 30_000);
      await events.close();
    } finally {
      await worker.close(true);
      await queue.close();
      await stopRedis(redis);
      await rm(dir, { recursive: true, force: true });
    }
    const onDay = (
      await api.runtime.pool.query("SELECT data->>'reference' AS reference FROM events WHERE type = 'InvoiceReminderSent' AND data->>'day' = '2026-12-13'")
    ).rows;
    expect(onDay.map((row) => row.reference)).toEqual(['INV-001']);
    await deliver();
    await deliver();
    expect(mailed().length - mailsBefore).toBe(1);
  });

  it("carries the business's uploaded logo, as its invoice mail does, unless its invoices hide it", async () => {
    const shop = await createOwner(api, { business: 'Logo Stores' });
    const form = new FormData();
    form.set('logo', new Blob([PNG_1X1], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: form, headers: as(shop) });
    expect(uploaded.status).toBe(200);
    const service = await createProduct(api, shop, { name: 'Design', kind: 'service', sellingPrice: '100' });
    for (const [email, dueDate] of [
      ['shown@example.com', '2027-01-05'],
      ['hidden@example.com', '2027-01-06'],
    ]) {
      const contact = await api.request({ method: 'POST', url: '/api/v1/entities', headers: as(shop), body: { name: 'Customer', email } });
      const created = await api.request({
        method: 'POST',
        url: '/api/v1/invoice/create',
        headers: as(shop),
        body: { date: '2026-12-01', dueDate, entity: contact.body.data.id, items: [{ product: service, quantity: '1', price: '100' }], status: 'approved' },
      });
      expect(created.status).toBe(201);
    }
    const only = { businessId: shop.businessId };
    expect(await runInvoiceReminders(api.runtime, new Date('2027-01-05T08:00:00Z'), undefined, only)).toMatchObject({ sent: 1 });
    const hide = await api.request({ method: 'POST', url: '/api/v1/accounts/settings/invoice', headers: as(shop), body: { showLogo: false } });
    expect(hide.status).toBe(200);
    expect(await runInvoiceReminders(api.runtime, new Date('2027-01-06T08:00:00Z'), undefined, only)).toMatchObject({ sent: 1 });
    await deliver();

    const shown = await smtp.waitForMail('shown@example.com');
    expect(shown.html).toContain(`<img src="https://app.ledgerline.test/api/v1/logo/${shop.businessId}/`);
    const hidden = await smtp.waitForMail('hidden@example.com');
    expect(hidden.html).toContain('Logo Stores');
    expect(hidden.html).not.toContain('<img');
  });
});
