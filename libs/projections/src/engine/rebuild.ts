import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@ledgerline/event-store';
import { execute, inTransaction, sql, type Queryable } from '../db.js';
import { ALL_STREAMS, applyEvents, LIVE_SCHEMA, projectionContext, saveGlobalCheckpoint, saveStreamCheckpoint } from './apply.js';
import { lockGlobalCheckpoint } from './catch-up.js';
import { REBUILD_LOCK_KEY } from './inline.js';
import type { Projector } from './projector.js';

export interface RebuildProgress {
  phase: 'replaying' | 'swapping' | 'done';
  processed: number;
  /** Events in the store when the rebuild started (0 when the store cannot count them). */
  total: number;
  percent: number;
  eventsPerSecond: number;
}

export interface RebuildResult {
  projector: string;
  version: number;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** Rows the live tables had that the replay did not produce, per table: drift that the swap corrected. */
  onlyInLive: Record<string, number>;
  /** Rows the replay produced that the live tables lacked, per table. */
  onlyInRebuilt: Record<string, number>;
  identical: boolean;
  swapped: boolean;
}

export interface RebuildOptions {
  pool: pg.Pool;
  store: EventStore;
  projector: Projector;
  /** How the live projector runs: inline projectors keep per-stream checkpoints, catch-up ones a global one. */
  mode: 'inline' | 'catch-up';
  batchSize?: number;
  /** Compare only; leave the live tables as they are. */
  dryRun?: boolean;
  onProgress?: (progress: RebuildProgress) => void | Promise<void>;
  /**
   * Reads every committed event after a position, on the given connection, ignoring the
   * in-flight horizon a subscription respects. PostgreSQL mode needs it for the final catch-up
   * (taken under the rebuild lock); without it, the store's readAll is used.
   */
  readCommittedAfter?: (db: Queryable, after: bigint | undefined, limit: number) => Promise<RecordedEvent[]>;
  countEvents?: () => Promise<number>;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Replays every event into fresh copies of a projector's tables, compares them with the live
 * ones, and swaps them in atomically. Appends go on during the replay; only the final catch-up
 * and the swap hold them back (inline mode) or pause the catch-up runner (catch-up mode).
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { pool, store, projector, mode, batchSize = 1000 } = options;
  const started = Date.now();
  const suffix = `${projector.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const fresh = `rebuild_${suffix}`;
  const retired = `retired_${suffix}`;
  const total = options.countEvents ? await options.countEvents() : 0;
  let processed = 0;

  const report = async (phase: RebuildProgress['phase']) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const percent = phase === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((processed * 100) / total)) : 0;
    await options.onProgress?.({ phase, processed, total, percent, eventsPerSecond: Math.round(processed / seconds) });
  };

  const applyBatch = async (db: Queryable, events: RecordedEvent[]) => {
    await applyEvents(projector, events, projectionContext(db, fresh));
    const lastPerStream = new Map<string, RecordedEvent>();
    for (const event of events) lastPerStream.set(event.stream, event);
    for (const last of lastPerStream.values()) await saveStreamCheckpoint(db, fresh, projector.name, last);
    await saveGlobalCheckpoint(db, fresh, projector.name, events[events.length - 1].position);
    processed += events.length;
  };

  await pool.query(`CREATE SCHEMA ${quote(fresh)}`);
  try {
    for (const table of [...projector.tables, 'projection_checkpoints']) {
      await pool.query(`CREATE TABLE ${quote(fresh)}.${quote(table)} (LIKE ${LIVE_SCHEMA}.${quote(table)} INCLUDING ALL)`);
    }

    // Replay in batches while the business goes on writing.
    let after: bigint | undefined;
    for (;;) {
      const batch = await store.readAll({ after, maxCount: batchSize });
      if (batch.length === 0) break;
      await inTransaction(pool, (client) => applyBatch(client, batch));
      after = batch[batch.length - 1].position;
      await report('replaying');
    }

    // Catch up with whatever was committed meanwhile, holding writers back, then compare and swap.
    const result = await inTransaction(pool, async (client) => {
      if (mode === 'inline') await client.query('SELECT pg_advisory_xact_lock($1)', [REBUILD_LOCK_KEY]);
      else await lockGlobalCheckpoint(client, projector.name);
      await report('swapping');
      for (;;) {
        const batch = options.readCommittedAfter
          ? await options.readCommittedAfter(client, after, batchSize)
          : await store.readAll({ after, maxCount: batchSize });
        if (batch.length === 0) break;
        await applyBatch(client, batch);
        after = batch[batch.length - 1].position;
      }

      const onlyInLive: Record<string, number> = {};
      const onlyInRebuilt: Record<string, number> = {};
      for (const table of projector.tables) {
        const live = `${LIVE_SCHEMA}.${quote(table)}`;
        const rebuilt = `${quote(fresh)}.${quote(table)}`;
        onlyInLive[table] = await countExcept(client, live, rebuilt);
        onlyInRebuilt[table] = await countExcept(client, rebuilt, live);
      }
      const identical = Object.values(onlyInLive).every((n) => n === 0) && Object.values(onlyInRebuilt).every((n) => n === 0);

      if (!options.dryRun) {
        await client.query(`CREATE SCHEMA ${quote(retired)}`);
        for (const table of projector.tables) {
          await client.query(`ALTER TABLE ${LIVE_SCHEMA}.${quote(table)} SET SCHEMA ${quote(retired)}`);
          await client.query(`ALTER TABLE ${quote(fresh)}.${quote(table)} SET SCHEMA ${LIVE_SCHEMA}`);
        }
        // Inline projectors resume from per-stream checkpoints, catch-up ones from the global one.
        const kept = mode === 'inline' ? `stream_id <> '${ALL_STREAMS}'` : `stream_id = '${ALL_STREAMS}'`;
        await client.query('DELETE FROM public.projection_checkpoints WHERE projector = $1', [projector.name]);
        await client.query(`INSERT INTO public.projection_checkpoints SELECT * FROM ${quote(fresh)}.projection_checkpoints WHERE projector = $1 AND ${kept}`, [
          projector.name,
        ]);
        await execute(
          client,
          sql
            .table('projection_versions')
            .insert({ projector: projector.name, version: projector.version, rebuilt_at: new Date() })
            .onConflict('projector')
            .merge(),
        );
      }
      return { onlyInLive, onlyInRebuilt, identical };
    });

    await report('done');
    const seconds = (Date.now() - started) / 1000;
    return {
      projector: projector.name,
      version: projector.version,
      events: processed,
      seconds,
      eventsPerSecond: Math.round(processed / Math.max(seconds, 0.001)),
      ...result,
      swapped: !options.dryRun,
    };
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${quote(fresh)} CASCADE`);
    await pool.query(`DROP SCHEMA IF EXISTS ${quote(retired)} CASCADE`);
  }
}

async function countExcept(db: Queryable, left: string, right: string): Promise<number> {
  const result = await db.query(`SELECT count(*)::int AS n FROM (SELECT * FROM ${left} EXCEPT ALL SELECT * FROM ${right}) AS difference`);
  return result.rows[0].n as number;
}
