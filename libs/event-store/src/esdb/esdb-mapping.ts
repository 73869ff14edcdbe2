/**
 * The pure parts of the EventStoreDB (KurrentDB) adapter: how the port's expected revisions,
 * positions, events and idempotency records map onto the client's types. Nothing here talks to a
 * server, so all of it is unit-tested (esdb-mapping.spec.ts).
 *
 * Only types are imported from the client, so this module loads without the native bridge.
 */
import { createHash } from 'node:crypto';
import type {
  AllStreamResolvedEvent,
  AppendStreamState,
  CurrentStreamState,
  JSONEventData,
  JSONType,
  Position,
  ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { canonicalJson, sha256Hex } from '../canonical.js';
import type { AppendResult, EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from '../port.js';
import { WrongExpectedRevisionError } from '../port.js';

// ---------------------------------------------------------------------------------------------
// Connection string
// ---------------------------------------------------------------------------------------------

/**
 * The client accepts `esdb://` but logs a deprecation warning on every connection; `kurrentdb://`
 * is the same scheme under its current name. Everything after the scheme is kept as it is.
 */
export function normalizeConnectionString(url: string): string {
  return url.trim().replace(/^esdb(\+discover)?:\/\//i, (_m, discover: string | undefined) => `kurrentdb${discover ?? ''}://`);
}

// ---------------------------------------------------------------------------------------------
// Expected revisions
// ---------------------------------------------------------------------------------------------

/** The port's expected revision as the client's `streamState`; the names are the same, absent means `any`. */
export function toStreamState(expected: ExpectedRevision | undefined): AppendStreamState {
  if (expected === undefined) return 'any';
  if (typeof expected === 'bigint') {
    if (expected < 0n) throw new RangeError(`Expected revision must not be negative (got ${expected})`);
    return expected;
  }
  return expected;
}

/**
 * The client reports the stream's actual state as a revision or `no_stream`; via some gRPC paths
 * it is a bigint taken from trailers where -1 means "no stream". Negative means no stream.
 */
export function toActualRevision(actual: CurrentStreamState | bigint | undefined): bigint | 'no_stream' {
  if (actual === undefined || actual === 'no_stream') return 'no_stream';
  return actual < 0n ? 'no_stream' : actual;
}

/** Does the stream's current state satisfy the expectation? Used where no write does the check (empty appends). */
export function satisfiesExpected(expected: ExpectedRevision | undefined, actual: bigint | 'no_stream'): boolean {
  if (expected === undefined || expected === 'any') return true;
  if (expected === 'no_stream') return actual === 'no_stream';
  if (expected === 'stream_exists') return actual !== 'no_stream';
  return actual === expected;
}

/** Structural check, so a copy of the client loaded twice (or a mock) still maps. */
export function isWrongExpectedVersion(error: unknown): error is { actualState?: CurrentStreamState | bigint } {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { type?: unknown }).type === 'wrong-expected-version' || (error as { name?: unknown }).name === 'WrongExpectedVersionError')
  );
}

export function isStreamNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { type?: unknown }).type === 'stream-not-found' || (error as { name?: unknown }).name === 'StreamNotFoundError')
  );
}

/** The client's wrong-expected-version error as the port's error; anything else is returned unchanged. */
export function toPortError(error: unknown, stream: string, expected: ExpectedRevision | undefined): unknown {
  if (!isWrongExpectedVersion(error)) return error;
  return new WrongExpectedRevisionError(stream, expected ?? 'any', toActualRevision(error.actualState));
}

// ---------------------------------------------------------------------------------------------
// Event ids
// ---------------------------------------------------------------------------------------------

