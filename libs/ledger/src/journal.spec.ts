import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Decimal } from './decimal.js';
import { UnbalancedEntryError } from './errors.js';
import { assertBalanced, entryTotal, JournalBuilder, reverseLines, type JournalLine } from './journal.js';

const d = (text: string) => new Decimal(text);

describe('JournalBuilder', () => {
  it('writes fixed-scale strings, the other side zero', () => {
    const lines = new JournalBuilder('NGN').debit('1000', d('1500')).credit('3000', d('1500')).build();
    expect(lines).toEqual([
      { account: '1000', debit: '1500.00', credit: '0.00' },
      { account: '3000', debit: '0.00', credit: '1500.00' },
    ]);
  });

  it('writes no scale for a currency without minor unit', () => {
    const lines = new JournalBuilder('JPY').debit('1000', d('1500')).credit('3000', d('1500')).build();
    expect(lines[0]).toEqual({ account: '1000', debit: '1500', credit: '0' });
  });

  it('keeps dimensions, and leaves absent ones out', () => {
    const lines = new JournalBuilder('NGN')
      .debit('1010', d('10.5'), { subAccount: 'bank-1', memo: 'deposit' })
      .credit('1100', d('10.5'), { contactId: 'c-1' })
      .build();
    expect(lines).toEqual([
      { account: '1010', subAccount: 'bank-1', debit: '10.50', credit: '0.00', memo: 'deposit' },
      { account: '1100', contactId: 'c-1', debit: '0.00', credit: '10.50' },
    ]);
    expect(Object.keys(lines[1]!)).not.toContain('subAccount');
  });

  it('adds no line for a zero amount', () => {
    const lines = new JournalBuilder('NGN').debit('1000', d('100')).debit('4050', d('0')).credit('4000', d('100')).build();
    expect(lines.map((l) => l.account)).toEqual(['1000', '4000']);
  });

  it('refuses a negative amount or one not rounded to the scale (bugs)', () => {
    expect(() => new JournalBuilder('NGN').debit('1000', d('-1'))).toThrow(UnbalancedEntryError);
    expect(() => new JournalBuilder('NGN').debit('1000', d('1.005'))).toThrow(/not rounded/);
    expect(() => new JournalBuilder('JPY').debit('1000', d('1.5'))).toThrow(/not rounded/);
  });

  it('refuses to build an unbalanced entry', () => {
    expect(() => new JournalBuilder('NGN').debit('1000', d('100')).credit('3000', d('99.99')).build()).toThrow('Debits 100.00 and credits 99.99 differ');
  });
});

describe('assertBalanced', () => {
  const line = (account: string, debit: string, credit: string, extra: Partial<JournalLine> = {}): JournalLine => ({
    account,
    debit,
    credit,
    ...extra,
  });

  it('accepts a balanced entry', () => {
    expect(() =>
      assertBalanced([line('1000', '100.00', '0.00'), line('1010', '50.25', '0.00', { subAccount: 'b' }), line('3000', '0.00', '150.25')], 'NGN'),
    ).not.toThrow();
  });

  it.each<[string, JournalLine[], RegExp]>([
    ['no lines', [], /at least two lines/],
    ['one line', [line('1000', '0.00', '0.00')], /at least two lines/],
    ['unequal sides', [line('1000', '100.00', '0.00'), line('3000', '0.00', '100.01')], /differ/],
    ['an unknown account', [line('1000', '1.00', '0.00'), line('9999', '0.00', '1.00')], /not in the chart/],
    ['a reserved expense slot', [line('6100', '1.00', '0.00'), line('1000', '0.00', '1.00')], /not in the chart/],
    ['a bank line without its bank account', [line('1010', '1.00', '0.00'), line('3000', '0.00', '1.00')], /subAccount/],
    ['a negative amount', [line('1000', '-1.00', '0.00'), line('3000', '0.00', '-1.00')], /non-negative/],
    ['both sides on one line', [line('1000', '1.00', '1.00'), line('3000', '0.00', '0.00')], /exactly one/],
    ['a line with neither side', [line('1000', '1.00', '0.00'), line('3000', '0.00', '1.00'), line('3200', '0.00', '0.00')], /exactly one/],
    ['too many decimals', [line('1000', '1.005', '0.00'), line('3000', '0.00', '1.005')], /2 decimal places/],
    ['too few decimals', [line('1000', '1', '0'), line('3000', '0', '1')], /2 decimal places/],
    ['a number instead of a string', [line('1000', 1 as unknown as string, '0.00'), line('3000', '0.00', '1.00')], /decimal places/],
  ])('refuses %s with UnbalancedEntryError', (_, lines, message) => {
    let error: unknown;
    try {
      assertBalanced(lines, 'NGN');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnbalancedEntryError);
    expect((error as UnbalancedEntryError).code).toBe('UNBALANCED_ENTRY');
    expect((error as Error).message).toMatch(message);
  });

  it('holds for any entry the builder makes from balanced amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n }), { minLength: 1, maxLength: 20 }), (cents) => {
        const builder = new JournalBuilder('NGN');
        const amounts = cents.map((c) => new Decimal(c.toString()).div(100));
        amounts.forEach((amount) => builder.debit('6010', amount));
        const total = amounts.reduce((a, b) => a.plus(b), new Decimal(0));
        fc.pre(total.gt(0));
        builder.credit('1000', total);
        const lines = builder.build();
        expect(entryTotal(lines).eq(total)).toBe(true);
      }),
    );
  });

  it('reverseLines swaps the sides and still balances', () => {
    const lines = new JournalBuilder('NGN').debit('1000', d('5')).credit('3000', d('5')).build();
    const reversed = reverseLines(lines);
    expect(reversed).toEqual([
      { account: '1000', debit: '0.00', credit: '5.00' },
      { account: '3000', debit: '5.00', credit: '0.00' },
    ]);
    expect(() => assertBalanced(reversed, 'NGN')).not.toThrow();
  });
});
