import { describe, expect, it } from '@jest/globals';
import { WrongExpectedRevisionError } from '../port.js';
import {
  EVENT_ID_NAMESPACE,
  IDEMPOTENCY_STREAM_PREFIX,
  SCHEMA_VERSION_KEY,
  U64_MAX,
  commitPositionOf,
  decodeIdempotencyRecord,
  deterministicEventId,
  encodeIdempotencyRecord,
  eventIdsFor,
  idempotencyStreamName,
  isIdempotencyStream,
  isStreamNotFound,
  isUuid,
  isVisibleInAll,
  isWrongExpectedVersion,
  matchesPrefix,
  normalizeConnectionString,
  satisfiesExpected,
  toActualRevision,
  toEventData,
  toJsonValue,
  toPortError,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
  uuidV5,
  type EsdbResolvedEvent,
} from './esdb-mapping.js';

describe('connection string', () => {
  it('renames the deprecated esdb scheme, keeping the rest', () => {
    expect(normalizeConnectionString('esdb://eventstore:2113?tls=false')).toBe('kurrentdb://eventstore:2113?tls=false');
    expect(normalizeConnectionString(' esdb+discover://a:2113,b:2113?tls=true ')).toBe('kurrentdb+discover://a:2113,b:2113?tls=true');
    expect(normalizeConnectionString('kurrentdb://admin:changeit@localhost:2113')).toBe('kurrentdb://admin:changeit@localhost:2113');
  });
});

describe('expected revision mapping', () => {
  it('passes the named states and revisions through, absent meaning any', () => {
    expect(toStreamState(undefined)).toBe('any');
    expect(toStreamState('any')).toBe('any');
    expect(toStreamState('no_stream')).toBe('no_stream');
    expect(toStreamState('stream_exists')).toBe('stream_exists');
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
  });

  it('refuses a negative revision', () => {
    expect(() => toStreamState(-1n)).toThrow(RangeError);
  });

  it('reads the actual state, negative or absent meaning no stream', () => {
    expect(toActualRevision('no_stream')).toBe('no_stream');
    expect(toActualRevision(undefined)).toBe('no_stream');
    expect(toActualRevision(-1n)).toBe('no_stream');
    expect(toActualRevision(0n)).toBe(0n);
    expect(toActualRevision(7n)).toBe(7n);
  });

  it('checks an expectation against a stream head (empty appends)', () => {
    expect(satisfiesExpected(undefined, 'no_stream')).toBe(true);
    expect(satisfiesExpected('any', 3n)).toBe(true);
    expect(satisfiesExpected('no_stream', 'no_stream')).toBe(true);
    expect(satisfiesExpected('no_stream', 0n)).toBe(false);
    expect(satisfiesExpected('stream_exists', 0n)).toBe(true);
    expect(satisfiesExpected('stream_exists', 'no_stream')).toBe(false);
    expect(satisfiesExpected(2n, 2n)).toBe(true);
    expect(satisfiesExpected(2n, 3n)).toBe(false);
    expect(satisfiesExpected(0n, 'no_stream')).toBe(false);
  });

  it("turns the client's wrong-expected-version error into the port's", () => {
    // Shape of the client's WrongExpectedVersionError (utils/CommandError.d.ts): type, streamName, expectedState, actualState.
    const clientError = Object.assign(new Error('wrong'), {
      name: 'WrongExpectedVersionError',
      type: 'wrong-expected-version',
      streamName: 'business-1',
      expectedState: 4n,
      actualState: 6n,
    });
    expect(isWrongExpectedVersion(clientError)).toBe(true);
    const mapped = toPortError(clientError, 'business-1', 4n);
    expect(mapped).toBeInstanceOf(WrongExpectedRevisionError);
    expect(mapped).toMatchObject({ code: 'WRONG_EXPECTED_REVISION', stream: 'business-1', expected: 4n, actual: 6n });

    const noStream = toPortError({ type: 'wrong-expected-version', actualState: 'no_stream' }, 's', 'stream_exists');
    expect(noStream).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });

    const other = new Error('unavailable');
    expect(toPortError(other, 's', 1n)).toBe(other);
  });

  it('recognises stream-not-found by type or name', () => {
    expect(isStreamNotFound({ type: 'stream-not-found' })).toBe(true);
    expect(isStreamNotFound(Object.assign(new Error('x'), { name: 'StreamNotFoundError' }))).toBe(true);
    expect(isStreamNotFound(new Error('x'))).toBe(false);
    expect(isStreamNotFound(undefined)).toBe(false);
  });
});

