import { ALL_STREAMS, execute, sql } from '@ledgerline/projections';
import type { Runtime } from '../runtime.js';

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

/** The first re-check comes this soon; each later one waits twice as long, up to MAX_POLL_MS. */
const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 200;

/**
 * Resolves true once every read model has reached `position`, false after the timeout. It checks
 * when an append commits (the store's NOTIFY), and otherwise at a backing-off interval (an
 * embedded database does not listen; catch-up projections move without appends): a few queries
 * per wait, not one every few milliseconds.
 */
export async function waitForReadModels(runtime: Runtime, position: bigint, timeoutMs = runtime.config.consistencyTimeoutMs): Promise<boolean> {
  if (await readModelsReached(runtime, position)) return true;
  const deadline = Date.now() + timeoutMs;
  let wake: (() => void) | undefined;
  let woken = false;
  const stopListening = runtime.postgresStore?.onCommitted(() => {
    woken = true;
    wake?.();
  });
  try {
    let pollMs = FIRST_POLL_MS;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      if (!woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(pollMs, left));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      woken = false;
      pollMs = Math.min(pollMs * 2, MAX_POLL_MS);
      if (await readModelsReached(runtime, position)) return true;
    }
  } finally {
    stopListening?.();
  }
}
