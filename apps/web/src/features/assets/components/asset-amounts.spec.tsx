// The asset forms' amounts against the ledger's own rules, in NGN and in a currency without minor units.

import { describe, expect, it } from '@jest/globals';
import { monthlyDepreciation } from '@ledgerline/ledger';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.js';
import { AssetLinesTable, subtotalOf, type AssetLine } from './asset-lines.js';
import { monthlyDepreciationHint } from './format.js';

const line = (price: string, quantity: number): AssetLine => ({
  id: price,
  name: 'Generator',
  tag: 'AST-1',
  price,
  quantity,
  current_stock: '0',
  salvageValue: '0',
  lifespan: 12,
  depreciation: '0',
});

describe('asset form amounts', () => {
  it('the subtotal adds each line at the currency decimals, and a half-typed price counts as nothing instead of failing', () => {
    expect(subtotalOf([line('1500.25', 2), line('99.99', 1)], 2).toFixed(2)).toBe('3100.49');
    expect(subtotalOf([line('1500', 2), line('1.2.3', 1), line('', 3)], 2).toFixed(2)).toBe('3000.00');
  });

  it('the monthly depreciation hint is the ledger’s figure, in whole yen for JPY', () => {
    expect(monthlyDepreciationHint('100000', '1000', 36, 2)).toBe(monthlyDepreciation('100000', '1000', 36, 'NGN').toFixed(2));
    expect(monthlyDepreciationHint('100000', '1000', 36, 0)).toBe(monthlyDepreciation('100000', '1000', 36, 'JPY').toFixed(0));
    expect(monthlyDepreciationHint('100000', '1000', 36, 0)).toBe('2750');
    expect(monthlyDepreciationHint('100000', '', 12, 2)).toBe('8333.33');
    expect(monthlyDepreciationHint('abc', '', 12, 2)).toBeUndefined();
    expect(monthlyDepreciationHint('0', '', 12, 2)).toBeUndefined();
  });

  it('a line with a half-typed price shows a total of nothing instead of failing, each value labelled for the phone’s cards', () => {
    renderWithProviders(<AssetLinesTable lines={[line('-', 2)]} onChange={() => {}} priceEditable />);
    const total = document.querySelector('td[data-label="Total"]')!;
    expect(total.textContent).toBe('₦0.00');
    expect(screen.getByText('Generator (AST-1)').closest('td')!.className).toContain('line-wide');
  });
});
