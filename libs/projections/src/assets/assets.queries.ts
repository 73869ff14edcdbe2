import {
  Decimal,
  DEFAULT_ASSET_CATEGORIES,
  formatAmount,
  isCurrencyCode,
  monthlyDepreciation,
  type AssetCategory,
  type AssetCondition,
  type AssetDetails,
  type AssetGroup,
  type AssetsState,
  type AssetState,
  type CurrencyCode,
  type ProductImage,
} from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

interface AssetDbRow {
  asset_id: string;
  tag: string;
  name: string;
  serial_no: string | null;
  manufacturer: string | null;
  model: string | null;
  condition: string | null;
  group_name: string | null;
  category: string;
  lifespan: number;
  purchase_price: string;
  salvage_value: string;
  force_sale_value: string | null;
  description: string | null;
  image_url: string | null;
  image: ProductImage | null;
  currency: string;
  quantity: string;
  cost: string;
  accumulated_depreciation: string;
  last_depreciated_month: string | null;
  archived: boolean;
  created_at: Date;
  position: string;
}

const currencyOf = (row: { currency: string }): CurrencyCode => (isCurrencyCode(row.currency.trim()) ? (row.currency.trim() as CurrencyCode) : 'NGN');
const money = (value: string | null, currency: CurrencyCode) => (value === null ? null : formatAmount(value, currency));

function detailsOf(row: AssetDbRow): AssetDetails {
  const currency = currencyOf(row);
  return {
    tag: row.tag,
    name: row.name,
    ...(row.serial_no !== null ? { serialNo: row.serial_no } : {}),
    ...(row.manufacturer !== null ? { manufacturer: row.manufacturer } : {}),
    ...(row.model !== null ? { model: row.model } : {}),
    ...(row.condition !== null ? { condition: row.condition as AssetCondition } : {}),
    ...(row.group_name !== null ? { group: row.group_name as AssetGroup } : {}),
    category: row.category,
    lifespan: row.lifespan,
    purchasePrice: formatAmount(row.purchase_price, currency),
    salvageValue: formatAmount(row.salvage_value, currency),
    ...(row.force_sale_value !== null ? { forceSaleValue: formatAmount(row.force_sale_value, currency) } : {}),
    ...(row.description !== null ? { description: row.description } : {}),
    ...(row.image_url !== null ? { imageUrl: row.image_url } : {}),
    ...(row.image ? { image: row.image } : {}),
  };
}

/** The business's asset categories: its own in the order it set them, or the defaults. */
export async function listAssetCategories(db: Queryable, businessId: string): Promise<AssetCategory[]> {
  const rows = await execute<{ name: string; group_name: string; lifespan: number }>(
    db,
    sql.table('asset_categories').where('business_id', businessId).orderBy('sort_order').select('name', 'group_name', 'lifespan'),
  );
  if (rows.length === 0) return DEFAULT_ASSET_CATEGORIES.map((category) => ({ ...category }));
  return rows.map((row) => ({ name: row.name, group: row.group_name as AssetGroup, lifespan: row.lifespan }));
}

/**
 * What the asset deciders need, read inside the append: the categories, and the named assets
 * (all of them when `assetIds` is absent: the tag check needs every tag) with their books and
 * the dated units bought and sold.
 */
