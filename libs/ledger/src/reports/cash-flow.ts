import { ACCOUNT, accountByCode } from '../chart-of-accounts.js';
import type { CurrencyCode } from '../currencies.js';
import { Decimal } from '../decimal.js';
import { formatAmount, roundToScale } from '../money.js';
import { addDays, monthStart, yearStart } from '../calendar/index.js';
import { isIsoDate } from '../validation.js';

/**
 * The cash flow statement, direct method (docs/cash-flow.md): where the cash on hand and at bank
 * came from and went in a period, in three sections. Each journal entry that moves cash is
 * classified by the accounts on its other side, never by a document type, so manual journals,
 * voids and amendments land where their lines say.
 */

export type CashFlowSectionKey = 'operating' | 'investing' | 'financing';

export const CASH_FLOW_LINES = {
  customers: { section: 'operating', label: 'Received from customers' },
  suppliersAndExpenses: { section: 'operating', label: 'Paid to suppliers and for expenses' },
  otherIncome: { section: 'operating', label: 'Other income received' },
  interestReceived: { section: 'operating', label: 'Interest received' },
  interestPaid: { section: 'operating', label: 'Interest paid' },
  vat: { section: 'operating', label: 'VAT settled' },
  assetsBought: { section: 'investing', label: 'Fixed assets bought' },
  assetsSold: { section: 'investing', label: 'Fixed assets sold' },
  contributions: { section: 'financing', label: 'Owner’s contributions' },
  drawings: { section: 'financing', label: 'Drawings' },
  loansReceived: { section: 'financing', label: 'Loans received' },
  loansRepaid: { section: 'financing', label: 'Loans repaid' },
} as const satisfies Record<string, { section: CashFlowSectionKey; label: string }>;
export type CashFlowLineKey = keyof typeof CASH_FLOW_LINES;

export const CASH_FLOW_SECTIONS: Readonly<Record<CashFlowSectionKey, string>> = {
  operating: 'Operating activities',
  investing: 'Investing activities',
  financing: 'Financing activities',
};

export interface CashFlowLine {
  key: CashFlowLineKey;
  label: string;
  /** Money in positive, money out negative. */
  amount: string;
}

export interface CashFlowSection {
  key: CashFlowSectionKey;
  label: string;
  /** Every line of the section, zero ones included (a screen may leave those out). */
  lines: CashFlowLine[];
  total: string;
}

/** One day, month or year of the period: what each section moved and the cash at its end. */
export interface CashFlowInterval {
  start: string;
  end: string;
  operating: string;
  investing: string;
  financing: string;
  net: string;
  closingCash: string;
}

/** The period's figures, without the business's names (the query adds those). */
export interface CashFlowFigures {
  currency: string;
  startDate: string;
  endDate: string;
  /** Cash on hand and at bank at the start of startDate, plus any opening balances entered in the period. */
  openingCash: string;
  /** The part of openingCash that opening balances dated within the period brought (0 when none). */
  openingBalancesEntered: string;
  sections: CashFlowSection[];
  netChange: string;
  /** openingCash + netChange: the cash on hand and at bank at the end of endDate. */
  closingCash: string;
  /** Days for a period of up to 31 days, months up to three years, years beyond (the first and last may be part ones). */
  interval: 'day' | 'month' | 'year';
  intervals: CashFlowInterval[];
}

/** One posting that moved cash: the lines of one journal entry on one date, summed per account (debit − credit). */
export interface CashPosting {
  date: string;
  /** Opening balances (a set entered or taken back): the cash they bring is where the books start, not a flow. */
  openingBalances?: boolean;
  lines: readonly { code: string; net: string }[];
}

/** Where a day's cash went, by line; `openingBalances` is the cash opening balances brought that day. */
export type CashFlowKey = CashFlowLineKey | 'openingBalances';

