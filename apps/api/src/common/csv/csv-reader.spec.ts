import { describe, expect, it } from '@jest/globals';
import { detectDelimiter, readCsvRecords } from './csv-reader.js';

describe('readCsvRecords (csv-parse at the edge)', () => {
  it('reads CRLF and LF files, skipping blank and separator-only lines, keeping line numbers', () => {
    expect(readCsvRecords('a,b,c\r\n1,2,3\r\n4,5,6')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 3, fields: ['4', '5', '6'] },
    ]);
    expect(readCsvRecords('\uFEFFa,b\n\n,,\n1,2\n\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 4, fields: ['1', '2'] },
    ]);
  });

  it('counts a record by the line it starts on when a quoted field holds line breaks', () => {
    expect(readCsvRecords('a,b\n"x\ny\nz",2\n3,4\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x\ny\nz', '2'] },
      { line: 5, fields: ['3', '4'] },
    ]);
  });

  it('keeps a record it cannot read as an error on its line', () => {
    const [, broken] = readCsvRecords('a,b\n"open,z\nmore\n');
    expect(broken).toMatchObject({ line: 2, error: 'a quoted field is not closed (a " is missing)' });
  });

  it('reads semicolon and tab files by their header', () => {
    expect(detectDelimiter('a;b\n1,5;2')).toBe(';');
    expect(detectDelimiter('a\tb')).toBe('\t');
    expect(readCsvRecords('a;b\n"1;2";3').map((record) => record.fields)).toEqual([
      ['a', 'b'],
      ['1;2', '3'],
    ]);
  });
});
