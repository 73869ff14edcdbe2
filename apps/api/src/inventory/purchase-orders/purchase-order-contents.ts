import type { PurchaseOrderContentsDto } from './purchase-order.dto.js';

/** An order's contents as plain values, as commands carry them (the ledger reads and checks them). */
export interface PurchaseOrderContents {
  date: unknown;
  expectedDate?: unknown;
  supplier?: unknown;
  items: { product: string; quantity: unknown; price: unknown }[];
  note?: unknown;
  status?: unknown;
}

export const purchaseOrderContents = (body: PurchaseOrderContentsDto): PurchaseOrderContents => ({
  date: body.date,
  expectedDate: body.expectedDate,
  supplier: body.supplier,
  items: body.items.map((item) => ({ product: item.product, quantity: item.quantity, price: item.price })),
  note: body.note,
  status: body.status,
});
