import fc from 'fast-check';
import { Decimal } from '@ledgerline/ledger';
import { NumericSum, TotalsByKey } from './totals.js';

const sumOf = (amounts: readonly string[]) => {
  const sum = new NumericSum();
  for (const amount of amounts) sum.add(amount);
  return sum.toString();
};

describe('NumericSum', () => {
  it('keeps the largest scale of its terms, as PostgreSQL numeric addition does', () => {
    expect(sumOf(['1.50', '1.50'])).toBe('3.00');
    expect(sumOf(['1.5', '2.25'])).toBe('3.75');
    expect(sumOf(['100', '0.001'])).toBe('100.001');
    expect(sumOf(['10.00', '-10.00'])).toBe('0.00');
    expect(sumOf(['-0.05', '0.01'])).toBe('-0.04');
    expect(sumOf(['-3', '1'])).toBe('-2');
    expect(sumOf([])).toBe('0');
    expect(sumOf(['.5', '1.', '+2'])).toBe('3.5');
  });

  it('stays exact past what a double holds', () => {
    expect(sumOf(['9007199254740991', '1'])).toBe('9007199254740992');
    expect(sumOf(['99999999999999.9', '0.01'])).toBe('99999999999999.91');
    expect(sumOf(['99999999999999.9', '0.01', '-99999999999999.9'])).toBe('0.01');
  });

  it('reads exponent forms as their plain digits', () => {
    expect(sumOf(['1e3', '0.50'])).toBe('1000.50');
  });

  it('equals Decimal’s exact sum, written with the largest scale, for any terms', () => {
    const amount = fc
      // Everyday amounts (exact as doubles) and huge ones (not), mixed in one sum.
      .tuple(fc.boolean(), fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 0n, max: 10n ** 18n })), fc.integer({ min: 0, max: 6 }))
      .map(([negative, units, scale]) => {
        const digits = units.toString().padStart(scale + 1, '0');
        const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
        return negative ? `-${text}` : text;
      });
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), (amounts) => {
        const scale = Math.max(0, ...amounts.map((a) => (a.split('.')[1] ?? '').length));
        const exact = amounts.reduce((total, a) => total.plus(a), new Decimal(0)).toFixed(scale);
        // PostgreSQL writes no negative zero (Decimal may: -0.00).
        expect(sumOf(amounts)).toBe(exact.replace(/^-(0(\.0+)?)$/, '$1'));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('TotalsByKey', () => {
  it('sums the amounts of equal keys and gives them column by column or row by row', () => {
    const totals = new TotalsByKey();
    totals.add(['b', '1000', '2026-01-01'], ['10.00', '0.00']);
    totals.add(['b', '4000', '2026-01-01'], ['0.00', '10.00']);
    totals.add(['b', '1000', '2026-01-01'], ['2.5', '0']);
    expect(totals.size).toBe(2);
    expect(totals.columns(5)).toEqual([
      ['b', 'b'],
      ['1000', '4000'],
      ['2026-01-01', '2026-01-01'],
      ['12.50', '0.00'],
      ['0.00', '10.00'],
    ]);
    expect(totals.rows(['business', 'account', 'day'], ['debit', 'credit'])[0]).toEqual({
      business: 'b',
      account: '1000',
      day: '2026-01-01',
      debit: '12.50',
      credit: '0.00',
    });
    expect(new TotalsByKey().columns(3)).toEqual([[], [], []]);
    const byAccount = totals.rolledUp(([business, account]) => [business, account.slice(0, 1)]);
    expect(byAccount.columns(4)).toEqual([
      ['b', 'b'],
      ['1', '4'],
      ['12.50', '0.00'],
      ['0.00', '10.00'],
    ]);
  });
});
