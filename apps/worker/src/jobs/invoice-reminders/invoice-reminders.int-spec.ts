import { jest } from '@jest/globals';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pino from 'pino';
import { JOBS, QUEUES, queueOptions } from '@ledgerline/jobs';
import { startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
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
    expect(mailed().sort()).toEqual([
      'Reminder: invoice INV-001 falls due in 3 days',
      'Reminder: invoice INV-002 falls due today',
      'Reminder: invoice INV-003 is overdue',
    ]);
    const overdue = await smtp.waitForMail('overdue@example.com');
    expect(overdue.text).toContain('NGN 250.00 is still owed');
  });

  it('reminds nobody on a quiet day, and again on the next scheduled day', async () => {
    expect(await runInvoiceReminders(api.runtime, new Date('2026-12-09T08:00:00Z'))).toMatchObject({ due: 0, sent: 0 });
    // 2026-12-11 is INV-004's due day.
    expect(await runInvoiceReminders(api.runtime, new Date('2026-12-11T08:00:00Z'))).toMatchObject({ due: 1, sent: 1 });
    expect((await reminders()).length).toBe(4);
  });
});
