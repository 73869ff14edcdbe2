import type { Knex } from 'knex';

/**
 * Product imports awaiting review and processing (spec 001 §7: POST /inventories/import/csv
 * answers an importId; GET shows its rows; …/process creates them). Not a read model: the upload
 * itself, kept so the review and the job read the same rows. `rows` holds every row in file
 * order, each `{ line, …cells }` or `{ line, reasons }` (refused); `last_job_id` is the latest
 * processing job, whose progress the review polls.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE product_imports (
      import_id uuid PRIMARY KEY,
      business_id uuid NOT NULL,
      file_name text NOT NULL,
      file_sha256 text NOT NULL,
      kind text NOT NULL DEFAULT 'product',
      total integer NOT NULL,
      rows jsonb NOT NULL,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_job_id text
    );
    CREATE INDEX product_imports_business ON product_imports (business_id, created_at DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE product_imports');
}
