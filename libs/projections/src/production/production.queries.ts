import type { Knex } from 'knex';
import { Decimal, type ProductionBatchProducedData, type RawMaterialsMovedToWipData, type StockItem } from '@ledgerline/ledger';
import { containsPattern } from '../catalogue/catalogue.queries.js';
import { execute, sql, type Queryable } from '../db.js';

export interface RawMaterialView {
  id: string;
  _id: string;
  type: 'RAW_MATERIAL';
  name: string;
  sku: string;
  measurement: string;
  currency: string;
  /** The unit cost entered when it was created. */
  unitCost: string;
  /** In stock now, and its value at moving average. */
  quantity: string;
  stockValue: string;
  /** value / quantity, to 2 decimals (spec 001 §3: a line's price defaults to the average). */
  averagePrice: string;
  createdAt: string;
}

interface RawMaterialDbRow {
  raw_material_id: string;
  name: string;
  sku: string;
  measurement: string;
  currency: string;
  unit_cost: string;
  created_at: Date;
  quantity: string;
  value: string;
}

function rawMaterials(businessId: string): Knex.QueryBuilder {
  return sql
    .table('raw_materials as r')
    .leftJoin('product_stock as s', function () {
      this.on('s.business_id', '=', 'r.business_id').andOn('s.product_id', '=', 'r.raw_material_id');
    })
    .where('r.business_id', businessId)
    .select('r.*', sql.raw('coalesce(s.quantity, 0)::text AS quantity'), sql.raw('coalesce(s.value, 0)::text AS value'));
}

function view(row: RawMaterialDbRow): RawMaterialView {
  const quantity = new Decimal(row.quantity);
  const value = new Decimal(row.value);
  return {
    id: row.raw_material_id,
    _id: row.raw_material_id,
    type: 'RAW_MATERIAL',
    name: row.name,
    sku: row.sku,
    measurement: row.measurement,
    currency: row.currency.trim(),
    unitCost: new Decimal(row.unit_cost).toFixed(2),
    quantity: quantity.toString(),
    stockValue: value.toFixed(2),
    averagePrice: quantity.gt(0) ? value.dividedBy(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) : new Decimal(row.unit_cost).toFixed(2),
    createdAt: row.created_at.toISOString(),
  };
}

/** Raw materials whose name or SKU contains `q` (all when blank), by name. */
export async function searchRawMaterials(db: Queryable, businessId: string, q: string | undefined, limit = 50): Promise<RawMaterialView[]> {
  const query = rawMaterials(businessId);
  const text = q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    void query.andWhere((where) => void where.whereRaw("r.name ILIKE ? ESCAPE '\\'", [pattern]).orWhereRaw("r.sku ILIKE ? ESCAPE '\\'", [pattern]));
  }
  const rows = await execute<RawMaterialDbRow>(db, query.orderBy('r.name').limit(limit));
  return rows.map(view);
}

/** The named raw materials, with their stock and average price (a product's raw material lines). */
export async function findRawMaterials(db: Queryable, businessId: string, ids: readonly string[]): Promise<RawMaterialView[]> {
  if (ids.length === 0) return [];
  const rows = await execute<RawMaterialDbRow>(db, rawMaterials(businessId).whereIn('r.raw_material_id', [...ids]));
  return rows.map(view);
}

/** The named raw materials with their stock (inside the append). */
export async function loadRawMaterialStock(db: Queryable, businessId: string, ids: readonly string[]): Promise<Map<string, StockItem>> {
  if (ids.length === 0) return new Map();
  const rows = await execute<RawMaterialDbRow>(db, rawMaterials(businessId).whereIn('r.raw_material_id', [...ids]));
  return new Map(rows.map((row) => [row.raw_material_id, { name: row.name, quantity: row.quantity, value: row.value }]));
}

export async function rawMaterialSkuTaken(db: Queryable, businessId: string, sku: string): Promise<boolean> {
  const rows = await execute(db, sql.table('raw_materials').where('business_id', businessId).andWhereRaw('lower(sku) = lower(?)', [sku]).limit(1));
  return rows.length > 0;
}

/** The next free `RAW-000001`-style SKU. */
export async function nextRawMaterialSku(db: Queryable, businessId: string): Promise<string> {
  const rows = await execute<{ n: string | null }>(
    db,
    sql
      .table('raw_materials')
      .where('business_id', businessId)
      .andWhereRaw("sku ~ '^RAW-[0-9]+$'")
      .select(sql.raw('max(substring(sku from 5)::bigint)::text AS n')),
  );
  const next = BigInt(rows[0]?.n ?? '0') + 1n;
  return `RAW-${next.toString().padStart(6, '0')}`;
}

