import { describe, expect, it } from '@jest/globals';
import { detectDelimiter, parseCsv } from './csv.js';

describe('parseCsv (RFC 4180)', () => {
  it('reads fields, CRLF and LF line ends, and keeps each record’s line number', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,5,6')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 3, fields: ['4', '5', '6'] },
    ]);
  });

  it('reads quoted fields with separators, escaped quotes and line breaks; the next record keeps its real line', () => {
    const text = 'name,note\r\n"Rice, 50kg","He said ""fine"""\r\n"two\r\nlines",x\r\nlast,y\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Rice, 50kg', 'He said "fine"'] },
      { line: 3, fields: ['two\r\nlines', 'x'] },
      { line: 5, fields: ['last', 'y'] },
    ]);
  });

  it('drops a byte-order mark and skips empty lines and rows of separators only', () => {
    expect(parseCsv('\uFEFFa,b\n\n,,\r\n1,2\n\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 4, fields: ['1', '2'] },
    ]);
  });

  it('keeps empty fields, a trailing separator and an empty quoted field', () => {
    expect(parseCsv('a,,""\nb,c,')).toEqual([
      { line: 1, fields: ['a', '', ''] },
      { line: 2, fields: ['b', 'c', ''] },
    ]);
  });

  it('names a record whose quote is not closed, or has text after its closing quote', () => {
    expect(parseCsv('a,b\n"x"y,z\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['xy', 'z'], error: 'a closing quote must be followed by a separator or the end of the line' },
    ]);
    const [, broken] = parseCsv('a,b\n"open,z\nmore\n');
    expect(broken).toMatchObject({ line: 2, error: 'a quoted field is not closed (a " is missing)' });
  });

  it('reads semicolon- and tab-separated files when the header says so', () => {
    expect(detectDelimiter('Date;Type;Amount\n1;2;3')).toBe(';');
    expect(detectDelimiter('Date\tType\n')).toBe('\t');
    expect(detectDelimiter('Date,Type;x\n')).toBe(',');
    expect(parseCsv('a;b\n"1;2";3')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1;2', '3'] },
    ]);
  });

  it('reads quoted separators, quotes and line breaks', () => {
    const records = [
      ['plain', 'with, comma', 'with "quote"'],
      ['line\r\nbreak', '', 'x'],
    ];
    const text = 'plain,"with, comma","with ""quote"""\r\n"line\r\nbreak",,x\r\n';
    expect(parseCsv(text).map((record) => record.fields)).toEqual(records);
  });
});
