import type { Knex } from 'knex';
import { Decimal, formatAmount, isCurrencyCode, type ContactKind, type Measurement, type ProductImage, type ProductKind } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

/** A product or service as the catalogue holds it, with its stock from the ledger (0 when none). */
export interface ProductRow {
  productId: string;
  kind: ProductKind;
  name: string;
  sku: string;
  barcode: string | null;
  description: string | null;
  measurement: Measurement;
  currency: string;
  buyingPrice: string;
  sellingPrice: string;
  stockLevel: string | null;
  categoryName: string | null;
  brandName: string | null;
  size: string | null;
  color: string | null;
  expiryDate: string | null;
  expiryReminderDays: number | null;
  image: ProductImage | null;
  /** ISO 8601: when the product was recorded. */
  createdAt: string;
  /** ISO 8601: when it was archived; null while it is in the lists. */
  archivedAt: string | null;
  position: string;
  /** Quantity in stock (the ledger's product_stock), no trailing zeros. */
  quantity: string;
  /** Inventory value at cost, at the currency's scale. */
  value: string;
  /** How many variants it has (product_families); 0 for most products. Its stock is then its variants'. */
  variantsCount: number;
}

export interface ContactRow {
  contactId: string;
  firstName: string;
  lastName: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
  description: string | null;
  kinds: ContactKind[];
  createdAt: string;
  /** ISO 8601: when it was archived; null while it is in the lists. */
  archivedAt: string | null;
  position: string;
}

export interface Page<T> {
  items: T[];
  /** Rows matching the filter, over all pages. */
  total: number;
}

export interface PageRequest {
  /** From 1. */
  page: number;
  limit: number;
}

interface ProductDbRow {
  product_id: string;
  kind: ProductKind;
  name: string;
  sku: string;
  barcode: string | null;
  description: string | null;
  measurement: Measurement;
  currency: string;
  buying_price: string;
  selling_price: string;
  stock_level: string | null;
  category_name: string | null;
  brand_name: string | null;
  size: string | null;
  color: string | null;
  expiry_date: string | null;
  expiry_reminder_days: number | null;
  image: ProductImage | null;
  created_at: Date;
  archived_at: Date | null;
  position: string;
  quantity: string;
  value: string;
  variants_count: number;
}

interface ContactDbRow {
  contact_id: string;
  first_name: string;
  last_name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  post_code: string | null;
  country: string | null;
  description: string | null;
  kinds: ContactKind[];
  created_at: Date;
  archived_at: Date | null;
  position: string;
}

const money = (amount: string, currency: string) => (isCurrencyCode(currency) ? formatAmount(amount, currency) : new Decimal(amount).toFixed());
const plain = (value: string | null) => (value === null ? null : new Decimal(value).toString());

function toProductRow(row: ProductDbRow): ProductRow {
  const currency = row.currency.trim();
  return {
    productId: row.product_id,
    kind: row.kind,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    description: row.description,
    measurement: row.measurement,
    currency,
    buyingPrice: money(row.buying_price, currency),
    sellingPrice: money(row.selling_price, currency),
    stockLevel: plain(row.stock_level),
    categoryName: row.category_name,
    brandName: row.brand_name,
    size: row.size,
    color: row.color,
    expiryDate: row.expiry_date,
    expiryReminderDays: row.expiry_reminder_days,
    image: row.image,
    createdAt: row.created_at.toISOString(),
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    position: String(row.position),
    quantity: plain(row.quantity) ?? '0',
    value: money(row.value, currency),
    variantsCount: Number(row.variants_count),
  };
}

function toContactRow(row: ContactDbRow): ContactRow {
  return {
    contactId: row.contact_id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postCode: row.post_code,
    country: row.country,
    description: row.description,
    kinds: row.kinds,
    createdAt: row.created_at.toISOString(),
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
    position: String(row.position),
  };
}

/** `q` as an ILIKE pattern matching it anywhere, its own % _ \ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `fam`: the product's row of product_families, if it is a variant, has variants or raw material lines. */
function joinFamily(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.leftJoin('product_families as fam', function () {
    this.on('fam.business_id', '=', 'p.business_id').andOn('fam.product_id', '=', 'p.product_id');
  });
}

/**
 * Products with their stock (`p` products, `s` product_stock: the ledger's, no row is nothing in
 * stock) and their family (`fam`, see joinFamily).
 */
