import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import { currentVersion } from '@ledgerline/events';
import type { PlanExpiryResult } from '@ledgerline/jobs';
import { decidePlanExpiry, PLAN_DOWNGRADED, type SubscriptionState } from '@ledgerline/ledger';
import { executeCommand, type Runtime } from '@ledgerline/platform';
import { businessStream, loadSubscriptionState } from '@ledgerline/projections';

interface DueRow {
  business_id: string;
  state: SubscriptionState;
}

/**
 * The plan-expiry sweep (the worker's `plan-expiry` job, every 15 minutes): for each business
 * whose trial or paid plan has run out by `now`, appends what `decidePlanExpiry` decides
 * (PlanExpired at the end, PlanDowngraded to Micro at the grace end) through the same write path
 * as the API, holding the business's stream lock. Each append carries an idempotency key for
 * the business, the plan's expiry and the stage (expire / downgrade), so a rerun, or two workers
 * sweeping at once, append nothing more; a paid plan's later downgrade is a new stage and key.
 */
export async function runPlanExpiry(runtime: Runtime, now: Date | string, logger?: Logger): Promise<PlanExpiryResult> {
  const at = typeof now === 'string' ? new Date(now).toISOString() : now.toISOString();
  // Candidates from the read model; each is decided again under its stream lock.
  const { rows } = await runtime.pool.query<DueRow>(
    `SELECT business_id, state FROM subscriptions
      WHERE state->>'kind' IN ('trial', 'paid') AND (state->>'expiresAt')::timestamptz <= $1::timestamptz
      ORDER BY business_id`,
    [at],
  );
  const result: PlanExpiryResult = { now: at, due: 0, changed: 0, events: 0, failed: [] };
  for (const row of rows) {
    const due = decidePlanExpiry({ now: at }, row.state);
    if (due.length === 0 || !row.state.exists) continue;
    result.due++;
    const businessId = row.business_id;
    const stage = due.some((event) => event.type === PLAN_DOWNGRADED) ? 'downgrade' : 'expire';
    const scope = { businessId, planId: row.state.planId, expiresAt: row.state.expiresAt, stage };
    try {
      const outcome = await executeCommand(runtime, {
        stream: businessStream(businessId),
        idempotencyKey: `plan-expiry:${businessId}:${row.state.expiresAt ?? ''}:${stage}`,
        fingerprint: sha256Hex(canonicalJson(scope)),
        metadata: { businessId, commandId: randomUUID(), correlationId: `plan-expiry:${at}`, occurredAt: at },
        async decide(db) {
          const events = decidePlanExpiry({ now: at }, await loadSubscriptionState(db, businessId));
          return events.map((event) => ({ type: event.type, version: currentVersion(event.type), data: event.data }));
        },
      });
      if (!outcome.replayed && outcome.events.length > 0) {
        result.changed++;
        result.events += outcome.events.length;
        logger?.info({ businessId, events: outcome.events.map((event) => event.type) }, 'Plan expiry recorded');
      }
    } catch (error) {
      result.failed.push(businessId);
      logger?.error({ err: error, businessId }, 'Plan expiry failed for a business; the next sweep tries again');
    }
  }
  return result;
}
