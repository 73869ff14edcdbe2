import { Decimal } from '../decimal.js';
import { buildBalanceSheet } from './balance-sheet.js';
import { EMPTY_TOTALS, totalsBetween, type AccountTotal, type LedgerTotals } from './ledger-totals.js';
import { buildProfitAndLoss, EXPENSE_FIGURES } from './profit-and-loss.js';
import { reportPlaceOf } from './report-accounts.js';
import { addDays, dayBefore } from '../calendar/calendar-dates.js';
import { resolveNamedPeriod } from './report-periods.js';
import { buildTrialBalance } from './trial-balance.js';

const totals = (rows: [string, string, string, string?][], goods: [string, string] = ['0', '0']): LedgerTotals => ({
  accounts: rows.map(([code, debit, credit, subAccount]) => ({ code, subAccount: subAccount ?? '', debit, credit })),
  goodsCost: { debit: goods[0], credit: goods[1] },
});

/** A seeded generator of balanced entries over many accounts (and one code the chart does not know). */
function randomBooks(seed: number, entries: number): LedgerTotals {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const codes = [
    '1000',
    '1010',
    '1100',
    '1150',
    '1200',
    '1300',
    '1500',
    '1510',
    '2000',
    '2100',
    '2200',
    '3000',
    '3100',
    '4000',
    '4050',
    '4100',
    '4300',
    '4500',
    '5000',
    '6050',
    '6090',
    '6920',
    '1999',
    '2999',
    '4999',
    '7000',
  ];
  const sums = new Map<string, AccountTotal>();
  for (let i = 0; i < entries; i++) {
    const amount = new Decimal(Math.floor(random() * 1_000_000)).dividedBy(100);
    const [debit, credit] = [codes[Math.floor(random() * codes.length)], codes[Math.floor(random() * codes.length)]];
    const sub = (code: string) => (code === '1010' ? (random() < 0.5 ? 'bank-a' : 'bank-b') : '');
    for (const [code, side] of [
      [debit, 'debit'],
      [credit, 'credit'],
    ] as const) {
      const subAccount = sub(code);
      const key = `${code}/${subAccount}`;
      const row = sums.get(key) ?? { code, subAccount, debit: '0', credit: '0' };
      row[side] = new Decimal(row[side]).plus(amount).toFixed(2);
      sums.set(key, row);
    }
  }
  return { accounts: [...sums.values()], goodsCost: { debit: '0', credit: '0' } };
}