function products(businessId: string): Knex.QueryBuilder {
  return joinFamily(
    sql.table('products as p').leftJoin('product_stock as s', function () {
      this.on('s.business_id', '=', 'p.business_id').andOn('s.product_id', '=', 'p.product_id');
    }),
  )
    .where('p.business_id', businessId)
    .select(
      'p.*',
      sql.raw('coalesce(s.quantity, 0)::text AS quantity'),
      sql.raw('coalesce(s.value, 0)::text AS value'),
      sql.raw('coalesce(fam.variants_count, 0) AS variants_count'),
    );
}

/**
 * Low in stock (rows `p`, `s`, `fam` as products() has them): a product at or below its stock level,
 * a level of 0 counting when nothing is left. A product with variants never is: its own quantity
 * stays 0, its stock is its variants', each with a level of its own.
 */
export const LOW_IN_STOCK = "p.kind = 'product' AND coalesce(fam.variants_count, 0) = 0 AND coalesce(s.quantity, 0) <= coalesce(p.stock_level, 0)";

/**
 * Out of stock (rows as LOW_IN_STOCK): a product with nothing left. A product with variants never
 * is, for the reason LOW_IN_STOCK gives: it holds no stock of its own, each variant is counted by
 * its own quantity.
 */
export const OUT_OF_STOCK = "p.kind = 'product' AND coalesce(fam.variants_count, 0) = 0 AND coalesce(s.quantity, 0) <= 0";

/**
 * In stock (rows as LOW_IN_STOCK): a product with some left. A product with variants never is
 * either, as it is never low nor out of stock: its own quantity stays 0 and its stock is its
 * variants', each in the list and counted by its own quantity. Showing the parent whenever one
 * variant has stock would count that stock twice and say nothing of its other variants.
 */
export const IN_STOCK = "p.kind = 'product' AND coalesce(fam.variants_count, 0) = 0 AND coalesce(s.quantity, 0) > 0";

function matchingProduct(query: Knex.QueryBuilder, q: string | undefined): Knex.QueryBuilder {
  const text = q?.trim();
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where((where) => {
    void where
      .whereRaw("p.name ILIKE ? ESCAPE '\\'", [pattern])
      .orWhereRaw("p.sku ILIKE ? ESCAPE '\\'", [pattern])
      .orWhereRaw("p.barcode ILIKE ? ESCAPE '\\'", [pattern]);
  });
}

export interface ListProductsFilter extends PageRequest {
  kind?: ProductKind;
  q?: string;
  /** true: the archived ones only; otherwise the ones in the lists. */
  archived?: boolean;
  /** More conditions on the rows (`p` products, `s` product_stock): the list's filter_by. */
  refine?: (query: Knex.QueryBuilder) => void;
}

/** A page of the catalogue (or of its archived products), newest first, with the total matching. */
export async function listProducts(db: Queryable, businessId: string, filter: ListProductsFilter): Promise<Page<ProductRow>> {
  const filtered = () => {
    const query = products(businessId);
    if (filter.kind) void query.where('p.kind', filter.kind);
    void (filter.archived ? query.whereNotNull('p.archived_at') : query.whereNull('p.archived_at'));
    filter.refine?.(query);
    return matchingProduct(query, filter.q);
  };
  const [rows, counted] = await Promise.all([
    execute<ProductDbRow>(
      db,
      filtered()
        .orderBy([
          { column: 'p.position', order: 'desc' },
          { column: 'p.product_id', order: 'asc' },
        ])
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
    ),
    execute<{ total: number }>(db, filtered().clearSelect().count({ total: '*' })),
  ]);
  return { items: rows.map(toProductRow), total: Number(counted[0]?.total ?? 0) };
}

/** A label the business's products carry (spec 002 GET /tags): a category or brand name, and how many products carry it. */
export interface ProductTag {
  name: string;
  kind: 'category' | 'brand';
  count: number;
}

/**
 * The distinct category and brand names of the business's products and services in the lists
 * (archived ones left out, as the list leaves them out), compared without case like the list's
 * filters (one spelling shown: the first in byte order), sorted by name without case, a category before a brand of the same name.
 */
