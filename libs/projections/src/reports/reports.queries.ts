import {
  buildBalanceSheet,
  buildProfitAndLoss,
  buildTrialBalance,
  currencyScale,
  dayBefore,
  exportBankNames,
  isIsoDate,
  yearStart,
  type BalanceSheetLayout,
  type CurrencyCode,
  type LedgerTotals,
  type ProfitAndLossLayout,
  type ReportPeriod,
  type TrialBalanceLayout,
} from '@ledgerline/ledger';
import type { Queryable } from '../db.js';
import { findBusiness, listBankAccounts } from '../businesses/businesses.queries.js';
import { ledgerTotalsAt, parsePosition, sourceOf, type ReportSource } from './ledger-totals.queries.js';

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

interface ReportContext {
  header: ReportHeader;
  scale: number;
  /** Bank account id → the name it shows (the journal export's names, unique per business). */
  bankNames: Map<string, string>;
}

async function reportContext(db: Queryable, businessId: string, source: ReportSource): Promise<ReportContext> {
  const [business, banks] = await Promise.all([findBusiness(db, businessId), listBankAccounts(db, businessId)]);
  if (!business) throw new ReportBusinessNotFoundError(businessId);
  const currency = business.currency.trim() as CurrencyCode;
  return {
    header: {
      businessId,
      businessName: business.name,
      currency,
      knownAt: source.knownAt === undefined ? null : parsePosition(source.knownAt).toString(),
      source: sourceOf(source),
    },
    scale: currencyScale(currency),
    bankNames: exportBankNames(banks),
  };
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

async function totalsAt(db: Queryable, businessId: string, dates: string[], source: ReportSource): Promise<(date: string) => LedgerTotals> {
  const totals = await ledgerTotalsAt(db, businessId, dates, source);
  return (date) => totals.get(date)!;
}

/** The trial balance at the end of `date`: every account's debits and credits, and their totals (equal). */
export async function trialBalance(db: Queryable, businessId: string, options: { date: string } & ReportSource): Promise<TrialBalanceReport> {
  const date = requireDate(options.date, 'date');
  const [context, at] = await Promise.all([reportContext(db, businessId, options), totalsAt(db, businessId, [date], options)]);
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
  const [context, at] = await Promise.all([reportContext(db, businessId, options), totalsAt(db, businessId, dates, options)]);
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
  const [context, at] = await Promise.all([reportContext(db, businessId, options), totalsAt(db, businessId, dates, options)]);
  const layout = buildBalanceSheet(
    columns.map((column) => ({ ...column, atDate: at(column.date), beforeProfitFrom: at(dayBefore(column.profitFrom)) })),
    { scale: context.scale, subAccountNames: context.bankNames },
  );
  return { ...context.header, ...layout };
}
