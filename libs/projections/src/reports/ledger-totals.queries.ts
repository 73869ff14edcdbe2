import { ACCOUNT, addDays, Decimal, isMonthEnd, monthEnd, monthStart, type AccountTotal, type LedgerTotals } from '@ledgerline/ledger';
import { preparedStatement, withoutParallelWorkers, type Queryable } from '../db.js';

/**
 * Where a report reads the books from:
 * - by default, the aggregates (whole months from the monthly totals of the accounts and of the
 *   goods cost, the days at the edges from the daily ones): rows grow with months and accounts,
 *   never with journal lines;
 * - `knownAt` (an event position): journal_lines posted at or before it, i.e. the books exactly as
 *   they were known then, before any later correction or back-dated entry;
 * - `fromJournal`: every journal line, the full scan the aggregates replace (benchmarks compare
 *   the two; the totals are identical).
 */
export interface ReportSource {
  knownAt?: bigint | string;
  fromJournal?: boolean;
}

/** A position as the reports take it: a whole number of at most 19 digits. */
export function parsePosition(value: bigint | string): bigint {
  if (typeof value === 'bigint') return value;
  if (!/^\d{1,19}$/.test(value)) throw new Error(`Not a position: ${value}`);
  return BigInt(value);
}

export const sourceOf = (source: ReportSource): 'aggregates' | 'journal' => (source.knownAt !== undefined || source.fromJournal ? 'journal' : 'aggregates');

interface TotalsRow {
  kind: 'a' | 'g';
  account_code: string;
  sub_account: string;
  [column: string]: string | null;
}

/** The dates a totals query reads, and those whose totals are empty without reading. */
export interface DatesToRead {
  read: string[];
  empty: string[];
}

/**
 * The dates a totals query reads (distinct, in order), and those it need not: the day before
 * 0001-01-01 (a period starting then) holds nothing, and PostgreSQL has no year 0.
 */
export function datesToRead(dates: readonly string[]): DatesToRead {
  const distinct = [...new Set(dates)];
  return { read: distinct.filter((date) => date >= '0001-01-01').sort(), empty: distinct.filter((date) => date < '0001-01-01') };
}

const EMPTY_AT_DATE = (): LedgerTotals => ({ accounts: [], goodsCost: { debit: '0', credit: '0' } });

/**
 * The books up to the end of each date (cumulative, by effective date): every account's debit
 * and credit totals, and the goods part of cost of sales. One query for all the dates; from the
 * aggregates, with parallel workers off (`withoutParallelWorkers`: the read is a few thousand rows).
 */
export async function ledgerTotalsAt(
  db: Queryable,
  businessId: string,
  dates: readonly string[],
  source: ReportSource = {},
): Promise<Map<string, LedgerTotals>> {
  const toRead = datesToRead(dates);
  if (toRead.read.length === 0) return totalsByDate(toRead, []);
  if (sourceOf(source) === 'journal') return totalsByDate(toRead, await fromJournal(db, businessId, toRead.read, source));
  const values: unknown[] = [businessId];
  const text = aggregateIntervalsSql('$1', toRead.read, (value) => {
    values.push(value);
    return `$${values.length}`;
  });
  const result = await db.query(preparedStatement(withoutParallelWorkers(text), values));
  return aggregateTotalsAt(toRead, result.rows as AggregateIntervalRow[]);
}

/** Each date's totals from rows carrying every date's cumulative sums (`d<i>`, `c<i>`: null when nothing was posted by then). */
function totalsByDate({ read, empty }: DatesToRead, rows: readonly TotalsRow[]): Map<string, LedgerTotals> {
  const result = new Map<string, LedgerTotals>(empty.map((date) => [date, EMPTY_AT_DATE()]));
  read.forEach((date, index) => {
    const accounts: AccountTotal[] = [];
    const goodsCost = { debit: '0', credit: '0' };
    for (const row of rows) {
      const debit = row[`d${index}`];
      const credit = row[`c${index}`];
      // Null: nothing posted to this account by that date.
      if (debit === null && credit === null) continue;
      if (debit === undefined || credit === undefined) continue;
      if (row.kind === 'g') {
        goodsCost.debit = debit ?? '0';
        goodsCost.credit = credit ?? '0';
      } else {
        accounts.push({ code: row.account_code, subAccount: row.sub_account, debit: debit ?? '0', credit: credit ?? '0' });
      }
    }
    result.set(date, { accounts, goodsCost });
  });
  return result;
}

/** `sum(x) FILTER (WHERE …) AS x<i>` for each date. */
const sums = (count: number, where: (index: number) => string) =>
  Array.from({ length: count }, (_, i) => `sum(debit) FILTER (WHERE ${where(i)}) AS d${i}, sum(credit) FILTER (WHERE ${where(i)}) AS c${i}`).join(',\n');

