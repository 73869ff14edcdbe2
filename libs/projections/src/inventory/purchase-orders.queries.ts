import { purchaseOrderNumber, type CurrencyCode, type PurchaseOrderLine, type PurchaseOrderState, type PurchaseOrderStatus } from '@ledgerline/ledger';
import type { Queryable } from '../db.js';

export interface PurchaseOrderRow {
  orderId: string;
  number: string;
  status: PurchaseOrderStatus;
  date: string;
  expectedDate: string | null;
  supplierId: string | null;
  supplierName: string | null;
  currency: CurrencyCode;
  items: PurchaseOrderLine[];
  total: string;
  note: string | null;
  /** Received so far, by product id. */
  received: Record<string, string>;
  /** Each receipt's purchase; `voided` once that purchase is voided (its goods are outstanding again). */
  receipts: { purchaseId: string; reference: string; date: string; lines: { productId: string; quantity: string }[]; voided?: boolean }[];
  createdAt: string;
}

interface DbRow {
  order_id: string;
  number: string;
  status: PurchaseOrderStatus;
  effective_date: string;
  expected_date: string | null;
  supplier_id: string | null;
  supplier_name: string | null;
  currency: CurrencyCode;
  items: PurchaseOrderLine[];
  total: string;
  note: string | null;
  received: Record<string, string>;
  receipts: PurchaseOrderRow['receipts'];
  created_at: Date;
}

async function rows<T>(db: Queryable, text: string, params: unknown[]): Promise<T[]> {
  return (await db.query(text, params)).rows as T[];
}

const SELECT = `SELECT o.order_id, o.number, o.status, o.effective_date::text AS effective_date, o.expected_date::text AS expected_date, o.supplier_id,
                       nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS supplier_name, o.currency, o.items, o.total::text AS total, o.note,
                       o.received, o.receipts, o.created_at
                FROM purchase_orders o LEFT JOIN contacts c ON c.business_id = o.business_id AND c.contact_id = o.supplier_id`;

function toRow(row: DbRow): PurchaseOrderRow {
  return {
    orderId: row.order_id,
    number: row.number,
    status: row.status,
    date: row.effective_date,
    expectedDate: row.expected_date,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    currency: row.currency,
    items: row.items,
    total: row.total,
    note: row.note,
    received: row.received,
    receipts: row.receipts,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listPurchaseOrders(
  db: Queryable,
  businessId: string,
  filter: { page: number; limit: number; status?: PurchaseOrderStatus },
): Promise<{ items: PurchaseOrderRow[]; total: number }> {
  const params: unknown[] = [businessId];
  let condition = 'o.business_id = $1';
  if (filter.status) {
    params.push(filter.status);
    condition += ` AND o.status = $${params.length}`;
  }
  const [count] = await rows<{ total: string }>(db, `SELECT count(*)::text AS total FROM purchase_orders o WHERE ${condition}`, params);
  params.push(filter.limit, (filter.page - 1) * filter.limit);
  const page = await rows<DbRow>(db, `${SELECT} WHERE ${condition} ORDER BY o.sequence DESC LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
  return { items: page.map(toRow), total: Number(count.total) };
}

export async function findPurchaseOrder(db: Queryable, businessId: string, orderId: string): Promise<PurchaseOrderRow | undefined> {
  const [row] = await rows<DbRow>(db, `${SELECT} WHERE o.business_id = $1 AND o.order_id = $2`, [businessId, orderId]);
  return row ? toRow(row) : undefined;
}

/** The order as a decision reads it. */
export function purchaseOrderState(row: PurchaseOrderRow | undefined): PurchaseOrderState | undefined {
  if (!row) return undefined;
  return {
    status: row.status,
    number: row.number,
    ...(row.supplierId !== null ? { supplierId: row.supplierId } : {}),
    items: row.items,
    received: new Map(Object.entries(row.received)),
  };
}

/** The number the business's next order takes: one past its highest (read inside the append, under the stream lock, it is never taken twice). */
export async function nextPurchaseOrderNumber(db: Queryable, businessId: string): Promise<string> {
  const [row] = await rows<{ last: number | null }>(db, 'SELECT max(sequence) AS last FROM purchase_orders WHERE business_id = $1', [businessId]);
  return purchaseOrderNumber((row?.last ?? 0) + 1);
}
