import { ACCOUNT, expenseAccountFor } from '@ledgerline/ledger';
import { debitBalance, expenseCategories, profitFigures } from './ledger-figures.js';

describe('ledger figures', () => {
  const rent = expenseAccountFor('rent').code;
  const interest = expenseAccountFor('interest_expense').code;
  const totals = [
    { accountCode: ACCOUNT.SALES_PRODUCTS, debit: '100', credit: '10000.50' },
    { accountCode: ACCOUNT.SALES_SERVICES, debit: '0', credit: '2000' },
    { accountCode: ACCOUNT.SALES_DISCOUNTS, debit: '500', credit: '0' },
    { accountCode: ACCOUNT.GIFT_RECEIVED, debit: '0', credit: '700' },
    { accountCode: ACCOUNT.INTEREST_RECEIVED, debit: '0', credit: '50' },
    { accountCode: ACCOUNT.COST_OF_GOODS_SOLD, debit: '4000', credit: '1000' },
    { accountCode: rent, debit: '1500.25', credit: '0' },
    { accountCode: interest, debit: '20', credit: '0' },
    { accountCode: ACCOUNT.INVENTORY_ADJUSTMENTS, debit: '0', credit: '30' },
    { accountCode: ACCOUNT.CASH_ON_HAND, debit: '9000', credit: '1000' },
    { accountCode: ACCOUNT.CASH_AT_BANK, debit: '500', credit: '0' },
    { accountCode: '9999', debit: '1', credit: '0' },
  ];

  it('splits revenue (net of discounts) from all income, and nets expenses (cost of sales included)', () => {
    const figures = profitFigures(totals);
    expect(figures.revenue.toFixed(2)).toBe('11400.50');
    expect(figures.income.toFixed(2)).toBe('12150.50');
    expect(figures.expenses.toFixed(2)).toBe('4490.25');
    expect(figures.profit.toFixed(2)).toBe('7660.25');
  });

  it('gives debit balances of chosen accounts', () => {
    expect(debitBalance(totals, [ACCOUNT.CASH_ON_HAND, ACCOUNT.CASH_AT_BANK]).toFixed(2)).toBe('8500.00');
    expect(debitBalance([], [ACCOUNT.CASH_ON_HAND]).toFixed(2)).toBe('0.00');
  });

  it('lists expense categories largest first, adding up to the expenses', () => {
    const categories = expenseCategories([...totals, { accountCode: rent, debit: '0.75', credit: '0' }]);
    expect(categories.map((c) => [c.subtype, c.accountCode, c.amount.toFixed(2)])).toEqual([
      ['cost_of_goods_sold', '5000', '3000.00'],
      ['rent', rent, '1501.00'],
      ['interest_expense', interest, '20.00'],
      ['inventory_adjustments', '6920', '-30.00'],
    ]);
    expect(expenseCategories([{ accountCode: rent, debit: '10', credit: '10' }])).toEqual([]);
  });
});