/** The first day of the next month, as PostgreSQL reads it (year 10000 included: "up to now" reports end on 9999-12-31). */
const nextMonthStart = (date: string) => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${date.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
};
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/**
 * Whether the last date's totals read its whole month less the days after it: the month must lie
 * wholly in the date's interval (from `start`, whole months from `low`), and the days after the
 * date must be fewer than those before it in the month.
 */
function lastMonthLessDaysAfter(end: string, low: string | null, start: string | null): boolean {
  if (isMonthEnd(end)) return false;
  const month = monthStart(end);
  if (start !== null && (low === null || low > month)) return false;
  const daysInMonth = dayOfMonth(monthEnd(end));
  return daysInMonth - dayOfMonth(end) < dayOfMonth(end);
}

/** What the totals are read from: the accounts' totals ('a'), and the goods part of cost of sales ('g', one total). */
const TOTALS_SOURCES = [
  { kind: 'a', keys: 'account_code, sub_account', monthly: 'monthly_account_totals', daily: 'daily_account_totals' },
  { kind: 'g', keys: `'', ''`, monthly: 'monthly_goods_cost', daily: 'daily_goods_cost' },
] as const;

/** One row of `aggregateIntervalsSql`: an account's (or the goods cost's) debits and credits in interval `i`, as NUMERIC text. */
export interface AggregateIntervalRow {
  i: number;
  kind: 'a' | 'g';
  account_code: string;
  sub_account: string;
  debit: string;
  credit: string;
}

/**
 * The statement that reads the aggregates for `dates` (distinct, in order: `datesToRead`), for a
 * report to run alone or inside a larger statement. The dates cut time into intervals (up to the
 * first date, then from the day after each date to the next); each aggregate row falls in one
 * interval: whole months from the monthly tables, the days of months an interval covers only in
 * part from the daily ones (`TOTALS_SOURCES`: the accounts' and the goods cost's). Each row is
 * summed once, into its interval (`AggregateIntervalRow`); `aggregateTotalsAt` adds the intervals
 * up into each date's totals.
 * The last date, when it falls late in a month wholly inside its interval, takes that whole month
 * less the days after it (`lastMonthLessDaysAfter`): a report to today then reads the few (often
 * no) days after today instead of every day of the month so far. Every journal line has one
 * non-zero side and the totals only add up, so a group whose sums are both zero holds no posting
 * (a month's rows cancelled by its later days) and is left out, as if nothing was read.
 * `business` is the business id's placeholder; `param` adds a date (YYYY-MM-DD) to the statement's
 * values and returns its placeholder.
 */
export function aggregateIntervalsSql(business: string, dates: readonly string[], param: (date: string) => string): string {
  // A date's placeholder made once, when the statement first uses it (PostgreSQL cannot type a
  // parameter the text never mentions).
  const placeholders = new Map<string, string>();
  const asDate = (date: string) => {
    let placeholder = placeholders.get(date);
    if (placeholder === undefined) {
      placeholder = `${param(date)}::date`;
      placeholders.set(date, placeholder);
    }
    return placeholder;
  };
  const monthly: string[] = [];
  const daily: string[] = [];
  const dailyRanges: string[] = [];
  let daysAfterLast = '';
  let wholeMonthsBefore = '';
  dates.forEach((end, i) => {
    const start = i === 0 ? null : addDays(dates[i - 1], 1);
    // Whole months of the interval: from `low` (its first month that starts inside it) to before `high`.
    const low = start === null ? null : start.endsWith('-01') ? start : nextMonthStart(start);
    const lessDaysAfter = i === dates.length - 1 && lastMonthLessDaysAfter(end, low, start);
    const high = isMonthEnd(end) || lessDaysAfter ? nextMonthStart(end) : monthStart(end);
    if (lessDaysAfter) daysAfterLast = `day > ${asDate(end)} AND day < ${asDate(high)}`;
    const ranges: string[] = [];
    if (low === null || low < high) {
      wholeMonthsBefore = asDate(high);
      monthly.push(`WHEN ${low === null ? '' : `month >= ${asDate(low)} AND `}month < ${wholeMonthsBefore} THEN ${i}`);
      if (start !== null && start < low!) ranges.push(`(day >= ${asDate(start)} AND day < ${asDate(low!)})`);
      if (high <= end) ranges.push(`(day >= ${wholeMonthsBefore} AND day <= ${asDate(end)})`);
    } else {
      ranges.push(`(day >= ${asDate(start!)} AND day <= ${asDate(end)})`);
    }
    if (ranges.length > 0) {
      daily.push(`WHEN ${ranges.join(' OR ')} THEN ${i}`);
      dailyRanges.push(...ranges);
    }
  });
  const parts = TOTALS_SOURCES.flatMap(({ kind, keys, monthly: monthlyTable, daily: dailyTable }) => [
    ...(monthly.length > 0
      ? [
          `SELECT CASE ${monthly.join(' ')} END AS i, '${kind}' AS kind, ${keys}, debit, credit
           FROM ${monthlyTable} WHERE business_id = ${business} AND month < ${wholeMonthsBefore}`,
        ]
      : []),
    ...(daily.length > 0
      ? [
          `SELECT CASE ${daily.join(' ')} END, '${kind}', ${keys}, debit, credit
           FROM ${dailyTable} WHERE business_id = ${business} AND (${dailyRanges.join(' OR ')})`,
        ]
      : []),
    ...(daysAfterLast
      ? [
          `SELECT ${dates.length - 1}, '${kind}', ${keys}, -debit, -credit
           FROM ${dailyTable} WHERE business_id = ${business} AND ${daysAfterLast}`,
        ]
      : []),
  ]);
  return `
    SELECT i, kind, account_code, sub_account, sum(debit)::text AS debit, sum(credit)::text AS credit
    FROM (${parts.join('\n      UNION ALL\n      ')}) AS totals
    WHERE i IS NOT NULL
    GROUP BY i, kind, account_code, sub_account
    HAVING sum(debit) <> 0 OR sum(credit) <> 0`;
}

