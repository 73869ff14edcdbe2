import { ACCOUNT, CHART_OF_ACCOUNTS, NORMAL_BALANCE, accountByCode, type Account, type AccountType, type NormalBalance } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';

/**
 * The chart-of-accounts pages (spec 002 §2 "Accounting and reports", §7 "Accounting chart"):
 * `/accounting/{type}/{subtype}` shows one page of the chart, a ledger of the accounts behind it.
 * Here: which accounts each slug stands for (LEDGER.md §2), and how a running balance is kept.
 */

export const CHART_VIEW_TYPES = ['assets', 'liability', 'equity', 'income', 'expenses'] as const;
export type ChartViewType = (typeof CHART_VIEW_TYPES)[number];

/** Which account types make up each page type (contra accounts with the type they reduce). */
const TYPE_ACCOUNT_TYPES: Readonly<Record<ChartViewType, readonly AccountType[]>> = {
  assets: ['asset', 'contra-asset'],
  liability: ['liability'],
  equity: ['equity', 'contra-equity'],
  income: ['income', 'contra-income', 'other-income', 'finance-income'],
  expenses: ['cost-of-sales', 'expense'],
};

/** A page type's balance as its users read it: assets and expenses debit, the rest credit. */
const TYPE_NORMAL_BALANCE: Readonly<Record<ChartViewType, NormalBalance>> = {
  assets: 'debit',
  liability: 'credit',
  equity: 'credit',
  income: 'credit',
  expenses: 'debit',
};

/** What a page type is called when it stands for all its accounts. */
const TYPE_NAMES: Readonly<Record<ChartViewType, string>> = {
  assets: 'Assets',
  liability: 'Liabilities',
  equity: 'Equity',
  income: 'Income',
  expenses: 'Expenses',
};

/** Words clients also use for the types. */
const TYPE_ALIASES: Readonly<Record<string, ChartViewType>> = {
  asset: 'assets',
  liabilities: 'liability',
  expense: 'expenses',
  incomes: 'income',
};

interface SlugDefinition {
  name?: string;
  codes: readonly string[];
}

/**
 * The spec's slugs first (002 §2), in its order; then the chart's other accounts of the type, so
 * that every account has a page. The spec names no expense pages: each expense account is found
 * by its category (`rent`, `home-office-cost`, …) and the fixed expense accounts by their names.
 */
const SLUGS: Readonly<Record<ChartViewType, Readonly<Record<string, SlugDefinition>>>> = {
  assets: {
    bank: { codes: [ACCOUNT.CASH_AT_BANK] },
    cash: { codes: [ACCOUNT.CASH_ON_HAND] },
    receivables: { codes: [ACCOUNT.ACCOUNTS_RECEIVABLE] },
    prepayments: { codes: [ACCOUNT.PREPAYMENTS] },
    inventory: { codes: [ACCOUNT.INVENTORY_GOODS] },
    'raw-materials': { codes: [ACCOUNT.INVENTORY_RAW_MATERIALS] },
    'work-in-progress': { codes: [ACCOUNT.WORK_IN_PROGRESS] },
    'vat-receivable': { codes: [ACCOUNT.VAT_RECEIVABLE] },
    'fixed-assets': { codes: [ACCOUNT.FIXED_ASSETS_COST] },
    'accumulated-depreciation': { codes: [ACCOUNT.ACCUMULATED_DEPRECIATION] },
  },
  liability: {
    borrowing: { codes: [ACCOUNT.BORROWINGS] },
    'vat-payables': { codes: [ACCOUNT.VAT_PAYABLE] },
    'trade-payables': { codes: [ACCOUNT.TRADE_PAYABLES] },
    'customer-advances': { codes: [ACCOUNT.CUSTOMER_ADVANCES] },
  },
  equity: {
    'owners-contribution': { codes: [ACCOUNT.OWNERS_CONTRIBUTION] },
    drawings: { codes: [ACCOUNT.DRAWINGS] },
    'retained-earnings': { codes: [ACCOUNT.RETAINED_EARNINGS] },
  },
  income: {
    // Net sales, as the profit and loss shows them (LEDGER.md §8): products and services less discounts.
    sales: { name: 'Sales', codes: [ACCOUNT.SALES_PRODUCTS, ACCOUNT.SALES_SERVICES, ACCOUNT.SALES_DISCOUNTS] },
    'discount-received': { codes: [ACCOUNT.DISCOUNT_RECEIVED] },
    'commission-earned': { codes: [ACCOUNT.COMMISSION_EARNED] },
    shipping: { codes: [ACCOUNT.SHIPPING_INCOME] },
    'bad-debt-recovered': { codes: [ACCOUNT.BAD_DEBT_RECOVERED] },
    'interest-received': { codes: [ACCOUNT.INTEREST_RECEIVED] },
    'gift-received': { codes: [ACCOUNT.GIFT_RECEIVED] },
    'service-charge': { codes: [ACCOUNT.SERVICE_CHARGE] },
    'other-income': { codes: [ACCOUNT.OTHER_INCOME] },
    'other-sales-income': { codes: [ACCOUNT.OTHER_SALES_INCOME] },
    'gain-on-disposal': { codes: [ACCOUNT.GAIN_ON_DISPOSAL] },
  },
  expenses: {
    ...Object.fromEntries(
      CHART_OF_ACCOUNTS.filter((account) => account.expenseCategory !== undefined).map((account) => [
        account.expenseCategory!.replace(/_/g, '-'),
        { codes: [account.code] },
      ]),
    ),
    depreciation: { codes: [ACCOUNT.DEPRECIATION] },
    'loss-on-disposal': { codes: [ACCOUNT.LOSS_ON_DISPOSAL] },
    'inventory-adjustments': { codes: [ACCOUNT.INVENTORY_ADJUSTMENTS] },
    'cash-over-and-short': { codes: [ACCOUNT.CASH_OVER_AND_SHORT] },
  },
};

