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
  /**
   * Seconds spent in each part of the run: replay (until the last projector is through; the others
   * build their indexes meanwhile), what index building remains after it, and the final catch-up
   * with the comparison and the swap.
   */
  phases: { replay: number; indexes: number; compareAndSwap: number };
  /** Seconds until this projector was through the history (projectors replay at their own pace). */
  replaySeconds: number;
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

export interface RebuildManyOptions extends Omit<RebuildOptions, 'projector'> {
  projectors: readonly Projector[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Rebuilds one projector (see rebuildProjections). */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { projector, ...rest } = options;
  const [result] = await rebuildProjections({ ...rest, projectors: [projector] });
  return result;
}

/**
 * Replays every event once into fresh copies of the projectors' tables, compares them with the
 * live ones, and swaps them in atomically. Appends go on during the replay; only the final
 * catch-up and the swap hold them back (inline mode) or pause the catch-up runners (catch-up
 * mode). Several projectors share one reading of the history, each going through it at its own
 * pace. The fresh tables get their keys first (upserts and updates need them) and their other
 * indexes after the replay, which builds them in one pass instead of row by row.
 */
export async function rebuildProjections(options: RebuildManyOptions): Promise<RebuildResult[]> {
  const { pool, store, projectors, mode, batchSize = 1000 } = options;
  const started = Date.now();
  const names = projectors.map((projector) => projector.name);
  const suffix = `${names
    .join('_')
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase()
    .slice(0, 40)}_${randomBytes(4).toString('hex')}`;
  const fresh = `rebuild_${suffix}`;
  const retired = `retired_${suffix}`;
  const tables = projectors.flatMap((projector) => projector.tables);
  const total = options.countEvents ? await options.countEvents() : 0;
  let processed = 0;

  const report = async (phase: RebuildProgress['phase']) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const percent = phase === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((processed * 100) / total)) : 0;
    await options.onProgress?.({ phase, processed, total, percent, eventsPerSecond: Math.round(processed / seconds) });
  };

  /** One projector's share of a batch: its rows and its checkpoints (by stream, and over all streams). */
  const applyTo = async (db: Queryable, projector: Projector, events: RecordedEvent[]) => {
    await applyEvents(projector, events, projectionContext(db, fresh));
    const lastPerStream = new Map<string, RecordedEvent>();
    for (const event of events) lastPerStream.set(event.stream, event);
    for (const last of lastPerStream.values()) await saveStreamCheckpoint(db, fresh, projector.name, last);
    await saveGlobalCheckpoint(db, fresh, projector.name, events[events.length - 1].position);
  };

  await pool.query(`CREATE SCHEMA ${quote(fresh)}`);
  try {
    const laterIndexes = new Map<string, string[]>();
    const insertOnly = new Set(projectors.flatMap((projector) => projector.insertOnlyTables ?? []));
    for (const table of [...tables, 'projection_checkpoints']) {
      laterIndexes.set(table, await copyTable(pool, table, fresh, insertOnly.has(table)));
    }
    /**
     * A table's remaining indexes and keys, once its rows are in, and fresh statistics for the
     * planner. The indexes first, each on a connection of its own (index builds on one table do
     * not block each other, nor reads of it), and meanwhile `alongside`; then the keys, which
     * take over their indexes.
     */
    const finishTable = async (table: string, alongside?: () => Promise<void>) => {
      const statements = laterIndexes.get(table)!;
      const indexes = statements.filter((statement) => !statement.startsWith('ALTER TABLE'));
      await Promise.all([...indexes.map((index) => pool.query(index)), alongside?.()]);
      for (const key of statements.filter((statement) => statement.startsWith('ALTER TABLE'))) await pool.query(key);
      await pool.query(`ANALYZE ${quote(fresh)}.${quote(table)}`);
    };

    // Replay while the business goes on writing. Each projector goes through the history at its
    // own pace, on its own connection, one transaction per batch (their tables are disjoint), and
    // builds its tables' indexes as soon as it is through: no projector waits for a slower one,
    // so both cores stay busy. The history is read once, a few batches ahead of the slowest.
    let replayed = started;
    const replayedBy = new Map<string, number>();
    const rebuiltFingerprints = new Map<string, string>();
    // Inline projections change only with the events that feed them, in the same transaction, so
    // the live tables are fingerprinted now, while the replay leaves CPU to spare, in one snapshot
    // with the number of events: if there are no more events at the swap, the prints still hold.
    // (PostgreSQL store only: the count reads its events table. Without the prints, the swap takes them.)
    const livePrints = mode === 'inline' && options.readCommittedAfter ? liveFingerprints(pool, tables).catch(() => undefined) : undefined;
    const replay = new SharedReplay((from) => store.readAll({ after: from, maxCount: batchSize }), projectors.length);
    replay.onFinished = async (events) => {
      processed += events;
      await report('replaying');
    };
    await Promise.all(
      projectors.map(async (projector, reader) => {
        try {
          for (let batch = await replay.next(reader); batch.length > 0; batch = await replay.next(reader)) {
            await inTransaction(pool, async (client) => {
              // Nothing waits on these commits: a crash discards the fresh tables anyway.
              await client.query('SET LOCAL synchronous_commit = off');
              await applyTo(client, projector, batch);
            });
            await replay.done(reader);
          }
        } catch (error) {
          replay.fail(error); // the others stop too, rather than wait for this one
          throw error;
        }
        replayedBy.set(projector.name, Date.now());
        replayed = Math.max(replayed, Date.now());
        // The fresh tables change after this only if the catch-up below applies events: if it
        // finds none, their fingerprints taken now, beside the projectors still busy, hold.
        const fingerprintRebuilt = async (table: string) => {
          rebuiltFingerprints.set(table, await fingerprint(pool, `${quote(fresh)}.${quote(table)}`));
        };
        await Promise.all(projector.tables.map((table) => finishTable(table, () => fingerprintRebuilt(table))));
      }),
    );
    await finishTable('projection_checkpoints');
    let after = replay.lastPosition;
    const indexed = Date.now();
    // Catch up with whatever was committed meanwhile, holding writers back, then compare and swap.
    const compared = await inTransaction(pool, async (client) => {
      if (mode === 'inline') await client.query('SELECT pg_advisory_xact_lock($1)', [REBUILD_LOCK_KEY]);
      else for (const name of names) await lockGlobalCheckpoint(client, name);
      await report('swapping');
      let caughtUp = 0;
      for (;;) {
        const batch = options.readCommittedAfter
          ? await options.readCommittedAfter(client, after, batchSize)
          : await store.readAll({ after, maxCount: batchSize });
        if (batch.length === 0) break;
        for (const projector of projectors) await applyTo(client, projector, batch);
        processed += batch.length;
        caughtUp += batch.length;
        after = batch[batch.length - 1].position;
      }

      const taken = await livePrints;
      const liveKnown = taken && taken.events === (await countStoredEvents(client)) ? taken : undefined;
      const onlyInLive: Record<string, number> = {};
      const onlyInRebuilt: Record<string, number> = {};
      for (const table of tables) {
        const live = `${LIVE_SCHEMA}.${quote(table)}`;
        const rebuilt = `${quote(fresh)}.${quote(table)}`;
        const liveNow = liveKnown?.prints.get(table) ?? (await fingerprint(client, live));
        const rebuiltNow = (caughtUp === 0 ? rebuiltFingerprints.get(table) : undefined) ?? (await fingerprint(client, rebuilt));
        const same = liveNow === rebuiltNow;
        onlyInLive[table] = same ? 0 : await countExcept(client, live, rebuilt);
        onlyInRebuilt[table] = same ? 0 : await countExcept(client, rebuilt, live);
      }

      if (!options.dryRun) {
        await client.query(`CREATE SCHEMA ${quote(retired)}`);
        for (const table of tables) {
          await client.query(`ALTER TABLE ${LIVE_SCHEMA}.${quote(table)} SET SCHEMA ${quote(retired)}`);
          await client.query(`ALTER TABLE ${quote(fresh)}.${quote(table)} SET SCHEMA ${LIVE_SCHEMA}`);
        }
        // Inline projectors resume from per-stream checkpoints, catch-up ones from the global one.
        const kept = mode === 'inline' ? `stream_id <> '${ALL_STREAMS}'` : `stream_id = '${ALL_STREAMS}'`;
        await client.query('DELETE FROM public.projection_checkpoints WHERE projector = ANY($1)', [names]);
        await client.query(
          `INSERT INTO public.projection_checkpoints SELECT * FROM ${quote(fresh)}.projection_checkpoints WHERE projector = ANY($1) AND ${kept}`,
          [names],
        );
        for (const projector of projectors) {
          await execute(
            client,
            sql
              .table('projection_versions')
              .insert({ projector: projector.name, version: projector.version, rebuilt_at: new Date() })
              .onConflict('projector')
              .merge(),
          );
        }
      }
      return { onlyInLive, onlyInRebuilt };
    });

    await report('done');
    const finished = Date.now();
    const seconds = (finished - started) / 1000;
    const phases = { replay: (replayed - started) / 1000, indexes: (indexed - replayed) / 1000, compareAndSwap: (finished - indexed) / 1000 };
    return projectors.map((projector) => {
      const onlyInLive = Object.fromEntries(projector.tables.map((table) => [table, compared.onlyInLive[table]]));
      const onlyInRebuilt = Object.fromEntries(projector.tables.map((table) => [table, compared.onlyInRebuilt[table]]));
      return {
        projector: projector.name,
        version: projector.version,
        events: processed,
        seconds,
        eventsPerSecond: Math.round(processed / Math.max(seconds, 0.001)),
        onlyInLive,
        onlyInRebuilt,
        identical: Object.values(onlyInLive).every((n) => n === 0) && Object.values(onlyInRebuilt).every((n) => n === 0),
        swapped: !options.dryRun,
        phases,
        replaySeconds: ((replayedBy.get(projector.name) ?? finished) - started) / 1000,
      };
    });
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${quote(fresh)} CASCADE`);
    await pool.query(`DROP SCHEMA IF EXISTS ${quote(retired)} CASCADE`);
  }
}

/**
 * An empty copy of a live table in `schema`, with its keys (primary and unique: upserts and
 * updates need them during the replay; an insert-only table's can wait), under the live names.
 * Returns the statements that create its other indexes (and deferred keys), to run once the rows
 * are in.
 */
async function copyTable(db: Queryable, table: string, schema: string, insertOnly: boolean): Promise<string[]> {
  await db.query(`CREATE TABLE ${quote(schema)}.${quote(table)} (LIKE ${LIVE_SCHEMA}.${quote(table)} INCLUDING ALL EXCLUDING INDEXES)`);
  // LIKE leaves out storage parameters (a fillfactor that makes room for in-place updates).
  const options = await db.query('SELECT reloptions FROM pg_class WHERE oid = $1::regclass AND reloptions IS NOT NULL', [`${LIVE_SCHEMA}.${quote(table)}`]);
  if (options.rows.length > 0) await db.query(`ALTER TABLE ${quote(schema)}.${quote(table)} SET (${(options.rows[0].reloptions as string[]).join(', ')})`);
  const { rows } = await db.query(
    `SELECT i.relname AS name, x.indisunique AS is_unique, pg_get_indexdef(x.indexrelid) AS definition,
            c.conname AS constraint_name, pg_get_constraintdef(c.oid) AS constraint_definition
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = x.indrelid
     WHERE x.indrelid = $1::regclass
     ORDER BY i.relname`,
    [`${LIVE_SCHEMA}.${quote(table)}`],
  );
  const later: string[] = [];
  for (const index of rows as {
    name: string;
    is_unique: boolean;
    definition: string;
    constraint_name: string | null;
    constraint_definition: string | null;
  }[]) {
    const target = `${quote(schema)}.${quote(table)}`;
    const definition = index.definition
      .replace(` ON ${LIVE_SCHEMA}.${table} `, ` ON ${target} `)
      .replace(` ON ${LIVE_SCHEMA}.${quote(table)} `, ` ON ${target} `);
    if (index.constraint_name) {
      const constraint = `ALTER TABLE ${target} ADD CONSTRAINT ${quote(index.constraint_name)}`;
      const kind = /^(PRIMARY KEY|UNIQUE) /.exec(index.constraint_definition ?? '')?.[1];
      if (!insertOnly) await db.query(`${constraint} ${index.constraint_definition}`);
      // A key built as a plain unique index beside the table's other indexes, then taken over by
      // the constraint (instantly), instead of before them.
      else if (kind) later.push(definition, `${constraint} ${kind} USING INDEX ${quote(index.name)}`);
      else later.push(`${constraint} ${index.constraint_definition}`);
      continue;
    }
    if (index.is_unique && !insertOnly) await db.query(definition);
    else later.push(definition);
  }
  return later;
}

/**
 * A table's rows as a count and a sum of row hashes (one pass, no sort): equal tables have equal
 * fingerprints; different ones go on to the exact EXCEPT ALL count. The hash is each column's own
 * (hash_record_extended), which agrees with equality, as EXCEPT ALL does (1.50 = 1.5), and is
 * three times cheaper than hashing the row's text (documents need no printing).
 */
async function fingerprint(db: Queryable, table: string): Promise<string> {
  const { rows } = await db.query(`SELECT count(*)::text || ':' || coalesce(sum(hash_record_extended(t, 0)), 0)::text AS print FROM ${table} AS t`);
  return rows[0].print as string;
}

/** The live tables' fingerprints and the number of events they stand for, in one snapshot. */
async function liveFingerprints(pool: pg.Pool, tables: readonly string[]): Promise<{ events: string; prints: Map<string, string> }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const events = await countStoredEvents(client);
    const prints = new Map<string, string>();
    for (const table of tables) prints.set(table, await fingerprint(client, `${LIVE_SCHEMA}.${quote(table)}`));
    await client.query('COMMIT');
    return { events, prints };
  } finally {
    client.release();
  }
}

/** Events are never deleted, so an unchanged count means no event was added. */
async function countStoredEvents(db: Queryable): Promise<string> {
  const { rows } = await db.query('SELECT count(*)::text AS n FROM events');
  return rows[0].n as string;
}

async function countExcept(db: Queryable, left: string, right: string): Promise<number> {
  const result = await db.query(`SELECT count(*)::int AS n FROM (SELECT * FROM ${left} EXCEPT ALL SELECT * FROM ${right}) AS difference`);
  return result.rows[0].n as number;
}

/**
 * One reading of the history shared by several readers that each go through it at their own pace:
 * batch i+1 is read (after batch i's last position) while batch i is applied, and a reader more
 * than `aheadLimit` batches ahead of the slowest waits, so memory stays bounded. A batch is
 * dropped once every reader is done with it.
 */
class SharedReplay {
  private readonly batches = new Map<number, Promise<RecordedEvent[]>>();
  private readonly cursors: number[];
  private finishedUpTo = 0;
  private waiting: (() => void)[] = [];
  private failed: { error: unknown } | undefined;
  /** The last position read (undefined when the history is empty). */
  lastPosition: bigint | undefined;
  onFinished?: (events: number) => Promise<void>;

  constructor(
    private readonly read: (after: bigint | undefined) => Promise<RecordedEvent[]>,
    readers: number,
    private readonly aheadLimit = 6,
  ) {
    this.cursors = Array.from({ length: readers }, () => 0);
  }

  /** The reader's next batch (empty at the end of the history). */
  async next(reader: number): Promise<RecordedEvent[]> {
    const index = this.cursors[reader];
    while (index - Math.min(...this.cursors) >= this.aheadLimit && !this.failed) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failed) throw this.failed.error;
    const batch = await this.batch(index);
    if (batch.length > 0) void this.batch(index + 1);
    return batch;
  }

  /** A reader failed: the replay is over for every reader. */
  fail(error: unknown): void {
    this.failed ??= { error };
    this.wakeWaiting();
  }

  /** The reader has applied its current batch. */
  async done(reader: number): Promise<void> {
    this.cursors[reader]++;
    const slowest = Math.min(...this.cursors);
    for (; this.finishedUpTo < slowest; this.finishedUpTo++) {
      const events = (await this.batches.get(this.finishedUpTo))?.length ?? 0;
      this.batches.delete(this.finishedUpTo);
      await this.onFinished?.(events);
    }
    this.wakeWaiting();
  }

  private wakeWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  private batch(index: number): Promise<RecordedEvent[]> {
    let reading = this.batches.get(index);
    if (!reading) {
      const after = index === 0 ? Promise.resolve(undefined) : this.batch(index - 1).then((previous) => previous.at(-1)?.position);
      reading = after.then(async (position) => {
        const batch = index > 0 && position === undefined ? [] : await this.read(position);
        if (batch.length > 0) this.lastPosition = batch[batch.length - 1].position;
        return batch;
      });
      reading.catch(() => undefined); // awaited by the readers; a failure meanwhile must not go unhandled
      this.batches.set(index, reading);
    }
    return reading;
  }
}
