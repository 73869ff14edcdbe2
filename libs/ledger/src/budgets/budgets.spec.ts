import { describe, expect, it } from '@jest/globals';
import { LedgerValidationError } from '../errors.js';
import { budgetVsActual, spreadEvenly, type MonthlyMovement } from './budget-vs-actual.js';
import {
  budgetAccounts,
  budgetMonths,
  budgetPeriod,
  decideCreateBudget,
  decideDeleteBudget,
  decideUpdateBudget,
  parseBudget,
  type BudgetContent,
} from './budgets.js';

const twelve = <T>(amount: T): T[] => Array.from({ length: 12 }, () => amount);
const valid = { name: 'Plan 2026', kind: 'profit-loss', firstMonth: '2026-01', lines: [{ account: '4000', amounts: twelve('1000') }] };

function refusal(run: () => unknown): LedgerValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof LedgerValidationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseBudget', () => {
  it('reads a budget, amounts at the currency’s scale, JSON numbers through their decimal text', () => {
    const budget = parseBudget({ ...valid, name: '  Plan 2026 ', lines: [{ account: '6050', amounts: [...twelve('10').slice(2), 0.1, '2.5'] }] }, 'NGN');
    expect(budget).toEqual({
      name: 'Plan 2026',
      kind: 'profit-loss',
      firstMonth: '2026-01',
      lines: [{ account: '6050', amounts: [...twelve('10.00').slice(0, 10), '0.10', '2.50'] }],
    });
    expect(parseBudget({ ...valid, lines: [{ account: '4000', amounts: twelve('7') }] }, 'JPY').lines[0]!.amounts[0]).toBe('7');
  });

  it.each([
    [{ name: ' ' }, 'name', 'name is required'],
    [{ kind: 'cash-flow' }, 'kind', 'kind must be one of: profit-loss, line-item'],
    [{ firstMonth: '2026-13' }, 'firstMonth', 'firstMonth must be a month as YYYY-MM, e.g. 2026-01'],
    [{ firstMonth: '0202-01' }, 'firstMonth', 'firstMonth must be between 1900-01 and 2199-01 (a budget runs twelve months)'],
    [{ firstMonth: '2199-02' }, 'firstMonth', 'firstMonth must be between 1900-01 and 2199-01 (a budget runs twelve months)'],
    [{ firstMonth: undefined }, 'firstMonth', 'firstMonth is required'],
    [{ lines: [] }, 'lines', 'lines must list at least one account with its amounts'],
    [
      { lines: [{ account: '1000', amounts: twelve('1') }] },
      'lines[0].account',
      'lines[0].account 1000 is not an income, cost of sales or expense account of the chart of accounts',
    ],
    [{ lines: [{ account: '9999', amounts: twelve('1') }] }, 'lines[0].account', expect.stringContaining('9999 is not')],
    [{ lines: [{ account: '4000', amounts: twelve('1').slice(1) }] }, 'lines[0].amounts', 'lines[0].amounts must list 12 amounts, one per month'],
    [{ lines: [{ account: '4000', amounts: [...twelve('1').slice(1), '-1'] }] }, 'lines[0].amounts[11]', 'lines[0].amounts[11] must not be negative'],
    [
      { lines: [{ account: '4000', amounts: [...twelve('1').slice(1), '1.005'] }] },
      'lines[0].amounts[11]',
      'lines[0].amounts[11] must have at most 2 decimal places',
    ],
    [{ lines: [{ account: '4000', amounts: [...twelve('1').slice(1), 'ten'] }] }, 'lines[0].amounts[11]', 'lines[0].amounts[11] must be a number'],
    [
      {
        lines: [
          { account: '4000', amounts: twelve('1') },
          { account: '4000', amounts: twelve('2') },
        ],
      },
      'lines[1].account',
      'lines[1].account 4000 is listed twice: one line per account',
    ],
  ])('refuses %j', (change, field, message) => {
    const error = refusal(() => parseBudget({ ...valid, ...change }, 'NGN'));
    expect(error.field).toBe(field);
    expect(error.message).toEqual(message);
  });

  it('keeps line-item budgets to the expense accounts', () => {
    expect(refusal(() => parseBudget({ ...valid, kind: 'line-item' }, 'NGN')).message).toBe(
      'lines[0].account 4000 is not an expense account (cost of sales or an expense category) of the chart of accounts',
    );
    expect(parseBudget({ ...valid, kind: 'line-item', lines: [{ account: '5000', amounts: twelve('1') }] }, 'NGN').lines).toHaveLength(1);
    expect(budgetAccounts('line-item').every((account) => ['cost-of-sales', 'expense'].includes(account.type))).toBe(true);
    expect(budgetAccounts('profit-loss').map((account) => account.code)).toEqual(expect.arrayContaining(['4000', '4050', '4500', '5000', '6010', '6930']));
  });

  it('a JPY budget refuses decimals in the JPY words', () => {
    expect(refusal(() => parseBudget({ ...valid, lines: [{ account: '4000', amounts: twelve('1.5') }] }, 'JPY')).message).toBe(
      'lines[0].amounts[0] must be a whole number (JPY has no minor unit)',
    );
  });
});

