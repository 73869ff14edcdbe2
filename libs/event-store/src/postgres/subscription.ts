import type pg from 'pg';
import type { RecordedEvent, SubscribeOptions, Subscription } from '../port.js';
import { cursorAfter, readGlobalPage, type Cursor, type GlobalPage } from './global-order.js';
import type { NotificationListener } from './listener.js';

export interface PollingSettings {
  pool: pg.Pool;
  listener?: NotificationListener;
  batchSize: number;
  pollIntervalMs: number;
}

/** When a running transaction holds committed events back, poll again this soon, backing off. */
const HELD_BACK_FIRST_DELAY_MS = 2;
const HELD_BACK_MAX_DELAY_MS = 200;

/**
 * Polls the global order in pages, woken early by NOTIFY. Delivery follows (tx_id, position)
 * below the xmin horizon (see sql.ts), so every event comes exactly once and in the order
 * readAll gives, however the writers' commits interleave.
 */
export class PollingSubscription implements Subscription {
  readonly done: Promise<Error | undefined>;
  private stopped = false;
  /** A notification came while we were busy: the next wait returns at once. */
  private notified = false;
  private wakeSleeper?: () => void;

  constructor(
    private readonly settings: PollingSettings,
    private readonly options: SubscribeOptions,
    private readonly handler: (event: RecordedEvent) => Promise<void>,
  ) {
    const unlisten = settings.listener?.add(() => this.wake());
    this.done = this.run().finally(() => unlisten?.());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.done;
  }

  private wake(): void {
    this.notified = true;
    this.wakeSleeper?.();
  }

  private async run(): Promise<Error | undefined> {
    const { batchSize, pollIntervalMs } = this.settings;
    let prefetched: Promise<GlobalPage> | undefined;
    try {
      let cursor: Cursor = await cursorAfter(this.settings.pool, this.options.after);
      let heldBackDelay = HELD_BACK_FIRST_DELAY_MS;
      while (!this.stopped) {
        this.notified = false;
        const page = await (prefetched ?? this.fetch(cursor));
        prefetched = undefined;
        const full = page.events.length === batchSize;
        // Catching up: read the next page while the handler works through this one. Its failure
        // is marked handled now and surfaces when the page is awaited.
        if (full) {
          prefetched = this.fetch(page.events[batchSize - 1].cursor);
          prefetched.catch(() => undefined);
        }
        for (const { event, cursor: next } of page.events) {
          if (this.stopped) return undefined;
          await this.handler(event);
          cursor = next;
        }
        if (full) continue;
        // A short page saw everything below the horizon: the next poll can start there, which
        // spares a filtered subscription from rescanning other streams' events.
        if (page.horizon > cursor.txId) cursor = { txId: page.horizon, position: 0n };
        if (page.heldBack) {
          await this.sleep(heldBackDelay);
          heldBackDelay = Math.min(heldBackDelay * 2, HELD_BACK_MAX_DELAY_MS);
        } else {
          heldBackDelay = HELD_BACK_FIRST_DELAY_MS;
          await this.sleep(pollIntervalMs);
        }
      }
      return undefined;
    } catch (error) {
      this.stopped = true;
      return error instanceof Error ? error : new Error(String(error));
    } finally {
      // Leave no query running behind a stopped subscription.
      await prefetched?.catch(() => undefined);
    }
  }

  private fetch(cursor: Cursor): Promise<GlobalPage> {
    return readGlobalPage(this.settings.pool, cursor, this.settings.batchSize, this.options.streamPrefix);
  }

  private sleep(ms: number): Promise<void> {
    if (this.notified || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }
}
