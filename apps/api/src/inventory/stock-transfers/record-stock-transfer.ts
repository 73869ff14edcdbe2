import { randomUUID } from 'node:crypto';
import {
  decideDraftStockTransfer,
  decideSendStockTransfer,
  decideUpdateStockTransfer,
  type StockTransferCommand,
  type StockTransferState,
} from '@ledgerline/ledger';
import { businessStream, findStockTransfer, loadBusinessState, type Queryable } from '@ledgerline/projections';
import type { IdempotencyContext } from '../../common/http/idempotency.js';
import type { RequestMetadata } from '../../common/http/request-metadata.js';
import type { CommandExecutor } from '../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../event-sourcing/domain-events.js';
import { assignReference } from '../../transactions/references.js';
import { transferableProducts, transferDestination, type StockTransferContents } from './transfer-parties.js';

/** What a transfer command answers. */
export interface RecordedStockTransfer {
  id: string;
  reference: string;
  status: string;
  position: string;
}

export type TransferAction = 'draft' | 'update' | 'send';

export interface RecordStockTransfer {
  businessId: string;
  destination: { businessId: string; name: string };
  contents: StockTransferContents;
  action: TransferAction;
  /** An existing transfer (update, send a draft); a new one otherwise. Its status is read inside the append. */
  existing?: { transferId: string; reference: string };
  reference?: string;
  idempotency: IdempotencyContext;
  metadata: RequestMetadata;
}

/**
 * Appends one transfer event to the source's stream: the decision reads the source's products
 * and stock, and for a sending the destination's currency and products, inside the append.
 */
export async function recordStockTransfer(executor: CommandExecutor, input: RecordStockTransfer) {
  const { businessId, contents, existing } = input;
  const transferId = existing?.transferId ?? randomUUID();
  const outcome = await executor.execute({
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
      ...(typeof contents.date === 'string' ? { effectiveDate: contents.date } : {}),
    },
    async decide(db: Queryable) {
      const command: StockTransferCommand = {
        transferId,
        reference: existing?.reference ?? (await assignReference(db, businessId, input.reference)),
        date: contents.date,
        destinationBusinessId: input.destination.businessId,
        destinationName: input.destination.name,
        items: contents.items,
        note: contents.note,
      };
      const state = await loadBusinessState(db, businessId);
      // Read under the stream lock: two sendings of one draft cannot both see it a draft.
      const current: StockTransferState | undefined = existing ? await findStockTransfer(db, businessId, existing.transferId) : undefined;
      const products = await transferableProducts(db, businessId, contents.items);
      if (input.action === 'draft') return toNewEvents(decideDraftStockTransfer(command, state, products));
      if (input.action === 'update') return toNewEvents(decideUpdateStockTransfer(command, current, state, products));
      const destination = await transferDestination(
        db,
        input.destination.businessId,
        [...products.values()].map((product) => product.name),
      );
      return toNewEvents(decideSendStockTransfer(command, existing ? { current } : undefined, state, products, destination));
    },
  });
  const data = outcome.events[0].data as { transferId?: string; transactionId?: string; reference: string };
  return { transferId: (data.transferId ?? data.transactionId)!, reference: data.reference, position: outcome.position };
}
