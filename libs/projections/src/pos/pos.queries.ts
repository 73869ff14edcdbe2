import type { Knex } from 'knex';
import {
  Decimal,
  type ParkedCart,
  type PosProduct,
  type PosSaleRecordedData,
  type RegisterPaymentSummary,
  type RegisterState,
  type RegisterTakings,
} from '@ledgerline/ledger';
import { bankAccountNamesOf } from '../businesses/businesses.queries.js';
import { findProducts } from '../catalogue/catalogue.queries.js';
import { execute, sql, type Queryable } from '../db.js';

interface RegisterDbRow {
  register_id: string;
  till: string;
  user_id: string;
  status: 'open' | 'closed';
  currency: string;
  opening_float: string;
  opened_at: Date;
  opened_date: string;
  closed_at: Date | null;
  closed_date: string | null;
  payment_summary: RegisterPaymentSummary[] | null;
  cash_difference: string | null;
  sales_count: number | null;
  position: string;
}

/** A register as the API shows it: while open, the takings so far per account (counted null). */
export interface RegisterView {
  id: string;
  till: string;
  userId: string;
  status: 'open' | 'closed';
  currency: string;
  openingFloat: string;
  openedAt: string;
  date: string;
  closedAt: string | null;
  paymentSummary: (Omit<RegisterPaymentSummary, 'counted' | 'difference'> & {
    /** `glAccount` by name: "Cash", or the bank account's (`GTBank`, or `GTBank 1234` beside another GTBank account). */
    name: string;
    counted: string | null;
    difference: string | null;
  })[];
  cashDifference: string | null;
  salesCount: number;
  totalSales: string;
}

const fixed = (amount: Decimal | string, scale = 2) => new Decimal(amount).toFixed(scale);

function stateOf(row: RegisterDbRow): RegisterState {
  return { registerId: row.register_id, till: row.till, userId: row.user_id, status: row.status, openingFloat: fixed(row.opening_float) };
}

/** One register, or undefined. */
export async function loadRegister(db: Queryable, businessId: string, registerId: string): Promise<RegisterState | undefined> {
  const rows = await execute<RegisterDbRow>(db, sql.table('pos_registers').where({ business_id: businessId, register_id: registerId }).limit(1));
  return rows[0] ? stateOf(rows[0]) : undefined;
}

/** The user's open registers, newest first. */
export async function loadOpenRegisters(db: Queryable, businessId: string, userId: string): Promise<RegisterState[]> {
  const rows = await execute<RegisterDbRow>(
    db,
    sql.table('pos_registers').where({ business_id: businessId, user_id: userId, status: 'open' }).orderBy('position', 'desc'),
  );
  return rows.map(stateOf);
}

/** What a register's sales (not voided) collected, per payment account (`Cash` or a bank id). */
export async function loadRegisterTakings(db: Queryable, businessId: string, registerId: string): Promise<RegisterTakings> {
  const rows = await execute<{ account: string; paid: string; sales: string }>(
    db,
    sql
      .table('pos_sales')
      .where({ business_id: businessId, register_id: registerId, voided: false })
      .groupBy('account')
      .select('account', sql.raw('sum(paid)::text AS paid'), sql.raw('count(*)::text AS sales')),
  );
  return {
    byAccount: new Map(rows.map((row) => [row.account, new Decimal(row.paid)])),
    salesCount: rows.reduce((sum, row) => sum + Number(row.sales), 0),
  };
}

