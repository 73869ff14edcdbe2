import type { Knex } from 'knex';
import type { RecordedEvent } from '@ledgerline/event-store';
import type { Queryable, SqlQuery } from '../db.js';

/** What a handler writes through: its tables, in the schema being written (live, or a rebuild's copy). */
export interface ProjectionContext {
  table(name: string): Knex.QueryBuilder;
  execute<T = Record<string, unknown>>(query: SqlQuery): Promise<T[]>;
  /** The transaction's connection, for the rare statement knex cannot build. */
  readonly db: Queryable;
  readonly schema: string;
}

export type ProjectionHandler = (event: RecordedEvent, ctx: ProjectionContext) => Promise<void>;
export type BatchHandler = (events: readonly RecordedEvent[], ctx: ProjectionContext) => Promise<void>;

/**
 * A named, versioned set of handlers. Raising `version` means the tables must be rebuilt from
 * the events (the start-up check does it). A projector owns its tables: nothing else writes them,
 * and their rows depend on the events alone (no serial ids, no now()), so a rebuild reproduces
 * them exactly.
 */
export interface Projector {
  readonly name: string;
  readonly version: number;
  readonly tables: readonly string[];
  /** Tables whose rows are only ever inserted, never updated: a rebuild adds their keys after the replay, in one pass. */
  readonly insertOnlyTables?: readonly string[];
  readonly handlers: Readonly<Record<string, ProjectionHandler>>;
  /**
   * Set when the projector applies a whole batch at once (a rebuild's thousand events, an
   * append's few): the engine then passes it every event it handles, in order, in one call.
   */
  readonly applyBatch?: BatchHandler;
}

export function defineProjector(projector: Projector): Projector {
  return projector;
}

/**
 * A projector written batch-first: its tables are written a statement per table per batch, not
 * per event. One event is a batch of one, so there is a single code path.
 */
export function defineBatchProjector(
  projector: Omit<Projector, 'handlers' | 'applyBatch'> & { eventTypes: readonly string[]; applyBatch: BatchHandler },
): Projector {
  const { eventTypes, applyBatch, ...rest } = projector;
  const one: ProjectionHandler = (event, ctx) => applyBatch([event], ctx);
  return { ...rest, applyBatch, handlers: Object.fromEntries(eventTypes.map((type) => [type, one])) };
}
