import {
  buildBalanceSheet,
  buildProfitAndLoss,
  buildTrialBalance,
  currencyScale,
  dayBefore,
  bankAccountNames,
  isIsoDate,
  yearStart,
  type BalanceSheetLayout,
  type CurrencyCode,
  type LedgerTotals,
  type ProfitAndLossLayout,
  type ReportPeriod,
  type TrialBalanceLayout,
} from '@ledgerline/ledger';
import { preparedStatement, withoutParallelWorkers, type Queryable } from '../db.js';
import { findBusiness, listBankAccounts, type BankAccountRow } from '../businesses/businesses.queries.js';
import {
  aggregateIntervalsSql,
  aggregateTotalsAt,
  datesToRead,
  ledgerTotalsAt,
  parsePosition,
  sourceOf,
  type AggregateIntervalRow,
  type ReportSource,
} from './ledger-totals.queries.js';

/** What every report says about where its figures come from. */
export interface ReportHeader {
  businessId: string;
  businessName: string;
  currency: string;
  /** The position the report is as known at; null: everything posted so far. */
  knownAt: string | null;
  source: 'aggregates' | 'journal';
}

export type TrialBalanceReport = ReportHeader & { date: string } & TrialBalanceLayout;
export type ProfitAndLossReport = ReportHeader & ProfitAndLossLayout;
export type BalanceSheetReport = ReportHeader & BalanceSheetLayout;

export class ReportBusinessNotFoundError extends Error {
  constructor(readonly businessId: string) {
    super(`There is no business ${businessId}`);
  }
}

/** Everything a report reads: the business, its bank accounts, and the books at the end of each date. */
export interface ReportBooks {
  business: { name: string; currency: CurrencyCode };
  /** In the order `listBankAccounts` gives them, removed ones included: the reports name every bank account their lines name. */
  bankAccounts: BankAccountRow[];
  /** Each date asked for → the books at its end (`ledgerTotalsAt`). */
  totals: Map<string, LedgerTotals>;
}

/**
 * What a report reads, for the dates it needs (each date read once, however often it is asked for).
 * From the aggregates: one statement (the business's row with its bank accounts and the interval
 * totals beside it as JSON, the amounts as NUMERIC text), run without parallel workers, since it
 * reads a few thousand rows at most. With `knownAt` or `fromJournal`: the business, its bank
 * accounts and the journal lines in three queries side by side (the scan is the benchmarks'
 * baseline: left as it was). Throws `ReportBusinessNotFoundError` for a business the read models
 * do not know.
 */
export async function booksAt(db: Queryable, businessId: string, dates: readonly string[], source: ReportSource = {}): Promise<ReportBooks> {
  if (sourceOf(source) === 'journal') {
    const [business, bankAccounts, totals] = await Promise.all([
      findBusiness(db, businessId),
      listBankAccounts(db, businessId, { includeRemoved: true }),
      ledgerTotalsAt(db, businessId, dates, source),
    ]);
    if (!business) throw new ReportBusinessNotFoundError(businessId);
    return { business: { name: business.name, currency: business.currency.trim() as CurrencyCode }, bankAccounts, totals };
  }

  const toRead = datesToRead(dates);
  const values: unknown[] = [businessId];
  const intervals =
    toRead.read.length === 0
      ? `'[]'::json`
      : `(SELECT coalesce(json_agg(totals), '[]') FROM (${aggregateIntervalsSql('$1', toRead.read, (date) => {
          values.push(date);
          return `$${values.length}`;
        })}) AS totals)`;
  // The bank accounts in listBankAccounts' order, removed ones included.
  const text = `
    SELECT name, currency,
      (SELECT coalesce(json_agg(json_build_object('bankAccountId', bank_account_id, 'bankName', bank_name,
                 'accountName', account_name, 'accountNumber', account_number) ORDER BY bank_name, bank_account_id), '[]')
       FROM bank_accounts WHERE business_id = $1) AS bank_accounts,
      ${intervals} AS intervals
    FROM businesses WHERE business_id = $1`;
  const { rows } = await db.query(preparedStatement(withoutParallelWorkers(text), values));
  const row = rows[0] as { name: string; currency: string; bank_accounts: BankAccountRow[]; intervals: AggregateIntervalRow[] } | undefined;
  if (!row) throw new ReportBusinessNotFoundError(businessId);
  return {
    business: { name: row.name, currency: row.currency.trim() as CurrencyCode },
    bankAccounts: row.bank_accounts,
    totals: aggregateTotalsAt(toRead, row.intervals),
  };
}

