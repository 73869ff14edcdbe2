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

/** A mail's links and one-time codes (6 digits), for a developer reading the log instead of an inbox. */
export function mailHighlights(text: string): { links: string[]; codes: string[] } {
  const links = [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
  const withoutLinks = links.reduce((rest, link) => rest.split(link).join(' '), text);
  const codes = [...new Set(withoutLinks.match(/(?<!\d|\d[.,])\d{6}(?!\d|[.,]\d)/g) ?? [])];
  return { links, codes };
}

/** One log line per mail kept in the outbox: whom to, what about, and the link or code in it. */
export type OutboxLog = (fields: { to: string; subject: string; links: string[]; codes: string[] }, line: string) => void;

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly pool: pg.Pool,
    private readonly from: string,
    /** Set outside production: without SMTP a newcomer reads their verification code in the log. */
    private readonly log?: OutboxLog,
  ) {}

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const id = randomUUID();
    // Attachments are noted by name only: the outbox is for reading mail, not for storing files.
    await this.pool.query(
      'INSERT INTO mail_outbox (id, from_address, to_address, subject, text_body, html_body, attachment_names, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now())',
      [id, this.from, mail.to, mail.subject, mail.text, mail.html ?? null, mail.attachments?.map((file) => file.filename) ?? null],
    );
    if (this.log) {
      const { links, codes } = mailHighlights(mail.text);
      const extras = [...codes.map((code) => `code ${code}`), ...links.map((link) => `link ${link}`)];
      this.log(
        { to: mail.to, subject: mail.subject, links, codes },
        `Mail to ${mail.to}: "${mail.subject}"${extras.length ? ` (${extras.join(', ')})` : ''} (kept in mail_outbox: no SMTP_URL)`,
      );
    }
    return { id };
  }

  async close(): Promise<void> {}
}

export function createMailer(options: { smtpUrl?: string; mailFrom: string; pool: pg.Pool; log?: OutboxLog }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.mailFrom) : new OutboxMailer(options.pool, options.mailFrom, options.log);
}

export interface OutboxEntry {
  createdAt: string;
  to: string;
  subject: string;
  links: string[];
  codes: string[];
  text: string;
}

/** The newest mail kept in the outbox, newest first (`npm run cli -- mail:list`). */
export async function listOutbox(pool: pg.Pool, limit = 20): Promise<OutboxEntry[]> {
  const { rows } = await pool.query<{ created_at: Date; to_address: string; subject: string; text_body: string }>(
    'SELECT created_at, to_address, subject, text_body FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({
    createdAt: row.created_at.toISOString(),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...mailHighlights(row.text_body),
  }));
}
