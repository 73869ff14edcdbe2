import type pg from 'pg';
import { EVENTS_CHANNEL } from './sql.js';

/** Under load, one NOTIFY per this many milliseconds wakes the subscribers just as well. */
const MIN_GAP_MS = 5;

/**
 * Tells listeners that events were committed. It NOTIFYs after the commit, on its own, rather
 * than inside the append: PostgreSQL serialises the commits of notifying transactions (a lock
 * held through the WAL flush), which would halve concurrent append throughput. Calls coalesce:
 * the first commit after a quiet moment notifies at once; commits that follow closely share one
 * NOTIFY sent a few milliseconds later. Every commit is followed by a NOTIFY that starts after it.
 */
export class Notifier {
  private pending = false;
  private sending?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private lastSent = 0;

  constructor(private readonly pool: pg.Pool) {}

  committed(): void {
    this.pending = true;
    this.schedule();
  }

  private schedule(): void {
    if (!this.pending || this.sending || this.timer) return;
    const wait = this.lastSent + MIN_GAP_MS - Date.now();
    if (wait <= 0) return this.send();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.send();
    }, wait);
  }

  private send(): void {
    this.pending = false;
    this.lastSent = Date.now();
    this.sending = this.pool
      .query(`NOTIFY ${EVENTS_CHANNEL}`)
      // A lost notification only delays subscribers until their next poll.
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.sending = undefined;
        this.schedule();
      });
  }

  /** Sends what is waiting and resolves once nothing is in flight, so a closing store leaves no query behind. */
  async idle(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.send();
    }
    while (this.sending) await this.sending;
  }
}
