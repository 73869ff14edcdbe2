import type { Knex } from 'knex';
import { Decimal, type CurrencyCode, type JournalLine, type StockMovement, type VoidableTransaction } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

/** A transactions row's items: its document's own (null when it has none). Migration 019 says why they are not a column. */
export const documentItems = (alias = 't') => sql.raw(`NULLIF(${alias}.document -> 'items', 'null'::jsonb) AS items`);

/**
 * Where a transfer between the business's accounts went ("Cash" or a bank account id, as `account`
 * names where it came from); null for every other transaction. Read from the document, which the
 * lists do not load whole.
 */
export const transferTo = (alias = 't') =>
  sql.raw(
    `CASE WHEN ${alias}.event_type = 'FundsTransferred' THEN CASE WHEN ${alias}.document -> 'to' ->> 'kind' = 'cash' THEN 'Cash' ELSE ${alias}.document -> 'to' ->> 'bankAccountId' END END AS to_account`,
  );

/** A transactions row as the lists and the detail show it (amounts as stored: decimal strings). */
export interface TransactionRecord {
  transactionId: string;
  reference: string;
  eventType: string;
  /** List type: sales, purchases, expenses, inflows, outflows, transfer, others. */
  type: string;
  subtype: string | null;
  status: 'posted' | 'voided';
  date: string;
  amount: string;
  paid: string | null;
  balanceDue: string;
  dueDate: string | null;
  /** "Cash", a bank account id, or "" where there is none. */
  account: string;
  /** A transfer's destination: "Cash" or a bank account id; null for every other transaction. */
  toAccount: string | null;
  description: string | null;
  entityId: string | null;
  /** The contact's name, when the catalogue knows it. */
  entityName: string | null;
  items: unknown[] | null;
  document: Record<string, unknown> | null;
  recordedBy: string | null;
  position: string;
  changedPosition: string | null;
  recordedAt: Date;
}

/** A transactions row as read (list queries elsewhere read it without its document). */
export interface TransactionDbRow {
  transaction_id: string;
  reference: string;
  event_type: string;
  type: string;
  subtype: string | null;
  status: 'posted' | 'voided';
  effective_date: string;
  amount: string;
  paid: string | null;
  balance_due: string;
  due_date: string | null;
  account: string;
  to_account: string | null;
  description: string | null;
  entity_id: string | null;
  entity_name: string | null;
  items: unknown[] | null;
  document: Record<string, unknown> | null;
  recorded_by: string | null;
  position: string;
  changed_position: string | null;
  recorded_at: Date;
}

/** A transactions row as the API answers it. */
export const transactionRecord = (row: TransactionDbRow): TransactionRecord => ({
  transactionId: row.transaction_id,
  reference: row.reference,
  eventType: row.event_type,
  type: row.type,
  subtype: row.subtype,
  status: row.status,
  date: row.effective_date,
  amount: row.amount,
  paid: row.paid,
  balanceDue: row.balance_due,
  dueDate: row.due_date,
  account: row.account,
  toAccount: row.to_account ?? null,
  description: row.description,
  entityId: row.entity_id,
  entityName: row.entity_name,
  items: row.items,
  document: row.document,
  recordedBy: row.recorded_by,
  position: row.position,
  changedPosition: row.changed_position,
  recordedAt: row.recorded_at,
});

const ENTITY_NAME = "nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '')";

/** The transactions of a business with their contact's name (the catalogue's contacts). */
function transactionsOf(businessId: string, columns: 'list' | 'full' = 'full'): Knex.QueryBuilder {
  return sql
    .table('transactions as t')
    .leftJoin('contacts as c', function () {
      this.on('c.business_id', 't.business_id').andOn('c.contact_id', 't.entity_id');
    })
    .where('t.business_id', businessId)
    .select(
      't.transaction_id',
      't.reference',
      't.event_type',
      't.type',
      't.subtype',
      't.status',
      't.effective_date',
      't.amount',
      't.paid',
      't.balance_due',
      't.due_date',
      't.account',
      transferTo('t'),
      't.description',
      't.entity_id',
      sql.raw(`${ENTITY_NAME} AS entity_name`),
      documentItems('t'),
      columns === 'full' ? 't.document' : sql.raw('NULL::jsonb AS document'),
      't.recorded_by',
      't.position',
      't.changed_position',
      't.recorded_at',
    );
}