export async function listProductTags(db: Queryable, businessId: string): Promise<ProductTag[]> {
  const rows = await execute<ProductTag>(
    db,
    sql
      .table('products as p')
      // Each product's category and brand as rows of one column, so one scan counts both.
      .joinRaw("CROSS JOIN LATERAL (VALUES (p.category_name, 'category'), (p.brand_name, 'brand')) AS t(name, kind)")
      .where('p.business_id', businessId)
      .whereNull('p.archived_at')
      .whereRaw("btrim(t.name) <> ''")
      .groupByRaw('lower(t.name), t.kind')
      .select(sql.raw('min(t.name COLLATE "C") AS name'), 't.kind', sql.raw('count(*)::int AS count'))
      .orderByRaw('lower(t.name), t.kind DESC'),
  );
  return rows.map((row) => ({ name: row.name, kind: row.kind, count: Number(row.count) }));
}

export async function findProduct(db: Queryable, businessId: string, productId: string): Promise<ProductRow | undefined> {
  const rows = await execute<ProductDbRow>(db, products(businessId).where('p.product_id', productId));
  return rows[0] && toProductRow(rows[0]);
}

/** The business's products among `productIds` (others' and unknown ids are simply absent). */
export async function findProducts(db: Queryable, businessId: string, productIds: readonly string[]): Promise<Map<string, ProductRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await execute<ProductDbRow>(db, products(businessId).whereIn('p.product_id', [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.product_id, toProductRow(row)]));
}

/** The product whose SKU is `sku`, compared without case (SKUs are unique that way). */
export async function findProductBySku(db: Queryable, businessId: string, sku: string): Promise<ProductRow | undefined> {
  const rows = await execute<ProductDbRow>(db, products(businessId).whereRaw('lower(p.sku) = lower(?)', [sku]));
  return rows[0] && toProductRow(rows[0]);
}

/** The next free SKU `<prefix><n>` (n zero-padded to `width`): one past the highest such number in use. */
export async function nextSequentialSku(db: Queryable, businessId: string, prefix: string, width = 6): Promise<string> {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\-]/g, (c) => `\\${c}`);
  const rows = await execute<{ highest: string | null }>(
    db,
    sql
      .table('products')
      .where('business_id', businessId)
      .whereRaw('sku ~* ?', [`^${escaped}[0-9]{1,15}$`])
      .select(sql.raw('max(substring(sku from ?::int)::bigint)::text AS highest', [prefix.length + 1])),
  );
  const next = BigInt(rows[0]?.highest ?? '0') + 1n;
  return `${prefix}${next.toString().padStart(width, '0')}`;
}

export interface SearchProductsFilter {
  q: string;
  kind?: ProductKind;
  limit: number;
}

/** Products in the lists (not archived) whose name, SKU or barcode contains `q`: exact SKU or barcode first, then names that start with it. */
export async function searchProducts(db: Queryable, businessId: string, filter: SearchProductsFilter): Promise<ProductRow[]> {
  const text = filter.q.trim();
  if (!text) return [];
  const query = matchingProduct(products(businessId).whereNull('p.archived_at'), text);
  if (filter.kind) void query.where('p.kind', filter.kind);
  const rows = await execute<ProductDbRow>(
    db,
    query
      .orderByRaw('(lower(p.sku) = lower(?) OR p.barcode = ?) DESC', [text, text])
      .orderByRaw("p.name ILIKE ? ESCAPE '\\' DESC", [`${containsPattern(text).slice(1)}`])
      .orderBy([
        { column: 'p.name', order: 'asc' },
        { column: 'p.product_id', order: 'asc' },
      ])
      .limit(filter.limit),
  );
  return rows.map(toProductRow);
}

/** Contact groups of the Contacts hub (spec 001 §2), read from the contacts' kinds. */
export const CONTACT_GROUPS = ['customers', 'suppliers', 'others'] as const;
export type ContactGroup = (typeof CONTACT_GROUPS)[number];
// Array literals (knex would spread a bound JS array into several parameters).
const CUSTOMER_KINDS = `{${(['customer'] satisfies ContactKind[]).join(',')}}`;
const SUPPLIER_KINDS = `{${(['supplier', 'vendor'] satisfies ContactKind[]).join(',')}}`;
const NAMED_KINDS = `{${(['customer', 'supplier', 'vendor'] satisfies ContactKind[]).join(',')}}`;

function matchingContact(query: Knex.QueryBuilder, q: string | undefined): Knex.QueryBuilder {
  const text = q?.trim();
  if (!text) return query;
  const pattern = containsPattern(text);
  return query.where((where) => {
    void where
      .whereRaw("(first_name || coalesce(' ' || last_name, '')) ILIKE ? ESCAPE '\\'", [pattern])
      .orWhereRaw("company ILIKE ? ESCAPE '\\'", [pattern])
      .orWhereRaw("email ILIKE ? ESCAPE '\\'", [pattern])
      .orWhereRaw("phone ILIKE ? ESCAPE '\\'", [pattern]);
  });
}

