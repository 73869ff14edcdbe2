import { describe, expect, it } from '@jest/globals';
import { readCsvRecords } from './csv-reader.js';
import { csvCellText, toCsv } from './csv-writer.js';

const cell = (value: unknown) => toCsv([[value]], { quoteEveryCell: true }).slice(0, -2);

describe('the CSV writer', () => {
  it('neutralises cells a spreadsheet would read as a formula', () => {
    expect(cell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(cell('+1')).toBe(`"'+1"`);
    expect(cell('-2')).toBe(`"'-2"`);
    expect(cell('@cmd')).toBe(`"'@cmd"`);
    expect(cell('\tx')).toBe(`"'\tx"`);
    expect(cell('\rx')).toBe(`"'\rx"`);
    expect(cell('plain = text')).toBe('"plain = text"');
    expect(csvCellText('=1+1')).toBe("'=1+1");
  });

  it('guards formulas whether or not every cell is quoted', () => {
    expect(toCsv([['=HYPERLINK("x")', '@a', 'ok']])).toBe(`"'=HYPERLINK(""x"")",'@a,ok\r\n`);
  });

  it('quotes every cell and doubles its quotes when asked', () => {
    expect(cell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(cell(null)).toBe('""');
    expect(cell(12)).toBe('"12"');
    expect(
      toCsv(
        [
          ['a', 'b'],
          ['c', '=d'],
        ],
        { quoteEveryCell: true },
      ),
    ).toBe(`"a","b"\r\n"c","'=d"\r\n`);
  });

  it('otherwise quotes only what needs it, CRLF after every row, and the reader reads it back', () => {
    const records = [
      ['plain', 'with, comma', 'with "quote"'],
      ['line\r\nbreak', '', 'x'],
    ];
    const text = toCsv(records);
    expect(text).toBe('plain,"with, comma","with ""quote"""\r\n"line\r\nbreak",,x\r\n');
    expect(readCsvRecords(text).map((record) => record.fields)).toEqual(records);
  });
});