describe('report layouts', () => {
  it('places every account: by type, fixed assets apart, interest expense under finance, unknown codes by first digit', () => {
    expect(reportPlaceOf('1000')).toEqual({ statement: 'balance-sheet', group: 'current-assets' });
    expect(reportPlaceOf('1510')).toEqual({ statement: 'balance-sheet', group: 'fixed-assets' });
    expect(reportPlaceOf('3100')).toEqual({ statement: 'balance-sheet', group: 'equity' });
    expect(reportPlaceOf('4050')).toEqual({ statement: 'profit-and-loss', group: 'revenue' });
    expect(reportPlaceOf('4300')).toEqual({ statement: 'profit-and-loss', group: 'other-income' });
    expect(reportPlaceOf('4500')).toEqual({ statement: 'profit-and-loss', group: 'finance' });
    expect(reportPlaceOf('6090')).toEqual({ statement: 'profit-and-loss', group: 'finance' });
    expect(reportPlaceOf('6050')).toEqual({ statement: 'profit-and-loss', group: 'operating-expenses' });
    expect(reportPlaceOf('2999')).toEqual({ statement: 'balance-sheet', group: 'liabilities' });
    expect(reportPlaceOf('7000')).toEqual({ statement: 'profit-and-loss', group: 'operating-expenses' });
  });

  it('balances any balanced books: assets = liabilities + equity, and profit for a period = the change in unclosed profit', () => {
    for (const seed of [1, 7, 42, 2026]) {
      const early = randomBooks(seed, 40);
      const late = randomBooks(seed, 300); // the same first 40 entries, and more
      const sheet = buildBalanceSheet(
        [
          { date: '2026-12-31', profitFrom: '2026-07-01', atDate: late, beforeProfitFrom: early },
          { date: '2026-06-30', profitFrom: '2026-01-01', atDate: early, beforeProfitFrom: EMPTY_TOTALS },
        ],
        { scale: 2, subAccountNames: new Map([['bank-a', 'GTBank']]) },
      );
      expect(sheet.balanced).toEqual([true, true]);
      expect(sheet.totalAssets.amounts).toEqual(sheet.totalLiabilitiesAndEquity.amounts);
      const cashAtBank = sheet.currentAssets.lines.find((line) => line.key === 'cashAtBank')!;
      expect(cashAtBank.lines!.map((line) => line.label).sort()).toEqual(['GTBank', 'bank-b']);
      expect(cashAtBank.lines!.reduce((sum, line) => sum.plus(line.amounts[0]), new Decimal(0)).toFixed(2)).toBe(cashAtBank.amounts[0]);

      const pnl = buildProfitAndLoss([{ startDate: '2026-07-01', endDate: '2026-12-31', opening: early, closing: late }], { scale: 2 });
      expect(pnl.netProfit.amounts[0]).toBe(sheet.figures.profitToDate.start);
      const unclosed = (column: 'start' | 'end') => new Decimal(sheet.figures.retainedEarnings[column]!).plus(sheet.figures.profitToDate[column]!);
      expect(unclosed('start').minus(unclosed('end')).toFixed(2)).toBe(pnl.netProfit.amounts[0]);

      const trial = buildTrialBalance(late, { scale: 2 });
      expect(trial.balanced).toBe(true);
      expect(trial.totals.debitBalance).toBe(trial.totals.creditBalance);
    }
  });

  it('explains cost of sales by stock, and its figures add up to the totals', () => {
    // Opening: 1000 of stock. In the period: bought 5000, sold goods costing 3000, wrote off 200 (closing 2800), expensed 100 straight to 5000.
    const opening = totals([
      ['1200', '1000', '0'],
      ['3000', '0', '1000'],
    ]);
    const closing = totals(
      [
        ['1200', '6000', '3200'],
        ['3000', '0', '1000'],
        ['1000', '9000', '5100'],
        ['4000', '0', '8000'],
        ['4050', '400', '0'],
        ['5000', '3100', '0'],
        ['6920', '200', '0'],
        ['6010', '300', '0'],
        ['6180', '25', '0'],
        ['6170', '500', '0'],
        ['6040', '60', '0'],
        ['6090', '15', '0'],
        ['4500', '0', '5'],
        ['1000', '0', '0'],
      ],
      ['3000', '0'],
    );
    const pnl = buildProfitAndLoss([{ startDate: '2026-01-01', endDate: '2026-01-31', opening, closing }], { scale: 2 });
    const [goods, direct] = pnl.costOfSales.lines;
    expect(goods.lines!.map((line) => [line.key, line.amounts[0]])).toEqual([
      ['openingInventory', '1000.00'],
      ['purchases', '5000.00'],
      ['closingInventory', '-2800.00'],
      ['stockAdjustments', '-200.00'],
    ]);
    expect(goods.amounts).toEqual(['3000.00']);
    expect(direct.amounts).toEqual(['100.00']);
    expect(pnl.costOfSales.total.amounts).toEqual(['3100.00']);
    expect(pnl.figures).toMatchObject({
      products: { start: '8000.00', end: null },
      incomeDiscount: { start: '400.00', end: null },
      total: { start: '7600.00', end: null },
      additionalCosts: { start: '100.00', end: null },
      grossProfit: { start: '4500.00', end: null },
      utility: { start: '300.00', end: null },
      charges: { start: '25.00', end: null },
      salary: { start: '500.00', end: null },
      others: { start: '260.00', end: null },
      operatingCost: { start: '1085.00', end: null },
      interestExpense: { start: '15.00', end: null },
      netFinanceIncome: { start: '-10.00', end: null },
      netProfit: { start: '3405.00', end: null },
    });
    // Every operating expense figure is one of the spec's names or `others`.
    const named = Object.keys(EXPENSE_FIGURES).reduce((sum, name) => sum.plus(pnl.figures[name as keyof typeof EXPENSE_FIGURES].start), new Decimal(0));
    expect(named.plus(pnl.figures.others.start).toFixed(2)).toBe(pnl.figures.operatingCost.start);
  });

  it('formats at the currency scale, without negative zero', () => {
    const pnl = buildProfitAndLoss([{ startDate: '2026-01-01', endDate: '2026-01-31', opening: EMPTY_TOTALS, closing: totals([['6050', '10', '10']]) }], {
      scale: 0,
    });
    expect(pnl.netProfit.amounts).toEqual(['0']);
    expect(pnl.operatingExpenses.lines).toEqual([]);
    expect(totalsBetween(totals([['1000', '5', '1']]), totals([['1000', '7', '1']])).accounts).toEqual([
      { code: '1000', subAccount: '', debit: '2', credit: '0' },
    ]);
  });

  it('resolves named periods and the period before each', () => {
    expect(resolveNamedPeriod('this-month', '2026-03-15')).toEqual({
      period1: { startDate: '2026-03-01', endDate: '2026-03-31' },
      period2: { startDate: '2026-02-01', endDate: '2026-02-28' },
    });
    expect(resolveNamedPeriod('last-month', '2026-01-10')).toEqual({
      period1: { startDate: '2025-12-01', endDate: '2025-12-31' },
      period2: { startDate: '2025-11-01', endDate: '2025-11-30' },
    });
    expect(resolveNamedPeriod('this-quarter', '2026-05-20').period1).toEqual({ startDate: '2026-04-01', endDate: '2026-06-30' });
    expect(resolveNamedPeriod('last-quarter', '2026-02-01')).toEqual({
      period1: { startDate: '2025-10-01', endDate: '2025-12-31' },
      period2: { startDate: '2025-07-01', endDate: '2025-09-30' },
    });
    expect(resolveNamedPeriod('last-year', '2024-02-29').period1).toEqual({ startDate: '2023-01-01', endDate: '2023-12-31' });
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });
});
