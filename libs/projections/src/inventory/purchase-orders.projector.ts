import type { RecordedEvent } from '@ledgerline/event-store';
import {
  Decimal,
  type PurchaseOrderData,
  type PurchaseOrderReceivedData,
  type PurchaseOrderStatusChangedData,
  type TransactionVoidedData,
} from '@ledgerline/ledger';
import { defineProjector, type ProjectionContext } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** The order's sequence, read back from its number (PO-012 → 12): what the next number follows. */
const sequenceOf = (number: string) => Number(/(\d+)$/.exec(number)?.[1] ?? 0);

function contents(data: PurchaseOrderData) {
  return {
    number: data.number,
    sequence: sequenceOf(data.number),
    status: data.status,
    effective_date: data.date,
    expected_date: data.expectedDate ?? null,
    supplier_id: data.supplierId ?? null,
    currency: data.currency,
    items: JSON.stringify(data.items),
    total: data.total,
    note: data.note ?? null,
  };
}

async function write(ctx: ProjectionContext, event: RecordedEvent, data: PurchaseOrderData): Promise<void> {
  const position = event.position.toString();
  const row = contents(data);
  await ctx.execute(
    ctx
      .table('purchase_orders')
      .insert({
        business_id: businessIdOfStream(event.stream),
        order_id: data.orderId,
        ...row,
        created_at: event.recordedAt,
        created_position: position,
        changed_position: position,
      })
      .onConflict(['business_id', 'order_id'])
      .merge([...Object.keys(row), 'changed_position']),
  );
}

/**
 * Purchase orders (migration 061, docs/purchase-orders.md). A receipt adds its quantities to
 * `received` (exact decimals, summed here) and names its purchase in `receipts`.
 */
export const purchaseOrdersProjector = defineProjector({
  name: 'purchase-orders',
  version: 1,
  tables: ['purchase_orders'],
  handlers: {
    async PurchaseOrderRaised(event, ctx) {
      await write(ctx, event, event.data as PurchaseOrderData);
    },
    async PurchaseOrderUpdated(event, ctx) {
      await write(ctx, event, event.data as PurchaseOrderData);
    },
    async PurchaseOrderStatusChanged(event, ctx) {
      const data = event.data as PurchaseOrderStatusChangedData;
      await ctx.execute(
        ctx
          .table('purchase_orders')
          .where({ business_id: businessIdOfStream(event.stream), order_id: data.orderId })
          .update({ status: data.status, changed_position: event.position.toString() }),
      );
    },
    async PurchaseOrderReceived(event, ctx) {
      const data = event.data as PurchaseOrderReceivedData;
      const key = { business_id: businessIdOfStream(event.stream), order_id: data.orderId };
      const [row] = await ctx.execute<{ received: Record<string, string>; receipts: unknown[] }>(
        ctx.table('purchase_orders').where(key).select('received', 'receipts'),
      );
      if (!row) return;
      const received = { ...row.received };
      for (const line of data.lines) received[line.productId] = new Decimal(received[line.productId] ?? 0).plus(line.quantity).toString();
      const receipts = [...row.receipts, { purchaseId: data.purchaseId, reference: data.reference, date: data.date, lines: data.lines }];
      await ctx.execute(
        ctx
          .table('purchase_orders')
          .where(key)
          .update({ status: data.status, received: JSON.stringify(received), receipts: JSON.stringify(receipts), changed_position: event.position.toString() }),
      );
    },
    /** A receipt's purchase voided: its goods are outstanding on the order again. */
    async TransactionVoided(event, ctx) {
      const data = event.data as TransactionVoidedData;
      if (data.voidedType !== 'PurchaseRecorded') return;
      const businessId = businessIdOfStream(event.stream);
      const [row] = await ctx.execute<{ order_id: string; status: string; received: Record<string, string>; receipts: Receipt[] }>(
        ctx
          .table('purchase_orders')
          .where({ business_id: businessId })
          .whereRaw('receipts @> ?::jsonb', [JSON.stringify([{ purchaseId: data.transactionId }])])
          .select('order_id', 'status', 'received', 'receipts'),
      );
      if (!row) return;
      const receipt = row.receipts.find((entry) => entry.purchaseId === data.transactionId && !entry.voided);
      if (!receipt) return;
      const received = { ...row.received };
      for (const line of receipt.lines) received[line.productId] = new Decimal(received[line.productId] ?? 0).minus(line.quantity).toString();
      const anyLeft = Object.values(received).some((quantity) => new Decimal(quantity).gt(0));
      const status = row.status === 'cancelled' ? 'cancelled' : anyLeft ? 'partly_received' : 'sent';
      const receipts = row.receipts.map((entry) => (entry === receipt ? { ...entry, voided: true } : entry));
      await ctx.execute(
        ctx
          .table('purchase_orders')
          .where({ business_id: businessId, order_id: row.order_id })
          .update({ status, received: JSON.stringify(received), receipts: JSON.stringify(receipts), changed_position: event.position.toString() }),
      );
    },
  },
});

interface Receipt {
  purchaseId: string;
  lines: { productId: string; quantity: string }[];
  voided?: boolean;
}
