import { describe, expect, it } from '@jest/globals';
import { UnbalancedEntryError } from '../errors.js';
import { postStockIntroduced } from './stock-introduced.js';

describe('stock-introduced posting rule', () => {
  it('debits 1200 for each product (with its product id) and credits 3000 the total', () => {
    const posted = postStockIntroduced('NGN', [
      { productId: 'p-1', name: 'Rice 50kg', quantity: '10', unitCost: '45000.00' },
      { productId: 'p-2', name: 'Salt', quantity: '2.5', unitCost: '199.99' },
    ]);
    expect(posted.lines).toEqual([
      { account: '1200', productId: 'p-1', debit: '450000.00', credit: '0.00' },
      // 2.5 × 199.99 = 499.975, rounded half up
      { account: '1200', productId: 'p-2', debit: '499.98', credit: '0.00' },
      { account: '3000', debit: '0.00', credit: '450499.98' },
    ]);
    expect(posted.stock).toEqual([
      { productId: 'p-1', quantity: '10', value: '450000.00' },
      { productId: 'p-2', quantity: '2.5', value: '499.98' },
    ]);
    expect(posted.items).toEqual([
      { productId: 'p-1', name: 'Rice 50kg', kind: 'product', quantity: '10', price: '45000.00', total: '450000.00' },
      { productId: 'p-2', name: 'Salt', kind: 'product', quantity: '2.5', price: '199.99', total: '499.98' },
    ]);
    expect(posted.amount).toBe('450499.98');
  });

  it('writes amounts at the currency’s scale (none for JPY)', () => {
    const posted = postStockIntroduced('JPY', [{ productId: 'p-1', name: 'Tea', quantity: '3', unitCost: '150' }]);
    expect(posted.lines).toEqual([
      { account: '1200', productId: 'p-1', debit: '450', credit: '0' },
      { account: '3000', debit: '0', credit: '450' },
    ]);
  });

  it('refuses a value that rounds to zero as an unbalanced entry (the decider never lets one through)', () => {
    expect(() => postStockIntroduced('NGN', [{ productId: 'p-1', name: 'Pin', quantity: '0.0001', unitCost: '0.01' }])).toThrow(UnbalancedEntryError);
  });
});