/** One transaction of the business, by its id or its reference (a reference wins when both could match). */
export async function findTransaction(db: Queryable, businessId: string, idOrReference: string): Promise<TransactionRecord | undefined> {
  const rows = await execute<TransactionDbRow>(
    db,
    transactionsOf(businessId)
      .where((query) => query.where('t.reference', idOrReference).orWhere('t.transaction_id', idOrReference))
      .orderByRaw('(t.reference = ?) DESC', [idOrReference])
      .limit(1),
  );
  return rows[0] ? transactionRecord(rows[0]) : undefined;
}

/**
 * The ids of the business's posted (not voided) transactions, newest first by position, leaving out
 * the event types given (those a void refuses). Newest first, so a payment comes before the document
 * it paid and an application before its prepayment: voiding in this order never meets a document
 * that still has payments.
 */
export async function standingTransactionsNewestFirst(
  db: Queryable,
  businessId: string,
  options: { excludeEventTypes: readonly string[]; limit: number },
): Promise<{ transactionId: string; eventType: string }[]> {
  const rows = await execute<{ transaction_id: string; event_type: string }>(
    db,
    sql
      .table('transactions')
      .select('transaction_id', 'event_type')
      .where({ business_id: businessId, status: 'posted' })
      .whereNotIn('event_type', [...options.excludeEventTypes])
      .orderBy('position', 'desc')
      .limit(options.limit),
  );
  return rows.map((row) => ({ transactionId: row.transaction_id, eventType: row.event_type }));
}

/** How many posted (not voided) transactions of these event types the business has. */
export async function countStandingTransactions(db: Queryable, businessId: string, eventTypes: readonly string[]): Promise<number> {
  const rows = await execute<{ total: number }>(
    db,
    sql
      .table('transactions')
      .where({ business_id: businessId, status: 'posted' })
      .whereIn('event_type', [...eventTypes])
      .select(sql.raw('count(*)::int AS total')),
  );
  return rows[0]?.total ?? 0;
}

/** The payments recorded against a credit document that are not voided. */
export async function standingPaymentsOf(db: Queryable, businessId: string, documentId: string): Promise<TransactionRecord[]> {
  const rows = await execute<TransactionDbRow>(
    db,
    transactionsOf(businessId)
      .where({ 't.event_type': 'PaymentRecorded', 't.status': 'posted' })
      .whereRaw("t.document->>'documentId' = ?", [documentId])
      .orderBy('t.position'),
  );
  return rows.map(transactionRecord);
}

/** What a prepayment has been used for so far (PrepaymentApplied, not voided). */
export async function prepaymentApplied(db: Queryable, businessId: string, prepaymentId: string): Promise<string> {
  const rows = await execute<{ applied: string | null }>(
    db,
    sql
      .table('transactions')
      .where({ business_id: businessId, event_type: 'PrepaymentApplied', status: 'posted' })
      .whereRaw("document->>'prepaymentId' = ?", [prepaymentId])
      .select(sql.raw('sum(amount) AS applied')),
  );
  return rows[0]?.applied ?? '0';
}

interface JournalDbRow {
  account_code: string;
  sub_account: string;
  contact_id: string | null;
  product_id: string | null;
  debit: string;
  credit: string;
}

/** The lines an event posted for an entry, as JournalLines (for rows written before documents were kept). */
async function postedLines(db: Queryable, businessId: string, entryId: string, position: string): Promise<JournalLine[]> {
  const rows = await execute<JournalDbRow>(
    db,
    sql
      .table('journal_lines')
      .select('account_code', 'sub_account', 'contact_id', 'product_id', 'debit', 'credit')
      .where({ business_id: businessId, entry_id: entryId, position })
      .orderBy('line_no'),
  );
  return rows.map((row) => ({
    account: row.account_code,
    ...(row.sub_account !== '' ? { subAccount: row.sub_account } : {}),
    ...(row.contact_id !== null ? { contactId: row.contact_id } : {}),
    ...(row.product_id !== null ? { productId: row.product_id } : {}),
    debit: row.debit,
    credit: row.credit,
  }));
}

export interface LoadedDocument extends VoidableTransaction {
  /** The document's event data (for an amended document, the corrected one). */
  document: Record<string, unknown>;
  /** Product names from the document's items, for messages. */
  productNames: Map<string, string>;
}

/**
 * A posted document as a void or an amendment needs it: its standing lines and stock (the
 * document's own, which an amendment replaced with the corrected ones), status, and whether
 * payments stand against it. Read inside the command's decision, under the stream lock.
 */
