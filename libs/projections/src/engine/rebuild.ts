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
 * mode). Several projectors share one reading of the history: each batch of events goes to each
 * in turn. The fresh tables get their keys first (upserts and updates need them) and their other
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
    const laterIndexes: string[][] = [];
    const insertOnly = new Set(projectors.flatMap((projector) => projector.insertOnlyTables ?? []));
    for (const table of [...tables, 'projection_checkpoints']) {
      laterIndexes.push(await copyTable(pool, table, fresh, insertOnly.has(table)));
    }

    // Replay in batches while the business goes on writing. The projectors' tables are disjoint,
    // so each applies the batch in its own transaction on its own connection, at the same time
    // (PostgreSQL writes one's rows while Node.js prepares another's), and the next batch is read
    // meanwhile.
    let after: bigint | undefined;
    const read = (from: bigint | undefined) => {
      const reading = store.readAll({ after: from, maxCount: batchSize });
      reading.catch(() => undefined); // awaited below; a failure meanwhile must not go unhandled
      return reading;
    };
    for (let next = read(after); ;) {
      const batch = await next;
      if (batch.length === 0) break;
      after = batch[batch.length - 1].position;
      next = read(after);
      await Promise.all(projectors.map((projector) => inTransaction(pool, (client) => applyTo(client, projector, batch))));
      processed += batch.length;
      await report('replaying');
    }
    // Each table's indexes on a connection of its own, the tables at the same time.
    await Promise.all(
      [...tables, 'projection_checkpoints'].map(async (table, index) => {
        for (const statement of laterIndexes[index]) await pool.query(statement);
        await pool.query(`ANALYZE ${quote(fresh)}.${quote(table)}`);
      }),
    );

    // Catch up with whatever was committed meanwhile, holding writers back, then compare and swap.
    const compared = await inTransaction(pool, async (client) => {
      if (mode === 'inline') await client.query('SELECT pg_advisory_xact_lock($1)', [REBUILD_LOCK_KEY]);
      else for (const name of names) await lockGlobalCheckpoint(client, name);
      await report('swapping');
      for (;;) {
        const batch = options.readCommittedAfter
          ? await options.readCommittedAfter(client, after, batchSize)
          : await store.readAll({ after, maxCount: batchSize });
        if (batch.length === 0) break;
        for (const projector of projectors) await applyTo(client, projector, batch);
        processed += batch.length;
        after = batch[batch.length - 1].position;
      }

      const onlyInLive: Record<string, number> = {};
      const onlyInRebuilt: Record<string, number> = {};
      for (const table of tables) {
        const live = `${LIVE_SCHEMA}.${quote(table)}`;
        const rebuilt = `${quote(fresh)}.${quote(table)}`;
        const same = await sameRows(client, live, rebuilt);
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
    const seconds = (Date.now() - started) / 1000;
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
    if (index.constraint_name) {
      const constraint = `ALTER TABLE ${target} ADD CONSTRAINT ${quote(index.constraint_name)} ${index.constraint_definition}`;
      if (insertOnly) later.push(constraint);
      else await db.query(constraint);
      continue;
    }
    const definition = index.definition
      .replace(` ON ${LIVE_SCHEMA}.${table} `, ` ON ${target} `)
      .replace(` ON ${LIVE_SCHEMA}.${quote(table)} `, ` ON ${target} `);
    if (index.is_unique && !insertOnly) await db.query(definition);
    else later.push(definition);
  }
  return later;
}

/**
 * Whether two tables hold the same rows, by a count and a sum of row hashes (one pass over each, no
 * sort). Equal text makes equal hashes; a difference (or equal numbers written with another
 * scale) falls through to the exact EXCEPT ALL count.
 */
async function sameRows(db: Queryable, left: string, right: string): Promise<boolean> {
  const fingerprint = (table: string) => `SELECT count(*) AS n, coalesce(sum(hashtextextended(t::text, 0)), 0) AS h FROM ${table} AS t`;
  const result = await db.query(`SELECT a.n = b.n AND a.h = b.h AS same FROM (${fingerprint(left)}) AS a, (${fingerprint(right)}) AS b`);
  return result.rows[0].same as boolean;
}

async function countExcept(db: Queryable, left: string, right: string): Promise<number> {
  const result = await db.query(`SELECT count(*)::int AS n FROM (SELECT * FROM ${left} EXCEPT ALL SELECT * FROM ${right}) AS difference`);
  return result.rows[0].n as number;
}