export interface ListContactsFilter extends PageRequest {
  /** customers: kind customer; suppliers: supplier or vendor; others: neither. */
  group?: ContactGroup;
  q?: string;
  /** true: the archived ones only; otherwise the ones in the lists. */
  archived?: boolean;
}

/** A page of contacts (or of the archived ones), newest first, with the total matching. */
export async function listContacts(db: Queryable, businessId: string, filter: ListContactsFilter): Promise<Page<ContactRow>> {
  const filtered = () => {
    const query = sql.table('contacts').where('business_id', businessId);
    void (filter.archived ? query.whereNotNull('archived_at') : query.whereNull('archived_at'));
    if (filter.group === 'customers') void query.whereRaw('kinds && ?::text[]', [CUSTOMER_KINDS]);
    if (filter.group === 'suppliers') void query.whereRaw('kinds && ?::text[]', [SUPPLIER_KINDS]);
    if (filter.group === 'others') void query.whereRaw('NOT (kinds && ?::text[])', [NAMED_KINDS]);
    return matchingContact(query, filter.q);
  };
  const [rows, counted] = await Promise.all([
    execute<ContactDbRow>(
      db,
      filtered()
        .select('*')
        .orderBy([
          { column: 'position', order: 'desc' },
          { column: 'contact_id', order: 'asc' },
        ])
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
    ),
    execute<{ total: number }>(db, filtered().count({ total: '*' })),
  ]);
  return { items: rows.map(toContactRow), total: Number(counted[0]?.total ?? 0) };
}

export async function findContact(db: Queryable, businessId: string, contactId: string): Promise<ContactRow | undefined> {
  const rows = await execute<ContactDbRow>(db, sql.table('contacts').select('*').where({ business_id: businessId, contact_id: contactId }));
  return rows[0] && toContactRow(rows[0]);
}

/** The business's contacts among `contactIds` (others' and unknown ids are simply absent). */
export async function findContacts(db: Queryable, businessId: string, contactIds: readonly string[]): Promise<Map<string, ContactRow>> {
  if (contactIds.length === 0) return new Map();
  const rows = await execute<ContactDbRow>(
    db,
    sql
      .table('contacts')
      .select('*')
      .where('business_id', businessId)
      .whereIn('contact_id', [...new Set(contactIds)]),
  );
  return new Map(rows.map((row) => [row.contact_id, toContactRow(row)]));
}

/** Contacts in the lists (not archived) whose name, company, e-mail or phone contains `q`, names that start with it first. */
export async function searchContacts(db: Queryable, businessId: string, q: string, limit: number): Promise<ContactRow[]> {
  const text = q.trim();
  if (!text) return [];
  const rows = await execute<ContactDbRow>(
    db,
    matchingContact(sql.table('contacts').select('*').where('business_id', businessId).whereNull('archived_at'), text)
      .orderByRaw("(first_name || coalesce(' ' || last_name, '')) ILIKE ? ESCAPE '\\' DESC", [containsPattern(text).slice(1)])
      .orderBy([
        { column: 'first_name', order: 'asc' },
        { column: 'last_name', order: 'asc' },
        { column: 'contact_id', order: 'asc' },
      ])
      .limit(limit),
  );
  return rows.map(toContactRow);
}

/** Products in the lists low in stock (LOW_IN_STOCK), fewest in stock first. */
export async function listLowInStock(db: Queryable, businessId: string, page: PageRequest): Promise<Page<ProductRow>> {
  const filtered = () => products(businessId).whereNull('p.archived_at').whereRaw(LOW_IN_STOCK);
  const [rows, counted] = await Promise.all([
    execute<ProductDbRow>(
      db,
      filtered()
        .orderByRaw('coalesce(s.quantity, 0) ASC')
        .orderBy([
          { column: 'p.name', order: 'asc' },
          { column: 'p.product_id', order: 'asc' },
        ])
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
    ),
    execute<{ total: number }>(db, filtered().clearSelect().count({ total: '*' })),
  ]);
  return { items: rows.map(toProductRow), total: Number(counted[0]?.total ?? 0) };
}

