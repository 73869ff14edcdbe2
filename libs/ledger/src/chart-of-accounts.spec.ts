import { describe, expect, it } from '@jest/globals';
import {
  ACCOUNT,
  accountByCode,
  CHART_OF_ACCOUNTS,
  EXPENSE_CATEGORIES,
  expenseAccountFor,
  expenseCategoryCode,
  expenseCategoryFromCode,
  expenseCategorySlot,
  isAccountCode,
  ledgerAccountNameComponent,
  ledgerAccountPath,
  NORMAL_BALANCE,
} from './chart-of-accounts.js';
import { LedgerValidationError } from './errors.js';

describe('chart of accounts', () => {
  it('holds every fixed account of LEDGER.md §2 with its type', () => {
    const expected: [string, string, string][] = [
      ['1000', 'Cash on hand', 'asset'],
      ['1010', 'Cash at bank', 'asset'],
      ['1100', 'Accounts receivable (debtors)', 'asset'],
      ['1150', 'Prepayments', 'asset'],
      ['1200', 'Inventory: goods for sale', 'asset'],
      ['1210', 'Inventory: raw materials', 'asset'],
      ['1220', 'Work in progress', 'asset'],
      ['1300', 'VAT receivable', 'asset'],
      ['1500', 'Fixed assets at cost', 'asset'],
      ['1510', 'Accumulated depreciation', 'contra-asset'],
      ['2000', 'Trade payables (creditors)', 'liability'],
      ['2100', 'VAT payable', 'liability'],
      ['2200', 'Borrowings', 'liability'],
      ['2300', 'Customer advances', 'liability'],
      ['3000', "Owner's contribution", 'equity'],
      ['3100', 'Drawings', 'contra-equity'],
      ['3200', 'Retained earnings', 'equity'],
      ['4000', 'Sales: products', 'income'],
      ['4010', 'Sales: services', 'income'],
      ['4020', 'Other sales income', 'income'],
      ['4050', 'Sales discounts', 'contra-income'],
      ['4100', 'Shipping and delivery income', 'income'],
      ['4200', 'Discount received', 'other-income'],
      ['4300', 'Commission earned', 'other-income'],
      ['4400', 'Bad debt recovered', 'other-income'],
      ['4500', 'Interest received', 'finance-income'],
      ['4600', 'Gift received', 'other-income'],
      ['4700', 'Service charge', 'other-income'],
      ['4800', 'Other income', 'other-income'],
      ['4900', 'Gain on disposal of assets', 'other-income'],
      ['5000', 'Cost of goods sold', 'cost-of-sales'],
      ['6900', 'Depreciation', 'expense'],
      ['6910', 'Loss on disposal of assets', 'expense'],
      ['6920', 'Inventory adjustments', 'expense'],
      ['6930', 'Cash over and short', 'expense'],
    ];
    for (const [code, name, type] of expected) {
      expect(accountByCode(code)).toMatchObject({ code, name, type });
    }
    for (const code of Object.values(ACCOUNT)) expect(isAccountCode(code)).toBe(true);
  });

  it('gives every account the normal balance of its type', () => {
    for (const account of CHART_OF_ACCOUNTS) expect(account.normalBalance).toBe(NORMAL_BALANCE[account.type]);
    expect(accountByCode('1000')?.normalBalance).toBe('debit');
    expect(accountByCode('1510')?.normalBalance).toBe('credit');
    expect(accountByCode('3100')?.normalBalance).toBe('debit');
    expect(accountByCode('4050')?.normalBalance).toBe('debit');
    expect(accountByCode('4500')?.normalBalance).toBe('credit');
  });

  it('is sorted by code, with unique codes', () => {
    const codes = CHART_OF_ACCOUNTS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it('carries the dimensions of LEDGER.md §2', () => {
    expect(accountByCode('1010')?.dimension).toBe('bank-account');
    for (const code of ['1100', '1150', '2000', '2300']) expect(accountByCode(code)?.dimension).toBe('contact');
    for (const code of ['1200', '1210']) expect(accountByCode(code)?.dimension).toBe('product');
    expect(accountByCode('1000')?.dimension).toBeUndefined();
  });

  it('returns undefined for an unknown code', () => {
    expect(accountByCode('9999')).toBeUndefined();
    expect(accountByCode('constructor')).toBeUndefined();
    expect(isAccountCode('6100')).toBe(false);
  });
});

describe('expense accounts', () => {
  it('lists spec 002 §3’s 36 categories in the spec’s order', () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(36);
    expect(EXPENSE_CATEGORIES.slice(0, 3)).toEqual(['utility', 'assets', 'transport']);
    expect(EXPENSE_CATEGORIES[35]).toBe('cost_of_goods_sold');
  });

  it('gives each category the slot 6010 + 10 × its position', () => {
    EXPENSE_CATEGORIES.forEach((category, index) => {
      expect(expenseCategorySlot(category)).toBe(String(6010 + 10 * index));
    });
    expect(expenseCategorySlot('utility')).toBe('6010');
    expect(expenseCategorySlot('assets')).toBe('6020');
    expect(expenseCategorySlot('transport')).toBe('6030');
    expect(expenseCategorySlot('interest_expense')).toBe('6090');
    expect(expenseCategorySlot('bank')).toBe('6180');
  });

  it('opens one expense account per category except the special homes, whose slots stay empty', () => {
    const expenseAccounts = CHART_OF_ACCOUNTS.filter((a) => a.code.startsWith('6') && Number(a.code) < 6900);
    expect(expenseAccounts).toHaveLength(33);
    for (const account of expenseAccounts) {
      expect(account.type).toBe('expense');
      expect(account.expenseCategory && expenseCategorySlot(account.expenseCategory)).toBe(account.code);
    }
    for (const reserved of ['6100', '6110', '6360']) expect(accountByCode(reserved)).toBeUndefined();
    expect(Math.max(...expenseAccounts.map((a) => Number(a.code)))).toBeLessThan(6900);
  });

  it('posts each category to its account; cost of goods sold to 5000', () => {
    expect(expenseAccountFor('utility').code).toBe('6010');
    expect(expenseAccountFor('transport').code).toBe('6030');
    expect(expenseAccountFor('cost_of_goods_sold').code).toBe('5000');
    expect(expenseAccountFor('interest_expense')).toMatchObject({ code: '6090', financeCost: true });
  });

  it('refuses interest_income and other_income on an expense, with a clear message', () => {
    for (const category of ['interest_income', 'other_income']) {
      let error: unknown;
      try {
        expenseAccountFor(category);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(LedgerValidationError);
      expect(error).toMatchObject({
        field: 'category',
        code: 'INVALID_EXPENSE_CATEGORY',
        message: `${category} is income, not an expense: record it as money in`,
      });
    }
  });

  it("reads the bulk import's numeric category codes as positions in the spec's list, from 1", () => {
    expect(expenseCategoryFromCode(1)).toBe('utility');
    expect(expenseCategoryFromCode('3')).toBe('transport');
    expect(expenseCategoryFromCode(18)).toBe('bank');
    expect(expenseCategoryFromCode(36)).toBe('cost_of_goods_sold');
    for (const bad of [0, 37, -1, 1.5, '01', '1e1', '', 'utility', null, undefined]) expect(expenseCategoryFromCode(bad)).toBeUndefined();
    for (const category of EXPENSE_CATEGORIES) expect(expenseCategoryFromCode(expenseCategoryCode(category))).toBe(category);
  });

  it('refuses what is not a category', () => {
    expect(() => expenseAccountFor('groceries', 'expense_category')).toThrow(/expense_category must be one of: utility, assets/);
  });
});

describe('ledgerAccountPath', () => {
  it('names accounts as hledger paths under the five top-level types', () => {
    expect(ledgerAccountPath('1010', 'GTB')).toBe('Assets:Cash at bank:GTB');
    expect(ledgerAccountPath('1000')).toBe('Assets:Cash on hand');
    expect(ledgerAccountPath('1200')).toBe('Assets:Inventory:Goods for sale');
    expect(ledgerAccountPath('2200')).toBe('Liabilities:Borrowings');
    expect(ledgerAccountPath('3000')).toBe("Equity:Owner's contribution");
    expect(ledgerAccountPath('4000')).toBe('Income:Sales:Products');
    expect(ledgerAccountPath('5000')).toBe('Expenses:Cost of goods sold');
    expect(ledgerAccountPath('6010')).toBe('Expenses:Utilities');
    const tops = new Set(CHART_OF_ACCOUNTS.map((a) => ledgerAccountPath(a.code).split(':')[0]));
    expect([...tops].sort()).toEqual(['Assets', 'Equity', 'Expenses', 'Income', 'Liabilities']);
  });

  it('gives every account a distinct path', () => {
    const paths = CHART_OF_ACCOUNTS.map((a) => ledgerAccountPath(a.code));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).not.toMatch(/ {2}|;|\t/);
  });

  it('makes sub-account names safe for a plain-text journal', () => {
    expect(ledgerAccountPath('1010', 'First  Bank: Lagos;main\t')).toBe('Assets:Cash at bank:First Bank Lagos main');
    expect(ledgerAccountNameComponent('  ')).toBe('Unnamed');
  });

  it('throws on an unknown code', () => {
    expect(() => ledgerAccountPath('9999')).toThrow(/9999/);
  });
});
