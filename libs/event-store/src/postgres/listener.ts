import pg from 'pg';
import { EVENTS_CHANNEL } from './sql.js';

const RECONNECT_DELAY_MS = 1_000;

/**
 * One LISTEN connection per store, opened when the first subscription starts, that wakes every
 * subscription when an append commits. It only saves waiting: if it cannot connect (a server
 * that takes a single connection, say) subscriptions still poll at their interval.
 */
export class NotificationListener {
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private closed = false;
  private retry?: NodeJS.Timeout;
  private readonly wakers = new Set<() => void>();

  constructor(private readonly pool: pg.Pool) {}

  /** Calls `wake` on every notification (and once connected); returns the unregister function. */
  add(wake: () => void): () => void {
    this.wakers.add(wake);
    this.connect();
    return () => this.wakers.delete(wake);
  }

  private wakeAll(): void {
    for (const wake of this.wakers) wake();
  }

  private connect(): void {
    if (this.client || this.connecting || this.closed) return;
    this.connecting = this.open().finally(() => (this.connecting = undefined));
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ ...this.pool.options, connectionTimeoutMillis: this.pool.options.connectionTimeoutMillis || 5_000 });
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.wakeAll());
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      // Anything committed while we were connecting sent its notification to nobody.
      this.wakeAll();
    } catch {
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry || this.wakers.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect();
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