/** One day's total of one line (the `cash-flow` projector keeps them: `daily_cash_flow`). */
export interface DailyCashFlow {
  day: string;
  line: CashFlowKey;
  amount: string;
}

export interface CashFlowInput {
  currency: CurrencyCode;
  startDate: string;
  endDate: string;
  /** Cash on hand and at bank at the end of the day before startDate. */
  cashBefore: string;
  /** The days' flows in the period (others are ignored). */
  flows: readonly DailyCashFlow[];
}

const CASH_ACCOUNTS: ReadonlySet<string> = new Set([ACCOUNT.CASH_ON_HAND, ACCOUNT.CASH_AT_BANK]);
export const isCashAccount = (code: string): boolean => CASH_ACCOUNTS.has(code);

/**
 * Balances that only stand between a document and its payment (receivables, payables, VAT): in an
 * entry that also has a sale, a purchase, an asset or a loan, the cash follows those lines, so
 * an asset bought part on credit shows its deposit as investing, not as a supplier's credit.
 */
const SETTLEMENT_ACCOUNTS: ReadonlySet<string> = new Set([ACCOUNT.ACCOUNTS_RECEIVABLE, ACCOUNT.TRADE_PAYABLES, ACCOUNT.VAT_RECEIVABLE, ACCOUNT.VAT_PAYABLE]);

/** Where an account's cash goes before the sign decides between bought/sold, received/repaid. */
type Category = Exclude<CashFlowLineKey, 'assetsSold' | 'loansRepaid'>;

const BY_CODE: Readonly<Record<string, Category>> = {
  [ACCOUNT.ACCOUNTS_RECEIVABLE]: 'customers',
  [ACCOUNT.CUSTOMER_ADVANCES]: 'customers',
  [ACCOUNT.SALES_PRODUCTS]: 'customers',
  [ACCOUNT.SALES_SERVICES]: 'customers',
  [ACCOUNT.OTHER_SALES_INCOME]: 'customers',
  [ACCOUNT.SALES_DISCOUNTS]: 'customers',
  [ACCOUNT.SHIPPING_INCOME]: 'customers',
  [ACCOUNT.VAT_RECEIVABLE]: 'vat',
  [ACCOUNT.VAT_PAYABLE]: 'vat',
  [ACCOUNT.COMMISSION_EARNED]: 'otherIncome',
  [ACCOUNT.BAD_DEBT_RECOVERED]: 'otherIncome',
  [ACCOUNT.GIFT_RECEIVED]: 'otherIncome',
  [ACCOUNT.SERVICE_CHARGE]: 'otherIncome',
  [ACCOUNT.OTHER_INCOME]: 'otherIncome',
  [ACCOUNT.INTEREST_RECEIVED]: 'interestReceived',
  [ACCOUNT.FIXED_ASSETS_COST]: 'assetsBought',
  [ACCOUNT.ACCUMULATED_DEPRECIATION]: 'assetsBought',
  [ACCOUNT.GAIN_ON_DISPOSAL]: 'assetsBought',
  [ACCOUNT.LOSS_ON_DISPOSAL]: 'assetsBought',
  [ACCOUNT.OWNERS_CONTRIBUTION]: 'contributions',
  [ACCOUNT.RETAINED_EARNINGS]: 'contributions',
  [ACCOUNT.DRAWINGS]: 'drawings',
  [ACCOUNT.BORROWINGS]: 'loansReceived',
};

/** The cash flow line an account's movement belongs to (before the sign splits assets and loans). */
export function cashFlowCategoryOf(code: string): Category {
  const known = BY_CODE[code];
  if (known) return known;
  if (accountByCode(code)?.financeCost) return 'interestPaid';
  // Inventory, cost of sales, discount received, payables, prepayments, every expense: what the
  // business pays to run. A code the chart does not know goes by its first digit's usual home.
  if (code[0] === '3') return 'contributions';
  return 'suppliersAndExpenses';
}

