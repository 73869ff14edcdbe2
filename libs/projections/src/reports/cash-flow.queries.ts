import {
  ACCOUNT,
  bankAccountNames,
  cashFlowStatement,
  Decimal,
  dayBefore,
  formatAmount,
  isCashAccount,
  isIsoDate,
  type CashFlowFigures,
  type CashPosting,
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

/**
 * Every posting dated in the period that moves cash: the lines of each journal entry of each
 * event on each date, summed per account (an amendment's reversal and its corrected lines are two
 * postings, dated apart). The entries are found by the cash lines' index, their other lines by the
 * journal's primary key.
 */
const POSTINGS_SQL = `
  SELECT l.position::text AS position, l.entry_id, l.effective_date::text AS date, l.account_code,
         (sum(l.debit) - sum(l.credit))::text AS net
  FROM (SELECT DISTINCT position, entry_id, effective_date FROM journal_lines
        WHERE business_id = $1 AND account_code IN ('${ACCOUNT.CASH_ON_HAND}', '${ACCOUNT.CASH_AT_BANK}')
          AND effective_date BETWEEN $2 AND $3) AS cash
  JOIN journal_lines l ON l.business_id = $1 AND l.position = cash.position AND l.entry_id = cash.entry_id AND l.effective_date = cash.effective_date
  GROUP BY l.position, l.entry_id, l.effective_date, l.account_code
  ORDER BY l.position, l.entry_id, l.effective_date`;

/** The opening balances' entries (a set entered, or one taken back): where the books start, not cash that flowed. */
const OPENING_BALANCES_SQL = `SELECT journal_id FROM manual_journals WHERE business_id = $1 AND kind = 'opening-balances'`;

interface PostingRow {
  position: string;
  entry_id: string;
  date: string;
  account_code: string;
  net: string;
}

/**
 * The cash flow statement for `startDate`–`endDate` (docs/cash-flow.md): the cash before it from
 * the report aggregates, the postings that moved cash from the journal. Throws
 * `ReportBusinessNotFoundError` for a business the read models do not know.
 */
export async function cashFlow(db: Queryable, businessId: string, options: { startDate: string; endDate: string }): Promise<CashFlowReport> {
  const { startDate, endDate } = options;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw new RangeError('startDate and endDate must be dates written YYYY-MM-DD');
  if (startDate > endDate) throw new RangeError('the period ends before it starts');
  const before = dayBefore(startDate);
  const [books, postings, openingBalances] = await Promise.all([
    booksAt(db, businessId, [before, endDate]),
    db.query(preparedStatement(withoutParallelWorkers(POSTINGS_SQL), [businessId, startDate, endDate])),
    db.query(OPENING_BALANCES_SQL, [businessId]),
  ]);
  const currency = books.business.currency;
  const openingEntries = new Set((openingBalances.rows as { journal_id: string }[]).map((row) => row.journal_id));
  const opening = cashAccounts(books.totals.get(before)!);
  const closing = cashAccounts(books.totals.get(endDate)!);
  const figures = cashFlowStatement({
    currency,
    startDate,
    endDate,
    cashBefore: [...opening.values()].reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(),
    postings: groupPostings(postings.rows as PostingRow[], openingEntries),
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
      name: code === ACCOUNT.CASH_ON_HAND ? 'Cash on hand' : (names.get(subAccount) ?? subAccount),
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

/** The rows (ordered by posting) as postings, each with its lines per account. */
function groupPostings(rows: readonly PostingRow[], openingEntries: ReadonlySet<string>): CashPosting[] {
  const postings: CashPosting[] = [];
  let key = '';
  let lines: { code: string; net: string }[] = [];
  for (const row of rows) {
    const rowKey = `${row.position}|${row.entry_id}|${row.date}`;
    if (rowKey !== key) {
      key = rowKey;
      lines = [];
      postings.push({ date: row.date, ...(openingEntries.has(row.entry_id) ? { openingBalances: true } : {}), lines });
    }
    lines.push({ code: row.account_code, net: row.net });
  }
  return postings;
}
