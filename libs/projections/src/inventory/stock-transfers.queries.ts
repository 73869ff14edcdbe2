import type { StockTransferLine, StockTransferStatus } from '@ledgerline/ledger';
import type { Queryable } from '../db.js';

async function rows<T>(db: Queryable, text: string, params: unknown[]): Promise<T[]> {
  return (await db.query(text, params)).rows as T[];
}

export interface StockTransferRow {
  transferId: string;
  /** The business the goods leave. */
  sourceBusinessId: string;
  sourceName: string;
  reference: string;
  status: StockTransferStatus;
  /** YYYY-MM-DD */
  date: string;
  destinationBusinessId: string;
  destinationName: string;
  /** The destination's reference of its receipt, once received. */
  destinationReference: string | null;
  items: StockTransferLine[];
  /** The value moved, once sent. */
  amount: string | null;
  note: string | null;
  createdAt: string;
}

interface DbRow {
  business_id: string;
  source_name: string;
  transfer_id: string;
  reference: string;
  status: StockTransferStatus;
  effective_date: string;
  destination_business_id: string;
  destination_name: string;
  destination_reference: string | null;
  items: StockTransferLine[];
  amount: string | null;
  note: string | null;
  created_at: Date;
}

const SELECT = `SELECT t.business_id, b.name AS source_name, t.transfer_id, t.reference, t.status, t.effective_date::text AS effective_date,
                       t.destination_business_id, t.destination_name, t.destination_reference, t.items, t.amount::text AS amount, t.note, t.created_at
                FROM stock_transfers t JOIN businesses b ON b.business_id = t.business_id`;

function toRow(row: DbRow): StockTransferRow {
  return {
    transferId: row.transfer_id,
    sourceBusinessId: row.business_id,
    sourceName: row.source_name,
    reference: row.reference,
    status: row.status,
    date: row.effective_date,
    destinationBusinessId: row.destination_business_id,
    destinationName: row.destination_name,
    destinationReference: row.destination_reference,
    items: row.items,
    amount: row.amount,
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}

export interface ListStockTransfersFilter {
  page: number;
  limit: number;
  status?: StockTransferStatus;
  /** `out`: sent by the business; `in`: sent to it; both when absent. */
  direction?: 'in' | 'out';
}

/** The business's transfers, out and in, newest first. */
export async function listStockTransfers(
  db: Queryable,
  businessId: string,
  filter: ListStockTransfersFilter,
): Promise<{ items: StockTransferRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [businessId];
  if (filter.direction === 'out') where.push('t.business_id = $1');
  else if (filter.direction === 'in') where.push("t.destination_business_id = $1 AND t.status IN ('sent', 'received')");
  else where.push("(t.business_id = $1 OR (t.destination_business_id = $1 AND t.status IN ('sent', 'received')))");
  if (filter.status) {
    params.push(filter.status);
    where.push(`t.status = $${params.length}`);
  }
  const condition = where.join(' AND ');
  const [count] = await rows<{ total: string }>(db, `SELECT count(*)::text AS total FROM stock_transfers t WHERE ${condition}`, params);
  params.push(filter.limit, (filter.page - 1) * filter.limit);
  const page = await rows<DbRow>(
    db,
    `${SELECT} WHERE ${condition} ORDER BY t.created_position DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items: page.map(toRow), total: Number(count.total) };
}

/** One transfer the business sent, or received (drafts and cancelled ones are the sender's alone). */
export async function findStockTransfer(db: Queryable, businessId: string, transferId: string): Promise<StockTransferRow | undefined> {
  const [row] = await rows<DbRow>(
    db,
    `${SELECT} WHERE t.transfer_id = $2 AND (t.business_id = $1 OR (t.destination_business_id = $1 AND t.status IN ('sent', 'received')))`,
    [businessId, transferId],
  );
  return row ? toRow(row) : undefined;
}

/** Transfers whose goods left their source but have not yet been booked in by the destination. */
export async function sentStockTransfers(db: Queryable, limit = 100): Promise<{ sourceBusinessId: string; transferId: string }[]> {
  const pending = await rows<{ business_id: string; transfer_id: string }>(
    db,
    "SELECT business_id, transfer_id FROM stock_transfers WHERE status = 'sent' ORDER BY created_position LIMIT $1",
    [limit],
  );
  return pending.map((row) => ({ sourceBusinessId: row.business_id, transferId: row.transfer_id }));
}

/** What a business holds of the product of that name (without case): what the transfer form shows for the destination. */
export async function stockOfProductNamed(db: Queryable, businessId: string, name: string): Promise<{ productId: string; quantity: string } | undefined> {
  const [row] = await rows<{ product_id: string; quantity: string }>(
    db,
    `SELECT p.product_id, coalesce(s.quantity, 0)::text AS quantity
     FROM products p LEFT JOIN product_stock s ON s.business_id = p.business_id AND s.product_id = p.product_id
     WHERE p.business_id = $1 AND lower(p.name) = lower($2) AND p.kind = 'product'
     ORDER BY p.position LIMIT 1`,
    [businessId, name],
  );
  return row ? { productId: row.product_id, quantity: row.quantity } : undefined;
}

/** The business's products by lower-cased name (the first of a name wins), for a receipt to go into. */
export async function productsByName(
  db: Queryable,
  businessId: string,
  names: readonly string[],
): Promise<Map<string, { productId: string; kind: 'product' | 'service'; name: string }>> {
  const found = await rows<{ product_id: string; kind: 'product' | 'service'; name: string }>(
    db,
    'SELECT product_id, kind, name FROM products WHERE business_id = $1 AND lower(name) = ANY($2::text[]) ORDER BY position',
    [businessId, names.map((name) => name.toLowerCase())],
  );
  const byName = new Map<string, { productId: string; kind: 'product' | 'service'; name: string }>();
  for (const row of found)
    if (!byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), { productId: row.product_id, kind: row.kind, name: row.name });
  return byName;
}
