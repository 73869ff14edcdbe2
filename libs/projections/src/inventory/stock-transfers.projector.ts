import type { RecordedEvent } from '@ledgerline/event-store';
import type { StockTransferCancelledData, StockTransferDraftData, StockTransferReceivedData, StockTransferSentData } from '@ledgerline/ledger';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** A draft, as drafted or replaced: the row's contents, status draft. */
function draftRow(data: StockTransferDraftData) {
  return {
    reference: data.reference,
    status: 'draft',
    effective_date: data.date,
    destination_business_id: data.destinationBusinessId,
    destination_name: data.destinationName,
    items: JSON.stringify(data.items),
    note: data.note ?? null,
  };
}

async function insertOrReplace(ctx: ProjectionContext, event: RecordedEvent, transferId: string, row: Record<string, unknown>): Promise<void> {
  const position = event.position.toString();
  await ctx.execute(
    ctx
      .table('stock_transfers')
      .insert({
        business_id: businessIdOfStream(event.stream),
        transfer_id: transferId,
        ...row,
        created_at: event.recordedAt,
        created_position: position,
        changed_position: position,
      })
      .onConflict(['business_id', 'transfer_id'])
      .merge([...Object.keys(row), 'changed_position']),
  );
}

/**
 * Stock transfers (migration 060, docs/stock-transfers.md): one row per transfer under its source
 * business. The destination's receipt, an event of the destination's stream, marks the source's
 * row received; it always follows the sending in the history, so a rebuild ends the same.
 */
export const stockTransfersProjector = defineProjector({
  name: 'stock-transfers',
  version: 1,
  tables: ['stock_transfers'],
  handlers: {
    async StockTransferDrafted(event, ctx) {
      const data = event.data as StockTransferDraftData;
      await insertOrReplace(ctx, event, data.transferId, draftRow(data));
    },
    async StockTransferUpdated(event, ctx) {
      const data = event.data as StockTransferDraftData;
      await insertOrReplace(ctx, event, data.transferId, draftRow(data));
    },
    async StockTransferCancelled(event, ctx) {
      const data = event.data as StockTransferCancelledData;
      await ctx.execute(
        ctx
          .table('stock_transfers')
          .where({ business_id: businessIdOfStream(event.stream), transfer_id: data.transferId })
          .update({ status: 'cancelled', changed_position: event.position.toString() }),
      );
    },
    async StockTransferSent(event, ctx) {
      const data = event.data as StockTransferSentData;
      await insertOrReplace(ctx, event, data.transactionId, {
        reference: data.reference,
        status: 'sent',
        effective_date: data.date,
        destination_business_id: data.destinationBusinessId,
        destination_name: data.destinationName,
        items: JSON.stringify(data.items),
        amount: data.amount,
        note: data.note ?? null,
      });
    },
    async StockTransferReceived(event, ctx) {
      const data = event.data as StockTransferReceivedData;
      await ctx.execute(
        ctx
          .table('stock_transfers')
          .where({ business_id: data.sourceBusinessId, transfer_id: data.transactionId })
          .update({ status: 'received', destination_reference: data.reference, changed_position: event.position.toString() }),
      );
    },
  },
});
