import { describe, expect, it } from '@jest/globals';
import { cartProblems, cartTotals, lineDiscountPercent, priceForDiscount } from './cart-totals.js';

const bread = { id: 'bread', name: 'Bread', quantity: '1', price: '1000.00', oldPrice: '1000.00' };
const wrap = { id: 'wrap', name: 'Gift wrap', quantity: '1', price: '500.00', oldPrice: '500.00' };

describe('the till’s totals (as the server computes them)', () => {
  it('takes the discount as a percent of the subtotal by default and the tax on subtotal − discount', () => {
    // S = 1500, D = 150, X = 7.5% of 1350 = 101.25, T = 1451.25
    expect(cartTotals({ lines: [bread, wrap], discount: '10', tax: '7.5', amountCollected: '2000' })).toEqual({
      subtotal: '1500.00',
      discount: '150.00',
      tax: '101.25',
      amount: '1451.25',
      change: '548.75',
      amountRemaining: '0.00',
    });
  });

  it('a fixed discount, rounding half up at each step, and the rest on credit', () => {
    const totals = cartTotals({
      lines: [{ ...bread, quantity: '1.5', price: '1250.50' }],
      discount: '0.01',
      discountType: 'fixed',
      tax: '7.5',
      amountCollected: '1000',
    });
    // line 1875.75; S − D = 1875.74; tax 140.6805 → 140.68; T = 2016.42
    expect(totals).toMatchObject({ subtotal: '1875.75', tax: '140.68', amount: '2016.42', amountRemaining: '1016.42', change: '0.00' });
  });

  it('derives a line discount from oldPrice and a price from a discount', () => {
    expect(lineDiscountPercent({ price: '855.00', oldPrice: '900.00' })).toBe('5.00');
    expect(lineDiscountPercent({ price: '2', oldPrice: '3' })).toBe('33.33');
    expect(priceForDiscount('900.00', '5')).toBe('855.00');
  });

  it('names what the server would refuse', () => {
    expect(cartProblems({ lines: [] })).toContain('The cart is empty');
    expect(cartProblems({ lines: [bread], discount: '150' })).toContain('Discount must be at most 100%');
    expect(cartProblems({ lines: [bread], amountCollected: 'abc' })).toContain('Amount collected must be an amount');
    expect(cartProblems({ lines: [bread], amountCollected: '100' })).toContain('Choose the customer who owes the rest');
    expect(cartProblems({ lines: [bread], amountCollected: '100', customer: 'c-1' })).toEqual([]);
  });
});
