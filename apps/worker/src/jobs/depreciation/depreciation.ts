import type { Logger } from 'pino';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import { currentVersion } from '@ledgerline/events';
import { DEFAULT_BUSINESS_TIME_ZONE, lastEndedMonth, nameBasedUuid, type Clock, type DepreciationResult } from '@ledgerline/jobs';
import { decideDepreciateAsset, lastDayOfMonth, monthsDue, requireBusiness } from '@ledgerline/ledger';
import { executeCommand, type Runtime } from '@ledgerline/platform';
import { businessStream, listDepreciationCandidates, loadAssetsState, loadBusinessState } from '@ledgerline/projections';

/** The ids of one asset's charge for one month: the same every time, whoever computes them. */
export function depreciationIds(assetId: string, month: string) {
  return {
    eventId: nameBasedUuid(`asset-depreciated:${assetId}:${month}`),
    transactionId: nameBasedUuid(`depreciation-entry:${assetId}:${month}`),
    idempotencyKey: `depreciation:${assetId}:${month}`,
  };
}

/**
 * The depreciation run (the worker's `depreciation` job): for every asset with units held, each
 * month that has ended in the business's time zone and is not yet charged, oldest first, appends
 * what `decideDepreciateAsset` decides, holding the business's stream lock. Exactly once per asset
 * and month, three ways over: the decider skips a month at or before the asset's last charged
 * one; the append carries an idempotency key of the asset and month, so a second try (a retry, a
 * second worker, a rerun after a crash) is answered with the first one's result; and the event's
 * id is derived from the asset and month, so even a write that got past both would be refused by
 * the store's unique event ids. A month's charge is one append, so a crash leaves whole months.
 */
export async function runDepreciation(
  runtime: Runtime,
  clock: Clock,
  logger?: Logger,
  options: { pauseBetweenMonthsMs?: number } = {},
): Promise<DepreciationResult> {
  const now = clock.now();
  const result: DepreciationResult = { now: now.toISOString(), assets: 0, posted: 0, alreadyPosted: 0, failed: [] };
  const lastMonth = lastEndedMonth(now, DEFAULT_BUSINESS_TIME_ZONE);
  for (const candidate of await listDepreciationCandidates(runtime.pool)) {
    result.assets++;
    const { businessId, assetId } = candidate;
    try {
      const state = await loadAssetsState(runtime.pool, businessId, [assetId]);
      const asset = state.assets.get(assetId);
      if (!asset) continue;
      for (const month of monthsDue(asset, lastMonth)) {
        const ids = depreciationIds(assetId, month);
        const outcome = await executeCommand(runtime, {
          stream: businessStream(businessId),
          idempotencyKey: ids.idempotencyKey,
          fingerprint: sha256Hex(canonicalJson({ job: 'depreciation', assetId, month })),
          metadata: {
            businessId,
            commandId: ids.transactionId,
            correlationId: `depreciation:${month}`,
            occurredAt: now.toISOString(),
            effectiveDate: lastDayOfMonth(month),
          },
          async decide(db) {
            const business = requireBusiness(await loadBusinessState(db, businessId));
            const current = (await loadAssetsState(db, businessId, [assetId])).assets.get(assetId);
            if (!current) return [];
            const reference = `DEP-${month}-${ids.transactionId.slice(0, 8).toUpperCase()}`;
            return decideDepreciateAsset({ transactionId: ids.transactionId, reference, month, currency: business.currency }, current).map((event) => ({
              id: ids.eventId,
              type: event.type,
              version: currentVersion(event.type),
              data: event.data,
            }));
          },
        });
        if (outcome.replayed) result.alreadyPosted++;
        else result.posted += outcome.events.length;
        if (options.pauseBetweenMonthsMs) await new Promise((resolve) => setTimeout(resolve, options.pauseBetweenMonthsMs));
      }
    } catch (error) {
      result.failed.push(`${businessId}/${assetId}`);
      logger?.error({ err: error, businessId, assetId }, 'Depreciation failed for an asset');
    }
  }
  return result;
}
