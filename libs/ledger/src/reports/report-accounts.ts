import { ACCOUNT, accountByCode, type AccountType } from '../chart-of-accounts.js';

/** Where an account's balance or movement shows in the profit and loss (LEDGER.md §8). */
export type ProfitAndLossGroup = 'revenue' | 'cost-of-sales' | 'operating-expenses' | 'other-income' | 'finance';
/** Where an account's balance shows in the balance sheet. */
export type BalanceSheetGroup = 'current-assets' | 'fixed-assets' | 'liabilities' | 'equity';

export type ReportPlace = { statement: 'profit-and-loss'; group: ProfitAndLossGroup } | { statement: 'balance-sheet'; group: BalanceSheetGroup };

const FIXED_ASSET_ACCOUNTS: ReadonlySet<string> = new Set([ACCOUNT.FIXED_ASSETS_COST, ACCOUNT.ACCUMULATED_DEPRECIATION]);

const BY_TYPE: Readonly<Record<AccountType, ReportPlace>> = {
  asset: { statement: 'balance-sheet', group: 'current-assets' },
  'contra-asset': { statement: 'balance-sheet', group: 'fixed-assets' },
  liability: { statement: 'balance-sheet', group: 'liabilities' },
  equity: { statement: 'balance-sheet', group: 'equity' },
  'contra-equity': { statement: 'balance-sheet', group: 'equity' },
  income: { statement: 'profit-and-loss', group: 'revenue' },
  'contra-income': { statement: 'profit-and-loss', group: 'revenue' },
  'other-income': { statement: 'profit-and-loss', group: 'other-income' },
  'finance-income': { statement: 'profit-and-loss', group: 'finance' },
  'cost-of-sales': { statement: 'profit-and-loss', group: 'cost-of-sales' },
  expense: { statement: 'profit-and-loss', group: 'operating-expenses' },
};

/**
 * The line an account reports on: by its type in the chart of accounts; fixed assets (1500, 1510)
 * apart from current assets; interest expense (financeCost) under finance. A code the chart does
 * not know (none is posted today) goes by its first digit, so every balance lands somewhere and the
 * balance sheet still balances: 1 current assets, 2 liabilities, 3 equity, 4 revenue, else expenses.
 */
export function reportPlaceOf(code: string): ReportPlace {
  const account = accountByCode(code);
  if (account) {
    if (FIXED_ASSET_ACCOUNTS.has(code)) return { statement: 'balance-sheet', group: 'fixed-assets' };
    if (account.financeCost) return { statement: 'profit-and-loss', group: 'finance' };
    return BY_TYPE[account.type];
  }
  switch (code[0]) {
    case '1':
      return { statement: 'balance-sheet', group: 'current-assets' };
    case '2':
      return { statement: 'balance-sheet', group: 'liabilities' };
    case '3':
      return { statement: 'balance-sheet', group: 'equity' };
    case '4':
      return { statement: 'profit-and-loss', group: 'revenue' };
    default:
      return { statement: 'profit-and-loss', group: 'operating-expenses' };
  }
}

/** Whether a balance reads debit-positive (assets, costs) in a report; otherwise credit-positive. */
export function isDebitSide(code: string): boolean {
  const account = accountByCode(code);
  if (account) return ['asset', 'contra-asset', 'cost-of-sales', 'expense'].includes(account.type);
  return code[0] === '1' || code[0] === '5' || code[0] === '6';
}

export function accountLabel(code: string): string {
  return accountByCode(code)?.name ?? `Account ${code}`;
}

/** Is the account one whose movement makes profit (income and expenses of every kind)? */
export function isProfitAndLossAccount(code: string): boolean {
  return reportPlaceOf(code).statement === 'profit-and-loss';
}
