import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions } from 'nodemailer';
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

/** Anything that runs SQL: the pool, or the client of the transaction that decides to send. */
export interface MailDb {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

export interface EnqueueOptions {
  /**
   * What the mail is for (`monthly-pnl:<business>:<month>:<recipient>`): a second enqueue with the
   * same key adds nothing, so a scheduled mail decided twice is still one mail.
   */
  dedupeKey?: string;
}

/**
 * Where the product's e-mail goes (OTPs, invites, receipts, reports). Every mail is first a row
 * of `mail_outbox` (migration 041, docs/mail.md). `smtp`: a real server at SMTP_URL; rows are
 * `pending` until sent (now, by `send`, or by the worker's delivery job) and then `sent`.
 * `outbox`: no SMTP configured (a developer machine), so rows are `kept` for reading.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Writes the mail and, with SMTP, tries to send it at once; a failed try leaves it for the worker. */
  send(mail: OutgoingMail, options?: EnqueueOptions): Promise<{ id: string }>;
  /**
   * Writes the mail on `db` (the caller's transaction) without sending it: the worker sends it
   * once that transaction commits. `created` is false when the dedupe key was already there.
   */
  enqueue(db: MailDb, mail: OutgoingMail, options?: EnqueueOptions): Promise<{ id: string; created: boolean }>;
  /** Sends the pending mails that are due (the worker's delivery job). */
  deliverPending(options?: { limit?: number; now?: Date }): Promise<DeliveryResult>;
  close(): Promise<void>;
}

export interface DeliveryResult {
  sent: number;
  /** Attempts that failed this time (retried later, with backoff). */
  retrying: number;
  /** Mails given up on (status `failed`). */
  failed: number;
}

/** A mail is tried this many times, backing off 30 s, 1 min, 2 min, …, before it is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;

interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

async function insertMail(
  db: MailDb,
  from: string,
  mail: OutgoingMail,
  status: 'pending' | 'kept',
  options: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  const id = randomUUID();
  const attachments: StoredAttachment[] | null =
    status === 'pending' && mail.attachments?.length
      ? mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content.toString('base64') }))
      : null;
  const { rows } = await db.query(
    `INSERT INTO mail_outbox (id, from_address, to_address, subject, text_body, html_body, attachment_names, attachments, status, dedupe_key, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), now())
     ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      id,
      from,
      mail.to,
      mail.subject,
      mail.text,
      mail.html ?? null,
      mail.attachments?.map((file) => file.filename) ?? null,
      attachments ? JSON.stringify(attachments) : null,
      status,
      options.dedupeKey ?? null,
    ],
  );
  if (rows.length > 0) return { id, created: true };
  const existing = await db.query('SELECT id FROM mail_outbox WHERE dedupe_key = $1', [options.dedupeKey]);
  return { id: String(existing.rows[0]?.id ?? id), created: false };
}

interface PendingRow {
  id: string;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: StoredAttachment[] | null;
  attempts: number;
}

/**
 * Sends pending mails one at a time, each in a transaction that holds its row (FOR UPDATE SKIP
 * LOCKED: another deliverer passes it by) from before the SMTP send until it is marked sent. A
 * crash before the send leaves the row pending (sent after the restart); the one window left is
 * the send itself: a server that accepted the message just before the crash gets it again.
 */
export async function deliverOutbox(
  pool: pg.Pool,
  transport: { sendMail(message: SendMailOptions): Promise<{ messageId?: string }> },
  options: { limit?: number; now?: Date; onlyId?: string } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  const limit = options.limit ?? 50;
  for (let i = 0; i < limit; i++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<PendingRow>(
        `SELECT id, from_address, to_address, subject, text_body, html_body, attachments, attempts FROM mail_outbox
          WHERE status = 'pending' AND coalesce(next_attempt_at, created_at) <= coalesce($1::timestamptz, now()) ${options.onlyId ? 'AND id = $2' : ''}
          ORDER BY coalesce(next_attempt_at, created_at), created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        options.onlyId ? [options.now ?? null, options.onlyId] : [options.now ?? null],
      );
      const row = rows[0];
      if (!row) {
        await client.query('COMMIT');
        return result;
      }
      try {
        const info = await transport.sendMail({
          from: row.from_address,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          attachments: row.attachments?.map((file) => ({
            filename: file.filename,
            content: Buffer.from(file.content, 'base64'),
            contentType: file.contentType,
          })),
        });
        await client.query(
          "UPDATE mail_outbox SET status = 'sent', sent_at = now(), message_id = $2, attempts = attempts + 1, attachments = NULL, last_error = NULL WHERE id = $1",
          [row.id, info.messageId ?? null],
        );
        result.sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
        await client.query(
          `UPDATE mail_outbox SET attempts = $2, last_error = $3, status = $4, next_attempt_at = now() + ($5::int * interval '1 millisecond') WHERE id = $1`,
          [row.id, attempts, String((error as Error).message ?? error).slice(0, 1000), giveUp ? 'failed' : 'pending', BACKOFF_BASE_MS * 2 ** (attempts - 1)],
        );
        if (giveUp) result.failed++;
        else result.retrying++;
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (options.onlyId) return result;
  }
  return result;
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly pool: pg.Pool,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail, options: EnqueueOptions = {}): Promise<{ id: string }> {
    const { id, created } = await insertMail(this.pool, this.from, mail, 'pending', options);
    // Sent now when the server answers; otherwise the worker's delivery job retries it.
    if (created) await deliverOutbox(this.pool, this.transport, { onlyId: id }).catch(() => undefined);
    return { id };
  }

  enqueue(db: MailDb, mail: OutgoingMail, options: EnqueueOptions = {}) {
    return insertMail(db, this.from, mail, 'pending', options);
  }

  deliverPending(options: { limit?: number; now?: Date } = {}): Promise<DeliveryResult> {
    return deliverOutbox(this.pool, this.transport, options);
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

  async send(mail: OutgoingMail, options: EnqueueOptions = {}): Promise<{ id: string }> {
    // Attachments are noted by name only: without SMTP the outbox is for reading mail, not for storing files.
    const { id } = await insertMail(this.pool, this.from, mail, 'kept', options);
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

  enqueue(db: MailDb, mail: OutgoingMail, options: EnqueueOptions = {}) {
    return insertMail(db, this.from, mail, 'kept', options);
  }

  async deliverPending(): Promise<DeliveryResult> {
    return { sent: 0, retrying: 0, failed: 0 };
  }

  async close(): Promise<void> {}
}

export function createMailer(options: { smtpUrl?: string; mailFrom: string; pool: pg.Pool; log?: OutboxLog }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.mailFrom, options.pool) : new OutboxMailer(options.pool, options.mailFrom, options.log);
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
