import { Decimal } from '@ledgerline/ledger';
import type { PurchaseOrderRow } from '@ledgerline/projections';

/** An order as the API answers it: each line with what was received and what is outstanding. */
export function purchaseOrderView(row: PurchaseOrderRow) {
  return {
    _id: row.orderId,
    number: row.number,
    status: row.status,
    date: row.date,
    expectedDate: row.expectedDate,
    supplier: row.supplierId ? { _id: row.supplierId, name: row.supplierName } : null,
    currency: row.currency,
    items: row.items.map((item) => {
      const received = new Decimal(row.received[item.productId] ?? 0);
      return {
        product: item.productId,
        name: item.name,
        quantity: item.quantity,
        price: item.price,
        total: item.total,
        received: received.toString(),
        outstanding: Decimal.max(new Decimal(item.quantity).minus(received), 0).toString(),
      };
    }),
    total: row.total,
    note: row.note,
    receipts: row.receipts,
    createdAt: row.createdAt,
  };
}
