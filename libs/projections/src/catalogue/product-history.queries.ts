import type { Knex } from 'knex';
import { execute, sql, type Queryable } from '../db.js';

/** One document that moved a product's stock or sold it (spec 001 §2 "product details with a start and end date for history"). */
export interface ProductHistoryRow {
  transactionId: string;
  reference: string;
  /** The list type (inflows, outflows, …) and subtype (sales, stock_introduced, …) as the transaction lists show them. */
  type: string;
  subtype: string | null;
  /** posted or voided. */
  status: string;
  /** YYYY-MM-DD, the document's date. */
  date: string;
  description: string | null;
  /** The change in stock (signed, decimal string): + in, − out; '0' for a document that moved none (a service sold). */
  quantity: string;
  /** The change in stock value at cost (signed). */
  value: string;
  /** What the document's lines for this product say: units, unit price and total (null when it has no line for it). */
  itemQuantity: string | null;
  price: string | null;
  total: string | null;
  recordedAt: string;
}

export interface DateWindow {
  /** YYYY-MM-DD, inclusive; absent: unbounded. */
  from?: string;
  to?: string;
}

const HISTORY_LIMIT = 500;

function withinDates(query: Knex.QueryBuilder, column: string, window: DateWindow): Knex.QueryBuilder {
  if (window.from) void query.where(column, '>=', window.from);
  if (window.to) void query.where(column, '<=', window.to);
  return query;
}

/** A product's documents between the dates, newest first (at most 500), each with what it did to the stock. */
export async function productHistory(db: Queryable, businessId: string, productId: string, window: DateWindow): Promise<ProductHistoryRow[]> {
  const one = JSON.stringify([{ productId }]);
  const listOf = (path: string) => `CASE WHEN jsonb_typeof(t.document -> '${path}') = 'array' THEN t.document -> '${path}' ELSE '[]'::jsonb END`;
  const query = sql
    .table('transactions as t')
    .where('t.business_id', businessId)
    .andWhere((where) => void where.whereRaw(`${listOf('stock')} @> ?::jsonb`, [one]).orWhereRaw(`${listOf('items')} @> ?::jsonb`, [one]))
    .select(
      't.transaction_id',
      't.reference',
      't.type',
      't.subtype',
      't.status',
      sql.raw('t.effective_date::text AS date'),
      't.description',
      't.recorded_at',
      sql.raw(
        `(SELECT coalesce(sum((m ->> 'quantity')::numeric), 0)::text FROM jsonb_array_elements(${listOf('stock')}) m WHERE m ->> 'productId' = ?) AS quantity`,
        [productId],
      ),
      sql.raw(
        `(SELECT coalesce(sum((m ->> 'value')::numeric), 0)::text FROM jsonb_array_elements(${listOf('stock')}) m WHERE m ->> 'productId' = ?) AS value`,
        [productId],
      ),
      sql.raw(`(SELECT sum((i ->> 'quantity')::numeric)::text FROM jsonb_array_elements(${listOf('items')}) i WHERE i ->> 'productId' = ?) AS item_quantity`, [
        productId,
      ]),
      sql.raw(`(SELECT min(i ->> 'price') FROM jsonb_array_elements(${listOf('items')}) i WHERE i ->> 'productId' = ?) AS price`, [productId]),
      sql.raw(`(SELECT sum((i ->> 'total')::numeric)::text FROM jsonb_array_elements(${listOf('items')}) i WHERE i ->> 'productId' = ?) AS total`, [productId]),
    )
    .orderBy([
      { column: 't.effective_date', order: 'desc' },
      { column: 't.position', order: 'desc' },
    ])
    .limit(HISTORY_LIMIT);
  const rows = await execute<{
    transaction_id: string;
    reference: string;
    type: string;
    subtype: string | null;
    status: string;
    date: string;
    description: string | null;
    recorded_at: Date;
    quantity: string;
    value: string;
    item_quantity: string | null;
    price: string | null;
    total: string | null;
  }>(db, withinDates(query, 't.effective_date', window));
  return rows.map((row) => ({
    transactionId: row.transaction_id,
    reference: row.reference,
    type: row.type,
    subtype: row.subtype,
    status: row.status,
    date: row.date,
    description: row.description,
    quantity: row.quantity,
    value: row.value,
    itemQuantity: row.item_quantity,
    price: row.price,
    total: row.total,
    recordedAt: row.recorded_at.toISOString(),
  }));
}

