import { describe, expect, it } from '@jest/globals';
import { assertBalanced } from '../journal.js';
import { postExpense, postPrepayment, postPrepaymentApplication } from './expense.js';

describe('expense posting rules', () => {
  it('paid now: debit the category S − D + L and VAT receivable X, credit the payment account T', () => {
    const lines = postExpense({
      expenseAccount: '6050',
      currency: 'NGN',
      subtotal: '1000.00',
      discount: '100.00',
      delivery: '50.00',
      tax: '75.00',
      paid: '1025.00',
      balance: '0',
      account: { kind: 'cash' },
    });
    expect(lines).toEqual([
      { account: '6050', debit: '950.00', credit: '0.00' },
      { account: '1300', debit: '75.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '1025.00' },
    ]);
  });

  it('on credit: what is not paid goes to the contact’s payable (2000)', () => {
    const lines = postExpense({
      expenseAccount: '6010',
      currency: 'NGN',
      subtotal: '500.00',
      paid: '200.00',
      balance: '300.00',
      account: { kind: 'bank', bankAccountId: 'gtb' },
      entityId: 'supp',
    });
    expect(lines).toEqual([
      { account: '6010', debit: '500.00', credit: '0.00' },
      { account: '1010', subAccount: 'gtb', debit: '0.00', credit: '200.00' },
      { account: '2000', contactId: 'supp', debit: '0.00', credit: '300.00' },
    ]);
    expect(() => assertBalanced(lines, 'NGN')).not.toThrow();
  });

  it('wholly on credit: no payment-account line', () => {
    expect(
      postExpense({ expenseAccount: '5000', currency: 'NGN', subtotal: '80.00', paid: '0', balance: '80.00', account: { kind: 'cash' }, entityId: 's' }),
    ).toEqual([
      { account: '5000', debit: '80.00', credit: '0.00' },
      { account: '2000', contactId: 's', debit: '0.00', credit: '80.00' },
    ]);
  });

  it('a prepayment: debit prepayments (1150, the contact) T, credit the payment account T', () => {
    expect(postPrepayment({ currency: 'NGN', total: '1200.00', account: { kind: 'cash' }, entityId: 'landlord' })).toEqual([
      { account: '1150', contactId: 'landlord', debit: '1200.00', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '1200.00' },
    ]);
  });

  it('a prepayment applied: debit the category, credit prepayments', () => {
    expect(postPrepaymentApplication({ currency: 'NGN', expenseAccount: '6050', amount: '100.00', entityId: 'landlord' })).toEqual([
      { account: '6050', debit: '100.00', credit: '0.00' },
      { account: '1150', contactId: 'landlord', debit: '0.00', credit: '100.00' },
    ]);
  });
});
