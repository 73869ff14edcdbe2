import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { ALL_STREAMS, execute, sql } from '@ledgerline/projections';
import { RUNTIME } from '../../runtime.token.js';

const POLL_MS = 20;

/**
 * Read-your-writes: a command answers with its event's position, and a query sent with
 * `X-Consistent-After: <position>` is answered once every read model has applied that event.
 */
@Injectable()
export class ConsistencyService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async hasReached(position: bigint): Promise<boolean> {
    if (this.runtime.config.projectionMode === 'inline') {
      // Inline projections commit with their events: a committed event is a projected one.
      return this.runtime.postgresStore!.positionCommitted(position);
    }
    const rows = await execute<{ projector: string; position: string | null }>(
      this.runtime.pool,
      sql
        .table('projection_checkpoints')
        .select('projector', 'position')
        .where({ stream_id: ALL_STREAMS })
        .whereIn(
          'projector',
          this.runtime.projectors.map((p) => p.name),
        ),
    );
    if (rows.length < this.runtime.projectors.length) return false;
    for (const row of rows) {
      if (row.position === null || !(await this.runtime.store.hasReached(BigInt(row.position), position))) return false;
    }
    return true;
  }

  /** Resolves true once reached, false after the timeout. */
  async waitFor(position: bigint, timeoutMs = this.runtime.config.consistencyTimeoutMs): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.hasReached(position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(1, deadline - Date.now()))));
    }
  }
}
