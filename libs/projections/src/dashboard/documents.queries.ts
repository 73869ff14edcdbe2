import { execute, sql, type Queryable } from '../db.js';
import { documentItems, transactionRecord, transferTo, type TransactionDbRow, type TransactionRecord } from '../ledger/transactions.queries.js';
import { documentsTable, type KnownDocuments } from './known-documents.js';

const CONTACT_NAME = "nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '')";

/**
 * What the dashboard counts as sales, purchases, expenses, inflows and outflows among the posted
 * documents (voided ones never count):
 * - expenses: expense documents and prepayments as they are used (PrepaymentApplied), not the
 *   prepayment itself, so a prepaid year of rent is not counted twice;
 * - inflows: money in and payments received, not opening stock (it is listed under inflows but
 *   moves no money).
 */
export const DASHBOARD_DOCUMENT_KINDS = ['sales', 'purchases', 'expenses', 'inflows', 'outflows'] as const;
export type DashboardDocumentKind = (typeof DASHBOARD_DOCUMENT_KINDS)[number];

const KIND_SQL = `CASE
  WHEN t.type = 'sales' THEN 'sales'
  WHEN t.type = 'purchases' THEN 'purchases'
  WHEN t.type = 'expenses' AND t.subtype IS DISTINCT FROM 'prepayment' THEN 'expenses'
  WHEN t.type = 'inflows' AND t.event_type <> 'StockIntroduced' THEN 'inflows'
  WHEN t.type = 'outflows' THEN 'outflows'
END`;

export interface DocumentKindTotal {
  kind: DashboardDocumentKind;
  /** The period: YYYY-MM-DD (day), YYYY-MM (month), or absent (the whole window). */
  period?: string;
  count: number;
  /** Decimal strings: the documents' totals, what was paid on them, and what is still owed. */
  total: string;
  paid: string;
  balanceDue: string;
}

/** Totals of posted documents by kind over effective dates `from`–`to`, optionally per day or month; `known`: as known at its position. */
export async function documentKindTotals(
  db: Queryable,
  businessId: string,
  window: { from: string; to: string },
  options: { groupBy?: 'day' | 'month'; kinds?: readonly DashboardDocumentKind[] } = {},
  known?: KnownDocuments,
): Promise<DocumentKindTotal[]> {
  const kinds = options.kinds ?? DASHBOARD_DOCUMENT_KINDS;
  const period =
    options.groupBy === 'month' ? "to_char(t.effective_date, 'YYYY-MM')" : options.groupBy === 'day' ? "to_char(t.effective_date, 'YYYY-MM-DD')" : 'NULL';
  const rows = await execute<{ kind: DashboardDocumentKind; period: string | null; n: number; total: string; paid: string; balance_due: string }>(
    db,
    sql
      .table(
        documentsTable(known)
          .where('t.business_id', businessId)
          .where('t.status', 'posted')
          // Each kind is its own list type (narrowed by KIND_SQL).
          .whereIn('t.type', kinds as DashboardDocumentKind[])
          .where('t.effective_date', '>=', window.from)
          .where('t.effective_date', '<=', window.to)
          .select(sql.raw(`${KIND_SQL} AS kind`), sql.raw(`${period} AS period`), 't.amount', sql.raw('coalesce(t.paid, t.amount) AS paid'), 't.balance_due')
          .as('d'),
      )
      .whereIn('d.kind', kinds as DashboardDocumentKind[])
      .groupBy('d.kind', 'd.period')
      .orderBy('d.period')
      .select(
        'd.kind',
        'd.period',
        sql.raw('count(*)::int AS n'),
        sql.raw('sum(d.amount) AS total'),
        sql.raw('sum(d.paid) AS paid'),
        sql.raw('sum(d.balance_due) AS balance_due'),
      ),
  );
  return rows.map((row) => ({
    kind: row.kind,
    ...(row.period !== null ? { period: row.period } : {}),
    count: row.n,
    total: row.total,
    paid: row.paid,
    balanceDue: row.balance_due,
  }));
}