/** The products in the lists with the most in stock, most first. */
export async function listTopInStock(db: Queryable, businessId: string, limit: number): Promise<ProductRow[]> {
  const rows = await execute<ProductDbRow>(
    db,
    products(businessId)
      .where('p.kind', 'product')
      .whereNull('p.archived_at')
      .whereRaw('coalesce(s.quantity, 0) > 0')
      .orderByRaw('s.quantity DESC')
      .orderBy([
        { column: 'p.name', order: 'asc' },
        { column: 'p.product_id', order: 'asc' },
      ])
      .limit(limit),
  );
  return rows.map(toProductRow);
}

export interface InventorySummary {
  products: number;
  services: number;
  archived: number;
  /** Products at or below their stock level (LOW_IN_STOCK), and those with nothing left. */
  lowInStock: number;
  outOfStock: number;
  /** Units in stock over all products, and their value at cost, per currency (one for most businesses). */
  quantity: string;
  values: { currency: string; value: string }[];
}

/** The Products & Services hub's figures (spec 001 §2), products in the lists only. */
export async function inventorySummary(db: Queryable, businessId: string): Promise<InventorySummary> {
  const [counts] = await execute<Record<string, string>>(
    db,
    joinFamily(
      sql.table('products as p').leftJoin('product_stock as s', function () {
        this.on('s.business_id', '=', 'p.business_id').andOn('s.product_id', '=', 'p.product_id');
      }),
    )
      .where('p.business_id', businessId)
      .select(
        sql.raw("count(*) FILTER (WHERE p.kind = 'product' AND p.archived_at IS NULL)::text AS products"),
        sql.raw("count(*) FILTER (WHERE p.kind = 'service' AND p.archived_at IS NULL)::text AS services"),
        sql.raw('count(*) FILTER (WHERE p.archived_at IS NOT NULL)::text AS archived'),
        sql.raw(`count(*) FILTER (WHERE p.archived_at IS NULL AND ${LOW_IN_STOCK})::text AS low`),
        sql.raw(`count(*) FILTER (WHERE p.archived_at IS NULL AND ${OUT_OF_STOCK})::text AS out`),
        sql.raw("coalesce(sum(s.quantity) FILTER (WHERE p.kind = 'product' AND p.archived_at IS NULL), 0)::text AS quantity"),
      ),
  );
  const values = await execute<{ currency: string; value: string }>(
    db,
    sql
      .table('products as p')
      .join('product_stock as s', function () {
        this.on('s.business_id', '=', 'p.business_id').andOn('s.product_id', '=', 'p.product_id');
      })
      .where('p.business_id', businessId)
      .whereNull('p.archived_at')
      .groupBy('p.currency')
      .orderBy('p.currency')
      .select('p.currency', sql.raw('sum(s.value)::text AS value')),
  );
  return {
    products: Number(counts?.products ?? 0),
    services: Number(counts?.services ?? 0),
    archived: Number(counts?.archived ?? 0),
    lowInStock: Number(counts?.low ?? 0),
    outOfStock: Number(counts?.out ?? 0),
    quantity: plain(counts?.quantity ?? '0') ?? '0',
    values: values.map((row) => ({ currency: row.currency.trim(), value: money(row.value, row.currency.trim()) })),
  };
}

export interface ContactCounts {
  all: number;
  customers: number;
  suppliers: number;
  others: number;
  archived: number;
}

/** How many contacts the business has in the lists, by group (spec 001 §2), and how many are archived. */
export async function countContacts(db: Queryable, businessId: string): Promise<ContactCounts> {
  const [row] = await execute<Record<string, string>>(
    db,
    sql
      .table('contacts')
      .where('business_id', businessId)
      .select(
        sql.raw('count(*) FILTER (WHERE archived_at IS NULL)::text AS "all"'),
        sql.raw('count(*) FILTER (WHERE archived_at IS NULL AND kinds && ?::text[])::text AS customers', [CUSTOMER_KINDS]),
        sql.raw('count(*) FILTER (WHERE archived_at IS NULL AND kinds && ?::text[])::text AS suppliers', [SUPPLIER_KINDS]),
        sql.raw('count(*) FILTER (WHERE archived_at IS NULL AND NOT (kinds && ?::text[]))::text AS others', [NAMED_KINDS]),
        sql.raw('count(*) FILTER (WHERE archived_at IS NOT NULL)::text AS archived'),
      ),
  );
  return {
    all: Number(row?.all ?? 0),
    customers: Number(row?.customers ?? 0),
    suppliers: Number(row?.suppliers ?? 0),
    others: Number(row?.others ?? 0),
    archived: Number(row?.archived ?? 0),
  };
}
