import { accountByCode, Decimal, type AccountType } from '@ledgerline/ledger';

/** The income side (credit-normal; contra-income, sales discounts, reduces it) and the expense side, by the chart of accounts' types. */
const INCOME_TYPES: ReadonlySet<AccountType> = new Set(['income', 'contra-income', 'other-income', 'finance-income']);
const EXPENSE_TYPES: ReadonlySet<AccountType> = new Set(['cost-of-sales', 'expense']);

export interface AccountTotals {
  accountCode: string;
  /** Decimal strings. */
  debit: string;
  credit: string;
}

/** Income (credit − debit), expenses (debit − credit) and their difference, at the currency's scale. Balance-sheet accounts are left out. */
export function summariseProfit(totals: readonly AccountTotals[], scale: number): { income: string; expenses: string; profit: string } {
  let income = new Decimal(0);
  let expenses = new Decimal(0);
  for (const row of totals) {
    const type = accountByCode(row.accountCode)?.type;
    if (type === undefined) continue;
    if (INCOME_TYPES.has(type)) income = income.plus(row.credit).minus(row.debit);
    else if (EXPENSE_TYPES.has(type)) expenses = expenses.plus(row.debit).minus(row.credit);
  }
  return { income: income.toFixed(scale), expenses: expenses.toFixed(scale), profit: income.minus(expenses).toFixed(scale) };
}
