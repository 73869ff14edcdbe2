import type { Knex } from 'knex';

/** The projection engine's own bookkeeping: where each projector is, and which version built its tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE projection_checkpoints (
      projector text NOT NULL,
      -- a stream id for inline projectors (one row per business), '$all' for catch-up ones
      stream_id text NOT NULL,
      position bigint,
      revision bigint,
      PRIMARY KEY (projector, stream_id)
    );
    CREATE TABLE projection_versions (
      projector text PRIMARY KEY,
      version integer NOT NULL,
      rebuilt_at timestamptz NOT NULL
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE projection_versions; DROP TABLE projection_checkpoints;');
}
