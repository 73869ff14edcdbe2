import { describe, expect, it } from '@jest/globals';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { SaleQueue, SaleQueueDatabase, type QueuedSale, type SendOutcome } from './sale-queue.js';

// jsdom has no structuredClone, which fake-indexeddb uses to store values; ours are plain JSON.
globalThis.structuredClone ??= ((value: unknown) => JSON.parse(JSON.stringify(value))) as typeof structuredClone;

let databases = 0;
const freshQueue = () => new SaleQueue(new SaleQueueDatabase(`pos-test-${++databases}`, { indexedDB, IDBKeyRange }));

/** A server that records each Idempotency-Key once, as ours does. */
function fakeServer(refuse: (sale: QueuedSale) => string | undefined = () => undefined) {
  const recorded = new Map<string, number>();
  const calls: string[] = [];
  let online = true;
  const send = async (sale: QueuedSale): Promise<SendOutcome> => {
    calls.push(sale.idempotencyKey);
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (!online) return { kind: 'offline' };
    const reason = refuse(sale);
    if (reason) return { kind: 'refused', reason, code: 'STOCK_INSUFFICIENT' };
    recorded.set(sale.idempotencyKey, (recorded.get(sale.idempotencyKey) ?? 0) + 1);
    return { kind: 'recorded' };
  };
  return { send, recorded, calls, setOnline: (value: boolean) => (online = value) };
}

describe('the offline sale queue', () => {
  it('keeps sales made offline with a key made on the device, and sends each once when back online', async () => {
    const queue = freshQueue();
    const server = fakeServer();
    server.setOnline(false);
    for (let i = 0; i < 5; i++) await queue.enqueue({ items: [{ id: 'bread', quantity: '1', price: '900' }], amountCollected: '900', note: String(i) });
    expect(await queue.flush(server.send)).toEqual({ recorded: 0, refused: 0, offline: true });
    expect(await queue.waitingCount()).toBe(5);

    server.setOnline(true);
    expect(await queue.flush(server.send)).toEqual({ recorded: 5, refused: 0, offline: false });
    expect(server.recorded.size).toBe(5);
    expect([...server.recorded.values()].every((n) => n === 1)).toBe(true);
    expect(await queue.list()).toEqual([]);
  });

  it('sending the same queue twice at once records nothing twice (one sender at a time)', async () => {
    const queue = freshQueue();
    const server = fakeServer();
    for (let i = 0; i < 5; i++) await queue.enqueue({ items: [], note: String(i) });
    const [first, second] = await Promise.all([queue.flush(server.send), queue.flush(server.send)]);
    expect(first.recorded + second.recorded).toBe(5);
    expect(server.calls).toHaveLength(5);
    expect(new Set(server.calls).size).toBe(5);
  });

  it('two queues on one database (as two tabs have) still send each sale once', async () => {
    const name = `pos-shared-${++databases}`;
    const tabA = new SaleQueue(new SaleQueueDatabase(name, { indexedDB, IDBKeyRange }));
    const tabB = new SaleQueue(new SaleQueueDatabase(name, { indexedDB, IDBKeyRange }));
    const server = fakeServer();
    for (let i = 0; i < 4; i++) await tabA.enqueue({ items: [], note: String(i) });
    await Promise.all([tabA.flush(server.send), tabB.flush(server.send)]);
    expect(server.calls).toHaveLength(4);
    expect([...server.recorded.values()]).toEqual([1, 1, 1, 1]);
  });

  it('sets a refused sale aside with its reason and sends the others', async () => {
    const queue = freshQueue();
    const server = fakeServer((sale) => (sale.body.note === '1' ? 'Only 0 of Bread in stock' : undefined));
    for (let i = 0; i < 3; i++) await queue.enqueue({ items: [], note: String(i) });
    expect(await queue.flush(server.send)).toEqual({ recorded: 2, refused: 1, offline: false });
    const left = await queue.list();
    expect(left).toEqual([expect.objectContaining({ status: 'refused', reason: 'Only 0 of Bread in stock', code: 'STOCK_INSUFFICIENT' })]);
    // A later round does not send it again; the cashier dismisses it.
    await queue.flush(server.send);
    expect(server.calls).toHaveLength(3);
    await queue.dismiss(left[0].id);
    expect(await queue.list()).toEqual([]);
  });
});
