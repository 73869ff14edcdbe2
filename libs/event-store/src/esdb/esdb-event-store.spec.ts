/**
 * The adapter's orchestration (idempotency records, read-back of positions, paging, subscription
 * life cycle) against an in-memory stand-in for the client that follows EventStoreDB's documented
 * behaviour. The real server is exercised by esdb-event-store.int-spec.ts when EVENTSTORE_URL is set.
 */
import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { StreamNotFoundError, WrongExpectedVersionError, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { IdempotencyConflictError, WrongExpectedRevisionError, type NewEvent, type RecordedEvent } from '../port.js';
import { describeEventStoreContract } from '../contract/event-store.contract.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { deterministicEventId, idempotencyStreamName } from './esdb-mapping.js';

interface StoredRecord {
  streamId: string;
  id: string;
  isJson: true;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position: { commit: bigint; prepare: bigint };
}

interface FakeEventData {
  id: string;
  type: string;
  data: unknown;
  metadata?: unknown;
}

type FakeFilter = { filterOn: 'streamName'; prefixes: string[] } | { filterOn: 'eventType'; regex: string };

/** Each event its own commit = prepare position, as gRPC appends (implicit transactions) have. */
class FakeEsdb {
  readonly log: StoredRecord[] = [];
  private nextPosition = 1000n;
  private readonly subscribers = new Set<(record: StoredRecord) => void>();
  /** Fail the next append to a stream whose name starts with this (simulates a crash between writes). */
  failNextAppendTo?: string;
  appendCalls = 0;
  disposed = false;

  constructor() {
    this.write('$stats-127.0.0.1:2113', [{ id: crypto.randomUUID(), type: '$statsCollected', data: {} }]);
  }

  private head(stream: string): bigint | 'no_stream' {
    const last = this.log.filter((r) => r.streamId === stream).at(-1);
    return last ? last.revision : 'no_stream';
  }

  private write(stream: string, events: FakeEventData[]): bigint {
    let revision = this.head(stream) === 'no_stream' ? -1n : (this.head(stream) as bigint);
    for (const e of events) {
      revision += 1n;
      const record: StoredRecord = {
        streamId: stream,
        id: e.id,
        isJson: true,
        revision,
        type: e.type,
        created: new Date(),
        data: JSON.parse(JSON.stringify(e.data)) as unknown,
        metadata: e.metadata === undefined ? undefined : (JSON.parse(JSON.stringify(e.metadata)) as unknown),
        position: { commit: this.nextPosition, prepare: this.nextPosition },
      };
      this.nextPosition += 137n;
      this.log.push(record);
      for (const notify of this.subscribers) notify(record);
    }
    return revision;
  }

  readonly client = {
    appendToStream: async (stream: string, input: FakeEventData | FakeEventData[], options: { streamState?: bigint | string } = {}) => {
      this.appendCalls++;
      await Promise.resolve();
      if (this.failNextAppendTo && stream.startsWith(this.failNextAppendTo)) {
        this.failNextAppendTo = undefined;
        throw new Error('UNAVAILABLE: connection lost');
      }
      const events = Array.isArray(input) ? input : [input];
      const state = options.streamState ?? 'any';
      const inStream = this.log.filter((r) => r.streamId === stream);
      // The server's idempotent-write check: the same ids already written where this write would go.
      const firstIndex = events.length ? inStream.findIndex((r) => r.id === events[0]!.id) : -1;
      if (firstIndex >= 0) {
        const expectedAt = typeof state === 'bigint' ? state + 1n : state === 'no_stream' ? 0n : undefined;
        const same = events.every((e, i) => inStream[firstIndex + i]?.id === e.id);
        if (same && (expectedAt === undefined || inStream[firstIndex]!.revision === expectedAt)) {
          const last = inStream[firstIndex + events.length - 1]!;
          return { success: true, nextExpectedRevision: last.revision, position: last.position };
        }
      }
      const current = this.head(stream);
      const ok =
        state === 'any' ||
        (state === 'no_stream' && current === 'no_stream') ||
        (state === 'stream_exists' && current !== 'no_stream') ||
        (typeof state === 'bigint' && current === state);
      if (!ok) {
        throw new WrongExpectedVersionError(undefined, {
          streamName: stream,
          expected: state as bigint | 'any' | 'no_stream' | 'stream_exists',
          current,
        });
      }
      const revision = this.write(stream, events);
      return { success: true, nextExpectedRevision: revision, position: this.log.at(-1)!.position };
    },

    readStream: (stream: string, options: { direction?: string; fromRevision?: bigint | 'start' | 'end'; maxCount?: number | bigint } = {}) => {
      const log = this.log;
      return (async function* () {
        await Promise.resolve();
        const inStream = log.filter((r) => r.streamId === stream);
        if (inStream.length === 0) throw new StreamNotFoundError(undefined, stream);
        const backwards = options.direction === 'backwards';
        const from = options.fromRevision ?? (backwards ? 'end' : 'start');
        let selected = backwards ? [...inStream].reverse() : inStream;
        if (typeof from === 'bigint') selected = selected.filter((r) => (backwards ? r.revision <= from : r.revision >= from));
        for (const r of selected.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))) {
          yield { event: structuredClone(r), commitPosition: r.position.commit };
        }
      })();
    },

    readAll: (options: { fromPosition?: 'start' | { commit: bigint }; maxCount?: number | bigint; filter?: FakeFilter } = {}) => {
      const log = this.log;
      return (async function* () {
        await Promise.resolve();
        const from = options.fromPosition === undefined || options.fromPosition === 'start' ? -1n : options.fromPosition.commit;
        // Reads of $all are inclusive of the starting position.
        const selected = log.filter((r) => r.position.commit >= from && passes(r, options.filter));
        for (const r of selected.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER))) {
          yield { event: structuredClone(r), commitPosition: r.position.commit };
        }
      })();
    },

    subscribeToAll: (options: { fromPosition?: 'start' | { commit: bigint }; filter?: FakeFilter } = {}) => {
      const from = options.fromPosition === undefined || options.fromPosition === 'start' ? -1n : options.fromPosition.commit;
      const source = new Readable({ objectMode: true, read() {} });
      const push = (r: StoredRecord) => {
        if (r.position.commit >= from && passes(r, options.filter)) source.push({ event: structuredClone(r), commitPosition: r.position.commit });
      };
      for (const r of this.log) push(r);
      this.subscribers.add(push);
      return Object.assign(source, {
        unsubscribe: async () => {
          this.subscribers.delete(push);
          source.push(null);
        },
      });
    },

    dispose: async () => {
      this.disposed = true;
    },
  };

  store(pageSize?: number): EsdbEventStore {
    return new EsdbEventStore(this.client as unknown as KurrentDBClient, { readPageSize: pageSize });
  }
}

