import { describe, expect, it } from '@jest/globals';
import { invoiceTotals } from './invoice-totals.js';

describe('invoice totals on the form', () => {
  it('come to what the server computes: lines rounded, adjustments of the subtotal, T = S − D + L + X', () => {
    expect(
      invoiceTotals({ items: [{ quantity: '2', price: '1500' }], discount: '10', discountType: 'percent', delivery: '500', tax: '7.5', taxType: 'percent' }),
    ).toEqual({ lines: ['3000.00'], subtotal: '3000.00', discount: '300.00', delivery: '500.00', tax: '225.00', total: '3425.00' });
  });

  it('rounds half up where each amount is computed, never adding floats', () => {
    const totals = invoiceTotals({
      items: [
        { quantity: '3', price: '0.10' },
        { quantity: '0.333', price: '1.005' },
      ],
      tax: '7.5',
    });
    expect(totals.lines).toEqual(['0.30', '0.33']);
    expect(totals).toMatchObject({ subtotal: '0.63', tax: '0.05', total: '0.68' });
  });
});
