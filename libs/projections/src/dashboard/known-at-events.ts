import type { EventMetadata, EventStore, RecordedEvent } from '@ledgerline/event-store';
import type { Queryable } from '../db.js';
import { upcastEvent } from '../engine/apply.js';
import { businessStream } from '../stream-names.js';

/**
 * Which of the business's events a figure "as known at" reads: its stream's events at or before
 * `to` (a position), from `from` on (inclusive), of the given types. Within one business stream
 * revision order is position order (its writers are serialised), so "at or before a position" is
 * a prefix of the stream.
 */
export interface KnownAtEventFilter {
  to: bigint;
  from?: bigint;
  types: readonly string[];
  /**
   * Only what touches these documents: events whose data names one as `transactionId` or
   * `documentId` (the document itself, its amendments and void, the payments on it), and every
   * void of a payment (which document it restores only the payment tells). A narrowing: readers
   * check what they use.
   */
  touching?: readonly string[];
}

/**
 * Where the figures "as known at" read immutable history: the `events` table in SQL when events
 * live in PostgreSQL (`sqlKnownAtEvents`), otherwise the business stream through the event store
 * port (`streamKnownAtEvents`). Both answer the same events, upcast to their current versions.
 */
export interface KnownAtEvents {
  read(businessId: string, filter: KnownAtEventFilter): Promise<RecordedEvent[]>;
}

const touches = (event: RecordedEvent, ids: ReadonlySet<string>): boolean => {
  const data = (event.data ?? {}) as { transactionId?: unknown; documentId?: unknown; voidedType?: unknown };
  if (typeof data.transactionId === 'string' && ids.has(data.transactionId)) return true;
  if (typeof data.documentId === 'string' && ids.has(data.documentId)) return true;
  return event.type === 'TransactionVoided' && data.voidedType === 'PaymentRecorded';
};

interface EventDbRow {
  position: string;
  id: string;
  stream_id: string;
  revision: string;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata | null;
  recorded_at: Date;
}

/** The `events` table of the PostgreSQL store, read-only (the port has no filtered reads). */
export function sqlKnownAtEvents(db: Queryable): KnownAtEvents {
  return {
    async read(businessId, filter) {
      const values: unknown[] = [businessStream(businessId), filter.to.toString(), filter.types];
      const where = ['stream_id = $1', 'position <= $2::bigint', 'type = ANY($3::text[])'];
      if (filter.from !== undefined) {
        values.push(filter.from.toString());
        where.push(`position >= $${values.length}::bigint`);
      }
      if (filter.touching !== undefined) {
        values.push(filter.touching);
        const ids = `$${values.length}::text[]`;
        where.push(
          `(data->>'transactionId' = ANY(${ids}) OR data->>'documentId' = ANY(${ids}) OR (type = 'TransactionVoided' AND data->>'voidedType' = 'PaymentRecorded'))`,
        );
      }
      const { rows } = await db.query(
        `SELECT position, id, stream_id, revision, type, version, data, metadata, recorded_at FROM events WHERE ${where.join(' AND ')} ORDER BY revision`,
        values,
      );
      const ids = filter.touching !== undefined ? new Set(filter.touching) : undefined;
      return (rows as EventDbRow[])
        .map((row) =>
          upcastEvent({
            id: row.id,
            stream: row.stream_id,
            revision: BigInt(row.revision),
            position: BigInt(row.position),
            type: row.type,
            version: row.version,
            data: row.data,
            metadata: row.metadata ?? {},
            recordedAt: row.recorded_at,
          }),
        )
        .filter((event) => ids === undefined || touches(event, ids));
    },
  };
}

const PAGE = 1000;

/** The business stream through the port (EventStoreDB): read forwards until past `to`, filtered in memory. */
export function streamKnownAtEvents(store: EventStore): KnownAtEvents {
  return {
    async read(businessId, filter) {
      const stream = businessStream(businessId);
      const types = new Set(filter.types);
      const ids = filter.touching !== undefined ? new Set(filter.touching) : undefined;
      const found: RecordedEvent[] = [];
      for (let fromRevision = 0n; ;) {
        const page = await store.readStream(stream, { fromRevision, maxCount: PAGE });
        for (const event of page) {
          if (event.position > filter.to) return found;
          if (filter.from !== undefined && event.position < filter.from) continue;
          if (!types.has(event.type)) continue;
          const current = upcastEvent(event);
          if (ids === undefined || touches(current, ids)) found.push(current);
        }
        if (page.length < PAGE) return found;
        fromRevision = page[page.length - 1].revision + 1n;
      }
    },
  };
}

/**
 * The revision of the business stream's last event at or before `position` (-1n: none), by a
 * binary search over single-event reads through the port: O(log n) reads, whichever the store.
 */
export async function revisionKnownAt(store: EventStore, stream: string, position: bigint): Promise<bigint> {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  if (!last) return -1n;
  if (last.position <= position) return last.revision;
  // Invariant: the event at `low` is at or before the position (or low = -1), the one at `high` after it.
  let low = -1n;
  let high = last.revision;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    const [event] = await store.readStream(stream, { fromRevision: middle, maxCount: 1 });
    if (event && event.position <= position) low = middle;
    else high = middle;
  }
  return low;
}
