import { randomUUID } from 'node:crypto';
import { businessStream, findPurchaseOrder, purchaseOrderState, type Queryable } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';
import type { PurchaseOrderState } from '@ledgerline/ledger';

/** What a purchase-order command answers. */
export interface RecordedPurchaseOrder {
  id: string;
  number: string;
  status: string;
  position: string;
  /** A receipt's purchase. */
  purchase?: { id: string; reference: string };
}

/**
 * Appends to the business's stream with the order as it stands read inside the append (under the
 * stream lock), so two commands on one order never both act on the same state.
 */
export async function recordOnPurchaseOrder(
  executor: CommandExecutor,
  input: { businessId: string; orderId?: string; date?: unknown; idempotency: IdempotencyContext; metadata: RequestMetadata },
  decide: (db: Queryable, current: PurchaseOrderState | undefined) => Promise<{ type: string; data: unknown }[]>,
) {
  const { businessId } = input;
  return executor.execute({
    stream: businessStream(businessId),
    idempotencyKey: input.idempotency.key,
    fingerprint: input.idempotency.fingerprint,
    metadata: {
      businessId,
      userId: input.metadata.userId,
      correlationId: input.metadata.correlationId,
      ip: input.metadata.ip,
      commandId: randomUUID(),
      occurredAt: new Date().toISOString(),
      ...(typeof input.date === 'string' ? { effectiveDate: input.date } : {}),
    },
    decide: async (db) => toNewEvents(await decide(db, input.orderId ? purchaseOrderState(await findPurchaseOrder(db, businessId, input.orderId)) : undefined)),
  });
}
