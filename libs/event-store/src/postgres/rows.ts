import type { AppendResult, EventMetadata, RecordedEvent } from '../port.js';
import { rememberStoredEvent } from './json-text.js';

/** An `events` row as pg returns it; int8 arrives as a string unless someone set a parser. */
export interface EventRow {
  position: string | number | bigint;
  tx_id?: string;
  id: string;
  stream_id: string;
  revision: string | number | bigint;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata | null;
  recorded_at: Date | string;
  hash: string;
}

/** The columns every read selects, in one place so the row mapping always finds them. */
export const EVENT_COLUMNS = 'position, id, stream_id, revision, type, version, data, metadata, recorded_at, hash';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  const position = BigInt(row.position);
  rememberStoredEvent(row.data, position, row.id);
  return {
    id: row.id,
    stream: row.stream_id,
    revision: BigInt(row.revision),
    position,
    type: row.type,
    version: row.version,
    data: row.data,
    metadata: row.metadata ?? {},
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
    hash: row.hash,
  };
}

/** How an append's result is kept in `idempotency_keys.result`: bigints as decimal strings. */
export interface StoredResult {
  revision: string;
  position: string;
  positions: string[];
}

export function storedResult(result: AppendResult): StoredResult {
  return {
    revision: result.revision.toString(),
    position: result.position.toString(),
    positions: result.positions.map(String),
  };
}

export function replayedResult(stream: string, stored: StoredResult): AppendResult {
  return {
    stream,
    revision: BigInt(stored.revision),
    position: BigInt(stored.position),
    positions: stored.positions.map((p) => BigInt(p)),
    replayed: true,
  };
}
