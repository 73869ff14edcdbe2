import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pg from 'pg';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Where the product's e-mail goes (OTPs, invites, receipts, reports). `smtp`: a real server at
 * SMTP_URL. `outbox`: no SMTP configured (a developer machine), so each message is kept in the
 * `mail_outbox` table, where the developer console or the admin area can show it.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<{ id: string }>;
  close(): Promise<void>;
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((file) => ({ filename: file.filename, content: file.content, contentType: file.contentType })),
    });
    return { id: String(info.messageId) };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly pool: pg.Pool,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const id = randomUUID();
    // Attachments are noted by name only: the outbox is for reading mail, not for storing files.
    await this.pool.query(
      'INSERT INTO mail_outbox (id, from_address, to_address, subject, text_body, html_body, attachment_names, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now())',
      [id, this.from, mail.to, mail.subject, mail.text, mail.html ?? null, mail.attachments?.map((file) => file.filename) ?? null],
    );
    return { id };
  }

  async close(): Promise<void> {}
}

export function createMailer(options: { smtpUrl?: string; mailFrom: string; pool: pg.Pool }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.mailFrom) : new OutboxMailer(options.pool, options.mailFrom);
}
