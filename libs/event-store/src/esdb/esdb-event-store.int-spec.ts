/**
 * The shared event store contract, and a few EventStoreDB-specific checks, against a real server.
 * Runs only where EVENTSTORE_URL points at one:
 *
 *   docker compose -f docker/docker-compose.yml up -d eventstore
 *   EVENTSTORE_URL=esdb://localhost:2113?tls=false npm run test:int -- libs/event-store
 *
 * Without it, Jest reports the suite as skipped and a warning says why.
 */
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../port.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { deterministicEventId, idempotencyStreamName, normalizeConnectionString, toEventData } from './esdb-mapping.js';

const url = process.env.EVENTSTORE_URL;

if (!url) {
  console.warn('EventStoreDB contract suite skipped: EVENTSTORE_URL is not set (e.g. EVENTSTORE_URL=esdb://localhost:2113?tls=false)');
  describe.skip('EventStoreDB contract suite (skipped: EVENTSTORE_URL is not set)', () => {
    it('runs the shared event store contract against EventStoreDB', () => undefined);
  });
} else {
  // Loaded only here, so the skipped run does not depend on the contract module.
  const { describeEventStoreContract } = await import('../contract/event-store.contract.js');

  describeEventStoreContract('EventStoreDB', async () => {
    const store = new EsdbEventStore(url);
    return { store, teardown: () => store.close() };
  });

  describe('EventStoreDB adapter specifics', () => {
    // One server serves every run, and EventStoreDB cannot be emptied: every stream here is unique.
    const prefix = () => `esdb-it-${randomUUID().replace(/-/g, '')}-`;

    it('reports the same position for an event from append, readStream, readAll and subscribe', async () => {
      const store = new EsdbEventStore(url);
      try {
        const p = prefix();
        const before = await store.append(`${p}a`, [{ type: 'Opened', version: 1, data: { n: '1' } }]);
        const result = await store.append(`${p}a`, [
          { type: 'Noted', version: 2, data: { n: '2' }, metadata: { correlationId: 'c1' } },
          { type: 'Noted', version: 2, data: { n: '3' } },
        ]);
        expect(result.positions).toHaveLength(2);
        expect(result.positions[0]! < result.positions[1]!).toBe(true);

        const fromStream = await store.readStream(`${p}a`, { fromRevision: 1n });
        expect(fromStream.map((e) => e.position)).toEqual(result.positions);
        expect(fromStream[0]).toMatchObject({ version: 2, data: { n: '2' }, metadata: { correlationId: 'c1' } });

        const fromAll = await store.readAll({ after: before.position, streamPrefix: p });
        expect(fromAll.map((e) => e.position)).toEqual(result.positions);

        const seen: RecordedEvent[] = [];
        let resolveSeen!: () => void;
        const gotBoth = new Promise<void>((r) => (resolveSeen = r));
        const sub = store.subscribe({ after: before.position, streamPrefix: p }, async (e) => {
          seen.push(e);
          if (seen.length === 2) resolveSeen();
        });
        await gotBoth;
        await sub.stop();
        expect(seen.map((e) => e.position)).toEqual(result.positions);
        await expect(store.hasReached(seen[1]!.position, result.position)).resolves.toBe(true);
      } finally {
        await store.close();
      }
    });

    it('keeps idempotency records in their own stream, hidden from readAll', async () => {
      const store = new EsdbEventStore(url);
      try {
        const p = prefix();
        const first = await store.append(`${p}s`, [{ type: 'A', version: 1, data: {} }], { idempotencyKey: 'k' });
        const again = await store.append(`${p}s`, [{ type: 'A', version: 1, data: {} }], { idempotencyKey: 'k' });
        expect(again).toEqual({ ...first, replayed: true });
        expect(await store.readStream(idempotencyStreamName(`${p}s`, 'k'))).toHaveLength(1);
        expect(await store.readStream(`${p}s`)).toHaveLength(1);
        const all = await store.readAll({ after: first.position - 1n });
        expect(all.some((e) => e.stream.startsWith('ll-idem-'))).toBe(false);
      } finally {
        await store.close();
      }
    });

    it("relies on the server's idempotent write: events already written under the derived ids are not written again", async () => {
      const store = new EsdbEventStore(url);
      const client = KurrentDBClient.connectionString(normalizeConnectionString(url));
      try {
        const stream = `${prefix()}s`;
        const events = [
          { type: 'A', version: 1, data: { n: '1' } },
          { type: 'B', version: 1, data: { n: '2' } },
        ];
        // As if an append with key "k" had written its events and died before writing its record.
        await client.appendToStream(
          stream,
          events.map((e, i) => toEventData(e, deterministicEventId(stream, 'k', i))),
          { streamState: 'no_stream' },
        );
        const retry = await store.append(stream, events, { idempotencyKey: 'k', expectedRevision: 'no_stream' });
        expect(retry).toMatchObject({ revision: 1n, replayed: false });
        expect(await store.readStream(stream)).toHaveLength(2);
      } finally {
        await client.dispose();
        await store.close();
      }
    });

    it('reads a stream that does not exist as empty', async () => {
      const store = new EsdbEventStore(url);
      try {
        expect(await store.readStream(`${prefix()}missing`)).toEqual([]);
      } finally {
        await store.close();
      }
    });
  });
}