export async function loadDocumentForVoid(db: Queryable, businessId: string, idOrReference: string): Promise<LoadedDocument | undefined> {
  const row = await findTransaction(db, businessId, idOrReference);
  if (!row) return undefined;
  const document = (row.document ?? {}) as Record<string, unknown> & { lines?: JournalLine[]; stock?: StockMovement[]; currency?: string };
  const lines = Array.isArray(document.lines) ? document.lines : await postedLines(db, businessId, row.transactionId, row.position);
  const currency = (document.currency ?? (await businessCurrency(db, businessId))) as CurrencyCode;
  const payments = await standingPaymentsOf(db, businessId, row.transactionId);
  const applied = row.eventType === 'ExpenseRecorded' && document.prepayment === true ? await prepaymentApplied(db, businessId, row.transactionId) : '0';
  const productNames = new Map<string, string>();
  for (const item of (Array.isArray(document.items) ? document.items : []) as { productId?: string; name?: string }[]) {
    if (item.productId && item.name) productNames.set(item.productId, item.name);
  }
  return {
    transactionId: row.transactionId,
    reference: row.reference,
    eventType: row.eventType,
    date: row.date,
    currency,
    lines,
    ...(Array.isArray(document.stock) && document.stock.length > 0 ? { stock: document.stock } : {}),
    status: row.status,
    hasPayments: payments.length > 0,
    ...(new Decimal(applied).isZero() ? {} : { hasApplications: true }),
    ...(row.description !== null ? { description: row.description } : {}),
    ...(row.entityId !== null ? { entityId: row.entityId } : {}),
    document,
    productNames,
  };
}

async function businessCurrency(db: Queryable, businessId: string): Promise<string> {
  const rows = await execute<{ currency: string }>(db, sql.table('businesses').select('currency').where({ business_id: businessId }));
  return rows[0]?.currency.trim() ?? 'NGN';
}

/** Quantity and value in stock now, for the products asked about (absent: none). */
export async function stockOnHandOf(
  db: Queryable,
  businessId: string,
  productIds: readonly string[],
): Promise<Map<string, { quantity: string; value: string }>> {
  if (productIds.length === 0) return new Map();
  const rows = await execute<{ product_id: string; quantity: string; value: string }>(
    db,
    sql
      .table('product_stock')
      .select('product_id', 'quantity', 'value')
      .where('business_id', businessId)
      .whereIn('product_id', [...new Set(productIds)]),
  );
  return new Map(rows.map((row) => [row.product_id, { quantity: row.quantity, value: row.value }]));
}

/** The generic list filter (spec 002 §7), already read and defaulted by the API. */
export interface TransactionListFilter {
  /** Inclusive effective-date bounds, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** List types to keep (sales, purchases, …); empty keeps none. */
  types?: readonly string[];
  /** List types to leave out (the "others" list). */
  excludeTypes?: readonly string[];
  subtypes?: readonly string[];
  /** "Cash" or a bank account id: what the money came from or went into (a transfer from it or into it). */
  paymentMethod?: string;
  /** The user who recorded it. */
  staff?: string;
  /** Expense category. */
  category?: string;
  status?: 'posted' | 'voided';
  /** Words searched in the reference, description and contact. */
  q?: string;
  /** One contact's transactions only (its id, exactly). */
  entityId?: string;
}

