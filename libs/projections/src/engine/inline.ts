import type pg from 'pg';
import type { RecordedEvent } from '@ledgerline/event-store';
import type { Queryable } from '../db.js';
import { applyEvents, LIVE_SCHEMA, projectionContext, saveStreamCheckpoint } from './apply.js';
import type { Projector } from './projector.js';

/**
 * Appenders hold this advisory lock in shared mode while they project; a rebuild takes it
 * exclusively for the moment it catches up and swaps tables, so no append projects into a table
 * that is being replaced.
 */
export const REBUILD_LOCK_KEY = 7_402_118_001;

/**
 * Taken (shared) by every transaction that writes read models inline, *before* it reads any
 * read-model table: a command that read `transactions` and then waited for this lock would hold
 * its table lock against a rebuild swapping that table, and each would wait for the other.
 */
export async function holdOffRebuildSwaps(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock_shared($1)', [REBUILD_LOCK_KEY]);
}

/**
 * Opens an append's transaction with the rebuild lock held (the event store's `begin`), so
 * commands decide and project under it: BEGIN and the lock in one round trip (the simple query
 * protocol takes both statements at once; the key is a constant).
 */
export async function beginHoldingOffRebuildSwaps(client: pg.PoolClient): Promise<void> {
  await client.query(`BEGIN; SELECT pg_advisory_xact_lock_shared(${REBUILD_LOCK_KEY})`);
}

/**
 * The PostgreSQL event store calls this inside the append's transaction: the read models commit
 * (or roll back) together with the events, so a report read after a command always includes it.
 * `lockedAtBegin`: the store opens its transactions with beginHoldingOffRebuildSwaps, so the lock
 * is held already.
 */
export function inlineProjectionHook(projectors: readonly Projector[], { lockedAtBegin = false } = {}) {
  return async (client: pg.PoolClient, events: RecordedEvent[]): Promise<void> => {
    if (events.length === 0 || projectors.length === 0) return;
    if (!lockedAtBegin) await holdOffRebuildSwaps(client);
    const ctx = projectionContext(client, LIVE_SCHEMA);
    const last = events[events.length - 1];
    for (const projector of projectors) await applyEvents(projector, events, ctx);
    await saveStreamCheckpoint(
      client,
      LIVE_SCHEMA,
      projectors.map((projector) => projector.name),
      last,
    );
  };
}