async function viewOf(db: Queryable, businessId: string, row: RegisterDbRow): Promise<RegisterView> {
  const base = {
    id: row.register_id,
    till: row.till,
    userId: row.user_id,
    status: row.status,
    currency: row.currency.trim(),
    openingFloat: fixed(row.opening_float),
    openedAt: row.opened_at.toISOString(),
    date: row.opened_date,
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
  };
  const totals = await execute<{ total: string | null; sales: string }>(
    db,
    sql
      .table('pos_sales')
      .where({ business_id: businessId, register_id: row.register_id, voided: false })
      .select(sql.raw('sum(amount)::text AS total'), sql.raw('count(*)::text AS sales')),
  );
  const totalSales = fixed(totals[0]?.total ?? '0');
  // Each account by its one name (a bank account removed since keeps it), as the payment accounts and the books name it.
  const bankNames = await bankAccountNamesOf(db, businessId);
  const name = (glAccount: string) => (glAccount === 'Cash' ? 'Cash' : (bankNames.get(glAccount) ?? 'Bank'));
  if (row.status === 'closed' && row.payment_summary) {
    return {
      ...base,
      paymentSummary: row.payment_summary.map((entry) => ({ ...entry, name: name(entry.glAccount) })),
      cashDifference: row.cash_difference === null ? null : fixed(row.cash_difference),
      salesCount: row.sales_count ?? 0,
      totalSales,
    };
  }
  const takings = await loadRegisterTakings(db, businessId, row.register_id);
  const accounts = ['Cash', ...[...takings.byAccount.keys()].filter((a) => a !== 'Cash').sort()];
  return {
    ...base,
    paymentSummary: accounts.map((glAccount) => {
      const collected = new Decimal(takings.byAccount.get(glAccount) ?? 0);
      const expected = glAccount === 'Cash' ? collected.plus(row.opening_float) : collected;
      return { glAccount, name: name(glAccount), glTotalSale: fixed(collected), expected: fixed(expected), counted: null, difference: null };
    }),
    cashDifference: null,
    salesCount: takings.salesCount,
    totalSales,
  };
}

/** The user's open register (the newest if several tills), or null. */
export async function activeRegister(db: Queryable, businessId: string, userId: string): Promise<RegisterView | null> {
  const rows = await execute<RegisterDbRow>(
    db,
    sql.table('pos_registers').where({ business_id: businessId, user_id: userId, status: 'open' }).orderBy('position', 'desc').limit(1),
  );
  return rows[0] ? viewOf(db, businessId, rows[0]) : null;
}

/** The user's most recent register, open or closed, or null. */
export async function latestRegister(db: Queryable, businessId: string, userId: string): Promise<RegisterView | null> {
  const rows = await execute<RegisterDbRow>(
    db,
    sql.table('pos_registers').where({ business_id: businessId, user_id: userId }).orderBy('position', 'desc').limit(1),
  );
  return rows[0] ? viewOf(db, businessId, rows[0]) : null;
}

/** A register by id (any user of the business), or null. */
export async function registerById(db: Queryable, businessId: string, registerId: string): Promise<RegisterView | null> {
  const rows = await execute<RegisterDbRow>(db, sql.table('pos_registers').where({ business_id: businessId, register_id: registerId }).limit(1));
  return rows[0] ? viewOf(db, businessId, rows[0]) : null;
}

/** The products a counter sale names, with stock, SKU and measurement (inside the append). */
export async function loadPosProducts(db: Queryable, businessId: string, productIds: readonly string[]): Promise<Map<string, PosProduct>> {
  const rows = await findProducts(db, businessId, productIds);
  return new Map(
    [...rows].map(([id, row]) => [
      id,
      { kind: row.kind, name: row.name, sku: row.sku, measurement: row.measurement, quantity: row.quantity, value: row.value },
    ]),
  );
}

/** Display names of contacts (first + last, or company). */
export async function contactNames(db: Queryable, businessId: string, contactIds: readonly string[]): Promise<Map<string, string>> {
  if (contactIds.length === 0) return new Map();
  const rows = await execute<{ contact_id: string; first_name: string; last_name: string | null }>(
    db,
    sql
      .table('contacts')
      .select('contact_id', 'first_name', 'last_name')
      .where('business_id', businessId)
      .whereIn('contact_id', [...contactIds]),
  );
  return new Map(rows.map((row) => [row.contact_id, [row.first_name, row.last_name].filter(Boolean).join(' ')]));
}

interface PosSaleDbRow {
  transaction_id: string;
  reference: string;
  register_id: string;
  user_id: string;
  date: string;
  recorded_at: Date;
  voided: boolean;
  data: PosSaleRecordedData;
  position: string;
}

