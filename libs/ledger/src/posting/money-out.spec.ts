import { describe, expect, it } from '@jest/globals';
import { assertBalanced } from '../journal.js';
import { MONEY_OUT_DEBIT_ACCOUNT, MONEY_OUT_SUBTYPES, postMoneyOut, type MoneyOutSubtype } from './money-out.js';

describe('money-out posting rule', () => {
  it.each<[MoneyOutSubtype, string]>([
    ['credit_repayment', '2200'],
    ['drawings', '3100'],
    ['supplier_payment', '2000'],
    ['refund', '2300'],
    ['interest_expense', '6090'],
  ])('debits %s to %s and credits the payment account', (subtype, account) => {
    expect(MONEY_OUT_DEBIT_ACCOUNT[subtype]).toBe(account);
    const lines = postMoneyOut({ subtype, account: { kind: 'cash' }, amount: '2500.00', currency: 'NGN', entityId: 'c-1' });
    expect(lines[0]).toMatchObject({ account, debit: '2500.00', credit: '0.00' });
    expect(lines[1]).toEqual({ account: '1000', debit: '0.00', credit: '2500.00' });
    expect(() => assertBalanced(lines, 'NGN')).not.toThrow();
  });

  it('covers every subtype', () => {
    expect(Object.keys(MONEY_OUT_DEBIT_ACCOUNT).sort()).toEqual([...MONEY_OUT_SUBTYPES].sort());
  });

  it('credits the bank account’s 1010 sub-account', () => {
    expect(postMoneyOut({ subtype: 'drawings', account: { kind: 'bank', bankAccountId: 'gtb-1' }, amount: '10.50', currency: 'NGN' })).toEqual([
      { account: '3100', debit: '10.50', credit: '0.00' },
      { account: '1010', subAccount: 'gtb-1', debit: '0.00', credit: '10.50' },
    ]);
  });

  it('puts the contact on the payable and customer-advance lines only', () => {
    const supplier = postMoneyOut({ subtype: 'supplier_payment', account: { kind: 'cash' }, amount: '5.00', currency: 'NGN', entityId: 'c-9' });
    expect(supplier[0]).toEqual({ account: '2000', contactId: 'c-9', debit: '5.00', credit: '0.00' });
    const refund = postMoneyOut({ subtype: 'refund', account: { kind: 'cash' }, amount: '5.00', currency: 'NGN', entityId: 'c-9' });
    expect(refund[0]).toEqual({ account: '2300', contactId: 'c-9', debit: '5.00', credit: '0.00' });
    const drawings = postMoneyOut({ subtype: 'drawings', account: { kind: 'cash' }, amount: '5.00', currency: 'NGN', entityId: 'c-9' });
    expect(drawings[0]).toEqual({ account: '3100', debit: '5.00', credit: '0.00' });
  });

  it('writes amounts at the currency’s scale (JPY: none)', () => {
    expect(postMoneyOut({ subtype: 'drawings', account: { kind: 'cash' }, amount: '700', currency: 'JPY' })[1]).toEqual({
      account: '1000',
      debit: '0',
      credit: '700',
    });
  });
});