/** The slugs the spec itself names (002 §2); the others are ours. */
export const SPEC_CHART_SLUGS: Readonly<Record<ChartViewType, readonly string[]>> = {
  assets: ['bank', 'cash'],
  liability: ['borrowing', 'vat-payables', 'trade-payables'],
  equity: ['owners-contribution', 'drawings'],
  income: [
    'sales',
    'discount-received',
    'commission-earned',
    'shipping',
    'bad-debt-recovered',
    'interest-received',
    'gift-received',
    'service-charge',
    'other-income',
    'other-sales-income',
  ],
  expenses: [],
};

export interface ChartView {
  type: ChartViewType;
  /** The page's slug; null when the page is the whole type. */
  subtype: string | null;
  /** The account that names the page (sales: 4000); null for a whole type. */
  code: string | null;
  name: string;
  /** The named account's type (drawings: contra-equity); the page type's main one for a whole type. */
  accountType: AccountType;
  /** The side that makes the page's balance positive. */
  normalBalance: NormalBalance;
  /** Every account whose lines the page lists, by code. */
  accounts: readonly Account[];
  /** The bank page: its lines can be narrowed to one bank account (a sub-account of 1010). */
  byBankAccount: boolean;
}

/** The page type a client's word stands for, or undefined. */
export function chartViewType(type: string): ChartViewType | undefined {
  const word = type.trim().toLowerCase();
  if ((CHART_VIEW_TYPES as readonly string[]).includes(word)) return word as ChartViewType;
  return TYPE_ALIASES[word];
}

/** The slugs a type's pages are found by, the spec's first. */
export function chartViewSlugs(type: ChartViewType): string[] {
  return Object.keys(SLUGS[type]);
}

/** Every account of a page type, by code. */
export function accountsOfChartType(type: ChartViewType): Account[] {
  return CHART_OF_ACCOUNTS.filter((account) => TYPE_ACCOUNT_TYPES[type].includes(account.type));
}

/** Slugs are kebab-case; snake_case (the expense categories as the API takes them) is read too. */
const normalizeSlug = (subtype: string) => subtype.trim().toLowerCase().replace(/_/g, '-');

/**
 * The page `/accounting/{type}/{subtype}` stands for: a slug of the type, or the code of one of the
 * type's accounts (`/accounting/assets/1100`). No subtype (null, empty): the whole type.
 * Undefined for an unknown type, or a subtype that is not one of the type's.
 */
export function resolveChartView(type: string, subtype?: string | null): ChartView | undefined {
  const viewType = chartViewType(type);
  if (!viewType) return undefined;
  const typeAccounts = accountsOfChartType(viewType);
  if (subtype === undefined || subtype === null || subtype.trim() === '') {
    return {
      type: viewType,
      subtype: null,
      code: null,
      name: TYPE_NAMES[viewType],
      accountType: TYPE_ACCOUNT_TYPES[viewType][0],
      normalBalance: TYPE_NORMAL_BALANCE[viewType],
      accounts: typeAccounts,
      byBankAccount: false,
    };
  }
  const slug = normalizeSlug(subtype);
  const bySlug = Object.prototype.hasOwnProperty.call(SLUGS[viewType], slug) ? SLUGS[viewType][slug] : undefined;
  const byCode = bySlug ? undefined : typeAccounts.find((account) => account.code === subtype.trim());
  const definition: SlugDefinition | undefined = bySlug ?? (byCode && { codes: [byCode.code] });
  if (!definition) return undefined;
  const accounts = definition.codes.map((code) => accountByCode(code)!);
  const named = accounts[0];
  return {
    type: viewType,
    subtype: bySlug ? slug : named.code,
    code: named.code,
    name: definition.name ?? named.name,
    accountType: named.type,
    // A single account reads its own way (drawings: debit); a group reads as its type.
    normalBalance: accounts.length === 1 ? NORMAL_BALANCE[named.type] : TYPE_NORMAL_BALANCE[viewType],
    accounts,
    byBankAccount: named.code === ACCOUNT.CASH_AT_BANK,
  };
}

/** Why a page was not found, in words a client can show. */
export function chartViewNotFoundMessage(type: string, subtype?: string | null): string {
  const viewType = chartViewType(type);
  if (!viewType) return `There is no '${type}' section in the chart of accounts: use one of ${CHART_VIEW_TYPES.join(', ')}`;
  return `There is no '${subtype ?? ''}' page under ${viewType}: use one of ${chartViewSlugs(viewType).join(', ')}, or the code of one of its accounts`;
}

/** A line's effect on a balance read on the `normal` side: debit − credit, or credit − debit. */
export function signedAmount(normal: NormalBalance, debit: Decimal | string, credit: Decimal | string): Decimal {
  const net = new Decimal(debit).minus(new Decimal(credit));
  return normal === 'debit' ? net : net.negated();
}

/** Each line with the balance after it, starting from `opening`; exact (no rounding). */
export function withRunningBalance<T extends { debit: Decimal | string; credit: Decimal | string }>(
  opening: Decimal | string,
  lines: readonly T[],
  normal: NormalBalance,
): (T & { balance: Decimal })[] {
  let balance = new Decimal(opening);
  return lines.map((line) => {
    balance = balance.plus(signedAmount(normal, line.debit, line.credit));
    return { ...line, balance };
  });
}