export interface CreditDueTotals {
  /** Still owed to the business on credit sales (decimal string). */
  receivable: string;
  /** Still owed by the business on credit purchases and expenses. */
  payable: string;
}

/**
 * What is still owed on posted credit documents whose due date is on or before `dueBy`
 * (`strictlyBefore`: before it, i.e. overdue on that day). Amounts are as owed now, or (`known`) as
 * owed at its position.
 */
export async function creditDueTotals(
  db: Queryable,
  businessId: string,
  dueBy: string,
  options: { strictlyBefore?: boolean } = {},
  known?: KnownDocuments,
): Promise<CreditDueTotals> {
  const operator = options.strictlyBefore ? '<' : '<=';
  const [row] = await execute<{ receivable: string | null; payable: string | null }>(
    db,
    documentsTable(known, 'transactions')
      .where({ business_id: businessId, status: 'posted' })
      .whereIn('type', ['sales', 'purchases', 'expenses'])
      .where('balance_due', '>', 0)
      .whereNotNull('due_date')
      .where('due_date', operator, dueBy)
      .select(sql.raw("sum(balance_due) FILTER (WHERE type = 'sales') AS receivable"), sql.raw("sum(balance_due) FILTER (WHERE type <> 'sales') AS payable")),
  );
  return { receivable: row?.receivable ?? '0', payable: row?.payable ?? '0' };
}

export interface RecentDocument {
  transactionId: string;
  reference: string;
  type: string;
  subtype: string | null;
  eventType: string;
  date: string;
  amount: string;
  description: string | null;
  items: { name?: string }[] | null;
  recordedBy: string | null;
  /** The recording user's name, when known. */
  staffName: string | null;
}

const STAFF_NAME = "nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')";

/** The latest posted documents (by effective date, then recording order), with who recorded them; `known`: as known at its position. */
export async function recentDocuments(db: Queryable, businessId: string, limit: number, known?: KnownDocuments): Promise<RecentDocument[]> {
  const rows = await execute<{
    transaction_id: string;
    reference: string;
    type: string;
    subtype: string | null;
    event_type: string;
    effective_date: string;
    amount: string;
    description: string | null;
    items: { name?: string }[] | null;
    recorded_by: string | null;
    staff_name: string | null;
  }>(
    db,
    documentsTable(known)
      .joinRaw('LEFT JOIN users AS u ON u.user_id::text = t.recorded_by')
      .where('t.business_id', businessId)
      .where('t.status', 'posted')
      .orderBy('t.effective_date', 'desc')
      .orderBy('t.position', 'desc')
      .limit(limit)
      .select(
        't.transaction_id',
        't.reference',
        't.type',
        't.subtype',
        't.event_type',
        't.effective_date',
        't.amount',
        't.description',
        documentItems('t'),
        't.recorded_by',
        sql.raw(`${STAFF_NAME} AS staff_name`),
      ),
  );
  return rows.map((row) => ({
    transactionId: row.transaction_id,
    reference: row.reference,
    type: row.type,
    subtype: row.subtype,
    eventType: row.event_type,
    date: row.effective_date,
    amount: row.amount,
    description: row.description,
    items: row.items,
    recordedBy: row.recorded_by,
    staffName: row.staff_name,
  }));
}

/** The names of users (by id), for "who recorded it". */
export async function staffNames(db: Queryable, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const rows = await execute<{ user_id: string; name: string | null }>(
    db,
    sql
      .table('users as u')
      .whereIn('u.user_id', ids)
      .select('u.user_id', sql.raw(`${STAFF_NAME} AS name`)),
  );
  return new Map(rows.filter((row) => row.name !== null).map((row) => [row.user_id, row.name as string]));
}

export interface CustomerSales {
  /** null: sales to no one in particular (walk-in). */
  contactId: string | null;
  firstName: string | null;
  lastName: string | null;
  count: number;
  total: string;
  paid: string;
  balanceDue: string;
  /** When the customer's latest sale was recorded. */
  lastSaleAt: Date;
  /** When the contact was recorded (null for walk-in sales). */
  createdAt: Date | null;
}

