// (.spec.tsx because the web Jest project collects only .spec.tsx files under apps/web/src.)

import { describe, expect, it } from '@jest/globals';
import { CURRENCIES, currencyScale } from '@ledgerline/ledger';
import { formatMinorUnits, formatMoney, fromMinorUnits, minorDigits, normalizeAmountInput, toMinorUnits } from './money.js';

describe('formatMoney', () => {
  it.each([
    ['0', '₦0.00'],
    ['0.00', '₦0.00'],
    ['1', '₦1.00'],
    ['999.99', '₦999.99'],
    ['1500.00', '₦1,500.00'],
    ['1500.5', '₦1,500.50'],
    ['1000000.00', '₦1,000,000.00'],
    ['-2500.75', '-₦2,500.75'],
    ['0.005', '₦0.01'],
    ['-0.005', '-₦0.01'],
    ['1.994', '₦1.99'],
    ['99999.995', '₦100,000.00'],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('keeps every digit of amounts beyond Number.MAX_SAFE_INTEGER', () => {
    // 9007199254740993 cannot be represented as a double: it would print ...992.
    expect(formatMoney('9007199254740993.01')).toBe('₦9,007,199,254,740,993.01');
  });

  it('shows the code for a currency without a known symbol', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('USD 1,234.50');
  });

  it('refuses what is not a decimal string', () => {
    expect(() => formatMoney('1e3')).toThrow('Not a decimal amount');
    expect(() => formatMoney('')).toThrow('Not a decimal amount');
    expect(() => formatMoney('₦100')).toThrow('Not a decimal amount');
  });
});

describe('minor units', () => {
  it('converts both ways without losing a kobo', () => {
    expect(toMinorUnits('1500.00')).toBe(150000n);
    expect(toMinorUnits('0.1')).toBe(10n);
    expect(toMinorUnits('-0.01')).toBe(-1n);
    expect(fromMinorUnits(150000n)).toBe('1500.00');
    expect(fromMinorUnits(5n)).toBe('0.05');
    expect(fromMinorUnits(-1n)).toBe('-0.01');
    expect(fromMinorUnits(0n)).toBe('0.00');
  });

  it('formats a sum of minor units', () => {
    expect(formatMinorUnits(toMinorUnits('0.10') + toMinorUnits('0.20'))).toBe('₦0.30');
    expect(formatMinorUnits(-123456789n)).toBe('-₦1,234,567.89');
  });
});

describe('normalizeAmountInput', () => {
  it.each([
    ['1500', '1500.00'],
    ['1,500', '1500.00'],
    [' 2 500.5 ', '2500.50'],
    ['0.01', '0.01'],
    ['007', '7.00'],
  ])('accepts %p as %p', (raw, expected) => {
    expect(normalizeAmountInput(raw)).toBe(expected);
  });

  it.each(['', '0', '0.00', '-5', '12.345', 'abc', '1e3', '1.2.3', '.5'])('rejects %p', (raw) => {
    expect(normalizeAmountInput(raw)).toBeNull();
  });
});

describe('minorDigits', () => {
  it('gives every currency the business may keep the server’s decimals (CFA none, IDR two), not what Intl guesses', () => {
    for (const currency of CURRENCIES) expect([currency, minorDigits(currency)]).toEqual([currency, currencyScale(currency)]);
    expect(formatMoney('1500', 'CFA')).toBe('CFA 1,500');
    expect(formatMoney('1500.50', 'IDR')).toBe('IDR 1,500.50');
    expect(normalizeAmountInput('1500.5', 'CFA')).toBeNull();
  });
});
