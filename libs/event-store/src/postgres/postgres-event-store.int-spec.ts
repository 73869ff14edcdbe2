import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { describeEventStoreContract, expectExactlyOnceInOrder, sleep, uniquePrefix, waitFor } from '../contract/event-store.contract.js';
import { IdempotencyConflictError, type NewEvent, type RecordedEvent } from '../port.js';
import { canonicalEvent, chainHash, GENESIS_HASH } from './hash-chain.js';
import { PostgresEventStore, type InlineHook } from './postgres-event-store.js';
import { verifyChains, verifyStreamChain } from './verify.js';

let database: TestDatabase | undefined;
let pool: pg.Pool;

/** One database for the file, made by whichever describe needs it first. */
async function sharedPool(): Promise<pg.Pool> {
  if (!database) {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 24 });
    // pool.end() resolves before its connections have closed, and the forced DROP DATABASE can
    // then kill one: an idle client's error would otherwise be unhandled.
    pool.on('error', () => undefined);
  }
  return pool;
}

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describeEventStoreContract('postgres', async () => {
  const store = new PostgresEventStore(await sharedPool(), { pollIntervalMs: 250 });
  return { store, teardown: () => store.close() };
});

const TEST_TIMEOUT_MS = 30_000;
const test = (name: string, fn: () => Promise<void>) => it(name, fn, TEST_TIMEOUT_MS);

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({ id: randomUUID(), type, version: 1, data, metadata: { userId: 'u1' } });

/** A store whose inline hook can hold an append's transaction open until the test releases it. */
function gatedStore(options: { pollIntervalMs?: number } = {}) {
  const gates = new Map<string, Promise<void>>();
  const inline: InlineHook = async (_client, events) => {
    await gates.get(events[0].stream);
  };
  const store = new PostgresEventStore(pool, { inline, pollIntervalMs: options.pollIntervalMs ?? 250 });
  const hold = (stream: string) => {
    let release!: () => void;
    gates.set(stream, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      gates.delete(stream);
      release();
    };
  };
  return { store, hold };
}

function collect(store: PostgresEventStore, streamPrefix: string) {
  const seen: RecordedEvent[] = [];
  const subscription = store.subscribe({ streamPrefix }, async (e) => {
    seen.push(e);
  });
  return { seen, subscription };
}

