import type { RecordedEvent } from '@ledgerline/event-store';
import { upcast } from '@ledgerline/events';
import { execute, sql, type Queryable, type SqlQuery } from '../db.js';
import type { ProjectionContext, Projector } from './projector.js';

export const LIVE_SCHEMA = 'public';

export function projectionContext(db: Queryable, schema: string): ProjectionContext {
  return {
    db,
    schema,
    table: (name: string) => sql.withSchema(schema).table(name),
    execute: <T>(query: SqlQuery) => execute<T>(db, query),
  };
}

/** Events reach handlers at their current schema version, whatever version they were stored in. */
export function upcastEvent(event: RecordedEvent): RecordedEvent {
  if (event.type.startsWith('$')) return event;
  const current = upcast({ type: event.type, version: event.version, data: event.data });
  return current.version === event.version ? event : { ...event, version: current.version, data: current.data };
}

export async function applyEvents(projector: Projector, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  if (projector.applyBatch) {
    const handled = events.filter((event) => Object.hasOwn(projector.handlers, event.type)).map(upcastEvent);
    if (handled.length > 0) await projector.applyBatch(handled, ctx);
    return;
  }
  for (const stored of events) {
    const handler = projector.handlers[stored.type];
    if (handler) await handler(upcastEvent(stored), ctx);
  }
}

/** Inline projectors keep one checkpoint per stream (the stream's writers are serialised anyway, so no row is shared between businesses). */
export async function saveStreamCheckpoint(db: Queryable, schema: string, projector: string | readonly string[], last: RecordedEvent): Promise<void> {
  // Several projectors' checkpoints in one statement: an inline append writes them all at once.
  const projectors = typeof projector === 'string' ? [projector] : projector;
  await execute(
    db,
    sql
      .withSchema(schema)
      .table('projection_checkpoints')
      .insert(projectors.map((name) => ({ projector: name, stream_id: last.stream, position: last.position.toString(), revision: last.revision.toString() })))
      .onConflict(['projector', 'stream_id'])
      .merge(['position', 'revision']),
  );
}

/** Catch-up projectors keep one checkpoint over all streams: the position of the last event applied. */
export const ALL_STREAMS = '$all';

export async function saveGlobalCheckpoint(db: Queryable, schema: string, projector: string, position: bigint): Promise<void> {
  await execute(
    db,
    sql
      .withSchema(schema)
      .table('projection_checkpoints')
      .insert({ projector, stream_id: ALL_STREAMS, position: position.toString(), revision: null })
      .onConflict(['projector', 'stream_id'])
      .merge(['position']),
  );
}

export async function loadGlobalCheckpoint(db: Queryable, schema: string, projector: string): Promise<bigint | undefined> {
  const rows = await execute<{ position: string | null }>(
    db,
    sql.withSchema(schema).table('projection_checkpoints').select('position').where({ projector, stream_id: ALL_STREAMS }),
  );
  return rows[0]?.position == null ? undefined : BigInt(rows[0].position);
}
