// The browser's totals against the server's own function (libs/ledger), on the posting tests' cases.

import { describe, expect, it } from '@jest/globals';
import { Decimal, computeDocumentTotals, parseDocumentItems } from '@ledgerline/ledger';
import { computeTotals, type AdjustmentInput, type TotalsInput } from './document-totals.js';

const off: AdjustmentInput = { enabled: false, type: 'fixed', value: '' };

function form(partial: Partial<TotalsInput>): TotalsInput {
  return { lines: [], discount: off, delivery: off, tax: off, credit: false, deposit: '', ...partial };
}

/** What the server makes of the same form (record-sale's decider reads items, then totals). */
function serverTotals(input: TotalsInput) {
  const items = parseDocumentItems(
    input.lines.map((line, index) => ({ product: `p${index}`, ...line })),
    'NGN',
  );
  const subtotal = items.reduce((sum, item) => sum.plus(item.total), new Decimal(0));
  const adjustment = (a: AdjustmentInput) => (a.enabled ? a.value : undefined);
  const totals = computeDocumentTotals(
    subtotal,
    {
      discount: adjustment(input.discount),
      discountType: input.discount.type,
      delivery: adjustment(input.delivery),
      deliveryType: input.delivery.type,
      tax: adjustment(input.tax),
      taxType: input.tax.type,
    },
    'NGN',
  );
  return {
    subtotal: totals.subtotal.toFixed(2),
    discount: (totals.discount?.amount ?? new Decimal(0)).toFixed(2),
    delivery: (totals.delivery?.amount ?? new Decimal(0)).toFixed(2),
    tax: (totals.tax?.amount ?? new Decimal(0)).toFixed(2),
    total: totals.total.toFixed(2),
  };
}

describe('sale and purchase form totals', () => {
  it('percent discount, fixed delivery and tax on the subtotal, rounded half up (the server’s posting case)', () => {
    const input = form({
      lines: [
        { quantity: '3', price: '33.33' },
        { quantity: '1', price: '10.01' },
      ],
      discount: { enabled: true, type: 'percent', value: '12.5' },
      delivery: { enabled: true, type: 'fixed', value: '5' },
      tax: { enabled: true, type: 'percent', value: '7.5' },
    });
    const totals = computeTotals(input, 2);
    expect(totals).toMatchObject({
      lineTotals: ['99.99', '10.01'],
      subtotal: '110.00',
      discount: '13.75',
      delivery: '5.00',
      tax: '8.25',
      total: '109.50',
      paid: '109.50',
      balance: '0.00',
    });
    expect(serverTotals(input)).toEqual({ subtotal: '110.00', discount: '13.75', delivery: '5.00', tax: '8.25', total: '109.50' });
  });

  it('takes tax of the subtotal, not of the subtotal less the discount', () => {
    const input = form({
      lines: [{ quantity: '3', price: '30000' }],
      discount: { enabled: true, type: 'percent', value: '10' },
      tax: { enabled: true, type: 'percent', value: '7.5' },
    });
    const totals = computeTotals(input, 2);
    expect(totals.tax).toBe('6750.00');
    expect(totals.total).toBe('87750.00');
    expect(serverTotals(input).total).toBe(totals.total);
  });

  it('credit with a deposit: the deposit is paid now, the rest is owed', () => {
    const totals = computeTotals(form({ lines: [{ quantity: '2', price: '500' }], credit: true, deposit: '250' }), 2);
    expect(totals).toMatchObject({ total: '1000.00', paid: '250.00', balance: '750.00', overpaid: false });
    expect(computeTotals(form({ lines: [{ quantity: '2', price: '500' }], credit: true, deposit: '' }), 2).balance).toBe('1000.00');
    expect(computeTotals(form({ lines: [{ quantity: '2', price: '500' }], credit: true, deposit: '1000.01' }), 2).overpaid).toBe(true);
  });

  it('rounds each line half up before adding, with four-decimal quantities', () => {
    const input = form({
      lines: [
        { quantity: '0.3333', price: '10.05' }, // 3.349665 → 3.35
        { quantity: '1.5', price: '0.01' }, // 0.015 → 0.02
      ],
    });
    const totals = computeTotals(input, 2);
    expect(totals.lineTotals).toEqual(['3.35', '0.02']);
    expect(totals.total).toBe('3.37');
    expect(serverTotals(input).total).toBe('3.37');
  });

  it('ignores adjustments that are off or blank, and flags a discount larger than the total', () => {
    const base = { lines: [{ quantity: '1', price: '100' }] };
    expect(computeTotals(form({ ...base, discount: { enabled: false, type: 'fixed', value: '50' } }), 2).total).toBe('100.00');
    expect(computeTotals(form({ ...base, tax: { enabled: true, type: 'percent', value: '' } }), 2).total).toBe('100.00');
    expect(computeTotals(form({ ...base, discount: { enabled: true, type: 'fixed', value: '150' } }), 2).negative).toBe(true);
  });

  it('a currency without minor units (JPY): every step rounds to whole yen, as the server does', () => {
    const input = form({
      lines: [
        { quantity: '1.5', price: '333' }, // 499.5 → 500
        { quantity: '0.25', price: '101' }, // 25.25 → 25
      ],
      discount: { enabled: true, type: 'percent', value: '12.5' }, // 65.625 → 66
      tax: { enabled: true, type: 'percent', value: '7.5' }, // 39.375 → 39
    });
    const totals = computeTotals(input, 0);
    expect(totals).toMatchObject({ lineTotals: ['500', '25'], subtotal: '525', discount: '66', tax: '39', total: '498' });
    const items = parseDocumentItems(
      input.lines.map((line, index) => ({ product: `p${index}`, ...line })),
      'JPY',
    );
    const subtotal = items.reduce((sum, item) => sum.plus(item.total), new Decimal(0));
    const server = computeDocumentTotals(subtotal, { discount: '12.5', discountType: 'percent', tax: '7.5', taxType: 'percent' }, 'JPY');
    expect(server.total.toFixed(0)).toBe(totals.total);
  });
});
