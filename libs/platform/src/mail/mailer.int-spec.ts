import pg from 'pg';
import { createTestDatabase, startTestSmtpServer, type TestDatabase, type TestSmtpServer } from '@ledgerline/testing';
import { createMailer } from './mailer.js';

describe('e-mail', () => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
    await smtp?.close();
  });

  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Ledgerline <no-reply@ledgerline.test>', pool });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'Ada@Example.com', subject: 'Your code', text: 'Your code is 123456', html: '<p>Your code is <b>123456</b></p>' });
    const mail = await smtp.waitForMail('ada@example.com');
    expect(mail.subject).toBe('Your code');
    expect(mail.text?.trim()).toBe('Your code is 123456');
    expect(mail.from?.value).toEqual([{ name: 'Ledgerline', address: 'no-reply@ledgerline.test' }]);
    await mailer.close();
  });

  it('sends attachments through SMTP', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'Ledgerline <no-reply@ledgerline.test>', pool });
    const content = Buffer.from('%PDF-1.4\n% receipt\n');
    await mailer.send({
      to: 'chi@example.com',
      subject: 'Receipt',
      text: 'Attached',
      attachments: [{ filename: 'receipt-ABC123.pdf', content, contentType: 'application/pdf' }],
    });
    const mail = await smtp.waitForMail('chi@example.com');
    expect(mail.attachments.map((file) => [file.filename, file.contentType, file.content.equals(content)])).toEqual([
      ['receipt-ABC123.pdf', 'application/pdf', true],
    ]);
    await mailer.close();
  });

  it('keeps only the names of attachments in the outbox', async () => {
    const mailer = createMailer({ mailFrom: 'Ledgerline <no-reply@ledgerline.test>', pool });
    const { id } = await mailer.send({
      to: 'dayo@example.com',
      subject: 'Receipt',
      text: 'Attached',
      attachments: [{ filename: 'receipt-ABC123.pdf', content: Buffer.from('%PDF-'), contentType: 'application/pdf' }],
    });
    const { rows } = await pool.query('SELECT attachment_names FROM mail_outbox WHERE id = $1', [id]);
    expect(rows).toEqual([{ attachment_names: ['receipt-ABC123.pdf'] }]);
  });

  it('keeps the message in the outbox table without SMTP_URL', async () => {
    const mailer = createMailer({ mailFrom: 'Ledgerline <no-reply@ledgerline.test>', pool });
    expect(mailer.kind).toBe('outbox');
    const { id } = await mailer.send({ to: 'bola@example.com', subject: 'Join the team', text: 'Open http://localhost/join?hash=abc' });
    const { rows } = await pool.query('SELECT to_address, subject, text_body, html_body FROM mail_outbox WHERE id = $1', [id]);
    expect(rows).toEqual([{ to_address: 'bola@example.com', subject: 'Join the team', text_body: 'Open http://localhost/join?hash=abc', html_body: null }]);
  });
});