/** One day of a product's (or every product's) movement, from the daily product aggregates. */
export interface ProductGraphPoint {
  /** YYYY-MM-DD. */
  date: string;
  soldQuantity: string;
  salesAmount: string;
  costOfSales: string;
  inQuantity: string;
  outQuantity: string;
}

/** Day by day from `from` to `to` (both inclusive; every day present, 0 when nothing moved), for one product or all. */
export async function productGraph(db: Queryable, businessId: string, window: Required<DateWindow>, productId?: string): Promise<ProductGraphPoint[]> {
  const totals = sql
    .table('daily_product_totals')
    .where('business_id', businessId)
    .whereBetween('day', [window.from, window.to])
    .groupBy('day')
    .select(
      'day',
      sql.raw('sum(sold_quantity) AS sold_quantity'),
      sql.raw('sum(sales_amount) AS sales_amount'),
      sql.raw('sum(cost_of_sales) AS cost_of_sales'),
      sql.raw('sum(in_quantity) AS in_quantity'),
      sql.raw('sum(out_quantity) AS out_quantity'),
    );
  if (productId) void totals.where('product_id', productId);
  const query = sql
    .queryBuilder()
    .from(sql.raw("generate_series(?::date, ?::date, interval '1 day') AS d(day)", [window.from, window.to]))
    .leftJoin(totals.as('t'), 't.day', sql.raw('d.day::date'))
    .select(
      sql.raw('d.day::date::text AS date'),
      sql.raw('coalesce(t.sold_quantity, 0)::text AS sold_quantity'),
      sql.raw('coalesce(t.sales_amount, 0)::text AS sales_amount'),
      sql.raw('coalesce(t.cost_of_sales, 0)::text AS cost_of_sales'),
      sql.raw('coalesce(t.in_quantity, 0)::text AS in_quantity'),
      sql.raw('coalesce(t.out_quantity, 0)::text AS out_quantity'),
    )
    .orderBy('d.day');
  const rows = await execute<{ date: string; sold_quantity: string; sales_amount: string; cost_of_sales: string; in_quantity: string; out_quantity: string }>(
    db,
    query,
  );
  return rows.map((row) => ({
    date: row.date,
    soldQuantity: row.sold_quantity,
    salesAmount: row.sales_amount,
    costOfSales: row.cost_of_sales,
    inQuantity: row.in_quantity,
    outQuantity: row.out_quantity,
  }));
}

/** A product line of a recent sale. */
export interface RecentSale {
  transactionId: string;
  reference: string;
  /** YYYY-MM-DD. */
  date: string;
  productId: string;
  name: string | null;
  quantity: string;
  /** The line's total as sold (null when the document has no line total for it). */
  amount: string | null;
}

/** The latest sales' product lines (what report_sold_items holds: net of voids), newest first. */
export async function recentSales(db: Queryable, businessId: string, limit: number): Promise<RecentSale[]> {
  const query = sql
    .table('report_sold_items as s')
    .join('transactions as t', function () {
      this.on('t.business_id', 's.business_id').andOn('t.transaction_id', 's.transaction_id');
    })
    .leftJoin('products as p', function () {
      this.on('p.business_id', 's.business_id').andOn('p.product_id', 's.product_id');
    })
    .where('s.business_id', businessId)
    .select(
      's.transaction_id',
      't.reference',
      sql.raw('s.day::text AS date'),
      's.product_id',
      'p.name',
      sql.raw('s.quantity::text AS quantity'),
      sql.raw(
        `(SELECT sum((i ->> 'total')::numeric)::text FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.document -> 'items') = 'array' THEN t.document -> 'items' ELSE '[]'::jsonb END) i WHERE i ->> 'productId' = s.product_id) AS amount`,
      ),
    )
    .orderBy([
      { column: 't.position', order: 'desc' },
      { column: 's.product_id', order: 'asc' },
    ])
    .limit(limit);
  const rows = await execute<{
    transaction_id: string;
    reference: string;
    date: string;
    product_id: string;
    name: string | null;
    quantity: string;
    amount: string | null;
  }>(db, query);
  return rows.map((row) => ({
    transactionId: row.transaction_id,
    reference: row.reference,
    date: row.date,
    productId: row.product_id,
    name: row.name,
    quantity: row.quantity,
    amount: row.amount,
  }));
}
