import { jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { createMailer, type Mailer } from './mailer.js';

jest.setTimeout(60_000);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const FROM = 'Ledgerline <no-reply@ledgerline.test>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real SMTP server that counts what it accepts and can hold a recipient back (to crash a sender mid-send). */
async function countingSmtp() {
  const received: ParsedMail[] = [];
  const rcpt: string[] = [];
  const hold = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      rcpt.push(address.address);
      if (hold.has(address.address)) setTimeout(() => callback(), 5_000);
      else callback();
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  // A sender killed mid-send (the test below) resets its connection; the server reports that as an
  // 'error' event, which unheard would fail the suite.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const countTo = (to: string) => received.filter((mail) => mail.to && [mail.to].flat().some((group) => group.value.some((a) => a.address === to))).length;
  return { url: `smtp://127.0.0.1:${port}`, port, received, rcpt, hold, countTo, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the durable mail outbox', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let smtp: Awaited<ReturnType<typeof countingSmtp>>;
  let mailer: Mailer;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    pool.on('error', () => undefined);
    smtp = await countingSmtp();
    mailer = createMailer({ smtpUrl: smtp.url, mailFrom: FROM, pool });
  });
  afterAll(async () => {
    await mailer?.close();
    await pool?.end();
    await database?.drop();
    await smtp?.close();
  });

  const statusOf = async (id: string) =>
    (await pool.query('SELECT status, attempts, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1', [id])).rows[0];

  it('writes a mail in the deciding transaction: rolled back, it never goes; committed, it goes once and is marked sent', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await mailer.enqueue(client, { to: 'rolled@example.com', subject: 'Never', text: 'Never sent' });
      await client.query('ROLLBACK');
      await client.query('BEGIN');
      const { id } = await mailer.enqueue(client, {
        to: 'kept@example.com',
        subject: 'Report',
        text: 'Attached',
        attachments: [{ filename: 'pnl.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }],
      });
      expect(await mailer.deliverPending()).toMatchObject({ sent: 0 }); // not committed yet: nothing to see
      await client.query('COMMIT');
      expect(await mailer.deliverPending()).toMatchObject({ sent: 1 });
      expect(await mailer.deliverPending()).toMatchObject({ sent: 0 });
      expect(await statusOf(id)).toEqual({ status: 'sent', attempts: 1, sent: true });
    } finally {
      client.release();
    }
    expect(smtp.countTo('kept@example.com')).toBe(1);
    expect(smtp.countTo('rolled@example.com')).toBe(0);
    const pdf = smtp.received.find((mail) => mail.subject === 'Report')!.attachments[0];
    expect([pdf.filename, pdf.content.toString()]).toEqual(['pnl.pdf', '%PDF-1.4']);
  });

  it('keeps one mail per dedupe key, however often it is decided', async () => {
    const first = await mailer.enqueue(pool, { to: 'once@example.com', subject: 'Weekly', text: 'x' }, { dedupeKey: 'weekly:b1:2026-W10:once@example.com' });
    const second = await mailer.enqueue(pool, { to: 'once@example.com', subject: 'Weekly', text: 'x' }, { dedupeKey: 'weekly:b1:2026-W10:once@example.com' });
    expect([first.created, second.created, second.id]).toEqual([true, false, first.id]);
    await Promise.all([mailer.deliverPending(), mailer.deliverPending()]);
    expect(smtp.countTo('once@example.com')).toBe(1);
  });

  it('sends through the old send() at once, and keeps a mail the server refused for a retry with backoff', async () => {
    await mailer.send({ to: 'code@example.com', subject: 'Your code', text: '123456' });
    expect(smtp.countTo('code@example.com')).toBe(1);
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: FROM, pool });
    const { id } = await down.send({ to: 'later@example.com', subject: 'Later', text: 'Sent when the server is back' });
    expect(await statusOf(id)).toEqual({ status: 'pending', attempts: 1, sent: false });
    await down.close();
    // Not due again until its backoff has passed; then the worker's delivery sends it.
    expect(await mailer.deliverPending()).toMatchObject({ sent: 0 });
    expect(await mailer.deliverPending({ now: new Date(Date.now() + 60_000) })).toMatchObject({ sent: 1 });
    expect(smtp.countTo('later@example.com')).toBe(1);
  });

  it('a sender killed between two sends: after the restart each mail goes once, none lost, none twice', async () => {
    for (const to of ['first@example.com', 'second@example.com', 'third@example.com'])
      await mailer.enqueue(pool, { to, subject: 'Statement', text: `for ${to}` });
    smtp.hold.add('second@example.com');
    const script = `
      import pg from 'pg';
      import nodemailer from 'nodemailer';
      import { deliverOutbox } from '@ledgerline/platform';
      const pool = new pg.Pool({ connectionString: process.env.OUTBOX_DB });
      await deliverOutbox(pool, nodemailer.createTransport(process.env.OUTBOX_SMTP), { limit: 10 });
      await pool.end();
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, OUTBOX_DB: database.url, OUTBOX_SMTP: smtp.url },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (!smtp.rcpt.includes('second@example.com')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the sender did not reach the second mail');
      await sleep(10);
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    smtp.hold.clear();
    expect(smtp.countTo('first@example.com')).toBe(1);
    expect(smtp.countTo('second@example.com')).toBe(0);

    // The restart: the worker's delivery job runs again.
    await mailer.deliverPending();
    await sleep(5_500); // anything the killed connection still had on its way would have arrived by now
    expect(['first', 'second', 'third'].map((name) => smtp.countTo(`${name}@example.com`))).toEqual([1, 1, 1]);
    const { rows } = await pool.query("SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'");
    expect(rows[0].pending).toBe(0);
  });

  it('without SMTP keeps the mail for reading, as before', async () => {
    const outbox = createMailer({ mailFrom: FROM, pool });
    const { id } = await outbox.send({ to: 'dev@example.com', subject: 'Code', text: '1' });
    expect(await statusOf(id)).toEqual({ status: 'kept', attempts: 0, sent: false });
    expect(await outbox.deliverPending()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });
});
