import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { canonicalJson } from '../canonical.js';
import {
  IdempotencyConflictError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '../port.js';
import { canonicalEventText, chainHash, GENESIS_HASH } from './hash-chain.js';
import { rememberStoredEvent } from './json-text.js';
import { replayedResult, type StoredResult } from './rows.js';
import { FIND_IDEMPOTENCY_KEY, LOCK_HEAD, POSITION_OF_REVISION, READ_HEAD, writeStatementFor } from './sql.js';

/** A stream's head: its last revision and hash; `exists` is false when there is no head row. */
export interface Head {
  exists: boolean;
  revision: bigint | undefined;
  hash: string | undefined;
}

export interface Idempotency {
  key: string;
  fingerprint: string;
}

type Db = pg.ClientBase;

const toHead = (row: { revision: string | null; last_hash: string | null } | undefined): Head => ({
  exists: row !== undefined,
  revision: row?.revision == null ? undefined : BigInt(row.revision),
  hash: row?.last_hash ?? undefined,
});

/** Creates the head if need be and locks it until the transaction ends. */
export async function lockHead(db: Db, stream: string): Promise<Head> {
  const { rows } = await db.query({ ...LOCK_HEAD, values: [stream] });
  return toHead(rows[0]);
}

/** The committed head, without a lock: a guess that the conditional write then confirms. */
export async function readHead(db: Db, stream: string): Promise<Head> {
  const { rows } = await db.query({ ...READ_HEAD, values: [stream] });
  return toHead(rows[0]);
}

/** With the head locked: the stored result for a replay, the conflict error, or undefined for a new key. */
export async function replayOf(db: Db, stream: string, idempotency: Idempotency): Promise<AppendResult | undefined> {
  const { rows } = await db.query({ ...FIND_IDEMPOTENCY_KEY, values: [stream, idempotency.key] });
  if (rows.length === 0) return undefined;
  if (rows[0].fingerprint !== idempotency.fingerprint) throw new IdempotencyConflictError(stream, idempotency.key);
  return replayedResult(stream, rows[0].result as StoredResult);
}

export function expectationHolds(expected: ExpectedRevision, revision: bigint | undefined): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return revision === undefined;
  if (expected === 'stream_exists') return revision !== undefined;
  return revision === expected;
}

export function checkExpected(stream: string, expected: ExpectedRevision, head: Head): void {
  if (!expectationHolds(expected, head.revision)) throw new WrongExpectedRevisionError(stream, expected, head.revision ?? 'no_stream');
}

/** An append ready to write: the events' columns, with revisions and hashes chained on `head`. */
export interface PreparedAppend {
  stream: string;
  head: Head;
  recordedAt: Date;
  ids: string[];
  revisions: bigint[];
  types: string[];
  versions: number[];
  /** Canonical JSON: what is hashed is exactly what jsonb keeps. */
  dataJson: string[];
  metadataJson: string[];
  hashes: string[];
}

export function prepareAppend(stream: string, head: Head, events: NewEvent[], recordedAt = new Date()): PreparedAppend {
  let revision = head.revision ?? -1n;
  let hash = head.hash ?? GENESIS_HASH;
  const prepared: PreparedAppend = { stream, head, recordedAt, ids: [], revisions: [], types: [], versions: [], dataJson: [], metadataJson: [], hashes: [] };
  for (const event of events) {
    const envelope = { id: eventId(event.id), stream, revision: (revision += 1n), type: event.type, version: event.version, recordedAt };
    const dataJson = canonicalJson(event.data);
    const metadataJson = canonicalJson(event.metadata ?? {});
    hash = chainHash(hash, canonicalEventText(envelope, dataJson, metadataJson));
    prepared.ids.push(envelope.id);
    prepared.revisions.push(revision);
    prepared.types.push(event.type);
    prepared.versions.push(event.version);
    prepared.dataJson.push(dataJson);
    prepared.metadataJson.push(metadataJson);
    prepared.hashes.push(hash);
  }
  return prepared;
}

/**
 * Writes prepared events if the head is still the one they were prepared on. Returns their
 * positions, or undefined when the head moved (or the key was used) and nothing was written.
 */
export async function writePrepared(db: Db, prepared: PreparedAppend, idempotency?: Idempotency): Promise<bigint[] | undefined> {
  const { head, revisions, hashes } = prepared;
  const last = revisions.length - 1;
  const single = revisions.length === 1;
  const columns = [prepared.ids, revisions.map(String), prepared.types, prepared.versions, prepared.dataJson, prepared.metadataJson, hashes];
  const values: unknown[] = [
    prepared.stream,
    revisions[last].toString(),
    hashes[last],
    prepared.recordedAt.toISOString(),
    ...(single ? columns.map((column) => column[0]) : columns),
  ];
  if (head.exists) values.push(head.revision?.toString() ?? null, head.hash ?? null);
  if (idempotency) values.push(idempotency.key, idempotency.fingerprint);
  const statement = writeStatementFor(head.exists, idempotency !== undefined, single);
  const { rows } = await db.query({ ...statement, values });
  return rows.length === 0 ? undefined : rows.map((row) => BigInt(row.position));
}

/** The events as a reader will see them (bigints and Dates in data as strings): for the inline hook. */
export function recordedEvents(prepared: PreparedAppend, positions: bigint[]): RecordedEvent[] {
  return positions.map((position, i) => ({
    id: prepared.ids[i],
    stream: prepared.stream,
    revision: prepared.revisions[i],
    position,
    type: prepared.types[i],
    version: prepared.versions[i],
    data: storedData(prepared.dataJson[i], position, prepared.ids[i]),
    metadata: JSON.parse(prepared.metadataJson[i]) as EventMetadata,
    recordedAt: prepared.recordedAt,
    hash: prepared.hashes[i],
  }));
}

/** The data as just written at `position`, known as such (storedEventOf, jsonTextOf). */
function storedData(json: string, position: bigint, id: string): unknown {
  const data: unknown = JSON.parse(json);
  rememberStoredEvent(data, position, id, json);
  return data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** PostgreSQL prints uuids in lower case; the hash must cover the id as it will be read back. */
function eventId(id: string | undefined): string {
  if (id === undefined) return randomUUID();
  const normalised = id.toLowerCase();
  if (!UUID.test(normalised)) throw new TypeError(`Event id ${id} is not a uuid`);
  return normalised;
}

export function appendResult(stream: string, positions: bigint[], prepared: PreparedAppend): AppendResult {
  return { stream, revision: prepared.revisions[prepared.revisions.length - 1], position: positions[positions.length - 1], positions, replayed: false };
}

export function headAfter(prepared: PreparedAppend): Head {
  const last = prepared.revisions.length - 1;
  return { exists: true, revision: prepared.revisions[last], hash: prepared.hashes[last] };
}

/** What an append that wrote nothing answers: the head as it is (revision -1 and position 0 for no stream). */
export async function unchangedResult(db: Db, stream: string, head: Head): Promise<AppendResult> {
  if (head.revision === undefined) return { stream, revision: -1n, position: 0n, positions: [], replayed: false };
  const { rows } = await db.query({ ...POSITION_OF_REVISION, values: [stream, head.revision.toString()] });
  return { stream, revision: head.revision, position: rows[0] ? BigInt(rows[0].position) : 0n, positions: [], replayed: false };
}
