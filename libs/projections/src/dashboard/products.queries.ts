import { execute, sql, type Queryable } from '../db.js';
import { productTotalsSource, productTotalsTable, type KnownProductTotals } from './known-products.js';

/** What was sold of one product or service (net of voids), from the daily product aggregates. */
export interface ProductSales {
  productId: string;
  /** null when the catalogue does not know the product. */
  name: string | null;
  kind: string | null;
  /** Decimal strings. */
  soldQuantity: string;
  salesAmount: string;
  costOfSales: string;
}

/**
 * Sales per product over days `from`–`to` (either may be absent: unbounded), largest sales amount
 * first; only products with something sold. Sums daily_product_totals (days × products), or
 * (`known`) those sums as known at its position.
 */
export async function productSales(
  db: Queryable,
  businessId: string,
  window: { from?: string; to?: string },
  options: { limit?: number } = {},
  known?: KnownProductTotals,
): Promise<ProductSales[]> {
  const totals = productTotalsSource(known)
    .where('business_id', businessId)
    .groupBy('product_id')
    .select(
      'product_id',
      sql.raw('sum(sold_quantity) AS sold_quantity'),
      sql.raw('sum(sales_amount) AS sales_amount'),
      sql.raw('sum(cost_of_sales) AS cost_of_sales'),
    );
  if (window.from !== undefined) totals.where('day', '>=', window.from);
  if (window.to !== undefined) totals.where('day', '<=', window.to);
  const query = sql
    .table(totals.as('s'))
    .leftJoin('products as p', function () {
      this.on('p.product_id', 's.product_id').andOnVal('p.business_id', businessId);
    })
    .where((q) => q.where('s.sold_quantity', '<>', 0).orWhere('s.sales_amount', '<>', 0))
    .select('s.product_id', 'p.name', 'p.kind', 's.sold_quantity', 's.sales_amount', 's.cost_of_sales')
    .orderBy('s.sales_amount', 'desc')
    .orderBy('s.sold_quantity', 'desc')
    .orderBy('p.name')
    .orderBy('s.product_id');
  if (options.limit !== undefined) query.limit(options.limit);
  const rows = await execute<{
    product_id: string;
    name: string | null;
    kind: string | null;
    sold_quantity: string;
    sales_amount: string;
    cost_of_sales: string;
  }>(db, query);
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    kind: row.kind,
    soldQuantity: row.sold_quantity,
    salesAmount: row.sales_amount,
    costOfSales: row.cost_of_sales,
  }));
}

/** A quantity and its value at cost (decimal strings). */
export interface StockQuantityValue {
  quantity: string;
  value: string;
}

/** One product's stock over a period: opening + in − out = closing. */
export interface ProductStockMovement {
  productId: string;
  name: string;
  sku: string;
  measurement: string;
  /** The low-stock threshold, when set. */
  stockLevel: string | null;
  opening: StockQuantityValue;
  in: StockQuantityValue;
  out: StockQuantityValue;
  closing: StockQuantityValue;
  sold: { quantity: string; amount: string; costOfSales: string };
}

interface MovementDbRow {
  product_id: string;
  name: string;
  sku: string;
  measurement: string;
  stock_level: string | null;
  opening_quantity: string;
  opening_value: string;
  in_quantity: string;
  in_value: string;
  out_quantity: string;
  out_value: string;
  closing_quantity: string;
  closing_value: string;
  sold_quantity: string;
  sales_amount: string;
  cost_of_sales: string;
}

const MOVEMENT_COLUMNS = [
  'opening_quantity',
  'opening_value',
  'in_quantity',
  'in_value',
  'out_quantity',
  'out_value',
  'sold_quantity',
  'sales_amount',
  'cost_of_sales',
];
const CLOSING_QUANTITY = 'coalesce(m.opening_quantity, 0) + coalesce(m.in_quantity, 0) - coalesce(m.out_quantity, 0)';
const CLOSING_VALUE = 'coalesce(m.opening_value, 0) + coalesce(m.in_value, 0) - coalesce(m.out_value, 0)';

