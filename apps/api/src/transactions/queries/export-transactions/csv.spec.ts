import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv.js';

describe('CSV export cells', () => {
  it('neutralises cells a spreadsheet would read as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('plain = text')).toBe('"plain = text"');
  });

  it('quotes every cell and doubles its quotes', () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', '=d'],
      ]),
    ).toBe(`"a","b"\r\n"c","'=d"\r\n`);
  });
});