describe('event ids', () => {
  it('computes RFC 9562 version 5 uuids (checked against Python uuid.uuid5)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(uuidV5('https://example.com/ledger', '6ba7b811-9dad-11d1-80b4-00c04fd430c8')).toBe('635b56ef-b232-516e-a8b2-3f8dcfc68d16');
  });

  it('derives the same id for the same stream, key and index, and a different one otherwise', () => {
    const id = deterministicEventId('business-1', 'key-1', 0);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('5');
    expect(deterministicEventId('business-1', 'key-1', 0)).toBe(id);
    expect(deterministicEventId('business-1', 'key-1', 1)).not.toBe(id);
    expect(deterministicEventId('business-2', 'key-1', 0)).not.toBe(id);
    expect(deterministicEventId('business-1', 'key-2', 0)).not.toBe(id);
    // No separator trick makes two different (stream, key) pairs share a name.
    expect(deterministicEventId('a|b', 'c', 0)).not.toBe(deterministicEventId('a', 'b|c', 0));
    expect(uuidV5('x', EVENT_ID_NAMESPACE)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("uses the caller's ids, else deterministic ones with a key, else random ones", () => {
    const given = 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE';
    const withKey = eventIdsFor('s', [{ id: given }, {}], 'k');
    expect(withKey).toEqual([given.toLowerCase(), deterministicEventId('s', 'k', 1)]);
    const random = eventIdsFor('s', [{}, {}]);
    expect(random.every(isUuid)).toBe(true);
    expect(random[0]).not.toBe(random[1]);
    expect(() => eventIdsFor('s', [{ id: 'not-a-uuid' }])).toThrow(TypeError);
  });
});

describe('idempotency streams and records', () => {
  it('names one plain (non-system) stream per stream and key', () => {
    const name = idempotencyStreamName('business-1', 'key-1');
    expect(name).toMatch(/^ll-idem-[0-9a-f]{64}$/);
    expect(name.startsWith('$')).toBe(false);
    expect(name.startsWith(IDEMPOTENCY_STREAM_PREFIX)).toBe(true);
    expect(isIdempotencyStream(name)).toBe(true);
    expect(idempotencyStreamName('business-1', 'key-1')).toBe(name);
    expect(idempotencyStreamName('business-1', 'key-2')).not.toBe(name);
    expect(idempotencyStreamName('business-2', 'key-1')).not.toBe(name);
    expect(idempotencyStreamName('a|b', 'c')).not.toBe(idempotencyStreamName('a', 'b|c'));
  });

  it('round-trips a record through JSON, bigints as strings', () => {
    const record = {
      stream: 'business-1',
      idempotencyKey: 'key-1',
      fingerprint: 'f'.repeat(64),
      result: { stream: 'business-1', revision: 2n, position: 18_446_744_073_709_551_000n, positions: [100n, 200n, 18_446_744_073_709_551_000n] },
    };
    const json = JSON.parse(JSON.stringify(encodeIdempotencyRecord(record))) as unknown;
    expect(json).toMatchObject({ result: { revision: '2', positions: ['100', '200', '18446744073709551000'] } });
    expect(decodeIdempotencyRecord(json)).toEqual(record);
  });

  it('refuses a malformed record', () => {
    expect(() => decodeIdempotencyRecord({ stream: 's' })).toThrow('Malformed idempotency record');
    expect(() => decodeIdempotencyRecord(null)).toThrow('Malformed idempotency record');
  });
});

describe('positions', () => {
  it('reads from a commit position as commit = prepare', () => {
    expect(toReadPosition(0n)).toEqual({ commit: 0n, prepare: 0n });
    expect(toReadPosition(123_456n)).toEqual({ commit: 123_456n, prepare: 123_456n });
    expect(toReadPosition(U64_MAX)).toEqual({ commit: U64_MAX, prepare: U64_MAX });
    expect(() => toReadPosition(-1n)).toThrow(RangeError);
    expect(() => toReadPosition(U64_MAX + 1n)).toThrow(RangeError);
  });

  it("takes the event's commit position, else the resolved event's, ignoring the no-position marker", () => {
    const event = recorded({ position: { commit: 500n, prepare: 500n } });
    expect(commitPositionOf({ event, commitPosition: 900n } as EsdbResolvedEvent)).toBe(500n);
    expect(commitPositionOf({ event: recorded({ position: undefined }), commitPosition: 900n } as EsdbResolvedEvent)).toBe(900n);
    expect(commitPositionOf({ event: recorded({ position: { commit: U64_MAX, prepare: U64_MAX } }) } as EsdbResolvedEvent)).toBeUndefined();
    expect(commitPositionOf({} as EsdbResolvedEvent)).toBeUndefined();
  });
});

describe('event mapping', () => {
  it('writes JSON data and metadata with the schema version in the metadata', () => {
    const data = toEventData(
      { type: 'SaleRecorded', version: 2, data: { amount: '10.50', lines: [{ qty: 1n }] }, metadata: { businessId: 'b1', userId: 'u1' } },
      '0b8a3d1e-7a43-4f6a-9b0b-6a4f3c2d1e0f',
    );
    expect(data).toEqual({
      id: '0b8a3d1e-7a43-4f6a-9b0b-6a4f3c2d1e0f',
      contentType: 'application/json',
      type: 'SaleRecorded',
      data: { amount: '10.50', lines: [{ qty: '1' }] },
      metadata: { businessId: 'b1', userId: 'u1', [SCHEMA_VERSION_KEY]: 2 },
    });
  });

  it('refuses a bad version or the reserved metadata key', () => {
    expect(() => toEventData({ type: 'T', version: 0, data: {} }, 'x')).toThrow(RangeError);
    expect(() => toEventData({ type: 'T', version: 1, data: {}, metadata: { [SCHEMA_VERSION_KEY]: 3 } }, 'x')).toThrow(TypeError);
  });

  it('makes values JSON-safe the way jsonb would store them', () => {
    expect(toJsonValue({ a: 1n, b: new Date('2024-01-02T03:04:05.000Z'), c: undefined, d: [undefined] })).toEqual({
      a: '1',
      b: '2024-01-02T03:04:05.000Z',
      d: [null],
    });
    expect(toJsonValue(undefined)).toBeNull();
    expect(toJsonValue('text')).toBe('text');
  });

  it('reads a recorded event back into the port shape', () => {
    const created = new Date('2025-03-01T10:00:00.000Z');
    const event = toRecordedEvent({
      event: recorded({
        streamId: 'business-1',
        id: '0b8a3d1e-7a43-4f6a-9b0b-6a4f3c2d1e0f',
        revision: 3n,
        type: 'SaleRecorded',
        data: { amount: '10.50' },
        metadata: { businessId: 'b1', [SCHEMA_VERSION_KEY]: 2 },
        created,
        position: { commit: 4242n, prepare: 4242n },
      }),
    } as EsdbResolvedEvent);
    expect(event).toEqual({
      id: '0b8a3d1e-7a43-4f6a-9b0b-6a4f3c2d1e0f',
      stream: 'business-1',
      revision: 3n,
      position: 4242n,
      type: 'SaleRecorded',
      version: 2,
      data: { amount: '10.50' },
      metadata: { businessId: 'b1' },
      recordedAt: created,
    });
  });

  it('round-trips an event through the write and read shapes', () => {
    const written = toEventData({ type: 'T', version: 3, data: { x: '1' }, metadata: { correlationId: 'c' } }, 'id');
    const read = toRecordedEvent({
      event: recorded({ type: written.type, data: written.data, metadata: written.metadata, position: { commit: 9n, prepare: 9n } }),
    } as EsdbResolvedEvent);
    expect(read).toMatchObject({ type: 'T', version: 3, data: { x: '1' }, metadata: { correlationId: 'c' }, position: 9n });
  });

  it('defaults a foreign event to version 1 and empty metadata', () => {
    const read = toRecordedEvent({ event: recorded({ metadata: undefined }) } as EsdbResolvedEvent);
    expect(read).toMatchObject({ version: 1, metadata: {} });
    const binaryMetadata = toRecordedEvent({ event: recorded({ metadata: new Uint8Array([1, 2]) }) } as EsdbResolvedEvent);
    expect(binaryMetadata?.metadata).toEqual({});
  });

  it('gives nothing for a resolved event without an event, and refuses one without a position', () => {
    expect(toRecordedEvent({ commitPosition: 5n } as EsdbResolvedEvent)).toBeUndefined();
    expect(() => toRecordedEvent({ event: recorded({ position: undefined }) } as EsdbResolvedEvent)).toThrow('no log position');
  });

  it('hides system events and idempotency streams from $all, and filters by prefix', () => {
    expect(isVisibleInAll('business-1', 'SaleRecorded')).toBe(true);
    expect(isVisibleInAll('$stats-0.0.0.0:2113', 'SaleRecorded')).toBe(false);
    expect(isVisibleInAll('$$business-1', '$metadata')).toBe(false);
    expect(isVisibleInAll('business-1', '$>')).toBe(false);
    expect(isVisibleInAll(idempotencyStreamName('business-1', 'k'), 'ledgerline.idempotency-record')).toBe(false);
    expect(matchesPrefix('business-1', 'business-')).toBe(true);
    expect(matchesPrefix('user-1', 'business-')).toBe(false);
    expect(matchesPrefix('user-1', undefined)).toBe(true);
    expect(matchesPrefix('user-1', '')).toBe(true);
  });
});

function recorded(overrides: Record<string, unknown>): unknown {
  return {
    streamId: 'business-1',
    id: '0b8a3d1e-7a43-4f6a-9b0b-6a4f3c2d1e0f',
    isJson: true,
    revision: 0n,
    type: 'T',
    created: new Date(0),
    data: {},
    metadata: {},
    position: { commit: 1n, prepare: 1n },
    ...overrides,
  };
}