/**
 * Posted sales totals per customer over effective dates `from`–`to` (either may be absent),
 * largest first. `customersOnly` leaves out the sales with no customer. `known`: as known at its position.
 */
export async function salesByCustomer(
  db: Queryable,
  businessId: string,
  window: { from?: string; to?: string },
  options: { limit?: number; customersOnly?: boolean } = {},
  known?: KnownDocuments,
): Promise<CustomerSales[]> {
  const query = documentsTable(known)
    .leftJoin('contacts as c', function () {
      this.on('c.business_id', 't.business_id').andOn('c.contact_id', 't.entity_id');
    })
    .where({ 't.business_id': businessId, 't.type': 'sales', 't.status': 'posted' })
    .groupBy('t.entity_id', 'c.first_name', 'c.last_name', 'c.created_at')
    .select(
      't.entity_id',
      'c.first_name',
      'c.last_name',
      'c.created_at',
      sql.raw('count(*)::int AS n'),
      sql.raw('sum(t.amount) AS total'),
      sql.raw('sum(coalesce(t.paid, t.amount)) AS paid'),
      sql.raw('sum(t.balance_due) AS balance_due'),
      sql.raw('max(t.recorded_at) AS last_sale_at'),
    )
    .orderBy('total', 'desc')
    .orderBy('c.first_name')
    .orderBy('t.entity_id');
  if (window.from !== undefined) query.where('t.effective_date', '>=', window.from);
  if (window.to !== undefined) query.where('t.effective_date', '<=', window.to);
  if (options.customersOnly) query.whereNotNull('t.entity_id');
  if (options.limit !== undefined) query.limit(options.limit);
  const rows = await execute<{
    entity_id: string | null;
    first_name: string | null;
    last_name: string | null;
    created_at: Date | null;
    n: number;
    total: string;
    paid: string;
    balance_due: string;
    last_sale_at: Date;
  }>(db, query);
  return rows.map((row) => ({
    contactId: row.entity_id,
    firstName: row.first_name,
    lastName: row.last_name,
    count: row.n,
    total: row.total,
    paid: row.paid,
    balanceDue: row.balance_due,
    lastSaleAt: row.last_sale_at,
    createdAt: row.created_at,
  }));
}

type ListedDbRow = Omit<TransactionDbRow, 'document'>;

/**
 * One page of the posted documents of one list type over effective dates `from`–`to`, newest
 * first, as known at a position: the rows, columns and order of `listTransactions` (the report
 * lists' live source) with the filter those lists use, read from the documents as they stood then.
 */
export async function listKnownDocuments(
  db: Queryable,
  businessId: string,
  filter: { from: string; to: string; type: string },
  page: { limit: number; offset: number },
  known: KnownDocuments,
): Promise<{ rows: TransactionRecord[]; total: number }> {
  const matching = () =>
    documentsTable(known)
      .leftJoin('contacts as c', function () {
        this.on('c.business_id', 't.business_id').andOn('c.contact_id', 't.entity_id');
      })
      .where('t.business_id', businessId)
      .where('t.effective_date', '>=', filter.from)
      .where('t.effective_date', '<=', filter.to)
      .where('t.type', filter.type)
      .where('t.status', 'posted');
  const [rows, [count]] = [
    await execute<ListedDbRow>(
      db,
      matching()
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
          sql.raw(`${CONTACT_NAME} AS entity_name`),
          documentItems('t'),
          't.recorded_by',
          't.position',
          't.changed_position',
          't.recorded_at',
        )
        .orderBy('t.effective_date', 'desc')
        .orderBy('t.position', 'desc')
        .limit(page.limit)
        .offset(page.offset),
    ),
    await execute<{ total: number }>(db, matching().select(sql.raw('count(*)::int AS total'))),
  ];
  return {
    rows: rows.map((row) => transactionRecord({ ...row, document: null })),
    total: count?.total ?? 0,
  };
}