/** Each date's totals from `aggregateIntervalsSql`'s rows: a date's totals are its interval's and every earlier one's. */
export function aggregateTotalsAt(dates: DatesToRead, rows: readonly AggregateIntervalRow[]): Map<string, LedgerTotals> {
  const intervals = new Map<string, { row: TotalsRow; debit: Decimal[]; credit: Decimal[] }>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.account_code}\u0000${row.sub_account}`;
    let entry = intervals.get(key);
    if (!entry) {
      entry = { row: { kind: row.kind, account_code: row.account_code, sub_account: row.sub_account }, debit: [], credit: [] };
      intervals.set(key, entry);
    }
    entry.debit[row.i] = new Decimal(row.debit);
    entry.credit[row.i] = new Decimal(row.credit);
  }
  const cumulative = [...intervals.values()].map(({ row, debit, credit }) => {
    let d: Decimal | undefined;
    let c: Decimal | undefined;
    for (let i = 0; i < dates.read.length; i++) {
      if (debit[i] !== undefined) {
        d = d ? d.plus(debit[i]) : debit[i];
        c = c ? c.plus(credit[i]) : credit[i];
      }
      row[`d${i}`] = d ? d.toFixed() : null;
      row[`c${i}`] = c ? c.toFixed() : null;
    }
    return row;
  });
  return totalsByDate(dates, cumulative);
}

async function fromJournal(db: Queryable, businessId: string, dates: readonly string[], source: ReportSource): Promise<TotalsRow[]> {
  // Goods taken out of stock are the 5000 lines that carry a product: grouped apart, then counted in 5000 too.
  const values: unknown[] = [businessId, ...dates];
  const day = (i: number) => `$${2 + i}::date`;
  let knownAt = '';
  if (source.knownAt !== undefined) {
    values.push(parsePosition(source.knownAt).toString());
    knownAt = `AND position <= $${values.length}::bigint`;
  }
  const text = `
    SELECT account_code, sub_account, (account_code = '${ACCOUNT.COST_OF_GOODS_SOLD}' AND product_id IS NOT NULL) AS goods,
      ${sums(dates.length, (i) => `effective_date <= ${day(i)}`)}
    FROM journal_lines
    WHERE business_id = $1 AND effective_date <= ${day(dates.length - 1)} ${knownAt}
    GROUP BY 1, 2, 3`;
  const result = await db.query(text, values);
  const rows: TotalsRow[] = [];
  for (const row of result.rows as (TotalsRow & { goods: boolean })[]) {
    const { goods, ...totals } = row;
    rows.push({ ...totals, kind: 'a' });
    if (goods) rows.push({ ...totals, kind: 'g', account_code: '', sub_account: '' });
  }
  return mergeAccountRows(rows, dates.length);
}

/** Rows of the same account (goods and other 5000 lines) added up, so each account appears once. */
function mergeAccountRows(rows: readonly TotalsRow[], count: number): TotalsRow[] {
  const merged = new Map<string, TotalsRow>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.account_code}\u0000${row.sub_account}`;
    const known = merged.get(key);
    if (!known) {
      merged.set(key, { ...row });
      continue;
    }
    for (let i = 0; i < count; i++) {
      for (const column of [`d${i}`, `c${i}`]) known[column] = addDecimalText(known[column], row[column]);
    }
  }
  return [...merged.values()];
}

/** Two NUMERIC texts added exactly (no float). */
function addDecimalText(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return new Decimal(a).plus(b).toFixed();
}
