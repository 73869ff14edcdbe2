import { ACCOUNT, expenseAccountFor } from '@ledgerline/ledger';
import { summariseProfit } from './profit-summary.js';

describe('summariseProfit', () => {
  it('nets income less discounts, and cost of sales plus expenses, ignoring balance-sheet accounts', () => {
    const rent = expenseAccountFor('rent').code;
    const summary = summariseProfit(
      [
        { accountCode: ACCOUNT.SALES_PRODUCTS, debit: '0', credit: '10000.005' },
        { accountCode: ACCOUNT.SALES_DISCOUNTS, debit: '500', credit: '0' },
        { accountCode: ACCOUNT.INTEREST_RECEIVED, debit: '0', credit: '20' },
        { accountCode: ACCOUNT.COST_OF_GOODS_SOLD, debit: '4000', credit: '100' },
        { accountCode: rent, debit: '1500.10', credit: '0' },
        { accountCode: ACCOUNT.CASH_ON_HAND, debit: '99999', credit: '1' },
        { accountCode: ACCOUNT.OWNERS_CONTRIBUTION, debit: '0', credit: '50000' },
        { accountCode: '9999', debit: '1', credit: '0' },
      ],
      2,
    );
    expect(summary).toEqual({ income: '9520.01', expenses: '5400.10', profit: '4119.91' });
  });

  it('is zero at the currency’s scale with no entries, and can be a loss', () => {
    expect(summariseProfit([], 0)).toEqual({ income: '0', expenses: '0', profit: '0' });
    expect(summariseProfit([{ accountCode: ACCOUNT.DEPRECIATION, debit: '10', credit: '0' }], 2)).toEqual({
      income: '0.00',
      expenses: '10.00',
      profit: '-10.00',
    });
  });
});
