import { describe, expect, it } from '@jest/globals';
import { postCreditPayment } from './credit-payment.js';

describe('payment on a credit document', () => {
  it('a customer paying a credit sale: debit the payment account, credit their receivable (1100)', () => {
    expect(
      postCreditPayment({ documentType: 'sale', account: { kind: 'bank', bankAccountId: 'gtb' }, amount: '300.00', currency: 'NGN', entityId: 'cust' }),
    ).toEqual([
      { account: '1010', subAccount: 'gtb', debit: '300.00', credit: '0.00' },
      { account: '1100', contactId: 'cust', debit: '0.00', credit: '300.00' },
    ]);
  });

  it.each(['purchase', 'expense'] as const)('paying the supplier of a credit %s: debit their payable (2000), credit the payment account', (documentType) => {
    expect(postCreditPayment({ documentType, account: { kind: 'cash' }, amount: '120.50', currency: 'NGN', entityId: 'supp' })).toEqual([
      { account: '2000', contactId: 'supp', debit: '120.50', credit: '0.00' },
      { account: '1000', debit: '0.00', credit: '120.50' },
    ]);
  });
});
