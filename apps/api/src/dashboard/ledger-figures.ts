import { ACCOUNT, accountByCode, CHART_OF_ACCOUNTS, Decimal, type Account, type AccountType } from '@ledgerline/ledger';

/** Debit and credit totals of one account (decimal strings), as the ledger queries answer them. */
export interface AccountSums {
  accountCode: string;
  debit: string;
  credit: string;
}

/** Sales revenue net of discounts (LEDGER.md §8 "net revenue": 4000–4100 less 4050). */
const REVENUE_TYPES: ReadonlySet<AccountType> = new Set(['income', 'contra-income']);
/** Everything the profit and loss adds (revenue, other income, finance income). */
const INCOME_TYPES: ReadonlySet<AccountType> = new Set(['income', 'contra-income', 'other-income', 'finance-income']);
/** Everything it takes away: cost of sales and expenses (finance costs included). */
const EXPENSE_TYPES: ReadonlySet<AccountType> = new Set(['cost-of-sales', 'expense']);

export const CASH_ACCOUNTS = [ACCOUNT.CASH_ON_HAND, ACCOUNT.CASH_AT_BANK] as const;
export const RECEIVABLE_ACCOUNTS = [ACCOUNT.ACCOUNTS_RECEIVABLE] as const;
export const INVENTORY_ACCOUNTS = [ACCOUNT.INVENTORY_GOODS, ACCOUNT.INVENTORY_RAW_MATERIALS, ACCOUNT.WORK_IN_PROGRESS] as const;

/** The expense accounts (cost of sales and expenses) of the chart, for queries that only need them. */
export const isExpenseAccount = (account: Account | undefined): account is Account => account !== undefined && EXPENSE_TYPES.has(account.type);
export const EXPENSE_ACCOUNT_CODES: readonly string[] = CHART_OF_ACCOUNTS.filter(isExpenseAccount).map((account) => account.code);

export interface ProfitFigures {
  revenue: Decimal;
  income: Decimal;
  expenses: Decimal;
  profit: Decimal;
}

/** Revenue, all income, expenses and net profit from per-account totals over a period. */
export function profitFigures(totals: readonly AccountSums[]): ProfitFigures {
  let revenue = new Decimal(0);
  let income = new Decimal(0);
  let expenses = new Decimal(0);
  for (const row of totals) {
    const type = accountByCode(row.accountCode)?.type;
    if (type === undefined) continue;
    const credit = new Decimal(row.credit).minus(row.debit);
    if (REVENUE_TYPES.has(type)) revenue = revenue.plus(credit);
    if (INCOME_TYPES.has(type)) income = income.plus(credit);
    if (EXPENSE_TYPES.has(type)) expenses = expenses.minus(credit);
  }
  return { revenue, income, expenses, profit: income.minus(expenses) };
}

/** Debits less credits on the given accounts (a debit-normal balance). */
export function debitBalance(totals: readonly AccountSums[], codes: readonly string[]): Decimal {
  return totals.filter((row) => codes.includes(row.accountCode)).reduce((sum, row) => sum.plus(row.debit).minus(row.credit), new Decimal(0));
}

/** Accounts that hold no expense category of the spec's list, named like one. */
const OTHER_EXPENSE_SUBTYPES: Readonly<Record<string, string>> = {
  [ACCOUNT.DEPRECIATION]: 'depreciation',
  [ACCOUNT.LOSS_ON_DISPOSAL]: 'loss_on_disposal',
  [ACCOUNT.INVENTORY_ADJUSTMENTS]: 'inventory_adjustments',
  [ACCOUNT.CASH_OVER_AND_SHORT]: 'cash_over_and_short',
};

export interface ExpenseCategoryAmount {
  /** The expense category (spec 002 §3), e.g. rent; cost_of_goods_sold for 5000. */
  subtype: string;
  /** The account's name. */
  name: string;
  accountCode: string;
  amount: Decimal;
}

/**
 * Expenses per category over a period, largest first: one per expense account (cost of sales and
 * expenses) with a non-zero amount (debits less credits). They add up to `profitFigures().expenses`.
 */
export function expenseCategories(totals: readonly AccountSums[]): ExpenseCategoryAmount[] {
  const byAccount = new Map<string, ExpenseCategoryAmount>();
  for (const row of totals) {
    const account = accountByCode(row.accountCode);
    if (!isExpenseAccount(account)) continue;
    const entry = byAccount.get(account.code) ?? {
      subtype: account.expenseCategory ?? OTHER_EXPENSE_SUBTYPES[account.code] ?? account.code,
      name: account.name,
      accountCode: account.code,
      amount: new Decimal(0),
    };
    entry.amount = entry.amount.plus(row.debit).minus(row.credit);
    byAccount.set(account.code, entry);
  }
  return [...byAccount.values()]
    .filter((entry) => !entry.amount.isZero())
    .sort((a, b) => b.amount.comparedTo(a.amount) || a.accountCode.localeCompare(b.accountCode));
}
