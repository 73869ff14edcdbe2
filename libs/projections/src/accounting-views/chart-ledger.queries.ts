import type { Knex } from 'knex';
import { ACCOUNT } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';
import { transferTo } from '../ledger/transactions.queries.js';

/** What a chart-of-accounts page lists (LEDGER.md §2; spec 002 §7 "Accounting chart"). */
export interface ChartLedgerFilter {
  accountCodes: readonly string[];
  /** Only this sub-account (on the bank page: one bank account of 1010). */
  subAccount?: string;
  /** Only the entries that moved money through this bank account (a sub-account of 1010). */
  throughBankAccount?: string;
  /** The period, YYYY-MM-DD, both ends included; absent: since the first entry / up to the last. */
  from?: string;
  to?: string;
  /** Only what was posted up to this position: the page as it was known then. */
  knownAt?: bigint;
  /** From 1. */
  page: number;
  limit: number;
}

export interface ChartLedgerSums {
  debit: string;
  credit: string;
}

export interface ChartLedgerLine {
  date: string;
  position: string;
  lineNo: number;
  transactionId: string;
  reference: string | null;
  /** The document's list type (sales, purchases, …) and its event type; null when no document row exists. */
  documentType: string | null;
  eventType: string | null;
  description: string | null;
  documentStatus: 'posted' | 'voided' | null;
  /** Posted by a later event than the document's own: a void's reversal or an amendment. */
  correction: boolean;
  accountCode: string;
  subAccount: string;
  contactId: string | null;
  contactName: string | null;
  productId: string | null;
  /** A transfer between the business's accounts: where the money came from and went ("Cash" or a bank account id); null otherwise. */
  transferFrom: string | null;
  transferTo: string | null;
  debit: string;
  credit: string;
}

export interface ChartLedger {
  /** Σ of the lines before the period (the opening balance's parts). */
  opening: ChartLedgerSums;
  /** Σ of the lines in the period. */
  period: ChartLedgerSums;
  /** Σ of the period's lines before this page (so that running balances continue across pages). */
  beforePage: ChartLedgerSums;
  /** Lines in the period, over all pages. */
  total: number;
  lines: ChartLedgerLine[];
}

interface LineDbRow {
  effective_date: string;
  position: string;
  line_no: number;
  entry_id: string;
  reference: string | null;
  document_type: string | null;
  event_type: string | null;
  description: string | null;
  document_status: 'posted' | 'voided' | null;
  correction: boolean;
  account_code: string;
  sub_account: string;
  contact_id: string | null;
  contact_name: string | null;
  product_id: string | null;
  transfer_from: string | null;
  to_account: string | null;
  debit: string;
  credit: string;
}

const CHRONOLOGICAL = ['j.effective_date', 'j.position', 'j.line_no'] as const;

/** The page's lines, all dates. */
function linesOf(businessId: string, filter: Omit<ChartLedgerFilter, 'page' | 'limit'>): Knex.QueryBuilder {
  const query = sql
    .table('journal_lines as j')
    .where('j.business_id', businessId)
    .whereIn('j.account_code', [...filter.accountCodes]);
  if (filter.subAccount !== undefined) void query.where('j.sub_account', filter.subAccount);
  if (filter.knownAt !== undefined) void query.where('j.position', '<=', filter.knownAt.toString());
  if (filter.throughBankAccount !== undefined) {
    void query.whereExists(
      sql
        .table('journal_lines as b')
        .select(sql.raw('1'))
        .whereRaw('b.business_id = j.business_id AND b.position = j.position AND b.entry_id = j.entry_id')
        .where({ 'b.account_code': ACCOUNT.CASH_AT_BANK, 'b.sub_account': filter.throughBankAccount }),
    );
  }
  return query;
}

function inPeriod(query: Knex.QueryBuilder, filter: Omit<ChartLedgerFilter, 'page' | 'limit'>): Knex.QueryBuilder {
  if (filter.from !== undefined) void query.where('j.effective_date', '>=', filter.from);
  if (filter.to !== undefined) void query.where('j.effective_date', '<=', filter.to);
  return query;
}

