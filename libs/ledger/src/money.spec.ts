import { describe, expect, it } from '@jest/globals';
import { refusal } from './testing/given-when-then.spec-helper.js';
import fc from 'fast-check';
import { Decimal } from './decimal.js';
import { LedgerValidationError } from './errors.js';
import { CURRENCIES, currencyScale, formatAmount, isFixedScaleAmount, parseAmount, parseCurrency, roundMoney, sumAmounts, type CurrencyCode } from './money.js';

describe('currencies', () => {
  it('offers the spec’s 27 currencies, NGN first', () => {
    expect(CURRENCIES).toHaveLength(27);
    expect(CURRENCIES[0]).toBe('NGN');
  });

  it('gives 2 decimal places to most, none to JPY, KRW, VND and the CFA franc', () => {
    expect(currencyScale('NGN')).toBe(2);
    expect(currencyScale('USD')).toBe(2);
    expect(currencyScale('GHS')).toBe(2);
    expect(CURRENCIES.filter((c) => currencyScale(c) === 0).sort()).toEqual(['CFA', 'JPY', 'KRW', 'VND']);
  });

  it('refuses a currency the product does not offer', () => {
    const error = refusal(() => parseCurrency('XYZ'));
    expect(error.code).toBe('UNSUPPORTED_CURRENCY');
    expect(parseCurrency('USD')).toBe('USD');
  });
});

describe('parseAmount', () => {
  it('reads decimal strings', () => {
    expect(parseAmount('1500', 'NGN', 'amount').toFixed()).toBe('1500');
    expect(parseAmount('1500.5', 'NGN', 'amount').toFixed()).toBe('1500.5');
    expect(parseAmount('1500.55', 'NGN', 'amount').toFixed()).toBe('1500.55');
    expect(parseAmount(' 12.30 ', 'NGN', 'amount').toFixed()).toBe('12.3');
    expect(parseAmount('-3.25', 'NGN', 'amount').toFixed()).toBe('-3.25');
    expect(parseAmount('999999999999999.99', 'NGN', 'amount').toFixed()).toBe('999999999999999.99');
  });

  it('reads JSON numbers through their decimal text', () => {
    expect(parseAmount(1500, 'NGN', 'amount').toFixed()).toBe('1500');
    expect(parseAmount(0.1, 'NGN', 'amount').toFixed()).toBe('0.1');
    expect(parseAmount(19.99, 'NGN', 'amount').toFixed()).toBe('19.99');
    expect(parseAmount(JSON.parse('{"a": 1500.50}').a, 'NGN', 'amount').toFixed()).toBe('1500.5');
  });

  it('refuses a float sum that is not the decimal it looks like', () => {
    expect(refusal(() => parseAmount(0.1 + 0.2, 'NGN', 'amount')).message).toBe('amount must have at most 2 decimal places');
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['a word', 'abc'],
    ['thousands separators', '1,500.00'],
    ['an exponent string', '1e3'],
    ['the string NaN', 'NaN'],
    ['the string Infinity', 'Infinity'],
    ['a hex string', '0x10'],
    ['a leading dot', '.5'],
    ['a trailing dot', '5.'],
    ['a boolean', true],
    ['an object', { amount: 1 }],
    ['an array', ['1']],
    ['a bigint', 10n],
  ])('refuses %s', (_, input) => {
    const error = refusal(() => parseAmount(input, 'NGN', 'amount'));
    expect(error).toMatchObject({ field: 'amount', code: 'INVALID_AMOUNT', message: 'amount must be a number' });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses %s as missing', (_, input) => {
    expect(refusal(() => parseAmount(input, 'NGN', 'price'))).toMatchObject({
      field: 'price',
      code: 'REQUIRED',
      message: 'price is required',
    });
  });

  it('refuses more decimals than the currency’s scale', () => {
    expect(refusal(() => parseAmount('1.005', 'NGN', 'amount'))).toMatchObject({
      field: 'amount',
      code: 'AMOUNT_TOO_MANY_DECIMALS',
      message: 'amount must have at most 2 decimal places',
    });
    expect(refusal(() => parseAmount('100.5', 'JPY', 'amount')).message).toBe('amount must be a whole number (JPY has no minor unit)');
    expect(parseAmount('100', 'JPY', 'amount').toFixed()).toBe('100');
    expect(parseAmount('100.00', 'NGN', 'amount').toFixed()).toBe('100');
  });

  it('treats trailing zeros as no decimals', () => {
    expect(parseAmount('100.000', 'NGN', 'amount').toFixed()).toBe('100');
    expect(parseAmount('100.0', 'JPY', 'amount').toFixed()).toBe('100');
  });

  it('refuses more than 15 integer digits', () => {
    expect(refusal(() => parseAmount('1000000000000000', 'NGN', 'amount'))).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      message: 'amount must have at most 15 digits before the decimal point',
    });
    expect(refusal(() => parseAmount(1e21, 'NGN', 'amount')).code).toBe('AMOUNT_TOO_LARGE');
    expect(parseAmount('000000000000000001', 'NGN', 'amount').toFixed()).toBe('1');
  });

  it('with { positive: true } refuses zero and negatives', () => {
    for (const input of ['0', '0.00', '-0', -0, '-1']) {
      expect(refusal(() => parseAmount(input, 'NGN', 'amount', { positive: true }))).toMatchObject({
        code: 'AMOUNT_NOT_POSITIVE',
        message: 'amount must be greater than zero',
      });
    }
    expect(parseAmount('0.01', 'NGN', 'amount', { positive: true }).toFixed()).toBe('0.01');
  });

  it('with { nonNegative: true } accepts zero but refuses negatives', () => {
    expect(parseAmount('0', 'NGN', 'discount', { nonNegative: true }).toFixed()).toBe('0');
    expect(refusal(() => parseAmount('-0.01', 'NGN', 'discount', { nonNegative: true })).code).toBe('AMOUNT_NEGATIVE');
  });

  it('never returns negative zero', () => {
    expect(parseAmount('-0.00', 'NGN', 'amount').isNegative()).toBe(false);
  });

  it('round-trips formatAmount for any amount within limits', () => {
    const currency = fc.constantFrom<CurrencyCode>(...CURRENCIES);
    fc.assert(
      fc.property(currency, fc.bigInt({ min: -(10n ** 17n) + 1n, max: 10n ** 17n - 1n }), (code, minorUnits) => {
        const scale = currencyScale(code);
        const amount = new Decimal(minorUnits.toString()).div(new Decimal(10).pow(scale));
        fc.pre(amount.abs().lt('1e15'));
        const text = formatAmount(amount, code);
        const parsed = parseAmount(text, code, 'amount');
        expect(parsed.eq(amount)).toBe(true);
        expect(formatAmount(parsed, code)).toBe(text);
      }),
    );
  });

  it('accepts exactly the numbers whose shortest text has at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e14, max: 1e14 }), (n) => {
        const text = String(n);
        const fits = !/e/.test(text) && (text.split('.')[1]?.length ?? 0) <= 2;
        if (fits) expect(parseAmount(n, 'NGN', 'amount').eq(new Decimal(text))).toBe(true);
        else if (!/e\+/.test(text)) expect(() => parseAmount(n, 'NGN', 'amount')).toThrow(LedgerValidationError);
      }),
    );
  });
});

