import type { Knex } from 'knex';

/**
 * Receipts. `expense_receipts`: the file a business keeps with an expense (an image or a PDF up
 * to 10 MB), one per transaction reference. Kept in PostgreSQL as bytea, so it is backed up and
 * restored with the books; not a read model (file bytes never go into the event log).
 * `receipt_lookup_misses`: public receipt look-ups that found nothing, per client address, to
 * slow down anyone walking references (docs/receipts.md). `mail_outbox.attachment_names`: the
 * outbox notes which files a message carried, not their bytes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE expense_receipts (
      business_id uuid NOT NULL,
      reference text NOT NULL,
      receipt_id uuid NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size > 0 AND size <= 10485760),
      sha256 text NOT NULL,
      bytes bytea NOT NULL,
      uploaded_at timestamptz NOT NULL,
      uploaded_by uuid,
      PRIMARY KEY (business_id, reference)
    );
    CREATE TABLE receipt_lookup_misses (
      subject text NOT NULL,
      missed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX receipt_lookup_misses_subject ON receipt_lookup_misses (subject, missed_at);
    ALTER TABLE mail_outbox ADD COLUMN attachment_names text[];
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE mail_outbox DROP COLUMN attachment_names;
    DROP TABLE receipt_lookup_misses, expense_receipts;
  `);
}
