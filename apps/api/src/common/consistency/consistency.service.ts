import { Inject, Injectable } from '@nestjs/common';
import { readModelsReached, waitForReadModels, type Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';

/**
 * Read-your-writes: a command answers with its event's position, and a query sent with
 * `X-Consistent-After: <position>` is answered once every read model has applied that event.
 * The logic is libs/platform's (commands/read-models.ts), which the worker's jobs use too.
 */
@Injectable()
export class ConsistencyService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  hasReached(position: bigint): Promise<boolean> {
    return readModelsReached(this.runtime, position);
  }

  /** Resolves true once reached, false after the timeout. */
  waitFor(position: bigint, timeoutMs = this.runtime.config.consistencyTimeoutMs): Promise<boolean> {
    return waitForReadModels(this.runtime, position, timeoutMs);
  }
}