interface ReportContext {
  header: ReportHeader;
  scale: number;
  /** Bank account id → the name it shows (the journal export's names, unique per business). */
  bankNames: Map<string, string>;
}

/** A report's books (`booksAt`) and what it says about them. */
async function readReport(
  db: Queryable,
  businessId: string,
  dates: string[],
  source: ReportSource,
): Promise<{ context: ReportContext; at: (date: string) => LedgerTotals }> {
  const { business, bankAccounts, totals } = await booksAt(db, businessId, dates, source);
  const context = {
    header: {
      businessId,
      businessName: business.name,
      currency: business.currency,
      knownAt: source.knownAt === undefined ? null : parsePosition(source.knownAt).toString(),
      source: sourceOf(source),
    },
    scale: currencyScale(business.currency),
    bankNames: bankAccountNames(bankAccounts),
  };
  return { context, at: (date) => totals.get(date)! };
}

const requireDate = (value: string, name: string) => {
  if (!isIsoDate(value)) throw new RangeError(`${name} must be a date written YYYY-MM-DD`);
  return value;
};
const requirePeriod = (period: ReportPeriod, name: string) => {
  requireDate(period.startDate, `${name}.startDate`);
  requireDate(period.endDate, `${name}.endDate`);
  if (period.startDate > period.endDate) throw new RangeError(`${name} ends before it starts`);
  return period;
};

/** The trial balance at the end of `date`: every account's debits and credits, and their totals (equal). */
export async function trialBalance(db: Queryable, businessId: string, options: { date: string } & ReportSource): Promise<TrialBalanceReport> {
  const date = requireDate(options.date, 'date');
  const { context, at } = await readReport(db, businessId, [date], options);
  return { ...context.header, date, ...buildTrialBalance(at(date), { scale: context.scale, subAccountNames: context.bankNames }) };
}

/** The profit and loss for `period1`, with `period2` beside it when given. */
export async function profitAndLoss(
  db: Queryable,
  businessId: string,
  options: { period1: ReportPeriod; period2?: ReportPeriod } & ReportSource,
): Promise<ProfitAndLossReport> {
  const periods = [requirePeriod(options.period1, 'period1'), ...(options.period2 ? [requirePeriod(options.period2, 'period2')] : [])];
  const dates = periods.flatMap((period) => [dayBefore(period.startDate), period.endDate]);
  const { context, at } = await readReport(db, businessId, dates, options);
  const layout = buildProfitAndLoss(
    periods.map((period) => ({ ...period, opening: at(dayBefore(period.startDate)), closing: at(period.endDate) })),
    { scale: context.scale },
  );
  return { ...context.header, ...layout };
}

/**
 * The balance sheet at the end of `date1`, with `date2` beside it when given. Profit to date runs
 * from `profitFrom1` / `profitFrom2` (default: the first of January of each date's year); profit
 * before that shows as retained earnings.
 */
export async function balanceSheet(
  db: Queryable,
  businessId: string,
  options: { date1: string; date2?: string; profitFrom1?: string; profitFrom2?: string } & ReportSource,
): Promise<BalanceSheetReport> {
  const columns = [
    { date: requireDate(options.date1, 'date1'), profitFrom: options.profitFrom1 ?? yearStart(options.date1) },
    ...(options.date2 !== undefined ? [{ date: requireDate(options.date2, 'date2'), profitFrom: options.profitFrom2 ?? yearStart(options.date2) }] : []),
  ];
  for (const column of columns) {
    requireDate(column.profitFrom, 'profitFrom');
    if (column.profitFrom > column.date) throw new RangeError('profit to date must start on or before the balance sheet date');
  }
  const dates = columns.flatMap((column) => [column.date, dayBefore(column.profitFrom)]);
  const { context, at } = await readReport(db, businessId, dates, options);
  const layout = buildBalanceSheet(
    columns.map((column) => ({ ...column, atDate: at(column.date), beforeProfitFrom: at(dayBefore(column.profitFrom)) })),
    { scale: context.scale, subAccountNames: context.bankNames },
  );
  return { ...context.header, ...layout };
}
