import { isMonthEnd, monthStart } from '@ledgerline/ledger';
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
  debit: string | null;
  credit: string | null;
}

const isMonthStart = (date: string) => date.endsWith('-01');

/**
 * The whole months inside a window, as [first, end) month starts (either open when the window
 * is): monthly_account_totals answers those, daily_account_totals the days at the edges.
 */
function wholeMonths(period: LedgerPeriod): { first?: string; end?: string } | undefined {
  const first = period.from === undefined ? undefined : isMonthStart(period.from) ? period.from : monthStart(period.from, 1);
  const end = period.to === undefined ? undefined : isMonthEnd(period.to) ? monthStart(period.to, 1) : monthStart(period.to);
  if (first !== undefined && end !== undefined && first >= end) return undefined;
  return { first, end };
}

/**
 * Per-account totals over a window. From the report aggregates (migration 014): whole months
 * from monthly_account_totals and the days at the edges from daily_account_totals, so the cost
 * follows months × accounts, never journal lines; by day, daily_account_totals alone. `knownAt`
 * needs the lines' positions, so it sums journal_lines instead (exact by construction).
 */
export async function periodAccountTotals(
  db: Queryable,
  businessId: string,
  period: LedgerPeriod,
  options: { byDay?: boolean; accountCodes?: readonly string[] } = {},
): Promise<PeriodAccountTotal[]> {
  const accounts = options.accountCodes as string[] | undefined;
  const between = (query: ReturnType<typeof sql.table>, column: string) => {
    if (period.from !== undefined) query.where(column, '>=', period.from);
    if (period.to !== undefined) query.where(column, '<=', period.to);
    if (accounts !== undefined) query.whereIn('account_code', accounts);
    return query;
  };
  let rows: TotalDbRow[];
  if (period.knownAt !== undefined || options.byDay) {
    const journal = period.knownAt !== undefined;
    const dayColumn = journal ? 'effective_date' : 'day';
    const query = between(sql.table(journal ? 'journal_lines' : 'daily_account_totals').where('business_id', businessId), dayColumn)
      .select('account_code')
      .sum({ debit: 'debit', credit: 'credit' })
      .groupBy('account_code');
    if (journal) query.where('position', '<=', period.knownAt as string);
    if (options.byDay)
      query
        .select(sql.raw(`to_char(${dayColumn}, 'YYYY-MM-DD') AS day`))
        .groupBy(dayColumn)
        .orderBy(dayColumn);
    rows = await execute<TotalDbRow>(db, query);
  } else {
    const months = wholeMonths(period);
    let source = between(sql.table('daily_account_totals').where('business_id', businessId), 'day').select('account_code', 'debit', 'credit');
    if (months !== undefined) {
      source.whereNot((q) => {
        q.whereRaw('true');
        if (months.first !== undefined) q.where('day', '>=', months.first);
        if (months.end !== undefined) q.where('day', '<', months.end);
      });
      const monthly = sql.table('monthly_account_totals').where('business_id', businessId).select('account_code', 'debit', 'credit');
      if (months.first !== undefined) monthly.where('month', '>=', months.first);
      if (months.end !== undefined) monthly.where('month', '<', months.end);
      if (accounts !== undefined) monthly.whereIn('account_code', accounts);
      source = source.unionAll(monthly, true);
    }
    rows = await execute<TotalDbRow>(
      db,
      sql.queryBuilder().from(source.as('totals')).select('account_code').sum({ debit: 'debit', credit: 'credit' }).groupBy('account_code'),
    );
  }
  return rows.map((row) => ({
    accountCode: row.account_code,
    ...(options.byDay ? { day: row.day } : {}),
    debit: row.debit ?? '0',
    credit: row.credit ?? '0',
  }));
}