/** The line a category's amount shows on, by its sign: assets and loans have a line for each way. */
function lineOf(category: Category, amount: Decimal): CashFlowLineKey {
  if (category === 'assetsBought' && amount.gt(0)) return 'assetsSold';
  if (category === 'loansReceived' && amount.lt(0)) return 'loansRepaid';
  return category;
}

/**
 * What one posting's cash movement was for, by line. The cash moved (the cash lines' net) is
 * spread over the other lines' categories in proportion to their nets; settlement accounts count
 * only when nothing else is there. Shares are rounded to the currency and the remainder goes to the
 * largest, so the lines always add up to the cash moved exactly. Opening balances' cash is
 * `openingBalances`, whatever their other lines.
 */
export function classifyCashPosting(posting: CashPosting, scale: number): Map<CashFlowKey, Decimal> {
  const result = new Map<CashFlowKey, Decimal>();
  let cash = new Decimal(0);
  const others: { code: string; net: Decimal }[] = [];
  for (const line of posting.lines) {
    const net = new Decimal(line.net);
    if (isCashAccount(line.code)) cash = cash.plus(net);
    else if (!net.isZero()) others.push({ code: line.code, net });
  }
  if (cash.isZero()) return result;
  if (posting.openingBalances) return result.set('openingBalances', cash);
  const main = others.filter((line) => !SETTLEMENT_ACCOUNTS.has(line.code));
  const base = main.length > 0 && !sumOf(main).isZero() ? main : others;
  const byCategory = new Map<Category, Decimal>();
  for (const line of base) {
    const category = cashFlowCategoryOf(line.code);
    byCategory.set(category, (byCategory.get(category) ?? new Decimal(0)).plus(line.net));
  }
  const weights = [...byCategory].filter(([, net]) => !net.isZero());
  const total = sumOf(weights.map(([, net]) => ({ net })));
  if (weights.length === 0 || total.isZero()) {
    // Nothing on the other side (never, as every entry balances): operating, so the cash is never lost.
    result.set('suppliersAndExpenses', cash);
    return result;
  }
  // The cash is the other side's mirror: each category's share of it, rounded, the rest to the largest.
  const shares = weights.map(([category, net]) => ({ category, net, share: roundToScale(cash.times(net).dividedBy(total), scale) }));
  const remainder = cash.minus(sumOf(shares.map(({ share }) => ({ net: share }))));
  if (!remainder.isZero()) {
    const largest = shares.reduce((a, b) => (b.net.abs().gt(a.net.abs()) ? b : a));
    largest.share = largest.share.plus(remainder);
  }
  for (const { category, share } of shares) {
    if (share.isZero()) continue;
    const key = lineOf(category, share);
    result.set(key, (result.get(key) ?? new Decimal(0)).plus(share));
  }
  return result;
}

/** Each posting's flows as the days' entries the statement reads (one per posting and line, not yet summed). */
export function cashFlowsOf(postings: readonly CashPosting[], scale: number): DailyCashFlow[] {
  return postings.flatMap((posting) =>
    [...classifyCashPosting(posting, scale)].map(([line, amount]) => ({ day: posting.date, line, amount: amount.toFixed() })),
  );
}

/** The most decimals any of the amounts has: the scale a posting's lines were rounded to (its currency's). */
export function scaleOfAmounts(amounts: readonly string[]): number {
  return amounts.reduce((scale, amount) => Math.max(scale, amount.includes('.') ? amount.length - amount.indexOf('.') - 1 : 0), 0);
}

const sumOf = (lines: readonly { net: Decimal }[]) => lines.reduce((sum, line) => sum.plus(line.net), new Decimal(0));

