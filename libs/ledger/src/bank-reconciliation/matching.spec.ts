import { describe, expect, it } from '@jest/globals';
import {
  autoMatches,
  matchedAmountsAgree,
  matchSuggestions,
  reconciliationFigures,
  referencesAgree,
  sharedWordCount,
  type BookEntry,
  type UnmatchedLine,
} from './matching.js';

const line = (lineId: string, date: string, amount: string, more: Partial<UnmatchedLine> = {}): UnmatchedLine => ({
  lineId,
  date,
  amount,
  description: '',
  reference: '',
  ...more,
});
const entry = (entryId: string, date: string, amount: string, more: Partial<BookEntry> = {}): BookEntry => ({
  entryId,
  date,
  amount,
  description: '',
  reference: '',
  ...more,
});
const ids = (entries: BookEntry[] | undefined) => (entries ?? []).map((e) => e.entryId);

describe('matchSuggestions', () => {
  it('offers entries of exactly the same signed amount within seven days, nearest first', () => {
    const suggestions = matchSuggestions(
      [line('l1', '2026-11-10', '-5000.00')],
      [
        entry('far', '2026-11-18', '-5000.00'),
        entry('week-before', '2026-11-03', '-5000'),
        entry('two-days', '2026-11-12', '-5000.00'),
        entry('same-day', '2026-11-10', '-5000.00'),
        entry('money-in', '2026-11-10', '5000.00'),
        entry('other-amount', '2026-11-10', '-5000.01'),
      ],
    );
    expect(ids(suggestions.get('l1'))).toEqual(['same-day', 'two-days', 'week-before']);
  });

  it('ranks, at the same distance, the reference found on the other side, then more shared words', () => {
    const lines = [line('l1', '2026-11-10', '25000.00', { reference: 'INV-0042', description: 'Transfer from Bola Ventures Lagos' })];
    const entries = [
      entry('one-word', '2026-11-11', '25000.00', { description: 'Payment Bola' }),
      entry('two-words', '2026-11-09', '25000.00', { description: 'Payment from Bola Ventures' }),
      entry('reference', '2026-11-11', '25000.00', { description: 'Sale to Chidi', reference: 'inv-0042' }),
      entry('nearest', '2026-11-10', '25000.00', { description: 'Cash sale' }),
    ];
    expect(ids(matchSuggestions(lines, entries, { limit: 4 }).get('l1'))).toEqual(['nearest', 'reference', 'two-words', 'one-word']);
  });

  it('keeps to the limit and window it is given, and gives every line a list', () => {
    const entries = [entry('e1', '2026-11-10', '100'), entry('e2', '2026-11-11', '100'), entry('e3', '2026-11-13', '100')];
    const suggestions = matchSuggestions([line('l1', '2026-11-10', '100.00'), line('l2', '2026-11-10', '7.00')], entries, { windowDays: 1, limit: 1 });
    expect(ids(suggestions.get('l1'))).toEqual(['e1']);
    expect(suggestions.get('l2')).toEqual([]);
    expect(ids(matchSuggestions([line('l1', '2026-11-10', '100.00')], entries).get('l1'))).toEqual(['e1', 'e2', 'e3']);
  });
});

describe('referencesAgree and sharedWordCount', () => {
  it('finds either side’s reference in the other’s reference or description, any case, three characters or more', () => {
    expect(referencesAgree({ reference: 'CHQ 1234', description: '' }, { reference: '', description: 'Cheque chq 1234 to landlord' })).toBe(true);
    expect(referencesAgree({ reference: '', description: 'NIP transfer INV-7 Bola' }, { reference: 'inv-7', description: '' })).toBe(true);
    expect(referencesAgree({ reference: '12', description: '' }, { reference: '', description: 'Invoice 123' })).toBe(false);
    expect(referencesAgree({ reference: '', description: 'anything' }, { reference: '', description: 'anything' })).toBe(false);
  });

  it('counts words of three letters or more in common, any case', () => {
    expect(sharedWordCount('POS purchase at SHOPRITE Lekki', 'Shoprite lekki purchase of rice at')).toBe(3);
    expect(sharedWordCount('to me', 'to me')).toBe(0);
  });
});