/** Work in progress now: the balance of 1220. */
export async function wipBalance(db: Queryable, businessId: string): Promise<Decimal> {
  const rows = await execute<{ balance: string | null }>(
    db,
    sql.table('account_balances').where({ business_id: businessId, account_code: '1220' }).select(sql.raw('sum(debit_total - credit_total)::text AS balance')),
  );
  return new Decimal(rows[0]?.balance ?? 0);
}

/** What every production record shows, beside the data of the event that recorded it. */
interface ProductionRecordFigures {
  id: string;
  reference: string;
  date: string;
  inputValue: string;
  /** Their total (the list of them is in the event). */
  additionalCosts: string;
  outputValue: string;
  recordedAt: string;
  position: string;
}

/** A production record: raw materials moved to work in progress, or a batch produced. */
export type ProductionRecordView =
  | (RawMaterialsMovedToWipData & ProductionRecordFigures & { type: 'wip' })
  | (Omit<ProductionBatchProducedData, 'additionalCosts'> & ProductionRecordFigures & { type: 'batch' });

interface RecordDbRow {
  transaction_id: string;
  reference: string;
  type: 'wip' | 'batch';
  date: string;
  input_value: string;
  additional_costs: string;
  output_value: string;
  data: RawMaterialsMovedToWipData | ProductionBatchProducedData;
  recorded_at: Date;
  position: string;
}

// The row's type says which event's data it holds.
const recordView = (row: RecordDbRow): ProductionRecordView =>
  ({
    ...row.data,
    id: row.transaction_id,
    reference: row.reference,
    type: row.type,
    date: row.date,
    inputValue: new Decimal(row.input_value).toFixed(2),
    additionalCosts: new Decimal(row.additional_costs).toFixed(2),
    outputValue: new Decimal(row.output_value).toFixed(2),
    recordedAt: row.recorded_at.toISOString(),
    position: String(row.position),
  }) as ProductionRecordView;

/** Production records newest first; type wip or batch (all when absent). */
export async function listProductionRecords(
  db: Queryable,
  businessId: string,
  filter: { type?: 'wip' | 'batch'; page: number; limit: number },
): Promise<{ rows: ProductionRecordView[]; total: number }> {
  const filtered = () => {
    const query = sql.table('production_records').where('business_id', businessId);
    if (filter.type) void query.andWhere('type', filter.type);
    return query;
  };
  const [rows, count] = await Promise.all([
    execute<RecordDbRow>(
      db,
      filtered()
        .orderBy('position', 'desc')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
    ),
    execute<{ total: string }>(db, filtered().count('* as total')),
  ]);
  return { rows: rows.map(recordView), total: Number(count[0]?.total ?? 0) };
}

/** Totals for the production dashboard. */
export async function productionSummary(db: Queryable, businessId: string, type?: 'wip' | 'batch') {
  const totals = await execute<{ records: string; input_value: string | null; additional_costs: string | null; output_value: string | null }>(
    db,
    (() => {
      const query = sql.table('production_records').where('business_id', businessId);
      if (type) void query.andWhere('type', type);
      return query.select(
        sql.raw('count(*)::text AS records'),
        sql.raw('sum(input_value)::text AS input_value'),
        sql.raw('sum(additional_costs)::text AS additional_costs'),
        sql.raw('sum(output_value)::text AS output_value'),
      );
    })(),
  );
  const stock = await execute<{ materials: string; value: string | null }>(
    db,
    sql
      .table('raw_materials as r')
      .leftJoin('product_stock as s', function () {
        this.on('s.business_id', '=', 'r.business_id').andOn('s.product_id', '=', 'r.raw_material_id');
      })
      .where('r.business_id', businessId)
      .select(sql.raw('count(*)::text AS materials'), sql.raw('sum(s.value)::text AS value')),
  );
  const row = totals[0];
  return {
    records: Number(row?.records ?? 0),
    inputValue: new Decimal(row?.input_value ?? 0).toFixed(2),
    additionalCosts: new Decimal(row?.additional_costs ?? 0).toFixed(2),
    outputValue: new Decimal(row?.output_value ?? 0).toFixed(2),
    rawMaterials: Number(stock[0]?.materials ?? 0),
    rawMaterialsValue: new Decimal(stock[0]?.value ?? 0).toFixed(2),
    workInProgress: (await wipBalance(db, businessId)).toFixed(2),
  };
}
