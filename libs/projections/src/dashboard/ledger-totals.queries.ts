import type { Knex } from 'knex';
import { execute, sql, type Queryable } from '../db.js';

/**
 * Which posted lines a ledger figure sums: effective dates from `from` to `to` (inclusive,
 * YYYY-MM-DD; absent: unbounded), and, with `knownAt`, only lines posted at or before that
 * position (the figure as it was known then, LEDGER.md §7).
 */
export interface LedgerPeriod {
  from?: string;
  to?: string;
  knownAt?: string;
}

/** Debit and credit totals of one account (all its sub-accounts), optionally of one day. */
export interface PeriodAccountTotal {
  accountCode: string;
  /** YYYY-MM-DD when grouped by day. */
  day?: string;
  /** Decimal strings, as summed by PostgreSQL (exact). */
  debit: string;
  credit: string;
}

interface TotalDbRow {
  account_code: string;
  day?: string;
  debit: string;
  credit: string;
}

/**
 * Per-account totals over a window. The daily aggregates (daily_account_totals: one row per
 * account and day) answer the present, so the cost follows days × accounts, not journal lines;
 * `knownAt` needs the lines' positions, so it sums journal_lines instead (exact by construction).
 */
export async function periodAccountTotals(
  db: Queryable,
  businessId: string,
  window: LedgerPeriod,
  options: { byDay?: boolean; accountCodes?: readonly string[] } = {},
): Promise<PeriodAccountTotal[]> {
  const fromJournal = window.knownAt !== undefined;
  const dayColumn = fromJournal ? 'effective_date' : 'day';
  const query: Knex.QueryBuilder = sql
    .table(fromJournal ? 'journal_lines' : 'daily_account_totals')
    .select('account_code')
    .sum({ debit: 'debit', credit: 'credit' })
    .where('business_id', businessId)
    .groupBy('account_code');
  if (fromJournal) query.where('position', '<=', window.knownAt as string);
  if (window.from !== undefined) query.where(dayColumn, '>=', window.from);
  if (window.to !== undefined) query.where(dayColumn, '<=', window.to);
  if (options.accountCodes !== undefined) query.whereIn('account_code', options.accountCodes as string[]);
  if (options.byDay) query.select(sql.raw(`${dayColumn}::date AS day`)).groupBy(dayColumn).orderBy(dayColumn);
  const rows = await execute<TotalDbRow>(db, query);
  return rows.map((row) => ({
    accountCode: row.account_code,
    ...(options.byDay ? { day: row.day } : {}),
    debit: row.debit ?? '0',
    credit: row.credit ?? '0',
  }));
}
