import { Inject, Injectable } from '@nestjs/common';
import { readModelsReached, waitForReadModels, type Runtime } from '@ledgerline/platform';
import { AppError } from '../errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';

/** At most this many requests of this process wait for the read models at once; more get 503 at once. */
export const MAX_CONSISTENCY_WAITERS = 64;

/**
 * Read-your-writes: a command answers with its event's position, and a query sent with
 * `X-Consistent-After: <position>` is answered once every read model has applied that event.
 * The logic is libs/platform's (commands/read-models.ts), which the worker's jobs use too.
 */
@Injectable()
export class ConsistencyService {
  private waiting = 0;

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  hasReached(position: bigint): Promise<boolean> {
    return readModelsReached(this.runtime, position);
  }

  /**
   * Resolves true once reached, false after the timeout (CONSISTENCY_TIMEOUT_MS caps every wait).
   * When MAX_CONSISTENCY_WAITERS requests already wait, a request not yet answerable gets 503.
   */
  async waitFor(position: bigint, timeoutMs = this.runtime.config.consistencyTimeoutMs): Promise<boolean> {
    if (await this.hasReached(position)) return true;
    if (this.waiting >= MAX_CONSISTENCY_WAITERS) {
      throw new AppError(503, 'TOO_MANY_WAITING', 'Too many requests are waiting for the reports to catch up. Please try again in a moment.').withRetryAfter(1);
    }
    this.waiting++;
    try {
      return await waitForReadModels(this.runtime, position, Math.min(timeoutMs, this.runtime.config.consistencyTimeoutMs));
    } finally {
      this.waiting--;
    }
  }
}
