import type { Knex } from 'knex';

/**
 * The durable outbox (docs/mail.md): every mail is a row first, written in the transaction that
 * decides to send it, and sent from the row. `status`: `kept` (no SMTP configured, as before:
 * kept for reading), `pending` (to send), `sent`, `failed` (gave up after its attempts; kept and
 * counted). `dedupe_key` names what a scheduled mail is for (a business, a period, a recipient),
 * so a second decision to send it finds the first. Attachments are kept whole while the mail is
 * pending (a P&L PDF), and cleared once it is sent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE mail_outbox
      ADD COLUMN status text NOT NULL DEFAULT 'kept' CHECK (status IN ('kept', 'pending', 'sent', 'failed')),
      ADD COLUMN dedupe_key text,
      ADD COLUMN attachments jsonb,
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN last_error text,
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN sent_at timestamptz,
      ADD COLUMN message_id text;
    CREATE UNIQUE INDEX mail_outbox_dedupe ON mail_outbox (dedupe_key) WHERE dedupe_key IS NOT NULL;
    CREATE INDEX mail_outbox_pending ON mail_outbox (next_attempt_at, created_at) WHERE status = 'pending';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX mail_outbox_pending, mail_outbox_dedupe;
    ALTER TABLE mail_outbox DROP COLUMN status, DROP COLUMN dedupe_key, DROP COLUMN attachments, DROP COLUMN attempts,
      DROP COLUMN last_error, DROP COLUMN next_attempt_at, DROP COLUMN sent_at, DROP COLUMN message_id;
  `);
}
