import { describe, expect, it } from '@jest/globals';
import { PURCHASE_DELIVERY_ACCOUNT, postPurchase } from './purchase.js';

describe('purchase posting rule', () => {
  it('debits 1200 each line, 6030 L, 1300 X; credits 4200 D, pay P, 2000 B', () => {
    expect(PURCHASE_DELIVERY_ACCOUNT).toBe('6030');
    const lines = postPurchase({
      currency: 'NGN',
      lines: [
        { productId: 'rice', total: '1000.00' },
        { productId: 'oil', total: '500.00' },
      ],
      discount: '150.00',
      delivery: '25.00',
      tax: '75.00',
      account: { kind: 'cash' },
      paid: '450.00',
      balance: '1000.00',
      entityId: 'supplier-1',
    });
    expect(lines).toEqual([
      { account: '1200', productId: 'rice', debit: '1000.00', credit: '0.00' },
      { account: '1200', productId: 'oil', debit: '500.00', credit: '0.00' },
      { account: '6030', debit: '25.00', credit: '0.00' },
      { account: '1300', debit: '75.00', credit: '0.00' },
      { account: '4200', debit: '0.00', credit: '150.00' },
      { account: '1000', debit: '0.00', credit: '450.00' },
      { account: '2000', contactId: 'supplier-1', debit: '0.00', credit: '1000.00' },
    ]);
  });
});
