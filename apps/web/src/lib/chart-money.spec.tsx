// How the charts write amounts (chart-money.ts): compact axis ticks with the currency's symbol, the
// tooltip's full amount at the currency's decimals (none for JPY), negative values, and an axis
// wide enough for the ticks. Also the quantities' formatter (format.ts) the inventory figures use.

import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { chartMoney, compactAmount, compactMoney, moneyAxisWidth, useChartMoney } from './chart-money.js';
import { formatNumber, formatQuantity } from './format.js';
import { moneyFormat } from './money.js';
import { MoneyProvider } from './money-context.js';

const naira = moneyFormat('NGN');
const yen = moneyFormat('JPY');

describe('compactAmount', () => {
  it.each([
    [0, '0'],
    [250, '250'],
    [0.5, '0.5'],
    [999, '999'],
    [1_000, '1K'],
    [2_500, '2.5K'],
    [1_250_000, '1.25M'],
    [60_000_000, '60M'],
    [999_999, '1M'],
    [1_500_000_000, '1.5B'],
    [2_000_000_000_000, '2T'],
    [-2_500, '-2.5K'],
    [-60_000_000, '-60M'],
    [-0.001, '0'],
  ])('%d → %s', (value, expected) => {
    expect(compactAmount(value)).toBe(expected);
  });

  it('writes nothing for what is not a number', () => {
    expect(compactAmount(Number.NaN)).toBe('');
    expect(compactAmount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('compactMoney (the y axis’ ticks)', () => {
  it.each([
    [60_000_000, '₦60M'],
    [1_500, '₦1.5K'],
    [0, '₦0'],
    [250, '₦250'],
    [-1_500, '-₦1.5K'],
    [-60_000_000, '-₦60M'],
  ])('NGN %d → %s', (value, expected) => {
    expect(compactMoney(value, naira)).toBe(expected);
  });

  it('puts the code and a space before the figure where the currency has no symbol of ours, as money.format does', () => {
    expect(compactMoney(60_000_000, yen)).toBe('JPY 60M');
    expect(compactMoney(-1_500, yen)).toBe('-JPY 1.5K');
    expect(yen.format('-1500')).toBe('-JPY 1,500');
  });
});

describe('chartMoney', () => {
  it('writes a plotted amount in full, at the currency’s decimals', () => {
    const { valueFormatter } = chartMoney(naira);
    expect(valueFormatter(60_000_000)).toBe('₦60,000,000.00');
    expect(valueFormatter(41_084_638.71)).toBe('₦41,084,638.71');
    expect(valueFormatter(1500.5)).toBe('₦1,500.50');
    expect(valueFormatter(0)).toBe('₦0.00');
  });

  it('gives a JPY business no decimals', () => {
    const { valueFormatter, yAxisProps } = chartMoney(yen);
    expect(valueFormatter(1500)).toBe('JPY 1,500');
    expect(valueFormatter(60_000_000)).toBe('JPY 60,000,000');
    expect(valueFormatter(-2500)).toBe('-JPY 2,500');
    // No tick between whole yen.
    expect(yAxisProps.allowDecimals).toBe(false);
    expect(chartMoney(naira).yAxisProps.allowDecimals).toBe(true);
  });

  it('writes negative values with the sign before the symbol', () => {
    const { valueFormatter, yAxisProps } = chartMoney(naira);
    expect(valueFormatter(-2500.75)).toBe('-₦2,500.75');
    expect(valueFormatter(-0.001)).toBe('₦0.00');
    expect(yAxisProps.tickFormatter(-2_500_000)).toBe('-₦2.5M');
  });

  it('writes "—" for what is not a number rather than throwing', () => {
    expect(chartMoney(naira).valueFormatter(Number.NaN)).toBe('—');
  });

  it('makes the axis as wide as its widest tick, wider for a currency written with its code', () => {
    const { yAxisProps } = chartMoney(naira);
    expect(yAxisProps.tickFormatter(60_000_000)).toBe('₦60M');
    expect(yAxisProps.width).toBe(moneyAxisWidth(naira));
    // "-₦999.9M", 8 characters at 12 px, and the tick's 10 px offset.
    expect(yAxisProps.width).toBeGreaterThanOrEqual(8 * 7 + 10);
    expect(yAxisProps.width).toBeLessThan(90);
    expect(moneyAxisWidth(yen)).toBeGreaterThan(moneyAxisWidth(naira));
  });
});

describe('useChartMoney', () => {
  const inCurrency =
    (currency: string) =>
    ({ children }: { children: ReactNode }) => <MoneyProvider currency={currency}>{children}</MoneyProvider>;

  it('follows the business’s currency', () => {
    const { result } = renderHook(() => useChartMoney(), { wrapper: inCurrency('JPY') });
    expect(result.current.valueFormatter(1234)).toBe('JPY 1,234');
    expect(result.current.yAxisProps.tickFormatter(1_200_000)).toBe('JPY 1.2M');
  });

  it('is NGN without a currency, and the same object from one render to the next', () => {
    const { result, rerender } = renderHook(() => useChartMoney(), { wrapper: inCurrency('') });
    const first = result.current;
    expect(first.valueFormatter(60_000_000)).toBe('₦60,000,000.00');
    expect(first.yAxisProps.tickFormatter(60_000_000)).toBe('₦60M');
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('formatQuantity and formatNumber', () => {
  it.each([
    ['2701', '2,701 units'],
    ['1', '1 unit'],
    ['0', '0 units'],
    ['1234567.5', '1,234,567.5 units'],
    ['-1250', '-1,250 units'],
  ])('%s → %s', (quantity, expected) => {
    expect(formatQuantity(quantity)).toBe(expected);
  });

  it('counts the default measurement in units and names any other', () => {
    expect(formatQuantity('12', 'Unit')).toBe('12 units');
    expect(formatQuantity('2500', 'bags')).toBe('2,500 bags');
  });

  it('groups counts, and shows what is not a plain number as it came', () => {
    expect(formatNumber(1500)).toBe('1,500');
    expect(formatNumber('999')).toBe('999');
    expect(formatNumber('n/a')).toBe('n/a');
  });
});