/**
 * The period's lines with their document and contact (what a chart-of-accounts page shows of a
 * line), unordered and unpaged: readChartLedger pages it; the bank reconciliation groups it by
 * entry (bank-statements.queries.ts).
 */
export function chartLedgerRows(businessId: string, filter: Omit<ChartLedgerFilter, 'page' | 'limit'>): Knex.QueryBuilder {
  return inPeriod(linesOf(businessId, filter), filter)
    .leftJoin('transactions as t', function () {
      this.on('t.business_id', 'j.business_id').andOn('t.transaction_id', 'j.entry_id');
    })
    .joinRaw('LEFT JOIN contacts AS c ON c.business_id = j.business_id AND c.contact_id = coalesce(j.contact_id, t.entity_id)')
    .select(
      sql.raw("to_char(j.effective_date, 'YYYY-MM-DD') AS effective_date"),
      'j.position',
      'j.line_no',
      'j.entry_id',
      't.reference',
      sql.raw('t.type AS document_type'),
      't.event_type',
      't.description',
      sql.raw('t.status AS document_status'),
      sql.raw('(t.position IS NOT NULL AND j.position <> t.position) AS correction'),
      'j.account_code',
      'j.sub_account',
      sql.raw('coalesce(j.contact_id, t.entity_id) AS contact_id'),
      sql.raw("nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') AS contact_name"),
      'j.product_id',
      sql.raw("CASE WHEN t.event_type = 'FundsTransferred' THEN t.account END AS transfer_from"),
      transferTo('t'),
      'j.debit',
      'j.credit',
    );
}

const SUMS = [sql.raw('coalesce(sum(debit), 0)::text AS debit'), sql.raw('coalesce(sum(credit), 0)::text AS credit')];
const ZERO: ChartLedgerSums = { debit: '0', credit: '0' };

async function sums(db: Queryable, lines: Knex.QueryBuilder): Promise<ChartLedgerSums> {
  const [row] = await execute<ChartLedgerSums>(db, sql.from(lines.select('j.debit', 'j.credit').as('l')).select(SUMS));
  return row ?? ZERO;
}

/**
 * One page of a chart-of-accounts page's ledger: the lines of the period in date order (then
 * position, line), with their document and contact, and the sums a running balance needs
 * (before the period, in it, and before this page). Straight from journal_lines, so `knownAt`
 * is exact; the opening is one indexed range sum (journal_lines_account).
 */
export async function readChartLedger(db: Queryable, businessId: string, filter: ChartLedgerFilter): Promise<ChartLedger> {
  const offset = (filter.page - 1) * filter.limit;
  const [opening, period, counted, beforePage, rows] = await Promise.all([
    filter.from === undefined ? ZERO : sums(db, linesOf(businessId, filter).where('j.effective_date', '<', filter.from)),
    sums(db, inPeriod(linesOf(businessId, filter), filter)),
    execute<{ total: number }>(db, inPeriod(linesOf(businessId, filter), filter).select(sql.raw('count(*)::int AS total'))),
    offset === 0
      ? ZERO
      : sums(
          db,
          inPeriod(linesOf(businessId, filter), filter)
            .orderBy([...CHRONOLOGICAL])
            .limit(offset),
        ),
    execute<LineDbRow>(
      db,
      chartLedgerRows(businessId, filter)
        .orderBy([...CHRONOLOGICAL])
        .limit(filter.limit)
        .offset(offset),
    ),
  ]);
  return {
    opening,
    period,
    beforePage,
    total: counted[0]?.total ?? 0,
    lines: rows.map((row) => ({
      date: row.effective_date,
      position: String(row.position),
      lineNo: row.line_no,
      transactionId: row.entry_id,
      reference: row.reference,
      documentType: row.document_type,
      eventType: row.event_type,
      description: row.description,
      documentStatus: row.document_status,
      correction: row.correction,
      accountCode: row.account_code,
      subAccount: row.sub_account,
      contactId: row.contact_id,
      contactName: row.contact_name,
      productId: row.product_id,
      transferFrom: row.transfer_from ?? null,
      transferTo: row.to_account ?? null,
      debit: row.debit,
      credit: row.credit,
    })),
  };
}