export interface TransactionListOrder {
  sort: 'date' | 'amount';
  mode: 'asc' | 'desc';
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyFilter(query: Knex.QueryBuilder, filter: TransactionListFilter): Knex.QueryBuilder {
  if (filter.from) query.where('t.effective_date', '>=', filter.from);
  if (filter.to) query.where('t.effective_date', '<=', filter.to);
  // An empty list keeps nothing (a screen's types and the client's filter that do not meet).
  if (filter.types) query.whereIn('t.type', filter.types as string[]);
  if (filter.excludeTypes && filter.excludeTypes.length > 0) query.whereNotIn('t.type', filter.excludeTypes as string[]);
  if (filter.subtypes && filter.subtypes.length > 0) query.whereIn('t.subtype', filter.subtypes as string[]);
  if (filter.paymentMethod) {
    // The money came from the account or went into it: a transfer between the business's accounts
    // is in both accounts' lists, as it is on both accounts' pages.
    const cash = filter.paymentMethod.toLowerCase() === 'cash';
    const account = cash ? 'Cash' : filter.paymentMethod;
    query.where((q) =>
      q.where('t.account', account).orWhere((transfer) => {
        void transfer.where('t.event_type', 'FundsTransferred');
        if (cash) void transfer.whereRaw("t.document -> 'to' ->> 'kind' = 'cash'");
        else void transfer.whereRaw("t.document -> 'to' ->> 'bankAccountId' = ?", [account]);
      }),
    );
  }
  if (filter.staff) query.where('t.recorded_by', filter.staff);
  if (filter.category) {
    const category = filter.category;
    query.where((q) =>
      q.whereRaw("t.document->>'category' = ?", [category]).orWhere((inner) => inner.where('t.type', 'expenses').where('t.subtype', category)),
    );
  }
  if (filter.status) query.where('t.status', filter.status);
  if (filter.entityId !== undefined) query.where('t.entity_id', filter.entityId);
  for (const word of (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${likeEscape(word)}%`;
    query.where((q) =>
      q
        .whereRaw("t.reference ILIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("t.description ILIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("t.entity_id ILIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw(`${ENTITY_NAME} ILIKE ? ESCAPE '\\'`, [pattern])
        .orWhereRaw("c.company ILIKE ? ESCAPE '\\'", [pattern])
        .orWhereRaw("c.email ILIKE ? ESCAPE '\\'", [pattern]),
    );
  }
  return query;
}

/** One page of the filtered list and the number of rows the filter matches. */
export async function listTransactions(
  db: Queryable,
  businessId: string,
  filter: TransactionListFilter,
  order: TransactionListOrder,
  page: { limit: number; offset: number },
): Promise<{ rows: TransactionRecord[]; total: number }> {
  const direction = order.mode === 'asc' ? 'asc' : 'desc';
  const sorted = applyFilter(transactionsOf(businessId, 'list'), filter)
    .orderBy(order.sort === 'amount' ? 't.amount' : 't.effective_date', direction)
    .orderBy('t.position', direction)
    .limit(page.limit)
    .offset(page.offset);
  const counted = applyFilter(
    sql
      .table('transactions as t')
      .leftJoin('contacts as c', function () {
        this.on('c.business_id', 't.business_id').andOn('c.contact_id', 't.entity_id');
      })
      .where('t.business_id', businessId),
    filter,
  ).select(sql.raw('count(*)::int AS total'));
  const [rows, [count]] = [await execute<TransactionDbRow>(db, sorted), await execute<{ total: number }>(db, counted)];
  return { rows: rows.map(transactionRecord), total: count?.total ?? 0 };
}

export interface TransactionTotals {
  sales: string;
  purchases: string;
  expenses: string;
  inflows: string;
  outflows: string;
  transfers: string;
  others: string;
  /** Transactions counted (voided ones are not). */
  count: number;
}

const SUMMARY_TYPES = ['sales', 'purchases', 'expenses', 'inflows', 'outflows'] as const;
const SUMMARY_TYPE_SQL = `CASE WHEN t.event_type IN ('StockIntroduced', 'RawMaterialStockIntroduced') THEN 'others' ELSE t.type END`;

/** Totals per list type over the filter (voided transactions left out), at the currency's scale. */
export async function summarizeTransactions(db: Queryable, businessId: string, filter: TransactionListFilter, scale: number): Promise<TransactionTotals> {
  const query = applyFilter(
    sql
      .table('transactions as t')
      .leftJoin('contacts as c', function () {
        this.on('c.business_id', 't.business_id').andOn('c.contact_id', 't.entity_id');
      })
      .where('t.business_id', businessId)
      .where('t.status', 'posted'),
    { ...filter, status: undefined },
  )
    // Opening stock is listed under money in (its list type) but brought no money: it sums with the
    // others, as the dashboard's money in leaves it out.
    .groupBy(sql.raw(SUMMARY_TYPE_SQL))
    .select(sql.raw(`${SUMMARY_TYPE_SQL} AS type`), sql.raw('sum(t.amount) AS total'), sql.raw('count(*)::int AS n'));
  const rows = await execute<{ type: string; total: string; n: number }>(db, query);
  const sums = {
    sales: new Decimal(0),
    purchases: new Decimal(0),
    expenses: new Decimal(0),
    inflows: new Decimal(0),
    outflows: new Decimal(0),
    transfers: new Decimal(0),
    others: new Decimal(0),
  };
  let count = 0;
  for (const row of rows) {
    const key = row.type === 'transfer' ? 'transfers' : (SUMMARY_TYPES.find((type) => type === row.type) ?? 'others');
    sums[key] = sums[key].plus(row.total);
    count += row.n;
  }
  const text = (value: Decimal) => value.toFixed(scale);
  return {
    sales: text(sums.sales),
    purchases: text(sums.purchases),
    expenses: text(sums.expenses),
    inflows: text(sums.inflows),
    outflows: text(sums.outflows),
    transfers: text(sums.transfers),
    others: text(sums.others),
    count,
  };
}
