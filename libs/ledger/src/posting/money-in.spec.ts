import { describe, expect, it } from '@jest/globals';
import { Decimal } from '../decimal.js';
import { MONEY_IN_CREDIT_ACCOUNT, MONEY_IN_SUBTYPES, postMoneyIn, type MoneyInSubtype } from './money-in.js';

describe('money-in posting rule', () => {
  it.each<[MoneyInSubtype, string]>([
    ['capital', '3000'],
    ['loan', '2200'],
    ['interest_income', '4500'],
    ['other_income', '4800'],
    ['gift', '4600'],
    ['commission', '4300'],
    ['service_charge', '4700'],
    ['bad_debt_recovered', '4400'],
    ['debt_repayment', '1100'],
    ['customer_deposit', '2300'],
  ])('credits %s to %s', (subtype, account) => {
    expect(MONEY_IN_CREDIT_ACCOUNT[subtype]).toBe(account);
    const lines = postMoneyIn({ subtype, account: { kind: 'cash' }, amount: new Decimal('2500'), currency: 'NGN', entityId: 'c-1' });
    expect(lines[0]).toEqual({ account: '1000', debit: '2500.00', credit: '0.00' });
    expect(lines[1]).toMatchObject({ account, debit: '0.00', credit: '2500.00' });
  });

  it('covers every subtype', () => {
    expect(Object.keys(MONEY_IN_CREDIT_ACCOUNT).sort()).toEqual([...MONEY_IN_SUBTYPES].sort());
  });

  it('debits the bank account’s 1010 sub-account', () => {
    const lines = postMoneyIn({ subtype: 'capital', account: { kind: 'bank', bankAccountId: 'gtb-1' }, amount: '10.50', currency: 'NGN' });
    expect(lines).toEqual([
      { account: '1010', subAccount: 'gtb-1', debit: '10.50', credit: '0.00' },
      { account: '3000', debit: '0.00', credit: '10.50' },
    ]);
  });

  it('puts the contact on the receivable and customer-advance lines only', () => {
    const repayment = postMoneyIn({ subtype: 'debt_repayment', account: { kind: 'cash' }, amount: '5.00', currency: 'NGN', entityId: 'c-9' });
    expect(repayment[1]).toEqual({ account: '1100', contactId: 'c-9', debit: '0.00', credit: '5.00' });
    const deposit = postMoneyIn({ subtype: 'customer_deposit', account: { kind: 'cash' }, amount: '5.00', currency: 'NGN', entityId: 'c-9' });
    expect(deposit[1]).toEqual({ account: '2300', contactId: 'c-9', debit: '0.00', credit: '5.00' });
    const loan = postMoneyIn({ subtype: 'loan', account: { kind: 'cash' }, amount: '5.00', currency: 'NGN', entityId: 'c-9' });
    expect(loan[1]).toEqual({ account: '2200', debit: '0.00', credit: '5.00' });
  });

  it('posts without a contact when none is known (v1 history)', () => {
    const lines = postMoneyIn({ subtype: 'debt_repayment', account: { kind: 'cash' }, amount: '5.00', currency: 'NGN' });
    expect(lines[1]).toEqual({ account: '1100', debit: '0.00', credit: '5.00' });
  });

  it('refuses a zero amount as an unbalanced entry (the decider never lets one through)', () => {
    expect(() => postMoneyIn({ subtype: 'gift', account: { kind: 'cash' }, amount: '0', currency: 'NGN' })).toThrow(/at least two lines/);
  });
});