describe('roundMoney and formatAmount', () => {
  it('round half away from zero, at the currency’s scale', () => {
    expect(roundMoney(new Decimal('1.005'), 'NGN').toFixed()).toBe('1.01');
    expect(roundMoney(new Decimal('1.004999'), 'NGN').toFixed()).toBe('1');
    expect(roundMoney(new Decimal('-1.005'), 'NGN').toFixed()).toBe('-1.01');
    expect(roundMoney(new Decimal('2.5'), 'JPY').toFixed()).toBe('3');
    expect(roundMoney('0.125', 'USD').toFixed()).toBe('0.13');
  });

  it('round exact products (the ledger’s Decimal keeps 40 significant digits, decimal.js’s default 20)', () => {
    // 123456789012345.67 × 1.2345 has 21 significant digits.
    const product = new Decimal('123456789012345.67').times('1.2345');
    expect(product.toFixed()).toBe('152407406035740.729615');
    expect(formatAmount(product, 'NGN')).toBe('152407406035740.73');
  });

  it('format fixed to the scale', () => {
    expect(formatAmount(new Decimal(1500), 'NGN')).toBe('1500.00');
    expect(formatAmount(new Decimal('1500.5'), 'USD')).toBe('1500.50');
    expect(formatAmount(new Decimal('1500'), 'JPY')).toBe('1500');
    expect(formatAmount(new Decimal('-0.001'), 'NGN')).toBe('0.00');
    expect(formatAmount(new Decimal('1e15'), 'NGN')).toBe('1000000000000000.00');
  });

  it('sumAmounts adds exactly, strings or decimals', () => {
    expect(sumAmounts(['0.10', '0.20', new Decimal('0.30')]).toFixed()).toBe('0.6');
    expect(sumAmounts([]).toFixed()).toBe('0');
  });

  it('isFixedScaleAmount accepts only non-negative amounts written at the scale', () => {
    expect(isFixedScaleAmount('1500.00', 'NGN')).toBe(true);
    expect(isFixedScaleAmount('0.00', 'NGN')).toBe(true);
    expect(isFixedScaleAmount('1500', 'JPY')).toBe(true);
    for (const bad of ['1500', '1500.0', '1500.000', '-1.00', '01.00', '', ' 1.00', 1500]) {
      expect(isFixedScaleAmount(bad, 'NGN')).toBe(false);
    }
    expect(isFixedScaleAmount('1500.00', 'JPY')).toBe(false);
  });
});