/** The statement's intervals: days for a period of up to 31 days, months up to three years, years beyond. */
export function cashFlowIntervals(startDate: string, endDate: string): { interval: CashFlowFigures['interval']; starts: string[] } {
  const starts = [startDate];
  // After 9999-12-31 comes a date of year 10000 (+010000-…), which compares as text before it: stop there too.
  const within = (date: string) => isIsoDate(date) && date <= endDate;
  if (addDays(startDate, 30) >= endDate) {
    for (let day = addDays(startDate, 1); within(day); day = addDays(day, 1)) starts.push(day);
    return { interval: 'day', starts };
  }
  if (!within(monthStart(startDate, 36))) {
    for (let month = monthStart(startDate, 1); within(month); month = monthStart(month, 1)) starts.push(month);
    return { interval: 'month', starts };
  }
  for (let year = monthStart(yearStart(startDate), 12); within(year); year = monthStart(year, 12)) starts.push(year);
  return { interval: 'year', starts };
}

/** The statement for a period from the cash before it and the days' flows in it. */
export function cashFlowStatement(input: CashFlowInput): CashFlowFigures {
  const { currency, startDate, endDate } = input;
  const lines = new Map<CashFlowLineKey, Decimal>(Object.keys(CASH_FLOW_LINES).map((key) => [key as CashFlowLineKey, new Decimal(0)]));
  const { interval, starts } = cashFlowIntervals(startDate, endDate);
  const bySection = starts.map(() => ({ operating: new Decimal(0), investing: new Decimal(0), financing: new Decimal(0) }));
  let openingBalancesEntered = new Decimal(0);
  for (const flow of input.flows) {
    if (flow.day < startDate || flow.day > endDate) continue;
    if (flow.line === 'openingBalances') {
      openingBalancesEntered = openingBalancesEntered.plus(flow.amount);
      continue;
    }
    const index = intervalIndex(starts, flow.day);
    const section = CASH_FLOW_LINES[flow.line].section;
    lines.set(flow.line, lines.get(flow.line)!.plus(flow.amount));
    bySection[index][section] = bySection[index][section].plus(flow.amount);
  }
  const openingCash = new Decimal(input.cashBefore).plus(openingBalancesEntered);
  const sections = (Object.keys(CASH_FLOW_SECTIONS) as CashFlowSectionKey[]).map((section): CashFlowSection => {
    const sectionLines = (Object.entries(CASH_FLOW_LINES) as [CashFlowLineKey, (typeof CASH_FLOW_LINES)[CashFlowLineKey]][])
      .filter(([, line]) => line.section === section)
      .map(([key, line]) => ({ key, label: line.label, amount: lines.get(key)! }));
    return {
      key: section,
      label: CASH_FLOW_SECTIONS[section],
      lines: sectionLines.map((line) => ({ ...line, amount: money(line.amount, currency) })),
      total: money(
        sectionLines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0)),
        currency,
      ),
    };
  });
  const netChange = [...lines.values()].reduce((sum, amount) => sum.plus(amount), new Decimal(0));
  let running = openingCash;
  const intervals = starts.map((start, index): CashFlowInterval => {
    const { operating, investing, financing } = bySection[index];
    const net = operating.plus(investing).plus(financing);
    running = running.plus(net);
    const end = index + 1 < starts.length ? addDays(starts[index + 1], -1) : endDate;
    return {
      start,
      end,
      operating: money(operating, currency),
      investing: money(investing, currency),
      financing: money(financing, currency),
      net: money(net, currency),
      closingCash: money(running, currency),
    };
  });
  return {
    currency,
    startDate,
    endDate,
    openingCash: money(openingCash, currency),
    openingBalancesEntered: money(openingBalancesEntered, currency),
    sections,
    netChange: money(netChange, currency),
    closingCash: money(openingCash.plus(netChange), currency),
    interval,
    intervals,
  };
}

/** The interval a date falls in (starts ascending, the date within the period). */
function intervalIndex(starts: readonly string[], date: string): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= date) low = mid;
    else high = mid - 1;
  }
  return low;
}

const money = (amount: Decimal, currency: CurrencyCode) => formatAmount(amount, currency);
