import { describe, expect, it } from '@jest/globals';
import { postSale } from './sale.js';

describe('sale posting rule', () => {
  it('debits pay P, 1100 B, 4050 D, 5000 cost; credits 4000/4010 lines, 4100 L, 2100 X, 1200 cost', () => {
    const lines = postSale({
      currency: 'NGN',
      lines: [
        { productId: 'rice', kind: 'product', total: '1000.00' },
        { productId: 'fitting', kind: 'service', total: '200.00' },
      ],
      discount: '120.00',
      delivery: '50.00',
      tax: '90.00',
      account: { kind: 'bank', bankAccountId: 'bank-1' },
      paid: '400.00',
      balance: '820.00',
      entityId: 'c-1',
      costs: [{ productId: 'rice', cost: '600.00' }],
    });
    expect(lines).toEqual([
      { account: '1010', subAccount: 'bank-1', debit: '400.00', credit: '0.00' },
      { account: '1100', contactId: 'c-1', debit: '820.00', credit: '0.00' },
      { account: '4050', debit: '120.00', credit: '0.00' },
      { account: '5000', productId: 'rice', debit: '600.00', credit: '0.00' },
      { account: '4000', productId: 'rice', debit: '0.00', credit: '1000.00' },
      { account: '4010', productId: 'fitting', debit: '0.00', credit: '200.00' },
      { account: '4100', debit: '0.00', credit: '50.00' },
      { account: '2100', debit: '0.00', credit: '90.00' },
      { account: '1200', productId: 'rice', debit: '0.00', credit: '600.00' },
    ]);
  });

  it('posts only what is there for a plain cash sale', () => {
    const lines = postSale({
      currency: 'NGN',
      lines: [{ productId: 'rice', kind: 'product', total: '10.00' }],
      discount: '0',
      delivery: '0',
      tax: '0',
      account: { kind: 'cash' },
      paid: '10.00',
      balance: '0',
      costs: [{ productId: 'rice', cost: '7.00' }],
    });
    expect(lines.map((l) => l.account)).toEqual(['1000', '5000', '4000', '1200']);
  });
});
