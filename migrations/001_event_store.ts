import type { Knex } from 'knex';

/**
 * The PostgreSQL event store (libs/event-store/src/postgres).
 *
 * - `events`: append-only. `position` comes from a sequence, so it is taken at insert time, not
 *   at commit; `tx_id` records the inserting transaction so readers can deliver in a stable order
 *   that never lets a late commit slip in behind a checkpoint: (tx_id, position), only for
 *   transactions below the snapshot's xmin.
 * - `streams`: one row per stream, the head that writers lock to serialise one stream's appends.
 * - `idempotency_keys`: the stored result of each keyed append, scoped to its stream.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE SEQUENCE events_position_seq AS bigint START 1;

    CREATE TABLE events (
      position    bigint      NOT NULL DEFAULT nextval('events_position_seq') PRIMARY KEY,
      tx_id       xid8        NOT NULL DEFAULT pg_current_xact_id(),
      id          uuid        NOT NULL UNIQUE,
      stream_id   text        NOT NULL,
      revision    bigint      NOT NULL,
      type        text        NOT NULL,
      version     integer     NOT NULL,
      data        jsonb       NOT NULL,
      metadata    jsonb       NOT NULL DEFAULT '{}',
      recorded_at timestamptz NOT NULL,
      hash        text        NOT NULL,
      CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision)
    );
    ALTER SEQUENCE events_position_seq OWNED BY events.position;

    -- The global read order; the (stream_id, revision) index comes with the unique constraint.
    CREATE INDEX events_tx_id_position_idx ON events (tx_id, position);

    CREATE TABLE streams (
      stream_id text   PRIMARY KEY,
      -- NULL until the stream's first event is committed.
      revision  bigint,
      last_hash text
    );

    CREATE TABLE idempotency_keys (
      stream_id   text        NOT NULL,
      key         text        NOT NULL,
      fingerprint text        NOT NULL,
      result      jsonb       NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (stream_id, key)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS idempotency_keys, streams, events CASCADE');
}