describe('budget deciders', () => {
  it('creates, replaces the lines, and archives', () => {
    expect(decideCreateBudget({ budgetId: 'b1', input: valid }, { currency: 'NGN' })).toEqual([
      {
        type: 'BudgetCreated',
        data: { budgetId: 'b1', name: 'Plan 2026', kind: 'profit-loss', firstMonth: '2026-01', lines: [{ account: '4000', amounts: twelve('1000.00') }] },
      },
    ]);
    const state = { kind: 'profit-loss' as const, deleted: false };
    expect(
      decideUpdateBudget({ budgetId: 'b1', input: { name: 'Again', firstMonth: '2026-04', lines: valid.lines } }, { currency: 'NGN', budget: state }),
    ).toEqual([
      { type: 'BudgetUpdated', data: { budgetId: 'b1', name: 'Again', firstMonth: '2026-04', lines: [{ account: '4000', amounts: twelve('1000.00') }] } },
    ]);
    expect(decideDeleteBudget({ budgetId: 'b1' }, { budget: state })).toEqual([{ type: 'BudgetDeleted', data: { budgetId: 'b1' } }]);
  });

  it('refuses a budget it does not have, or has deleted, as not found; and a change of kind', () => {
    expect(refusal(() => decideDeleteBudget({ budgetId: 'b1' }, { budget: undefined })).code).toBe('BUDGET_NOT_FOUND');
    expect(refusal(() => decideDeleteBudget({ budgetId: 'b1' }, { budget: { kind: 'line-item', deleted: true } })).code).toBe('BUDGET_NOT_FOUND');
    expect(refusal(() => decideUpdateBudget({ budgetId: 'b1', input: valid }, { currency: 'NGN', budget: undefined })).code).toBe('BUDGET_NOT_FOUND');
    expect(
      refusal(() => decideUpdateBudget({ budgetId: 'b1', input: valid }, { currency: 'NGN', budget: { kind: 'line-item', deleted: false } })).message,
    ).toBe('kind cannot change: this is a line-item budget');
  });
});

describe('months', () => {
  it('counts twelve months across the year end', () => {
    expect(budgetMonths('2025-07')).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(budgetPeriod('2024-03')).toEqual({ startDate: '2024-03-01', endDate: '2025-02-28' });
  });
});