export async function loadAssetsState(db: Queryable, businessId: string, assetIds?: readonly string[]): Promise<AssetsState> {
  const own = await execute<{ name: string; group_name: string; lifespan: number }>(
    db,
    sql.table('asset_categories').where('business_id', businessId).orderBy('sort_order').select('name', 'group_name', 'lifespan'),
  );
  const query = sql.table('assets').where('business_id', businessId).select('*');
  if (assetIds) void query.whereIn('asset_id', [...assetIds]);
  const rows = await execute<AssetDbRow>(db, query);
  const movements = rows.length
    ? await execute<{ asset_id: string; effective_date: string; quantity: string }>(
        db,
        sql
          .table('asset_lines')
          .where('business_id', businessId)
          .whereIn(
            'asset_id',
            rows.map((row) => row.asset_id),
          )
          .whereIn('type', ['asset_buy', 'asset_sale'])
          .orderBy(['position', 'line_no'])
          .select('asset_id', 'effective_date', 'quantity'),
      )
    : [];
  const assets = new Map<string, AssetState>();
  for (const row of rows) {
    assets.set(row.asset_id, {
      assetId: row.asset_id,
      details: detailsOf(row),
      archived: row.archived,
      quantity: row.quantity,
      cost: row.cost,
      accumulatedDepreciation: row.accumulated_depreciation,
      ...(row.last_depreciated_month !== null ? { lastDepreciatedMonth: row.last_depreciated_month } : {}),
      movements: movements.filter((m) => m.asset_id === row.asset_id).map((m) => ({ date: m.effective_date, quantity: m.quantity })),
    });
  }
  return {
    ...(own.length > 0 ? { categories: own.map((row) => ({ name: row.name, group: row.group_name as AssetGroup, lifespan: row.lifespan })) } : {}),
    assets,
  };
}

/** An asset as the API answers it (spec 001 §3 Asset), with its book: monthly depreciation, accumulated depreciation and net book value. */
export interface AssetView extends AssetDetails {
  _id: string;
  id: string;
  currency: string;
  qty_in_stock: string;
  /** Cost of the units held (1500). */
  cost: string;
  monthlyDepreciation: string;
  accumulatedDepreciation: string;
  netBookValue: string;
  lastDepreciatedMonth: string | null;
  archived: boolean;
  createdAt: string;
}

