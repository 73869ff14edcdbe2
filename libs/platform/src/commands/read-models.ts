import { ALL_STREAMS, execute, sql } from '@ledgerline/projections';
import type { Runtime } from '../runtime.js';

const POLL_MS = 20;

/** Whether every read model has applied the event at `position` (read-your-writes, and the write path's catch-up wait). */
export async function readModelsReached(runtime: Runtime, position: bigint): Promise<boolean> {
  if (runtime.config.projectionMode === 'inline') {
    // Inline projections commit with their events: a committed event is a projected one.
    return runtime.postgresStore!.positionCommitted(position);
  }
  const rows = await execute<{ projector: string; position: string | null }>(
    runtime.pool,
    sql
      .table('projection_checkpoints')
      .select('projector', 'position')
      .where({ stream_id: ALL_STREAMS })
      .whereIn(
        'projector',
        runtime.projectors.map((p) => p.name),
      ),
  );
  if (rows.length < runtime.projectors.length) return false;
  for (const row of rows) {
    if (row.position === null || !(await runtime.store.hasReached(BigInt(row.position), position))) return false;
  }
  return true;
}

/** Resolves true once every read model has reached `position`, false after the timeout. */
export async function waitForReadModels(runtime: Runtime, position: bigint, timeoutMs = runtime.config.consistencyTimeoutMs): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await readModelsReached(runtime, position)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(1, deadline - Date.now()))));
  }
}