describe('spreadEvenly', () => {
  it.each([
    ['100.00', 'NGN'],
    ['0.05', 'NGN'],
    ['1000000.01', 'USD'],
    ['100', 'JPY'],
    ['0', 'NGN'],
  ] as const)('spreads %s %s so the months add up exactly', (amount, currency) => {
    const months = spreadEvenly(amount, currency);
    expect(months).toHaveLength(12);
    const total = months.reduce((sum, month) => sum + BigInt(month.replace('.', '')), 0n);
    expect(total).toBe(BigInt(amount.replace('.', '')));
    const distinct = new Set(months);
    expect(distinct.size).toBeLessThanOrEqual(2);
  });

  it('gives the leftover minor units to the first months', () => {
    expect(spreadEvenly('100.00', 'NGN')).toEqual([...Array(4).fill('8.34'), ...Array(8).fill('8.33')]);
    expect(spreadEvenly('100', 'JPY')).toEqual([...Array(4).fill('9'), ...Array(8).fill('8')]);
  });
});

describe('budgetVsActual', () => {
  const budget: BudgetContent = {
    name: 'Plan',
    kind: 'profit-loss',
    firstMonth: '2025-12',
    lines: [
      { account: '4000', amounts: ['1000.00', ...twelve('500.00').slice(1)] },
      { account: '6050', amounts: ['200.00', ...twelve('0.00').slice(1)] },
    ],
  };
  const movements: MonthlyMovement[] = [
    { account: '4000', month: '2025-12', debit: '0', credit: '1200.50' },
    { account: '4000', month: '2025-12', debit: '100.00', credit: '0' },
    { account: '6050', month: '2025-12', debit: '250.00', credit: '0' },
    { account: '6050', month: '2026-01', debit: '30.00', credit: '0' },
    // Not in the budget: counts towards net profit only.
    { account: '6010', month: '2025-12', debit: '50.00', credit: '0' },
    // Outside the year, and a balance-sheet account: ignored.
    { account: '4000', month: '2025-11', debit: '0', credit: '999.00' },
    { account: '1000', month: '2025-12', debit: '1000.00', credit: '0' },
  ];
  const result = budgetVsActual(budget, movements, 'NGN');

  it('reads income as credit − debit and expenses as debit − credit, with variance and % used', () => {
    expect(result.months[0]).toBe('2025-12');
    expect(result.lines[0]!.months[0]).toEqual({ budget: '1000.00', actual: '1100.50', variance: '100.50', percentUsed: '110.05', overBudget: false });
    expect(result.lines[1]!.months[0]).toEqual({ budget: '200.00', actual: '250.00', variance: '50.00', percentUsed: '125.00', overBudget: true });
    expect(result.lines[1]!.months[1]).toEqual({ budget: '0.00', actual: '30.00', variance: '30.00', percentUsed: null, overBudget: true });
    expect(result.lines[0]!.total).toMatchObject({ budget: '6500.00', actual: '1100.50', variance: '-5399.50', percentUsed: '16.93' });
    expect(result.lines[1]!.total).toMatchObject({ budget: '200.00', actual: '280.00', percentUsed: '140.00', overBudget: true });
  });

  it('sums income and expenses, and compares budgeted with actual net profit', () => {
    expect(result.income.total).toMatchObject({ budget: '6500.00', actual: '1100.50' });
    expect(result.expense.months[0]).toMatchObject({ budget: '200.00', actual: '250.00' });
    // 1100.50 − 250 − 50 (6010, outside the budget's lines)
    expect(result.netProfit!.months[0]).toMatchObject({ budget: '800.00', actual: '800.50', variance: '0.50' });
    expect(result.netProfit!.months[1]).toMatchObject({ budget: '500.00', actual: '-30.00' });
    expect(result.netProfit!.total).toMatchObject({ budget: '6300.00', actual: '770.50' });
  });

  it('gives line-item budgets no net profit', () => {
    const lineItem = budgetVsActual({ ...budget, kind: 'line-item', lines: [budget.lines[1]!] }, movements, 'NGN');
    expect(lineItem.netProfit).toBeUndefined();
    expect(lineItem.lines[0]!.side).toBe('expense');
  });
});