/** Namespace of Ledgerline's name-based event ids (a random v4 uuid, fixed forever). */
export const EVENT_ID_NAMESPACE = '67706f54-5082-4130-94c8-975637b1ab3d';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** RFC 9562 version 5 (name-based, SHA-1) uuid. */
export function uuidV5(name: string, namespace: string): string {
  if (!isUuid(namespace)) throw new TypeError(`Not a uuid: ${namespace}`);
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the `index`-th event of an append with an idempotency key: the same for every retry of
 * that append, so the server's own idempotent-write check recognises a repeated write. The name is
 * canonical JSON of the three parts, so no choice of stream or key can collide with another's.
 */
export function deterministicEventId(stream: string, idempotencyKey: string, index: number): string {
  return uuidV5(canonicalJson(['event', stream, idempotencyKey, index]), EVENT_ID_NAMESPACE);
}

/** Ids for the events of one append: the caller's where given, else deterministic (with a key) or random. */
export function eventIdsFor(stream: string, events: Pick<NewEvent, 'id'>[], idempotencyKey?: string): string[] {
  return events.map((event, index) => {
    if (event.id !== undefined) {
      if (!isUuid(event.id)) throw new TypeError(`Event id must be a uuid (got ${event.id})`);
      return event.id.toLowerCase();
    }
    return idempotencyKey === undefined ? randomUuid() : deterministicEventId(stream, idempotencyKey, index);
  });
}

function randomUuid(): string {
  return globalThis.crypto.randomUUID();
}

// ---------------------------------------------------------------------------------------------
// Idempotency records
// ---------------------------------------------------------------------------------------------

/**
 * Idempotency records live in streams of their own, one per (stream, key). A leading `$` is
 * reserved for system streams, so the prefix is a plain name; reads of `$all` and subscriptions
 * hide these streams.
 */
export const IDEMPOTENCY_STREAM_PREFIX = 'll-idem-';
export const IDEMPOTENCY_RECORD_TYPE = 'ledgerline.idempotency-record';

export function idempotencyStreamName(stream: string, idempotencyKey: string): string {
  return `${IDEMPOTENCY_STREAM_PREFIX}${sha256Hex(canonicalJson([stream, idempotencyKey]))}`;
}

export function isIdempotencyStream(streamId: string): boolean {
  return streamId.startsWith(IDEMPOTENCY_STREAM_PREFIX);
}

export interface IdempotencyRecord {
  stream: string;
  idempotencyKey: string;
  fingerprint: string;
  result: Omit<AppendResult, 'replayed'>;
}

/** Record data as JSON: bigints as decimal strings. */
export function encodeIdempotencyRecord(record: IdempotencyRecord): Record<string, unknown> {
  return {
    stream: record.stream,
    idempotencyKey: record.idempotencyKey,
    fingerprint: record.fingerprint,
    result: {
      stream: record.result.stream,
      revision: record.result.revision.toString(),
      position: record.result.position.toString(),
      positions: record.result.positions.map((p) => p.toString()),
    },
  };
}

export function decodeIdempotencyRecord(data: unknown): IdempotencyRecord {
  const d = data as {
    stream?: unknown;
    idempotencyKey?: unknown;
    fingerprint?: unknown;
    result?: { stream?: unknown; revision?: unknown; position?: unknown; positions?: unknown };
  } | null;
  const r = d?.result;
  if (
    !d ||
    typeof d.stream !== 'string' ||
    typeof d.idempotencyKey !== 'string' ||
    typeof d.fingerprint !== 'string' ||
    !r ||
    typeof r.stream !== 'string' ||
    typeof r.revision !== 'string' ||
    typeof r.position !== 'string' ||
    !Array.isArray(r.positions) ||
    !r.positions.every((p) => typeof p === 'string')
  ) {
    throw new Error('Malformed idempotency record');
  }
  return {
    stream: d.stream,
    idempotencyKey: d.idempotencyKey,
    fingerprint: d.fingerprint,
    result: {
      stream: r.stream,
      revision: BigInt(r.revision),
      position: BigInt(r.position),
      positions: (r.positions as string[]).map((p) => BigInt(p)),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------------------------

export const U64_MAX = 0xffff_ffff_ffff_ffffn;

/**
 * The port's global position is the event's commit position. Events appended through gRPC are
 * implicit transactions, whose records have commit position = prepare position = their own log
 * position; so a position names one event and `{ commit: p, prepare: p }` is that event's place
 * in `$all`. Reads from it are inclusive, so callers skip the event at `p` itself.
 */
export function toReadPosition(position: bigint): Position {
  if (position < 0n || position > U64_MAX) throw new RangeError(`Not a log position: ${position}`);
  return { commit: position, prepare: position };
}

/** A usable commit position, or undefined (absent, or the "no position" marker 2^64-1 older servers send on stream reads). */
function validPosition(value: bigint | undefined): bigint | undefined {
  return value === undefined || value < 0n || value >= U64_MAX ? undefined : value;
}

export function commitPositionOf(resolved: EsdbResolvedEvent): bigint | undefined {
  return validPosition(resolved.event?.position?.commit) ?? validPosition(resolved.commitPosition);
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/** Metadata key holding the event's schema version (EventStoreDB events have no such field). */
export const SCHEMA_VERSION_KEY = 'schemaVersion';

/**
 * A value as JSON will store it, so that what is read back equals what PostgreSQL's jsonb would
 * give: bigints become decimal strings (JSON.stringify would throw), Dates ISO strings, undefined
 * properties vanish. Event data should already be JSON-safe (money as decimal strings).
 */
export function toJsonValue(value: unknown): unknown {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

export function toEventData(event: NewEvent, id: string): JSONEventData {
  if (!Number.isInteger(event.version) || event.version < 1) {
    throw new RangeError(`Event ${event.type}: version must be a positive integer (got ${event.version})`);
  }
  if (event.metadata?.[SCHEMA_VERSION_KEY] !== undefined) {
    throw new TypeError(`Metadata key "${SCHEMA_VERSION_KEY}" is reserved by the EventStoreDB adapter`);
  }
  const metadata = { ...(toJsonValue(event.metadata ?? {}) as Record<string, unknown>), [SCHEMA_VERSION_KEY]: event.version };
  return {
    id,
    contentType: 'application/json',
    type: event.type,
    // JSONType names objects, arrays and strings; JSON.stringify (what the client sends) takes any JSON value.
    data: toJsonValue(event.data) as JSONType,
    metadata,
  };
}

/** What the client yields from readStream, readAll and subscribeToAll. */
export type EsdbResolvedEvent = ResolvedEvent | AllStreamResolvedEvent;

/** System streams (`$…`, including metadata streams `$$…`) and system event types (`$…`, e.g. links `$>`). */
export function isSystemEvent(streamId: string, type: string): boolean {
  return streamId.startsWith('$') || type.startsWith('$');
}

/** Events readAll and subscribe show: not system events, not idempotency records. */
export function isVisibleInAll(streamId: string, type: string): boolean {
  return !isSystemEvent(streamId, type) && !isIdempotencyStream(streamId);
}

export function matchesPrefix(streamId: string, streamPrefix: string | undefined): boolean {
  return !streamPrefix || streamId.startsWith(streamPrefix);
}

/**
 * A resolved event as the port's RecordedEvent: the schema version comes out of the metadata,
 * the position is the commit position. Link events are not resolved (resolveLinkTos is off), so
 * `resolved.event` is the record itself. Undefined when there is no event (a link to a deleted one).
 */
export function toRecordedEvent(resolved: EsdbResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event) return undefined;
  const position = commitPositionOf(resolved);
  if (position === undefined) {
    throw new Error(
      `EventStoreDB returned no log position for ${event.streamId}@${event.revision}; the adapter needs EventStoreDB 22.6 or later (or KurrentDB)`,
    );
  }
  const rawMetadata = event.metadata;
  const metadata: Record<string, unknown> =
    rawMetadata && typeof rawMetadata === 'object' && !Array.isArray(rawMetadata) && !(rawMetadata instanceof Uint8Array)
      ? { ...(rawMetadata as Record<string, unknown>) }
      : {};
  const schemaVersion = metadata[SCHEMA_VERSION_KEY];
  delete metadata[SCHEMA_VERSION_KEY];
  return {
    id: event.id,
    stream: event.streamId,
    revision: event.revision,
    position,
    type: event.type,
    version: typeof schemaVersion === 'number' && Number.isInteger(schemaVersion) && schemaVersion > 0 ? schemaVersion : 1,
    data: event.data as unknown,
    metadata: metadata as EventMetadata,
    // A copy made here: a Date from the client's realm (or a number, from some paths) still reads as a Date.
    recordedAt: new Date(event.created as Date | number | string),
  };
}
