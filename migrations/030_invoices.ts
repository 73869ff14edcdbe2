import type { Knex } from 'knex';

/**
 * Invoices and quotations (the `invoices` projector). Each row keeps the invoice's folded state
 * (libs/ledger invoices/invoice-state.ts) as `state`, and the columns lists and summaries filter
 * and sum on. The number counter is unique per business, so two invoices can never share one.
 * Rows depend on the events only (created_at is the event's recorded time).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE invoices (
      business_id uuid NOT NULL,
      invoice_id text NOT NULL,
      public_id text NOT NULL,
      sequence integer NOT NULL,
      reference text NOT NULL,
      status text NOT NULL CHECK (status IN ('draft', 'approved', 'paid', 'void', 'deleted')),
      entity_id text NOT NULL,
      issue_date date NOT NULL,
      due_date date NOT NULL,
      currency char(3) NOT NULL,
      total numeric NOT NULL,
      paid numeric NOT NULL,
      balance numeric NOT NULL,
      quotation_id text,
      state jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, invoice_id),
      CONSTRAINT invoices_number UNIQUE (business_id, sequence)
    );
    CREATE UNIQUE INDEX invoices_public_id ON invoices (public_id);
    CREATE INDEX invoices_list ON invoices (business_id, status, issue_date DESC);
    CREATE INDEX invoices_reference ON invoices (business_id, reference);
    CREATE INDEX invoices_due ON invoices (status, due_date);

    CREATE TABLE quotations (
      business_id uuid NOT NULL,
      quotation_id text NOT NULL,
      public_id text NOT NULL,
      sequence integer NOT NULL,
      reference text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'approved', 'void')),
      entity_id text NOT NULL,
      issue_date date NOT NULL,
      currency char(3) NOT NULL,
      total numeric NOT NULL,
      invoice_id text,
      state jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (business_id, quotation_id),
      CONSTRAINT quotations_number UNIQUE (business_id, sequence)
    );
    CREATE UNIQUE INDEX quotations_public_id ON quotations (public_id);
    CREATE INDEX quotations_list ON quotations (business_id, status, issue_date DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS quotations; DROP TABLE IF EXISTS invoices;');
}