/** Per product: movements before `from` (opening) and within `from`–`to`, from daily_product_totals (or `__SOURCE__`: the sums as known at a position). */
const MOVEMENTS_SQL = `
  SELECT product_id,
    coalesce(sum(in_quantity - out_quantity) FILTER (WHERE day < ?), 0) AS opening_quantity,
    coalesce(sum(in_value - out_value) FILTER (WHERE day < ?), 0) AS opening_value,
    coalesce(sum(in_quantity) FILTER (WHERE day >= ?), 0) AS in_quantity,
    coalesce(sum(in_value) FILTER (WHERE day >= ?), 0) AS in_value,
    coalesce(sum(out_quantity) FILTER (WHERE day >= ?), 0) AS out_quantity,
    coalesce(sum(out_value) FILTER (WHERE day >= ?), 0) AS out_value,
    coalesce(sum(sold_quantity) FILTER (WHERE day >= ?), 0) AS sold_quantity,
    coalesce(sum(sales_amount) FILTER (WHERE day >= ?), 0) AS sales_amount,
    coalesce(sum(cost_of_sales) FILTER (WHERE day >= ?), 0) AS cost_of_sales
  FROM __SOURCE__
  WHERE business_id = ? AND day <= ?
  GROUP BY product_id`;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function movementsOf(businessId: string, window: { from: string; to: string }, q: string | undefined, known: KnownProductTotals | undefined) {
  const source = productTotalsTable(known);
  const query = sql
    .table('products as p')
    .joinRaw(`LEFT JOIN (${MOVEMENTS_SQL.replace('__SOURCE__', source.text)}) AS m ON m.product_id = p.product_id`, [
      ...Array<string>(9).fill(window.from),
      ...source.bindings,
      businessId,
      window.to,
    ])
    .where('p.business_id', businessId)
    .where('p.kind', 'product');
  // The catalogue only grows (products are never edited or removed): as known at a position, it held those recorded by then.
  if (known) query.where('p.position', '<=', known.knownAt);
  for (const word of (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${likeEscape(word)}%`;
    query.where((inner) => inner.whereRaw("p.name ILIKE ? ESCAPE '\\'", [pattern]).orWhereRaw("p.sku ILIKE ? ESCAPE '\\'", [pattern]));
  }
  return query;
}

const amount = (text: string | null | undefined) => text ?? '0';

/** Stock per product (products only; services hold none) over a period, by name, one page of them; `known`: as known at its position. */
export async function productStockMovements(
  db: Queryable,
  businessId: string,
  window: { from: string; to: string },
  options: { q?: string; limit: number; offset: number },
  known?: KnownProductTotals,
): Promise<{ rows: ProductStockMovement[]; total: number }> {
  const columns = [
    'p.product_id',
    'p.name',
    'p.sku',
    'p.measurement',
    'p.stock_level',
    ...MOVEMENT_COLUMNS.map((column) => sql.raw(`coalesce(m.${column}, 0) AS ${column}`)),
    sql.raw(`${CLOSING_QUANTITY} AS closing_quantity`),
    sql.raw(`${CLOSING_VALUE} AS closing_value`),
  ];
  const rows = await execute<MovementDbRow>(
    db,
    movementsOf(businessId, window, options.q, known).select(columns).orderBy('p.name').orderBy('p.product_id').limit(options.limit).offset(options.offset),
  );
  const [count] = await execute<{ total: number }>(
    db,
    movementsOf(businessId, window, options.q, known).clearSelect().select(sql.raw('count(*)::int AS total')),
  );
  return {
    rows: rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      sku: row.sku,
      measurement: row.measurement,
      stockLevel: row.stock_level,
      opening: { quantity: amount(row.opening_quantity), value: amount(row.opening_value) },
      in: { quantity: amount(row.in_quantity), value: amount(row.in_value) },
      out: { quantity: amount(row.out_quantity), value: amount(row.out_value) },
      closing: { quantity: amount(row.closing_quantity), value: amount(row.closing_value) },
      sold: { quantity: amount(row.sold_quantity), amount: amount(row.sales_amount), costOfSales: amount(row.cost_of_sales) },
    })),
    total: count?.total ?? 0,
  };
}

export interface ProductStockTotals {
  /** Products (not services) in the catalogue. */
  products: number;
  /** Products at or below their low-stock level at the period's end. */
  lowStock: number;
  opening: StockQuantityValue;
  in: StockQuantityValue;
  out: StockQuantityValue;
  closing: StockQuantityValue;
  sold: { quantity: string; amount: string; costOfSales: string };
}

/** productStockMovements summed over every product. */
export async function productStockTotals(
  db: Queryable,
  businessId: string,
  window: { from: string; to: string },
  known?: KnownProductTotals,
): Promise<ProductStockTotals> {
  const [row] = await execute<Omit<MovementDbRow, 'product_id' | 'name' | 'sku' | 'measurement' | 'stock_level'> & { products: number; low_stock: number }>(
    db,
    movementsOf(businessId, window, undefined, known).select(
      ...MOVEMENT_COLUMNS.map((column) => sql.raw(`coalesce(sum(m.${column}), 0) AS ${column}`)),
      sql.raw(`coalesce(sum(${CLOSING_QUANTITY}), 0) AS closing_quantity`),
      sql.raw(`coalesce(sum(${CLOSING_VALUE}), 0) AS closing_value`),
      sql.raw('count(*)::int AS products'),
      sql.raw(`(count(*) FILTER (WHERE p.stock_level IS NOT NULL AND ${CLOSING_QUANTITY} <= p.stock_level))::int AS low_stock`),
    ),
  );
  return {
    products: row?.products ?? 0,
    lowStock: row?.low_stock ?? 0,
    opening: { quantity: amount(row?.opening_quantity), value: amount(row?.opening_value) },
    in: { quantity: amount(row?.in_quantity), value: amount(row?.in_value) },
    out: { quantity: amount(row?.out_quantity), value: amount(row?.out_value) },
    closing: { quantity: amount(row?.closing_quantity), value: amount(row?.closing_value) },
    sold: { quantity: amount(row?.sold_quantity), amount: amount(row?.sales_amount), costOfSales: amount(row?.cost_of_sales) },
  };
}
