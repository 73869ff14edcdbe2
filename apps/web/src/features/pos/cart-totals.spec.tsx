import { describe, expect, it } from '@jest/globals';
import { Decimal, computeDocumentTotals, roundMoney } from '@ledgerline/ledger';
import { cartProblems, cartTotals, lineDiscountPercent, priceForDiscount } from './cart-totals.js';

const bread = { id: 'bread', name: 'Bread', quantity: '1', price: '1000.00', oldPrice: '1000.00' };
const wrap = { id: 'wrap', name: 'Gift wrap', quantity: '1', price: '500.00', oldPrice: '500.00' };

describe('the till’s totals (as the server computes them)', () => {
  it('takes the discount as a percent of the subtotal by default and the tax on subtotal − discount', () => {
    // S = 1500, D = 150, X = 7.5% of 1350 = 101.25, T = 1451.25
    expect(cartTotals({ lines: [bread, wrap], discount: '10', tax: '7.5', amountCollected: '2000' }, 2)).toEqual({
      subtotal: '1500.00',
      discount: '150.00',
      tax: '101.25',
      amount: '1451.25',
      change: '548.75',
      amountRemaining: '0.00',
    });
  });

  it('a fixed discount, rounding half up at each step, and the rest on credit', () => {
    const totals = cartTotals(
      {
        lines: [{ ...bread, quantity: '1.5', price: '1250.50' }],
        discount: '0.01',
        discountType: 'fixed',
        tax: '7.5',
        amountCollected: '1000',
      },
      2,
    );
    // line 1875.75; S − D = 1875.74; tax 140.6805 → 140.68; T = 2016.42
    expect(totals).toMatchObject({ subtotal: '1875.75', tax: '140.68', amount: '2016.42', amountRemaining: '1016.42', change: '0.00' });
  });

  it('derives a line discount from oldPrice and a price from a discount', () => {
    expect(lineDiscountPercent({ price: '855.00', oldPrice: '900.00' })).toBe('5.00');
    expect(lineDiscountPercent({ price: '2', oldPrice: '3' })).toBe('33.33');
    expect(priceForDiscount('900.00', '5', 2)).toBe('855.00');
  });

  it('names what the server would refuse', () => {
    expect(cartProblems({ lines: [] }, 2)).toContain('The cart is empty');
    expect(cartProblems({ lines: [bread], discount: '150' }, 2)).toContain('Discount must be at most 100%');
    expect(cartProblems({ lines: [bread], amountCollected: 'abc' }, 2)).toContain('Amount collected must be an amount');
    expect(cartProblems({ lines: [bread], amountCollected: '100' }, 2)).toContain('Choose the customer who owes the rest');
    expect(cartProblems({ lines: [bread], amountCollected: '100', customer: 'c-1' }, 2)).toEqual([]);
  });

  it('a currency without minor units (JPY) rounds every step to whole yen, as the server does', () => {
    const rice = { id: 'rice', name: 'Rice', quantity: '1.5', price: '333', oldPrice: '333' };
    const totals = cartTotals({ lines: [rice, { ...rice, id: 'beans', quantity: '2.25', price: '101' }], discount: '5', tax: '7.5' }, 0);
    // The ledger's own: lines round(499.5) = 500 and round(227.25) = 227, then the point of sale's totals.
    const subtotal = roundMoney(new Decimal('1.5').times(333), 'JPY').plus(roundMoney(new Decimal('2.25').times(101), 'JPY'));
    const server = computeDocumentTotals(subtotal, { discount: '5', discountType: 'percent', tax: '7.5', taxType: 'percent' }, 'JPY', {
      taxBase: 'afterDiscount',
    });
    expect(totals).toMatchObject({
      subtotal: server.subtotal.toFixed(0),
      discount: server.discount!.amount.toFixed(0),
      tax: server.tax!.amount.toFixed(0),
      amount: server.total.toFixed(0),
    });
    expect(totals.subtotal).toBe('727');
    // A 5% discount on a ¥333 price gives a whole-yen price the server takes (316.35 would be refused).
    expect(priceForDiscount('333', '5', 0)).toBe('316');
  });
});