describe('PostgresEventStore', () => {
  let store: PostgresEventStore;

  beforeAll(async () => {
    store = new PostgresEventStore(await sharedPool(), { pollIntervalMs: 250 });
  });

  afterAll(async () => {
    await store.close();
  });

  describe('hash chain', () => {
    test('seals each event with sha256(previous hash ‖ canonical event)', async () => {
      const stream = `${uniquePrefix()}chain`;
      await store.append(stream, [event('Opened', { amount: '1.10', at: new Date('2024-05-01T10:00:00Z'), big: 12345678901234567890n })]);
      await store.append(stream, [event('Noted', { nested: { b: 1, a: [1, 'x', null] } }), event('Noted', {})]);

      const events = await store.readStream(stream);
      let previous = GENESIS_HASH;
      for (const e of events) {
        expect(e.hash).toBe(chainHash(previous, canonicalEvent(e)));
        previous = e.hash as string;
      }
      // Bigints and Dates are stored as the strings that were hashed.
      expect(events[0].data).toEqual({ amount: '1.10', at: '2024-05-01T10:00:00.000Z', big: '12345678901234567890' });
      await expect(verifyStreamChain(pool, stream)).resolves.toEqual({ ok: true, stream, events: 3 });
    });

    test('refuses to update, delete or truncate events', async () => {
      const stream = `${uniquePrefix()}immutable`;
      await store.append(stream, [event('Posted', { amount: '1.00' })]);
      await expect(pool.query(`UPDATE events SET data = '{"amount":"2.00"}' WHERE stream_id = $1`, [stream])).rejects.toThrow(/Events are immutable/);
      await expect(pool.query('DELETE FROM events WHERE stream_id = $1', [stream])).rejects.toThrow(/Events are immutable/);
      await expect(pool.query('TRUNCATE events')).rejects.toThrow(/Events are immutable/);
      expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ amount: '1.00' }]);
    });

    test('names the first broken event when rows are altered or removed', async () => {
      const prefix = uniquePrefix();
      const streams = ['altered', 'removed', 'rewritten', 'truncated', 'intact'].map((name) => `${prefix}${name}`);
      for (const stream of streams) {
        for (let i = 0; i < 5; i++) await store.append(stream, [event('Posted', { amount: `${i}.00` })]);
      }
      const [altered, removed, rewritten, truncated, intact] = streams;
      const positionOf = async (stream: string, revision: number) => (await store.readStream(stream))[revision].position;
      // The events table refuses updates and deletes (a trigger); tampering takes a superuser who
      // switches triggers off, which is exactly what the hash chain must still reveal.
      const tamper = async (text: string, values: unknown[]) => {
        const client = await pool.connect();
        try {
          await client.query('SET session_replication_role = replica');
          await client.query(text, values);
        } finally {
          await client.query('RESET session_replication_role');
          client.release();
        }
      };

      await tamper(`UPDATE events SET data = '{"amount":"999.00"}' WHERE stream_id = $1 AND revision = 2`, [altered]);
      await expect(verifyStreamChain(pool, altered)).resolves.toMatchObject({
        ok: false,
        reason: 'hash_mismatch',
        revision: 2n,
        position: await positionOf(altered, 2),
      });

      const third = await positionOf(removed, 3);
      await tamper('DELETE FROM events WHERE stream_id = $1 AND revision = 2', [removed]);
      await expect(verifyStreamChain(pool, removed)).resolves.toMatchObject({ ok: false, reason: 'revision_gap', revision: 3n, position: third });

      // An attacker who alters an event and recomputes its hash breaks the next event's link.
      const [, , victim] = await store.readStream(rewritten);
      const forged = { ...victim, data: { amount: '999.00' } };
      const forgedHash = chainHash((await store.readStream(rewritten))[1].hash as string, canonicalEvent(forged));
      await tamper(`UPDATE events SET data = '{"amount":"999.00"}', hash = $2 WHERE position = $1`, [victim.position, forgedHash]);
      await expect(verifyStreamChain(pool, rewritten)).resolves.toMatchObject({
        ok: false,
        reason: 'hash_mismatch',
        revision: 3n,
        position: await positionOf(rewritten, 3),
      });

      await tamper('DELETE FROM events WHERE stream_id = $1 AND revision = 4', [truncated]);
      await expect(verifyStreamChain(pool, truncated)).resolves.toMatchObject({ ok: false, reason: 'head_mismatch', revision: 3n });

      const report = await verifyChains(pool, prefix);
      expect(report).toMatchObject({ ok: false, streams: 5 });
      expect(report.broken.map((b) => [b.stream, b.reason])).toEqual([
        [altered, 'hash_mismatch'],
        [removed, 'revision_gap'],
        [rewritten, 'hash_mismatch'],
        [truncated, 'head_mismatch'],
      ]);
      await expect(verifyStreamChain(pool, intact)).resolves.toMatchObject({ ok: true, events: 5 });
    });
  });

  describe('appendWith', () => {
    test('decides with the stream locked, so concurrent invariant checks never race', async () => {
      const stream = `${uniquePrefix()}stock`;
      // Ten buyers for five items: each checks what is left on the same connection as its append.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, buyer) =>
          store.appendWith(stream, async (client, revision) => {
            const { rows } = await client.query('SELECT count(*)::int AS sold FROM events WHERE stream_id = $1', [stream]);
            expect(rows[0].sold).toBe(revision === undefined ? 0 : Number(revision) + 1);
            await sleep(5);
            return rows[0].sold < 5 ? [event('ItemSold', { buyer })] : [];
          }),
        ),
      );
      expect(await store.readStream(stream)).toHaveLength(5);
      expect(results.filter((r) => r.positions.length === 0)).toHaveLength(5);
      for (const r of results.filter((r) => r.positions.length === 0)) expect(r).toMatchObject({ revision: 4n, replayed: false });
    });

    test('writes nothing when decide throws or returns no events', async () => {
      const stream = `${uniquePrefix()}nothing`;
      const failure = new Error('invoice already paid');
      await expect(store.appendWith(stream, async () => Promise.reject(failure))).rejects.toBe(failure);
      await expect(store.appendWith(stream, async () => [])).resolves.toEqual({ stream, revision: -1n, position: 0n, positions: [], replayed: false });
      expect(await store.readStream(stream)).toEqual([]);
      const { rows } = await pool.query('SELECT 1 FROM streams WHERE stream_id = $1', [stream]);
      expect(rows).toHaveLength(0);

      const written = await store.append(stream, [event('Opened')]);
      await expect(store.appendWith(stream, async () => [])).resolves.toEqual({
        stream,
        revision: 0n,
        position: written.position,
        positions: [],
        replayed: false,
      });
    });

    test('answers with the events as stored: what reading the stream gives back', async () => {
      const stream = `${uniquePrefix()}written`;
      const data = { amount: '1250.50', at: new Date('2026-05-01T10:00:00Z'), items: [{ product: 'p1', quantity: '2' }], note: 'a "quoted" {brace}' };
      const result = await store.appendWith(stream, async () => [event('Paid', data), event('Noted', { by: 'u1' })]);
      expect(result.events).toEqual(await store.readStream(stream));
    });

    test('replays a known idempotency key without calling decide', async () => {
      const stream = `${uniquePrefix()}idem`;
      let calls = 0;
      const decide = async () => {
        calls += 1;
        return [event('Paid')];
      };
      const { events, ...original } = await store.appendWith(stream, decide, { idempotencyKey: 'k1', fingerprint: 'f1' });
      expect(events).toHaveLength(1);
      // A replay answers without the events: this call did not write them (readStream has them).
      await expect(store.appendWith(stream, decide, { idempotencyKey: 'k1', fingerprint: 'f1' })).resolves.toEqual({ ...original, replayed: true });
      await expect(store.appendWith(stream, decide, { idempotencyKey: 'k1', fingerprint: 'f2' })).rejects.toBeInstanceOf(IdempotencyConflictError);
      await expect(store.appendWith(stream, decide, { idempotencyKey: 'k2' })).rejects.toBeInstanceOf(TypeError);
      expect(calls).toBe(1);
    });
  });

  describe('inline hook', () => {
    test('runs in the append transaction: its failure rolls the events back', async () => {
      await pool.query('CREATE TABLE IF NOT EXISTS inline_log (position bigint PRIMARY KEY, stream text, hash text)');
      const inline: InlineHook = async (client, events) => {
        for (const e of events) await client.query('INSERT INTO inline_log VALUES ($1, $2, $3)', [e.position.toString(), e.stream, e.hash]);
        if (events.some((e) => e.type === 'Poison')) throw new Error('projection failed');
      };
      const inlineStore = new PostgresEventStore(pool, { inline });
      const stream = `${uniquePrefix()}inline`;
      try {
        const result = await inlineStore.append(stream, [event('Opened'), event('Noted')]);
        const { rows } = await pool.query('SELECT position::text, hash FROM inline_log WHERE stream = $1 ORDER BY position', [stream]);
        expect(rows.map((r) => BigInt(r.position))).toEqual(result.positions);
        expect(rows.map((r) => r.hash)).toEqual((await inlineStore.readStream(stream)).map((e) => e.hash));

        await expect(inlineStore.append(stream, [event('Poison')])).rejects.toThrow('projection failed');
        expect(await inlineStore.readStream(stream)).toHaveLength(2);
        await expect(inlineStore.append(stream, [event('Noted')], { expectedRevision: 1n })).resolves.toMatchObject({ revision: 2n });
        await expect(verifyStreamChain(pool, stream)).resolves.toMatchObject({ ok: true, events: 3 });
      } finally {
        await inlineStore.close();
      }
    });
  });

  describe('commits out of position order', () => {
    test('holds back an event whose transaction started later until the earlier one commits', async () => {
      const { store: gated, hold } = gatedStore();
      const prefix = uniquePrefix();
      const { seen, subscription } = collect(gated, prefix);
      // The slow append takes its position first and commits last.
      const release = hold(`${prefix}slow`);
      const slow = gated.append(`${prefix}slow`, [event('Slow')]);
      try {
        await sleep(100);
        const fast = await gated.append(`${prefix}fast`, [event('Fast')]);
        await sleep(500);
        expect(seen).toEqual([]);
        expect(await gated.readAll({ streamPrefix: prefix })).toEqual([]);

        release();
        const slowResult = await slow;
        expect(slowResult.position).toBeLessThan(fast.position);
        await waitFor(() => seen.length >= 2);
        expect(seen.map((e) => e.type)).toEqual(['Slow', 'Fast']);
      } finally {
        release();
        await slow.catch(() => undefined);
        await subscription.stop();
        await gated.close();
      }
    });

    test('orders by transaction: a later position can come first, and checkpoints follow that order', async () => {
      const prefix = uniquePrefix();
      const { seen, subscription } = collect(store, prefix);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // The first transaction locks its stream (and so has a transaction id), waits, then inserts.
      const early = store.appendWith(`${prefix}early`, async () => {
        await gate;
        return [event('Early')];
      });
      try {
        await sleep(100);
        const late = await store.append(`${prefix}late`, [event('Late')]);
        release();
        const earlyResult = await early;
        expect(earlyResult.position).toBeGreaterThan(late.position);

        await waitFor(() => seen.length >= 2);
        expect(seen.map((e) => e.type)).toEqual(['Early', 'Late']);
        expect((await store.readAll({ streamPrefix: prefix })).map((e) => e.type)).toEqual(['Early', 'Late']);
        expect(await store.hasReached(earlyResult.position, late.position)).toBe(false);
        expect(await store.hasReached(late.position, earlyResult.position)).toBe(true);
        expect((await store.readAll({ streamPrefix: prefix, after: earlyResult.position })).map((e) => e.type)).toEqual(['Late']);
      } finally {
        release();
        await early.catch(() => undefined);
        await subscription.stop();
      }
    });

    test('16 writers whose commits land out of position order: every event exactly once, in order', async () => {
      // Each append's transaction sleeps a random moment after taking its position.
      const inline: InlineHook = () => sleep(Math.random() * 8);
      const shuffled = new PostgresEventStore(pool, { inline, pollIntervalMs: 250 });
      const prefix = uniquePrefix();
      const { seen, subscription } = collect(shuffled, prefix);
      const commitOrder: bigint[] = [];
      try {
        const written = await Promise.all(
          Array.from({ length: 16 }, async (_, w) => {
            const ids: string[] = [];
            for (let i = 0; i < 30; i++) {
              const batch = [event('Tick', { w, i })];
              const result = await shuffled.append(`${prefix}w${w}`, batch);
              commitOrder.push(result.position);
              ids.push(batch[0].id as string);
            }
            return ids;
          }),
        );
        const inversions = commitOrder.filter((position, i) => i > 0 && position < commitOrder[i - 1]).length;
        expect(inversions).toBeGreaterThan(0);

        await waitFor(() => seen.length >= 480);
        await sleep(200);
        expectExactlyOnceInOrder(seen, written.flat());
      } finally {
        await subscription.stop();
        await shuffled.close();
      }
    });
  });

  describe('waking subscribers', () => {
    test('NOTIFY wakes an idle subscription long before its poll interval', async () => {
      const sleepy = new PostgresEventStore(pool, { pollIntervalMs: 60_000 });
      const prefix = uniquePrefix();
      const { seen, subscription } = collect(sleepy, prefix);
      try {
        await sleep(500); // first poll done, listener connected: now idle for a minute
        const started = Date.now();
        await sleepy.append(`${prefix}s`, [event('Wake')]);
        await waitFor(() => seen.length === 1, 5_000);
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        await subscription.stop();
        await sleepy.close();
      }
    });

    test('polls again soon while an open transaction holds committed events back', async () => {
      const sleepy = new PostgresEventStore(pool, { pollIntervalMs: 60_000 });
      const prefix = uniquePrefix();
      const { seen, subscription } = collect(sleepy, prefix);
      const blocker = await pool.connect();
      try {
        await sleep(500);
        await blocker.query('BEGIN');
        await blocker.query('SELECT pg_current_xact_id()'); // holds the horizon, sends no NOTIFY
        await sleepy.append(`${prefix}s`, [event('Held')]);
        await sleep(300);
        expect(seen).toEqual([]);
        const started = Date.now();
        await blocker.query('COMMIT');
        await waitFor(() => seen.length === 1, 5_000);
        expect(Date.now() - started).toBeLessThan(1_000);
      } finally {
        await blocker.query('ROLLBACK');
        blocker.release();
        await subscription.stop();
        await sleepy.close();
      }
    });

    test('close() stops subscriptions and leaves the pool open', async () => {
      const closing = new PostgresEventStore(pool);
      const { subscription } = collect(closing, uniquePrefix());
      await closing.close();
      await expect(subscription.done).resolves.toBeUndefined();
      await expect(pool.query('SELECT 1')).resolves.toBeDefined();
    });
  });

  describe('for rebuilds', () => {
    test('readCommittedAfter reads the global order on a given connection; countEvents, positionCommitted', async () => {
      const prefix = uniquePrefix();
      const first = await store.append(`${prefix}a`, [event('A1')]);
      await store.append(`${prefix}b`, [event('B1'), event('B2')]);
      const client = await pool.connect();
      try {
        const after = await store.readCommittedAfter(client, first.position, 10_000);
        expect(after.filter((e) => e.stream.startsWith(prefix)).map((e) => e.type)).toEqual(['B1', 'B2']);
      } finally {
        client.release();
      }
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM events');
      await expect(store.countEvents()).resolves.toBe(rows[0].n);
      await expect(store.positionCommitted(first.position)).resolves.toBe(true);
      await expect(store.positionCommitted(first.position + 1_000_000n)).resolves.toBe(false);
    });
  });
});
