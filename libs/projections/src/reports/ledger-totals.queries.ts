import { ACCOUNT, Decimal, monthStart, type AccountTotal, type LedgerTotals } from '@ledgerline/ledger';
import type { Queryable } from '../db.js';

/**
 * Where a report reads the books from:
 * - by default, the aggregates (whole months from monthly_account_totals, the days at the edges
 *   from daily_account_totals): rows grow with months and accounts, never with journal lines;
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

/**
 * The books up to the end of each date (cumulative, by effective date): every account's debit
 * and credit totals, and the goods part of cost of sales. One query for all the dates.
 */
export async function ledgerTotalsAt(db: Queryable, businessId: string, dates: readonly string[], source: ReportSource = {}): Promise<Map<string, LedgerTotals>> {
  const unique = [...new Set(dates)].sort();
  if (unique.length === 0) return new Map();
  const rows = sourceOf(source) === 'journal' ? await fromJournal(db, businessId, unique, source) : await fromAggregates(db, businessId, unique);

  const result = new Map<string, LedgerTotals>();
  unique.forEach((date, index) => {
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

async function fromAggregates(db: Queryable, businessId: string, dates: readonly string[]): Promise<TotalsRow[]> {
  // Parameters: $1 business, then per date i: $(2 + 2i) its month's first day, $(3 + 2i) the date.
  const values: unknown[] = [businessId];
  const month = (i: number) => `$${2 + 2 * i}::date`;
  const day = (i: number) => `$${3 + 2 * i}::date`;
  for (const date of dates) values.push(monthStart(date), date);
  const last = dates.length - 1;
  const edges = dates.map((_, i) => `(day >= ${month(i)} AND day <= ${day(i)})`).join(' OR ');
  const text = `
    SELECT kind, account_code, sub_account,
      ${sums(dates.length, (i) => `(src = 'm' AND bucket < ${month(i)}) OR (src = 'd' AND bucket >= ${month(i)} AND bucket <= ${day(i)}) OR (src = 'g' AND bucket <= ${day(i)})`)}
    FROM (
      SELECT 'a' AS kind, 'm' AS src, account_code, sub_account, month AS bucket, debit, credit
        FROM monthly_account_totals WHERE business_id = $1 AND month < ${month(last)}
      UNION ALL
      SELECT 'a', 'd', account_code, sub_account, day, debit, credit
        FROM daily_account_totals WHERE business_id = $1 AND (${edges})
      UNION ALL
      SELECT 'g', 'g', '', '', day, debit, credit
        FROM daily_goods_cost WHERE business_id = $1 AND day <= ${day(last)}
    ) AS totals
    GROUP BY kind, account_code, sub_account`;
  const result = await db.query(text, values);
  return result.rows as TotalsRow[];
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