/** A counter sale as the API shows it: the PosSaleRecorded data with its id and state. */
export type PosSaleView = PosSaleRecordedData & { id: string; reference: string; registerId: string; voided: boolean; position: string };

function saleView(row: PosSaleDbRow): PosSaleView {
  return { ...row.data, id: row.transaction_id, reference: row.reference, registerId: row.register_id, voided: row.voided, position: String(row.position) };
}

export interface PosSalesFilter {
  page: number;
  limit: number;
  registerId?: string;
  userId?: string;
}

/** Counter sales, newest first, with the total matching. */
export async function listPosSales(db: Queryable, businessId: string, filter: PosSalesFilter): Promise<{ rows: PosSaleView[]; total: number }> {
  const filtered = (): Knex.QueryBuilder => {
    const query = sql.table('pos_sales').where('business_id', businessId);
    if (filter.registerId) void query.andWhere('register_id', filter.registerId);
    if (filter.userId) void query.andWhere('user_id', filter.userId);
    return query;
  };
  const [rows, count] = await Promise.all([
    execute<PosSaleDbRow>(
      db,
      filtered()
        .orderBy('position', 'desc')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
    ),
    execute<{ total: string }>(db, filtered().count('* as total')),
  ]);
  return { rows: rows.map(saleView), total: Number(count[0]?.total ?? 0) };
}

/** One counter sale by its transaction id or reference, or null. */
export async function findPosSale(db: Queryable, businessId: string, idOrReference: string): Promise<PosSaleView | null> {
  const rows = await execute<PosSaleDbRow>(
    db,
    sql
      .table('pos_sales')
      .where('business_id', businessId)
      .andWhere((where) => void where.where('transaction_id', idOrReference).orWhere('reference', idOrReference))
      .limit(1),
  );
  return rows[0] ? saleView(rows[0]) : null;
}

interface ParkedDbRow {
  parked_sale_id: string;
  user_id: string;
  register_id: string | null;
  status: 'parked' | 'completed' | 'deleted';
  cart: ParkedCart;
  parked_at: Date;
  completed_by: string | null;
  position: string;
}

export interface ParkedSaleView {
  id: string;
  userId: string;
  registerId: string | null;
  status: 'parked' | 'completed' | 'deleted';
  cart: ParkedCart;
  parkedAt: string;
  completedBy: string | null;
}

const parkedView = (row: ParkedDbRow): ParkedSaleView => ({
  id: row.parked_sale_id,
  userId: row.user_id,
  registerId: row.register_id,
  status: row.status,
  cart: row.cart,
  parkedAt: row.parked_at.toISOString(),
  completedBy: row.completed_by,
});

/** Carts waiting, newest first. */
export async function listParkedSales(db: Queryable, businessId: string): Promise<ParkedSaleView[]> {
  const rows = await execute<ParkedDbRow>(
    db,
    sql.table('pos_parked_sales').where({ business_id: businessId, status: 'parked' }).orderBy('position', 'desc').limit(200),
  );
  return rows.map(parkedView);
}

export async function findParkedSale(db: Queryable, businessId: string, parkedSaleId: string): Promise<ParkedSaleView | null> {
  const rows = await execute<ParkedDbRow>(db, sql.table('pos_parked_sales').where({ business_id: businessId, parked_sale_id: parkedSaleId }).limit(1));
  return rows[0] ? parkedView(rows[0]) : null;
}

/** Product ids most recently sold at the counter (newest first), for the till's first screen. */
export async function recentlySoldProductIds(db: Queryable, businessId: string, limit: number): Promise<string[]> {
  const result = await db.query(
    `SELECT item->>'id' AS id, max(s.position) AS last
       FROM (SELECT data, position FROM pos_sales WHERE business_id = $1 ORDER BY position DESC LIMIT 200) s,
            jsonb_array_elements(s.data->'items') AS item
      GROUP BY 1 ORDER BY last DESC LIMIT $2`,
    [businessId, limit],
  );
  return result.rows.map((row: { id: string }) => row.id);
}