describe('autoMatches', () => {
  it('pairs a line with the entry of the same amount at most three days away, nearest first', () => {
    const pairs = autoMatches(
      [line('l1', '2026-11-10', '-5000.00'), line('l2', '2026-11-20', '1200.00'), line('l3', '2026-11-25', '300.00')],
      [
        entry('e-near', '2026-11-11', '-5000'),
        entry('e-farther', '2026-11-13', '-5000.00'),
        entry('e2', '2026-11-17', '1200.00'),
        entry('e3', '2026-11-29', '300.00'),
      ],
    );
    expect(pairs).toEqual([
      { lineId: 'l1', entryId: 'e-near' },
      { lineId: 'l2', entryId: 'e2' },
    ]);
  });

  it('leaves a line whose two nearest candidates tie, and does not pair it further away', () => {
    const pairs = autoMatches(
      [line('l1', '2026-11-10', '-50.00')],
      [entry('e1', '2026-11-10', '-50.00'), entry('e2', '2026-11-10', '-50.00'), entry('e3', '2026-11-11', '-50.00')],
    );
    expect(pairs).toEqual([]);
  });

  it('breaks a tie by the reference', () => {
    const pairs = autoMatches(
      [line('l1', '2026-11-10', '-50000.00', { reference: 'RNT-11' })],
      [entry('e1', '2026-11-09', '-50000.00'), entry('e2', '2026-11-11', '-50000.00', { description: 'Rent rnt-11' })],
    );
    expect(pairs).toEqual([{ lineId: 'l1', entryId: 'e2' }]);
  });

  it('leaves two lines that tie for one entry', () => {
    expect(autoMatches([line('l1', '2026-11-10', '10.00'), line('l2', '2026-11-10', '10.00')], [entry('e1', '2026-11-10', '10.00')])).toEqual([]);
  });

  it('uses each line and each entry once: a pair found by reference leaves the other two to pair', () => {
    const pairs = autoMatches(
      [line('l1', '2026-11-10', '10.00'), line('l2', '2026-11-10', '10.00', { reference: 'TRF-88' })],
      [entry('e1', '2026-11-10', '10.00', { reference: 'TRF-88' }), entry('e2', '2026-11-10', '10.00')],
    );
    expect(pairs).toEqual([
      { lineId: 'l2', entryId: 'e1' },
      { lineId: 'l1', entryId: 'e2' },
    ]);
  });

  it('gives an entry to the nearer of two lines, leaving the other unmatched', () => {
    const pairs = autoMatches([line('far', '2026-11-07', '99.00'), line('near', '2026-11-09', '99.00')], [entry('e1', '2026-11-10', '99.00')]);
    expect(pairs).toEqual([{ lineId: 'near', entryId: 'e1' }]);
  });

  it('pairs a run of identical charges day by day', () => {
    const days = ['2026-11-02', '2026-11-03', '2026-11-04'];
    const pairs = autoMatches(
      days.map((date, index) => line(`l${index}`, date, '-50.00')),
      [...days].reverse().map((date, index) => entry(`e-${date}`, date, '-50.00', { description: String(index) })),
    );
    expect(pairs).toEqual(days.map((date, index) => ({ lineId: `l${index}`, entryId: `e-${date}` })));
    const lineIds = pairs.map((pair) => pair.lineId);
    const entryIds = pairs.map((pair) => pair.entryId);
    expect(new Set(lineIds).size).toBe(lineIds.length);
    expect(new Set(entryIds).size).toBe(entryIds.length);
  });
});

describe('matchedAmountsAgree', () => {
  it('holds when the entries add up to the line exactly', () => {
    expect(matchedAmountsAgree('-15000.00', ['-10000', '-5000.00'])).toBe(true);
    expect(matchedAmountsAgree('100.00', ['100'])).toBe(true);
    expect(matchedAmountsAgree('100.00', ['100.01'])).toBe(false);
    expect(matchedAmountsAgree('100.00', ['-100.00'])).toBe(false);
    expect(matchedAmountsAgree('0', [])).toBe(false);
  });
});

describe('reconciliationFigures', () => {
  it('adds the unmatched lines to the books and the unmatched entries to the statement', () => {
    // Books 100,000; the bank took a 500 charge the books lack; a 20,000 cheque has not been presented.
    const figures = reconciliationFigures({
      statementBalance: '119500',
      bookBalance: '100000.00',
      unmatchedLines: ['-500.00'],
      unmatchedEntries: ['-20000'],
      currency: 'NGN',
    });
    expect(figures).toEqual({
      statementBalance: '119500.00',
      bookBalance: '100000.00',
      unmatchedStatementTotal: '-500.00',
      unmatchedBookTotal: '-20000.00',
      difference: '0.00',
      reconciled: false,
    });
  });

  it('is reconciled when the difference is zero and every statement line is matched, entries not yet presented notwithstanding', () => {
    // The charge recorded and matched: the books are 99,500; the cheque is still out.
    const figures = reconciliationFigures({
      statementBalance: '119500',
      bookBalance: '99500',
      unmatchedLines: [],
      unmatchedEntries: ['-20000'],
      currency: 'NGN',
    });
    expect(figures).toMatchObject({ difference: '0.00', reconciled: true });
  });

  it('shows what is left unexplained as the difference', () => {
    const figures = reconciliationFigures({
      statementBalance: '1000.00',
      bookBalance: '1200.50',
      unmatchedLines: [],
      unmatchedEntries: ['100', '50'],
      currency: 'NGN',
    });
    expect(figures).toMatchObject({ unmatchedBookTotal: '150.00', difference: '50.50', reconciled: false });
  });

  it('has no difference and is not reconciled without a statement balance', () => {
    expect(reconciliationFigures({ statementBalance: null, bookBalance: '0', unmatchedLines: [], unmatchedEntries: [], currency: 'NGN' })).toEqual({
      statementBalance: null,
      bookBalance: '0.00',
      unmatchedStatementTotal: '0.00',
      unmatchedBookTotal: '0.00',
      difference: null,
      reconciled: false,
    });
  });

  it('writes figures at the currency’s scale', () => {
    expect(reconciliationFigures({ statementBalance: '5000', bookBalance: '4000', unmatchedLines: ['1000'], unmatchedEntries: [], currency: 'JPY' })).toEqual({
      statementBalance: '5000',
      bookBalance: '4000',
      unmatchedStatementTotal: '1000',
      unmatchedBookTotal: '0',
      difference: '0',
      reconciled: false,
    });
  });
});