function passes(r: StoredRecord, filter: FakeFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.filterOn === 'streamName') return filter.prefixes.some((p) => r.streamId.startsWith(p));
  return new RegExp(filter.regex).test(r.type);
}

const ev = (type: string, data: unknown = {}, metadata?: NewEvent['metadata']): NewEvent => ({ type, version: 1, data, metadata });

describe('EsdbEventStore append', () => {
  it('appends, answering with each event its own position read back from the stream', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    const result = await store.append('business-1', [ev('A', { n: 1 }), { ...ev('B', { n: 2 }), version: 2 }], { expectedRevision: 'no_stream' });
    const written = db.log.filter((r) => r.streamId === 'business-1');
    expect(result).toEqual({
      stream: 'business-1',
      revision: 1n,
      position: written[1]!.position.commit,
      positions: written.map((r) => r.position.commit),
      replayed: false,
    });
    const read = await store.readStream('business-1');
    expect(read.map((e) => [e.type, e.version, e.revision, e.position])).toEqual([
      ['A', 1, 0n, result.positions[0]],
      ['B', 2, 1n, result.positions[1]],
    ]);
  });

  it('maps each expected revision and the client error to WrongExpectedRevisionError', async () => {
    const store = new FakeEsdb().store();
    await expect(store.append('s', [ev('A')], { expectedRevision: 'stream_exists' })).rejects.toMatchObject({
      code: 'WRONG_EXPECTED_REVISION',
      expected: 'stream_exists',
      actual: 'no_stream',
    });
    await store.append('s', [ev('A')], { expectedRevision: 'no_stream' });
    await expect(store.append('s', [ev('B')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append('s', [ev('B')], { expectedRevision: 5n })).rejects.toMatchObject({ expected: 5n, actual: 0n });
    await expect(store.append('s', [ev('B')], { expectedRevision: 0n })).resolves.toMatchObject({ revision: 1n });
    await expect(store.append('s', [ev('C')], { expectedRevision: 'stream_exists' })).resolves.toMatchObject({ revision: 2n });
    await expect(store.append('s', [ev('D')])).resolves.toMatchObject({ revision: 3n });
  });

  it('checks the expectation of an empty append without writing', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    await expect(store.append('s', [], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append('s', [], { expectedRevision: 'no_stream' })).resolves.toMatchObject({ revision: -1n, positions: [] });
    const first = await store.append('s', [ev('A')]);
    await expect(store.append('s', [], { expectedRevision: 0n })).resolves.toMatchObject({ revision: 0n, position: first.position });
  });
});

describe('EsdbEventStore idempotency', () => {
  it('answers a repeat with the stored result and appends nothing', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    const first = await store.append('business-1', [ev('A', { x: '1' })], { idempotencyKey: 'k1', expectedRevision: 'no_stream' });
    const again = await store.append('business-1', [ev('A', { x: '1' })], { idempotencyKey: 'k1', expectedRevision: 'no_stream' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(first.replayed).toBe(false);
    expect(db.log.filter((r) => r.streamId === 'business-1')).toHaveLength(1);
    expect(db.log.filter((r) => r.streamId === idempotencyStreamName('business-1', 'k1'))).toHaveLength(1);
    // The event got the id derived from stream, key and index.
    expect(db.log.find((r) => r.streamId === 'business-1')!.id).toBe(deterministicEventId('business-1', 'k1', 0));
  });

  it('refuses the same key with another body, and uses the caller fingerprint when given', async () => {
    const store = new FakeEsdb().store();
    await store.append('s', [ev('A', { x: '1' })], { idempotencyKey: 'k' });
    await expect(store.append('s', [ev('A', { x: '2' })], { idempotencyKey: 'k' })).rejects.toBeInstanceOf(IdempotencyConflictError);
    await store.append('s', [ev('A', { x: '1' })], { idempotencyKey: 'k2', fingerprint: 'body-1' });
    await expect(store.append('s', [ev('A', { x: 'other' })], { idempotencyKey: 'k2', fingerprint: 'body-1' })).resolves.toMatchObject({
      replayed: true,
    });
    await expect(store.append('s', [ev('A', { x: '1' })], { idempotencyKey: 'k2', fingerprint: 'body-2' })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('scopes a key to its stream', async () => {
    const store = new FakeEsdb().store();
    await store.append('s1', [ev('A')], { idempotencyKey: 'k' });
    await expect(store.append('s2', [ev('B')], { idempotencyKey: 'k' })).resolves.toMatchObject({ replayed: false, stream: 's2' });
  });

  it('does not consume the key when the append fails on its expected revision', async () => {
    const store = new FakeEsdb().store();
    await store.append('s', [ev('A')]);
    await expect(store.append('s', [ev('B')], { idempotencyKey: 'k', expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append('s', [ev('B', { other: true })], { idempotencyKey: 'k', expectedRevision: 0n })).resolves.toMatchObject({
      replayed: false,
      revision: 1n,
    });
  });

  it('recovers from a lost record write: the retry is deduplicated by event id, then recorded', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    db.failNextAppendTo = 'll-idem-';
    await expect(store.append('s', [ev('A'), ev('B')], { idempotencyKey: 'k', expectedRevision: 'no_stream' })).rejects.toThrow('UNAVAILABLE');
    expect(db.log.filter((r) => r.streamId === 's')).toHaveLength(2);
    const retry = await store.append('s', [ev('A'), ev('B')], { idempotencyKey: 'k', expectedRevision: 'no_stream' });
    expect(retry).toMatchObject({ revision: 1n, replayed: false });
    expect(db.log.filter((r) => r.streamId === 's')).toHaveLength(2);
    await expect(store.append('s', [ev('A'), ev('B')], { idempotencyKey: 'k' })).resolves.toEqual({ ...retry, replayed: true });
  });

  it('lets two concurrent appends with one key and body write once, the loser answering from the record', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    const [a, b] = await Promise.all([
      store.append('s', [ev('A', { v: 1 })], { idempotencyKey: 'k', expectedRevision: 'no_stream' }),
      store.append('s', [ev('A', { v: 1 })], { idempotencyKey: 'k', expectedRevision: 'no_stream' }),
    ]);
    expect(db.log.filter((r) => r.streamId === 's')).toHaveLength(1);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(a.position).toBe(b.position);
  });
});

describe('EsdbEventStore reads', () => {
  it('reads a missing stream as empty, and a stream forwards, backwards, from a revision, by count', async () => {
    const store = new FakeEsdb().store();
    expect(await store.readStream('nothing-here')).toEqual([]);
    await store.append('s', [ev('A'), ev('B'), ev('C'), ev('D')]);
    const types = (events: RecordedEvent[]) => events.map((e) => e.type).join('');
    expect(types(await store.readStream('s'))).toBe('ABCD');
    expect(types(await store.readStream('s', { direction: 'backwards' }))).toBe('DCBA');
    expect(types(await store.readStream('s', { fromRevision: 1n, maxCount: 2 }))).toBe('BC');
    expect(types(await store.readStream('s', { direction: 'backwards', fromRevision: 2n, maxCount: 2 }))).toBe('CB');
    expect(await store.readStream('s', { maxCount: 0 })).toEqual([]);
  });

  it('reads $all after a position, by prefix and count, across pages, without system events or idempotency records', async () => {
    const db = new FakeEsdb();
    const store = db.store(3);
    await store.append('business-1', [ev('A1'), ev('A2')], { idempotencyKey: 'k1' });
    await store.append('user-1', [ev('U1')]);
    await store.append('business-2', [ev('B1')], { idempotencyKey: 'k2' });
    await store.append('business-1', [ev('A3'), ev('A4'), ev('A5')], { idempotencyKey: 'k3' });

    const all = await store.readAll();
    expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'U1', 'B1', 'A3', 'A4', 'A5']);
    expect(all.map((e) => e.position)).toEqual([...all.map((e) => e.position)].sort((x, y) => (x < y ? -1 : 1)));

    const businesses = await store.readAll({ streamPrefix: 'business-' });
    expect(businesses.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3', 'A4', 'A5']);

    const afterU1 = await store.readAll({ after: all[2]!.position });
    expect(afterU1.map((e) => e.type)).toEqual(['B1', 'A3', 'A4', 'A5']);
    expect((await store.readAll({ after: all[2]!.position, maxCount: 2 })).map((e) => e.type)).toEqual(['B1', 'A3']);
    expect((await store.readAll({ after: all[6]!.position })).map((e) => e.type)).toEqual([]);
    expect(await store.readAll({ maxCount: 0 })).toEqual([]);
  });
});

describe('EsdbEventStore subscriptions', () => {
  it('delivers from after a position, then live, one event at a time, and stops', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    const first = await store.append('business-1', [ev('A'), ev('B')]);
    await store.append('user-1', [ev('U')]);

    const seen: string[] = [];
    let running = 0;
    let maxRunning = 0;
    let resolveLive!: () => void;
    const live = new Promise<void>((r) => (resolveLive = r));
    const sub = store.subscribe({ after: first.positions[0], streamPrefix: 'business-' }, async (event) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(event.type);
      running--;
      if (event.type === 'D') resolveLive();
    });
    await store.append('business-1', [ev('C'), ev('D')], { idempotencyKey: 'k' });
    await live;
    expect(seen).toEqual(['B', 'C', 'D']);
    expect(maxRunning).toBe(1);
    await sub.stop();
    await expect(sub.done).resolves.toBeUndefined();
  });

  it('skips the event at `after` when the server hands it back', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    const r = await store.append('s', [ev('A'), ev('B')]);
    const seen: bigint[] = [];
    const sub = store.subscribe({ after: r.positions[0] }, async (e) => {
      seen.push(e.position);
    });
    await new Promise((res) => setTimeout(res, 20));
    await sub.stop();
    expect(seen).toEqual([r.positions[1]]);
  });

  it('stops on a handler error and resolves done with it', async () => {
    const store = new FakeEsdb().store();
    await store.append('s', [ev('A'), ev('B')]);
    const seen: string[] = [];
    const sub = store.subscribe({}, async (e) => {
      seen.push(e.type);
      throw new Error(`cannot handle ${e.type}`);
    });
    const error = await sub.done;
    expect(error?.message).toBe('cannot handle A');
    expect(seen).toEqual(['A']);
    await sub.stop();
  });

  it('close stops live subscriptions and disposes of the client', async () => {
    const db = new FakeEsdb();
    const store = db.store();
    const sub = store.subscribe({}, async () => undefined);
    await store.close();
    await expect(sub.done).resolves.toBeUndefined();
    expect(db.disposed).toBe(true);
  });
});

describe('EsdbEventStore positions and construction', () => {
  it('compares commit positions for hasReached', async () => {
    const store = new FakeEsdb().store();
    await expect(store.hasReached(undefined, 1n)).resolves.toBe(false);
    await expect(store.hasReached(5n, 5n)).resolves.toBe(true);
    await expect(store.hasReached(6n, 5n)).resolves.toBe(true);
    await expect(store.hasReached(4n, 5n)).resolves.toBe(false);
  });

  it('builds a real client from a connection string without connecting', async () => {
    const store = new EsdbEventStore('esdb://localhost:2113?tls=false');
    expect(store.kind).toBe('esdb');
    await store.close();
  });
});

// The shared contract, run here against the stand-in: it checks the adapter's own logic against
// the whole contract on every unit run. It says nothing about the real server; that run is
// esdb-event-store.int-spec.ts, with EVENTSTORE_URL set.
describeEventStoreContract('EsdbEventStore on an in-memory stand-in for the client', async () => {
  const store = new FakeEsdb().store(7);
  return { store, teardown: () => store.close() };
});
