import {
  ACCOUNT,
  bankAccountNames,
  cashFlowStatement,
  Decimal,
  dayBefore,
  formatAmount,
  isCashAccount,
  isIsoDate,
  requireAccount,
  type CashFlowFigures,
  type DailyCashFlow,
  type LedgerTotals,
} from '@ledgerline/ledger';
import { preparedStatement, withoutParallelWorkers, type Queryable } from '../db.js';
import { booksAt } from './reports.queries.js';

/** A cash account at the start and end of the period: cash on hand, or a bank account by the name every screen gives it. */
export interface CashFlowAccount {
  code: '1000' | '1010';
  /** The bank account id for 1010, '' for cash on hand. */
  subAccount: string;
  name: string;
  opening: string;
  closing: string;
  change: string;
}

export type CashFlowReport = { businessId: string; businessName: string; accounts: CashFlowAccount[] } & CashFlowFigures;

/** The days' flows of the period, by line, from the `cash-flow` projector's aggregate. */
const FLOWS_SQL = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, line, amount::text AS amount
  FROM daily_cash_flow WHERE business_id = $1 AND day BETWEEN $2 AND $3`;

/**
 * The cash flow statement for `startDate`–`endDate` (docs/cash-flow.md): the cash before it from
 * the report aggregates, the days' flows from `daily_cash_flow`; both read rows by days and
 * accounts or lines, never by journal line. Throws
 * `ReportBusinessNotFoundError` for a business the read models do not know.
 */
export async function cashFlow(db: Queryable, businessId: string, options: { startDate: string; endDate: string }): Promise<CashFlowReport> {
  const { startDate, endDate } = options;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw new RangeError('startDate and endDate must be dates written YYYY-MM-DD');
  if (startDate > endDate) throw new RangeError('the period ends before it starts');
  const before = dayBefore(startDate);
  const [books, flows] = await Promise.all([
    booksAt(db, businessId, [before, endDate]),
    db.query(preparedStatement(withoutParallelWorkers(FLOWS_SQL), [businessId, startDate, endDate])),
  ]);
  const currency = books.business.currency;
  const opening = cashAccounts(books.totals.get(before)!);
  const closing = cashAccounts(books.totals.get(endDate)!);
  const figures = cashFlowStatement({
    currency,
    startDate,
    endDate,
    cashBefore: [...opening.values()].reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(),
    flows: flows.rows as DailyCashFlow[],
  });
  const names = bankAccountNames(books.bankAccounts);
  const keys = new Set([cashKey(ACCOUNT.CASH_ON_HAND, ''), ...opening.keys(), ...closing.keys()]);
  const accounts = [...keys].map((key): CashFlowAccount => {
    const [code, subAccount] = key.split('|') as ['1000' | '1010', string];
    const start = opening.get(key) ?? new Decimal(0);
    const end = closing.get(key) ?? new Decimal(0);
    return {
      code,
      subAccount,
      name: code === ACCOUNT.CASH_ON_HAND ? requireAccount(code).name : (names.get(subAccount) ?? subAccount),
      opening: formatAmount(start, currency),
      closing: formatAmount(end, currency),
      change: formatAmount(end.minus(start), currency),
    };
  });
  // Cash on hand first, then the banks by name.
  accounts.sort((a, b) => a.code.localeCompare(b.code) || a.name.localeCompare(b.name));
  return { businessId, businessName: books.business.name, ...figures, accounts };
}

const cashKey = (code: string, subAccount: string) => `${code}|${subAccount}`;

/** Each cash account's balance (debit − credit) in the books at a date. */
function cashAccounts(totals: LedgerTotals): Map<string, Decimal> {
  const result = new Map<string, Decimal>();
  for (const account of totals.accounts) {
    if (!isCashAccount(account.code)) continue;
    result.set(cashKey(account.code, account.subAccount), new Decimal(account.debit).minus(account.credit));
  }
  return result;
}
