import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { IdempotencyConflictError, WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '../port.js';

/**
 * One suite for every adapter: it uses the port only, so PostgreSQL and EventStoreDB are held to
 * the same behaviour. Every test writes to streams under its own random prefix, so the suite can
 * run against a shared server that holds other events.
 *
 * Reads of the global order are retried for a while (`eventually`): an adapter may deliver an
 * event only once nothing can commit before it any more, which another client's open
 * transaction can hold back for a moment.
 */
export interface ContractSubject {
  store: EventStore;
  teardown(): Promise<void>;
}

const WAIT_MS = 10_000;
/** Generous, for a shared server under load; a failing wait fails well before it. */
const TEST_TIMEOUT_MS = 30_000;
const test = (name: string, fn: () => Promise<void>) => it(name, fn, TEST_TIMEOUT_MS);

export function describeEventStoreContract(name: string, setup: () => Promise<ContractSubject>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;

    beforeAll(async () => {
      subject = await setup();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.teardown();
    });

    describe('streams', () => {
      test('appends with consecutive revisions and reads back what was written', async () => {
        const stream = `${uniquePrefix()}order`;
        const id = randomUUID();
        const first = await store.append(stream, [
          { id, type: 'SaleRecorded', version: 2, data: { total: '120.50', lines: [{ sku: 'A1', qty: 2 }] }, metadata: { userId: 'u1', correlationId: 'c1' } },
          event('PaymentReceived', { amount: '120.50' }),
          event('NoteAdded', { text: 'thanks — ça va' }),
        ]);
        expect(first).toMatchObject({ stream, revision: 2n, replayed: false });
        expect(first.positions).toHaveLength(3);
        expect(first.position).toBe(first.positions[2]);

        const second = await store.append(stream, [event('NoteAdded', { text: 'again' }), event('NoteAdded', { text: 'and again' })]);
        expect(second.revision).toBe(4n);

        const events = await store.readStream(stream);
        expect(events.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expect(events.map((e) => e.position)).toEqual([...first.positions, ...second.positions]);
        expect(events[0]).toMatchObject({
          id,
          stream,
          type: 'SaleRecorded',
          version: 2,
          data: { total: '120.50', lines: [{ sku: 'A1', qty: 2 }] },
          metadata: { userId: 'u1', correlationId: 'c1' },
        });
        expect(events[0].recordedAt).toBeInstanceOf(Date);
        expect(events[2].data).toEqual({ text: 'thanks — ça va' });
        expect(new Set(events.map((e) => e.id)).size).toBe(5);
      });

      test('reads nothing from a stream that does not exist', async () => {
        expect(await store.readStream(`${uniquePrefix()}nothing`)).toEqual([]);
      });

      test('reads forwards or backwards, from a revision, at most maxCount', async () => {
        const stream = `${uniquePrefix()}ten`;
        await store.append(stream, numbered(10));
        const revisions = async (options: Parameters<EventStore['readStream']>[1]) => (await store.readStream(stream, options)).map((e) => Number(e.revision));

        expect(await revisions({ fromRevision: 3n, maxCount: 4 })).toEqual([3, 4, 5, 6]);
        expect(await revisions({ direction: 'backwards' })).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
        expect(await revisions({ direction: 'backwards', fromRevision: 5n, maxCount: 3 })).toEqual([5, 4, 3]);
        expect(await revisions({ direction: 'backwards', maxCount: 2 })).toEqual([9, 8]);
        expect(await revisions({ fromRevision: 10n })).toEqual([]);
      });
    });

    describe('expected revision', () => {
      test('no_stream: only for a stream that does not exist yet', async () => {
        const stream = `${uniquePrefix()}new`;
        await expect(store.append(stream, [event('Opened')], { expectedRevision: 'no_stream' })).resolves.toMatchObject({ revision: 0n });
        const error = await store.append(stream, [event('Opened')], { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ code: 'WRONG_EXPECTED_REVISION', stream, expected: 'no_stream', actual: 0n });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      test('stream_exists: only for a stream that has events', async () => {
        const stream = `${uniquePrefix()}exists`;
        const error = await store.append(stream, [event('Noted')], { expectedRevision: 'stream_exists' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: 'stream_exists', actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);

        await store.append(stream, [event('Opened')]);
        await expect(store.append(stream, [event('Noted')], { expectedRevision: 'stream_exists' })).resolves.toMatchObject({ revision: 1n });
      });

      test('an exact revision: the stream must end there', async () => {
        const stream = `${uniquePrefix()}exact`;
        await expect(store.append(stream, [event('Noted')], { expectedRevision: 0n })).rejects.toMatchObject({ expected: 0n, actual: 'no_stream' });
        await store.append(stream, [event('Opened')]);
        await expect(store.append(stream, [event('Noted')], { expectedRevision: 0n })).resolves.toMatchObject({ revision: 1n });
        const stale = await store.append(stream, [event('Noted')], { expectedRevision: 0n }).catch((e: unknown) => e);
        expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
        expect(stale).toMatchObject({ expected: 0n, actual: 1n });
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      test('any: no check, new stream or not', async () => {
        const stream = `${uniquePrefix()}any`;
        await expect(store.append(stream, [event('Opened')], { expectedRevision: 'any' })).resolves.toMatchObject({ revision: 0n });
        await expect(store.append(stream, [event('Noted')], { expectedRevision: 'any' })).resolves.toMatchObject({ revision: 1n });
        await expect(store.append(stream, [event('Noted')])).resolves.toMatchObject({ revision: 2n });
      });

      test('of concurrent appends on one revision, exactly one wins', async () => {
        const stream = `${uniquePrefix()}race`;
        await store.append(stream, [event('Opened')]);
        const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.append(stream, [event('Raced', { i })], { expectedRevision: 0n })));
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('idempotency', () => {
      test('the same key and body returns the original result and appends nothing', async () => {
        const stream = `${uniquePrefix()}idem`;
        const key = randomUUID();
        const body = [event('SaleRecorded', { total: '10.00' }), event('PaymentReceived', { amount: '10.00' })];
        const original = await store.append(stream, body, { idempotencyKey: key, expectedRevision: 'no_stream' });
        await store.append(stream, [event('NoteAdded')]);

        // A retry carries the same expectation, now stale: the stored answer still wins.
        const retry = await store.append(stream, body, { idempotencyKey: key, expectedRevision: 'no_stream' });
        expect(retry).toEqual({ ...original, replayed: true });
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      test('the same key with another body is a conflict', async () => {
        const stream = `${uniquePrefix()}idem`;
        const key = randomUUID();
        await store.append(stream, [event('SaleRecorded', { total: '10.00' })], { idempotencyKey: key });
        const error = await store.append(stream, [event('SaleRecorded', { total: '99.00' })], { idempotencyKey: key }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(IdempotencyConflictError);
        expect(error).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', stream, idempotencyKey: key });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      test('an explicit fingerprint decides what "same body" means', async () => {
        const stream = `${uniquePrefix()}idem`;
        const key = randomUUID();
        const original = await store.append(stream, [event('SaleRecorded', { at: 1 })], { idempotencyKey: key, fingerprint: 'request-body-hash' });
        const retry = await store.append(stream, [event('SaleRecorded', { at: 2 })], { idempotencyKey: key, fingerprint: 'request-body-hash' });
        expect(retry).toEqual({ ...original, replayed: true });
        await expect(store.append(stream, [event('SaleRecorded', { at: 1 })], { idempotencyKey: key, fingerprint: 'other' })).rejects.toBeInstanceOf(
          IdempotencyConflictError,
        );
      });

      test('keys are scoped to their stream', async () => {
        const prefix = uniquePrefix();
        const key = randomUUID();
        await store.append(`${prefix}a`, [event('Noted')], { idempotencyKey: key });
        const other = await store.append(`${prefix}b`, [event('Noted')], { idempotencyKey: key });
        expect(other.replayed).toBe(false);
        expect(await store.readStream(`${prefix}b`)).toHaveLength(1);
      });

      test('concurrent retries of one request append it once', async () => {
        const stream = `${uniquePrefix()}idem`;
        const key = randomUUID();
        const body = [event('SaleRecorded', { total: '5.00' })];
        const results = await Promise.all(Array.from({ length: 6 }, () => store.append(stream, body, { idempotencyKey: key })));
        expect(results.filter((r) => !r.replayed)).toHaveLength(1);
        for (const r of results) expect(r.position).toBe(results[0].position);
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });

    describe('the global order', () => {
      test('readAll: after a position, by stream prefix, at most maxCount', async () => {
        const prefix = uniquePrefix();
        const a1 = await store.append(`${prefix}a`, [event('A1')]);
        await store.append(`${prefix}b`, [event('B1')]);
        await store.append(`${prefix}a`, [event('A2')]);
        await store.append(`${prefix}b`, [event('B2'), event('B3')]);
        await store.append(`${uniquePrefix()}elsewhere`, [event('Other')]);

        const all = await eventually(
          () => store.readAll({ streamPrefix: prefix }),
          (events) => events.length >= 5,
        );
        expect(types(all)).toEqual(['A1', 'B1', 'A2', 'B2', 'B3']);
        expect(types(await store.readAll({ streamPrefix: prefix, after: a1.position }))).toEqual(['B1', 'A2', 'B2', 'B3']);
        expect(types(await store.readAll({ streamPrefix: `${prefix}b` }))).toEqual(['B1', 'B2', 'B3']);
        expect(types(await store.readAll({ streamPrefix: prefix, maxCount: 2 }))).toEqual(['A1', 'B1']);
        expect(types(await store.readAll({ streamPrefix: prefix, after: all[1].position, maxCount: 2 }))).toEqual(['A2', 'B2']);
        expect(await store.readAll({ streamPrefix: prefix, after: all[4].position })).toEqual([]);
      });

      test('readAll without a prefix includes the events just written, in order', async () => {
        const prefix = uniquePrefix();
        const first = await store.append(`${prefix}x`, [event('X1')]);
        await store.append(`${prefix}y`, [event('Y1')]);
        await store.append(`${prefix}x`, [event('X2')]);
        const mine = await eventually(
          async () => (await store.readAll({ after: first.position })).filter((e) => e.stream.startsWith(prefix)),
          (events) => events.length >= 2,
        );
        expect(types(mine)).toEqual(['Y1', 'X2']);
      });

      test('hasReached: a checkpoint reaches the positions before it in the global order', async () => {
        const prefix = uniquePrefix();
        const first = await store.append(`${prefix}a`, [event('A1')]);
        const second = await store.append(`${prefix}b`, [event('B1')]);
        await eventually(
          () => store.readAll({ streamPrefix: prefix }),
          (events) => events.length >= 2,
        );
        expect(await store.hasReached(second.position, first.position)).toBe(true);
        expect(await store.hasReached(first.position, first.position)).toBe(true);
        expect(await store.hasReached(first.position, second.position)).toBe(false);
        expect(await store.hasReached(undefined, first.position)).toBe(false);
      });
    });

    describe('subscriptions', () => {
      test('delivers from a position, only the matching streams, then live', async () => {
        const prefix = uniquePrefix();
        const other = uniquePrefix();
        const x1 = await store.append(`${prefix}x`, [event('X1')]);
        await store.append(`${other}y`, [event('Y1')]);
        await store.append(`${prefix}x`, [event('X2')]);
        await store.append(`${prefix}z`, [event('Z1')]);

        const seen: RecordedEvent[] = [];
        const subscription = store.subscribe({ after: x1.position, streamPrefix: prefix }, async (e) => {
          seen.push(e);
        });
        try {
          await waitFor(() => seen.length >= 2);
          await store.append(`${other}y`, [event('Y2')]);
          await store.append(`${prefix}x`, [event('X3')]);
          await waitFor(() => seen.length >= 3);
          expect(types(seen)).toEqual(['X2', 'Z1', 'X3']);
        } finally {
          await subscription.stop();
        }
      });

      test('from the start, in the order readAll gives', async () => {
        const prefix = uniquePrefix();
        for (let i = 0; i < 5; i++) await store.append(`${prefix}${i % 2}`, [event(`E${i}`)]);
        const seen: RecordedEvent[] = [];
        const subscription = store.subscribe({ streamPrefix: prefix }, async (e) => {
          seen.push(e);
        });
        try {
          await waitFor(() => seen.length >= 5);
          expect(types(seen)).toEqual(['E0', 'E1', 'E2', 'E3', 'E4']);
          expect(ids(await store.readAll({ streamPrefix: prefix }))).toEqual(ids(seen));
        } finally {
          await subscription.stop();
        }
      });

      test('a handler that throws stops the subscription, and done says why', async () => {
        const prefix = uniquePrefix();
        await store.append(`${prefix}s`, numbered(3));
        const seen: string[] = [];
        const failure = new Error('projection failed');
        const subscription = store.subscribe({ streamPrefix: prefix }, async (e) => {
          seen.push(e.type);
          if (seen.length === 2) throw failure;
        });
        const error = await withTimeout(subscription.done);
        expect(error).toBe(failure);
        await store.append(`${prefix}s`, [event('Later')]);
        await sleep(300);
        expect(seen).toEqual(['N0', 'N1']);
        await subscription.stop();
      });

      test('delivers every event exactly once and in order while 16 writers append concurrently', async () => {
        const prefix = uniquePrefix();
        const writers = 16;
        const appendsPerWriter = 25;
        const seen: RecordedEvent[] = [];
        const subscription = store.subscribe({ streamPrefix: prefix }, async (e) => {
          seen.push(e);
        });
        try {
          const written = await Promise.all(
            Array.from({ length: writers }, async (_, w) => {
              const ids: string[] = [];
              for (let i = 0; i < appendsPerWriter; i++) {
                // Some appends carry two events, so a delivery can split a transaction's events.
                const batch = i % 5 === 0 ? [event('Tick', { w, i }), event('Tock', { w, i })] : [event('Tick', { w, i })];
                for (const e of batch) e.id = randomUUID();
                await store.append(`${prefix}w${w}`, batch);
                ids.push(...batch.map((e) => e.id as string));
              }
              return ids;
            }),
          );
          const expected = written.flat();
          await waitFor(() => seen.length >= expected.length);
          await sleep(200);
          expectExactlyOnceInOrder(seen, expected);
          expect(ids(await store.readAll({ streamPrefix: prefix }))).toEqual(ids(seen));
        } finally {
          await subscription.stop();
        }
      });
    });
  });
}

/** Every expected event delivered once, nothing else, and each stream's revisions 0, 1, 2… in delivery order. */
export function expectExactlyOnceInOrder(seen: RecordedEvent[], expectedIds: string[]): void {
  const seenIds = ids(seen);
  expect(new Set(seenIds).size).toBe(seenIds.length);
  expect([...seenIds].sort()).toEqual([...expectedIds].sort());
  const next = new Map<string, bigint>();
  for (const e of seen) {
    expect(e.revision).toBe(next.get(e.stream) ?? 0n);
    next.set(e.stream, e.revision + 1n);
  }
}

export function uniquePrefix(): string {
  return `ct-${randomBytes(5).toString('hex')}-`;
}

function event(type: string, data: Record<string, unknown> = {}): NewEvent {
  return { type, version: 1, data, metadata: { correlationId: 'contract' } };
}

function numbered(count: number): NewEvent[] {
  return Array.from({ length: count }, (_, i) => event(`N${i}`, { i }));
}

const types = (events: RecordedEvent[]) => events.map((e) => e.type);
const ids = (events: RecordedEvent[]) => events.map((e) => e.id);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitFor(condition: () => boolean, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms`);
    await sleep(10);
  }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(20);
  }
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