function viewOf(row: AssetDbRow): AssetView {
  const currency = currencyOf(row);
  const details = detailsOf(row);
  return {
    _id: row.asset_id,
    id: row.asset_id,
    ...details,
    // An uploaded picture is read back from GET /assets/{id}/image; otherwise the address sent, if any.
    ...(details.image ? { imageUrl: `/api/v1/assets/${row.asset_id}/image` } : {}),
    currency,
    qty_in_stock: formatQuantity(row.quantity),
    cost: formatAmount(row.cost, currency),
    monthlyDepreciation: formatAmount(monthlyDepreciation(row.purchase_price, row.salvage_value, row.lifespan, currency), currency),
    accumulatedDepreciation: formatAmount(row.accumulated_depreciation, currency),
    netBookValue: formatAmount(decimalMinus(row.cost, row.accumulated_depreciation), currency),
    lastDepreciatedMonth: row.last_depreciated_month,
    archived: row.archived,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const formatQuantity = (value: string) => new Decimal(value).toFixed();
const decimalMinus = (a: string, b: string): string => new Decimal(a).minus(b).toFixed();

export interface ListAssetsFilter {
  page: number;
  limit: number;
  q?: string;
  archived?: boolean;
}

/** The business's assets, newest first, paged; archived ones only when asked for. */
export async function listAssets(db: Queryable, businessId: string, filter: ListAssetsFilter): Promise<{ data: AssetView[]; total: number }> {
  const base = () => {
    const query = sql.table('assets').where({ business_id: businessId, archived: filter.archived ?? false });
    const text = filter.q?.trim();
    if (text) void query.where((q) => q.whereILike('name', `%${text}%`).orWhereILike('tag', `%${text}%`).orWhereILike('serial_no', `%${text}%`));
    return query;
  };
  const rows = await execute<AssetDbRow>(
    db,
    base()
      .orderBy('position', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .select('*'),
  );
  const [{ count }] = await execute<{ count: string }>(db, base().count({ count: '*' }));
  return { data: rows.map(viewOf), total: Number(count) };
}

export async function getAsset(db: Queryable, businessId: string, assetId: string): Promise<AssetView | undefined> {
  const [row] = await execute<AssetDbRow>(db, sql.table('assets').where({ business_id: businessId, asset_id: assetId }).select('*'));
  return row ? viewOf(row) : undefined;
}

/** Assets whose name, tag or serial number contains `q` (archived ones left out), exact tag first. */
export async function searchAssets(db: Queryable, businessId: string, q: string, limit = 20): Promise<AssetView[]> {
  const text = q.trim();
  if (!text) return [];
  const rows = await execute<AssetDbRow>(
    db,
    sql
      .table('assets')
      .where({ business_id: businessId, archived: false })
      .where((w) => w.whereILike('name', `%${text}%`).orWhereILike('tag', `%${text}%`).orWhereILike('serial_no', `%${text}%`))
      .orderByRaw('(lower(tag) = lower(?)) DESC, name', [text])
      .limit(limit)
      .select('*'),
  );
  return rows.map(viewOf);
}

/**
 * Spec 001 §3 Summary: `totalQuantity` units held, `totalPurchaseCost` their cost (1500), and
 * `totalPurchaseValue` their net book value (cost less accumulated depreciation).
 */
export async function assetSummary(
  db: Queryable,
  businessId: string,
): Promise<{ totalQuantity: string; totalPurchaseCost: string; totalPurchaseValue: string; totalAccumulatedDepreciation: string; count: number }> {
  const [row] = await execute<{ quantity: string | null; cost: string | null; depreciation: string | null; count: string; currency: string | null }>(
    db,
    sql
      .table('assets')
      .where({ business_id: businessId, archived: false })
      .select(
        sql.raw(
          'sum(quantity)::text AS quantity, sum(cost)::text AS cost, sum(accumulated_depreciation)::text AS depreciation, count(*)::text AS count, min(currency) AS currency',
        ),
      ),
  );
  const currency = currencyOf({ currency: row?.currency ?? 'NGN' });
  const cost = row?.cost ?? '0';
  const depreciation = row?.depreciation ?? '0';
  return {
    totalQuantity: formatQuantity(row?.quantity ?? '0'),
    totalPurchaseCost: formatAmount(cost, currency),
    totalPurchaseValue: formatAmount(decimalMinus(cost, depreciation), currency),
    totalAccumulatedDepreciation: formatAmount(depreciation, currency),
    count: Number(row?.count ?? 0),
  };
}

/** The next generated asset tag, `AST-000001` onwards (the number after the highest in use). */
export async function nextAssetTag(db: Queryable, businessId: string): Promise<string> {
  const prefix = 'AST-';
  const rows = await execute<{ highest: string | null }>(
    db,
    sql
      .table('assets')
      .where('business_id', businessId)
      .whereRaw('tag ~* ?', [`^AST-[0-9]{1,15}$`])
      .select(sql.raw('max(substring(tag from ?::int)::bigint)::text AS highest', [prefix.length + 1])),
  );
  return `${prefix}${(BigInt(rows[0]?.highest ?? '0') + 1n).toString().padStart(6, '0')}`;
}

/** One row of an asset's log (GET /assets/{id}/transactions/logs). */
export interface AssetLogRow {
  _id: string;
  date: string;
  reference: string;
  number: string | null;
  type: 'asset_buy' | 'asset_sale' | 'depreciation';
  entityId: string | null;
  entityName: string | null;
  description: string | null;
  quantity: string;
  price: string;
  amount: string;
}

const entityNameSql = "nullif(trim(coalesce(c.company, c.first_name || coalesce(' ' || c.last_name, ''))), '')";

/** An asset's bought, sold and depreciated lines between two dates (inclusive, either open), oldest first. */
export async function assetLog(db: Queryable, businessId: string, assetId: string, range: { startDate?: string; endDate?: string }): Promise<AssetLogRow[]> {
  const query = sql
    .table({ l: 'asset_lines' })
    .leftJoin({ c: 'contacts' }, (j) => j.on('c.business_id', 'l.business_id').andOn('c.contact_id', 'l.entity_id'))
    .join({ a: 'assets' }, (j) => j.on('a.business_id', 'l.business_id').andOn('a.asset_id', 'l.asset_id'))
    .where({ 'l.business_id': businessId, 'l.asset_id': assetId })
    .orderBy([{ column: 'l.effective_date' }, { column: 'l.position' }, { column: 'l.line_no' }])
    .select(
      'l.transaction_id',
      'l.effective_date',
      'l.reference',
      'l.number',
      'l.type',
      'l.entity_id',
      'l.description',
      'l.quantity',
      'l.price',
      'l.amount',
      'a.currency',
      sql.raw(`${entityNameSql} AS entity_name`),
    );
  if (range.startDate) void query.where('l.effective_date', '>=', range.startDate);
  if (range.endDate) void query.where('l.effective_date', '<=', range.endDate);
  const rows = await execute<Record<string, string | null>>(db, query);
  return rows.map((row) => {
    const currency = currencyOf({ currency: row.currency ?? 'NGN' });
    return {
      _id: row.transaction_id as string,
      date: row.effective_date as string,
      reference: row.reference as string,
      number: row.number,
      type: row.type as AssetLogRow['type'],
      entityId: row.entity_id,
      entityName: row.entity_name,
      description: row.description,
      quantity: formatQuantity(row.quantity as string).replace(/^-/, ''),
      price: money(row.price, currency) as string,
      amount: money(row.amount, currency) as string,
    };
  });
}

/** Spec 001 §3 Asset transaction: one row per asset buy or sale. */
export interface AssetTransactionRow {
  _id: string;
  date: string;
  reference: string;
  number: string | null;
  type: 'asset_buy' | 'asset_sale';
  entityName: string | null;
  description: string | null;
  amount: string;
}

/** The business's asset buys and sales, newest first, paged (their totals from the documents list). */
export async function listAssetTransactions(
  db: Queryable,
  businessId: string,
  paging: { page: number; limit: number },
): Promise<{ data: AssetTransactionRow[]; total: number }> {
  const base = () => sql.table({ t: 'transactions' }).where('t.business_id', businessId).whereIn('t.event_type', ['AssetBought', 'AssetSold']);
  const rows = await execute<Record<string, string | null>>(
    db,
    base()
      .leftJoin({ c: 'contacts' }, (j) => j.on('c.business_id', 't.business_id').andOn('c.contact_id', 't.entity_id'))
      .orderBy([
        { column: 't.effective_date', order: 'desc' },
        { column: 't.position', order: 'desc' },
      ])
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .select(
        't.transaction_id',
        't.effective_date',
        't.reference',
        't.event_type',
        't.description',
        't.amount',
        sql.raw("t.document->>'number' AS number"),
        sql.raw("t.document->>'currency' AS currency"),
        sql.raw(`${entityNameSql} AS entity_name`),
      ),
  );
  const [{ count }] = await execute<{ count: string }>(db, base().count({ count: '*' }));
  return {
    data: rows.map((row) => ({
      _id: row.transaction_id as string,
      date: row.effective_date as string,
      reference: row.reference as string,
      number: row.number,
      type: row.event_type === 'AssetBought' ? 'asset_buy' : 'asset_sale',
      entityName: row.entity_name,
      description: row.description,
      amount: formatAmount(row.amount as string, currencyOf({ currency: row.currency ?? 'NGN' })),
    })),
    total: Number(count),
  };
}

/** An asset that may be due a depreciation charge: held now, or held at some time and not charged since. */
export interface DepreciationCandidate {
  businessId: string;
  assetId: string;
}

/** Every asset with units held (across businesses): the depreciation job's candidates, each decided again under its stream lock. */
export async function listDepreciationCandidates(db: Queryable): Promise<DepreciationCandidate[]> {
  const rows = await execute<{ business_id: string; asset_id: string }>(
    db,
    sql.table('assets').where('quantity', '>', 0).orderBy(['business_id', 'position']).select('business_id', 'asset_id'),
  );
  return rows.map((row) => ({ businessId: row.business_id, assetId: row.asset_id }));
}
