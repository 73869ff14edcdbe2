// The offline register (spec 002 §7: the client keeps working when the network drops). Each
// completed sale is queued in IndexedDB (Dexie) with an id and an Idempotency-Key made on the
// device, before anything is sent; the queue is sent when the connection returns. Exactly once:
// - the server records a key once and answers a resend with the first answer, so a sale sent
//   twice (a lost answer, a second tab) is recorded once;
// - one sender at a time across tabs (navigator.locks; an in-page lock where there is none), so
//   two tabs never send the same waiting sale at once;
// - a sale the server refuses (stock ran out meanwhile) is set aside with the server's reason and
//   the rest go on; a network failure stops the round and leaves everything waiting.

import Dexie, { type Table } from 'dexie';
import type { PosSaleBody } from '../api/create-pos-sale.js';

export type QueuedSaleStatus = 'waiting' | 'refused';

export interface QueuedSale {
  /** Made on the device. */
  id: string;
  idempotencyKey: string;
  /** The POST /pos/create body. */
  body: PosSaleBody;
  status: QueuedSaleStatus;
  /** Why the server refused it (its message), for the cashier. */
  reason?: string;
  code?: string;
  /** ISO time it was queued; the queue is sent oldest first. */
  queuedAt: string;
  attempts: number;
}

export class SaleQueueDatabase extends Dexie {
  sales!: Table<QueuedSale, string>;

  /** `indexedDB` / `IDBKeyRange`: the browser's unless given (tests give fake-indexeddb's). */
  constructor(name = 'ledgerline-pos', options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {}) {
    super(name, options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : undefined);
    this.version(1).stores({ sales: 'id, status, queuedAt' });
  }
}

/** What sending one sale came to. */
export type SendOutcome = { kind: 'recorded' } | { kind: 'refused'; reason: string; code?: string } | { kind: 'offline' };

export type SendSale = (sale: QueuedSale) => Promise<SendOutcome>;

const LOCK_NAME = 'ledgerline-pos-sale-queue';

/** One holder at a time: across tabs with the Web Locks API, else within this page. */
let pageLock: Promise<unknown> = Promise.resolve();
async function exclusively<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks) return locks.request(LOCK_NAME, run) as Promise<T>;
  const next = pageLock.then(run, run);
  pageLock = next.catch(() => undefined);
  return next;
}

function deviceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class SaleQueue {
  constructor(readonly db: SaleQueueDatabase = new SaleQueueDatabase()) {}

  /** Queues a completed sale; its id and key are made here, once, and never change. */
  async enqueue(body: PosSaleBody): Promise<QueuedSale> {
    const id = deviceId();
    const sale: QueuedSale = {
      id,
      idempotencyKey: `pos-${id}`,
      body: { ...body, clientId: id },
      status: 'waiting',
      queuedAt: new Date().toISOString(),
      attempts: 0,
    };
    await this.db.sales.add(sale);
    return sale;
  }

  /** Everything queued, oldest first. */
  async list(): Promise<QueuedSale[]> {
    return this.db.sales.orderBy('queuedAt').toArray();
  }

  async waitingCount(): Promise<number> {
    return this.db.sales.where('status').equals('waiting').count();
  }

  /** The cashier has dealt with a refused sale. */
  async dismiss(id: string): Promise<void> {
    await this.db.sales.delete(id);
  }

  /**
   * Sends the waiting sales, oldest first, one sender at a time. Recorded ones leave the queue;
   * refused ones are set aside with the reason; going offline stops the round. Returns how many
   * were recorded and refused in this round.
   */
  async flush(send: SendSale): Promise<{ recorded: number; refused: number; offline: boolean }> {
    return exclusively(async () => {
      let recorded = 0;
      let refused = 0;
      // Read inside the lock: what another tab sent meanwhile is gone from the queue.
      const waiting = await this.db.sales.where('status').equals('waiting').sortBy('queuedAt');
      for (const sale of waiting) {
        const current = await this.db.sales.get(sale.id);
        if (!current || current.status !== 'waiting') continue;
        const outcome = await send(current);
        if (outcome.kind === 'offline') {
          await this.db.sales.update(sale.id, { attempts: current.attempts + 1 });
          return { recorded, refused, offline: true };
        }
        if (outcome.kind === 'recorded') {
          await this.db.sales.delete(sale.id);
          recorded++;
        } else {
          await this.db.sales.update(sale.id, { status: 'refused', reason: outcome.reason, code: outcome.code, attempts: current.attempts + 1 });
          refused++;
        }
      }
      return { recorded, refused, offline: false };
    });
  }
}
