import { describe, expect, it } from '@jest/globals';
import {
  formatStatementAmount,
  MAX_STATEMENT_LINES,
  parseStatementDate,
  readBankStatement,
  STATEMENT_COLUMN_NAMES,
  statementLineNames,
  type StatementLine,
  type StatementReading,
} from './statement-csv.js';

const NGN = { currency: 'NGN' };

function lines(reading: StatementReading): StatementLine[] {
  if (!reading.ok) throw new Error(`expected a statement, got: ${reading.errors.map((error) => error.message).join('; ')}`);
  return reading.lines;
}
function errors(reading: StatementReading): string[] {
  if (reading.ok) throw new Error('expected errors');
  return reading.errors.map((error) => error.message);
}

const GTB_PREAMBLE = [
  ['Guaranty Trust Bank'],
  ['Account Statement', 'Ada Stores'],
  ['Period', '01/11/2026 - 30/11/2026'],
  [],
  ['Opening Balance', '10,000.00'],
];

describe('readBankStatement: the header', () => {
  it('finds the header below the bank’s preamble, with the rows numbered as in the file', () => {
    const reading = readBankStatement(
      [
        ...GTB_PREAMBLE,
        ['Trans Date', 'Value Date', 'Narration', 'Reference', 'Debits', 'Credits', 'Balance'],
        ['02/11/2026', '03/11/2026', 'POS purchase', 'REF-1', '2,500.00', '', '7,500.00'],
        ['05/11/2026', '05/11/2026', 'Transfer from Bola', 'REF-2', '', '12,000.00', '19,500.00'],
      ],
      NGN,
    );
    expect(reading).toEqual({
      ok: true,
      lines: [
        { row: 7, date: '2026-11-02', description: 'POS purchase', reference: 'REF-1', amount: '-2500.00', balance: '7500.00' },
        { row: 8, date: '2026-11-05', description: 'Transfer from Bola', reference: 'REF-2', amount: '12000.00', balance: '19500.00' },
      ],
      openingBalance: '10000.00',
      closingBalance: '19500.00',
      startDate: '2026-11-02',
      endDate: '2026-11-05',
    });
  });

  it('takes the transaction date over the value date, whichever comes first', () => {
    const reading = readBankStatement(
      [
        ['Value Date', 'Posting Date', 'Amount', 'Balance'],
        ['04/11/2026', '02/11/2026', '100', '100'],
      ],
      NGN,
    );
    expect(lines(reading)[0].date).toBe('2026-11-02');
  });

  it('reads the value date when it is the only date', () => {
    expect(
      lines(
        readBankStatement(
          [
            ['Value Date', 'Amount', 'Balance'],
            ['04/11/2026', '100', '100'],
          ],
          NGN,
        ),
      )[0].date,
    ).toBe('2026-11-04');
  });

  it('refuses a file without a date column and amounts in the first 30 records', () => {
    const noHeader = 'No header row found: the statement needs a Date column and Debit and Credit (or Amount) columns';
    expect(errors(readBankStatement([['Date', 'Description', 'Debit', 'Balance']], NGN))).toEqual([noHeader]);
    expect(errors(readBankStatement([['Description', 'Amount']], NGN))).toEqual([noHeader]);
    expect(errors(readBankStatement([], NGN))).toEqual([noHeader]);
    const deep = [...Array.from({ length: 30 }, () => ['preamble']), ['Date', 'Amount', 'Balance'], ['01/11/2026', '1', '1']];
    expect(errors(readBankStatement(deep, NGN))).toEqual([noHeader]);
    expect(lines(readBankStatement(deep.slice(1), NGN))).toHaveLength(1);
  });

  it('refuses a statement with a header and nothing under it', () => {
    expect(readBankStatement([['Date', 'Amount', 'Balance'], [], ['', '', '']], NGN)).toEqual({
      ok: false,
      errors: [{ row: null, message: 'The statement has no lines' }],
    });
  });

  // Each name of a family, in any case and with stray spaces, the other columns at their plainest.
  const BASE_HEADER = ['Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'];
  const BASE_ROW = ['02/11/2026', 'Shop rent', 'RNT-11', '150,000.00', '', '-150,000.00'];
  const families = Object.entries(STATEMENT_COLUMN_NAMES).filter(([family]) => family !== 'valueDate' && family !== 'amount');
  describe.each(families)('the %s column', (family, names) => {
    it.each(names)('is read under “%s”', (name) => {
      const header = BASE_HEADER.map((column) => (column.toLowerCase() === family ? ` ${name.toUpperCase()} ` : column));
      const row = family === 'credit' ? ['02/11/2026', 'Shop rent', 'RNT-11', '', '150,000.00', '150,000.00'] : BASE_ROW;
      const [line] = lines(readBankStatement([header, row], NGN));
      const amount = family === 'credit' ? '150000.00' : '-150000.00';
      expect(line).toEqual({ row: 2, date: '2026-11-02', description: 'Shop rent', reference: 'RNT-11', amount, balance: amount });
    });
  });

  it('reads the signed Amount column under “amount”, in any case', () => {
    const [line] = lines(
      readBankStatement(
        [
          ['Date', 'AMOUNT', 'Balance'],
          ['02/11/2026', '-150000', '-150,000.00'],
        ],
        NGN,
      ),
    );
    expect(line.amount).toBe('-150000.00');
  });

  it('leaves the reference empty without a Reference column, and the description empty when blank', () => {
    const [line] = lines(
      readBankStatement(
        [
          ['Date', 'Description', 'Amount', 'Balance'],
          ['02/11/2026', '  ', '5', '5'],
        ],
        NGN,
      ),
    );
    expect(line).toMatchObject({ description: '', reference: '' });
  });
});

describe('readBankStatement: amounts', () => {
  const read = (cells: string[], currency = 'NGN') =>
    readBankStatement(
      [
        ['Date', 'Debit', 'Credit', 'Balance'],
        ['02/11/2026', ...cells],
      ],
      { currency },
    );

  it('reads Debit as money out and Credit as money in', () => {
    expect(lines(read(['1,000.00', '', '-1,000.00']))[0].amount).toBe('-1000.00');
    expect(lines(read(['', '1,000.00', '1,000.00']))[0].amount).toBe('1000.00');
    expect(lines(read(['0.00', '250', '250']))[0].amount).toBe('250.00');
  });

  it('reads a signed Amount column as it is', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Amount', 'Balance'],
        ['01/11/2026', '-1,250.50', '8,749.50'],
        ['02/11/2026', '+300', '9,049.50'],
      ],
      NGN,
    );
    expect(lines(reading).map((line) => line.amount)).toEqual(['-1250.50', '300.00']);
  });

  it('strips ₦, NGN, commas and spaces; reads parentheses as negative', () => {
    expect(lines(read(['₦ 1,234.50', '', 'NGN -1 234.50']))[0]).toMatchObject({ amount: '-1234.50', balance: '-1234.50' });
    expect(lines(read(['', '₦12,000', '(₦12,000.00)'], 'NGN'))[0]).toMatchObject({ amount: '12000.00', balance: '-12000.00' });
  });

  it('reads a balance ending in CR as positive and DR as negative', () => {
    expect(lines(read(['', '5,000.00', '5,000.00 CR']))[0].balance).toBe('5000.00');
    expect(lines(read(['5,000.00', '', '5,000.00DR']))[0].balance).toBe('-5000.00');
  });

  it('writes amounts at the currency’s scale: two decimals for NGN, none for JPY', () => {
    expect(lines(read(['', '1500', '1500.5']))[0]).toMatchObject({ amount: '1500.00', balance: '1500.50' });
    expect(lines(read(['', 'JPY 1,500', '1500'], 'JPY'))[0]).toMatchObject({ amount: '1500', balance: '1500' });
  });

  it('refuses more decimals than the currency has', () => {
    expect(errors(read(['', '10.005', '10.005']))).toEqual([
      'Row 2: "10.005" has more than 2 decimal places (NGN has 2)',
      'Row 2: "10.005" has more than 2 decimal places (NGN has 2)',
    ]);
    expect(errors(read(['', '1,500.50', '1500'], 'JPY'))).toEqual(['Row 2: "1,500.50" is not a whole number (JPY has no minor unit)']);
  });

  it('names the row and the text of a bad number, of both sides filled and of no amount', () => {
    expect(errors(read(['1.2.3', '', '5']))).toEqual(['Row 2: "1.2.3" is not an amount']);
    expect(errors(read(['100', '200', '5']))).toEqual(['Row 2: both Debit and Credit are filled']);
    expect(errors(read(['', '', '5']))).toEqual(['Row 2: no amount']);
    expect(errors(read(['0.00', '0', '5']))).toEqual(['Row 2: no amount']);
    expect(errors(read(['5', '', '']))).toEqual(['Row 2: no balance']);
    expect(errors(read(['5', '', 'ten']))).toEqual(['Row 2: "ten" is not an amount']);
    expect(
      errors(
        readBankStatement(
          [
            ['Date', 'Amount', 'Balance'],
            ['02/11/2026', '', '5'],
          ],
          NGN,
        ),
      ),
    ).toEqual(['Row 2: no amount']);
  });
});

describe('readBankStatement: dates', () => {
  it.each([
    ['05/11/2026', '2026-11-05'],
    ['5/1/2026', '2026-01-05'],
    ['05-11-2026', '2026-11-05'],
    ['2026-11-05', '2026-11-05'],
    ['05-Nov-2026', '2026-11-05'],
    ['05 NOV 2026', '2026-11-05'],
    ['05-nov-26', '2026-11-05'],
    ['5-Nov-2026', '2026-11-05'],
    ['05/11/2026 14:03', '2026-11-05'],
    ['05/11/2026 2:03 PM', '2026-11-05'],
    ['2026-11-05T14:03:00', '2026-11-05'],
    ['29/02/2028', '2028-02-29'],
  ])('reads %s as %s', (text, date) => {
    expect(parseStatementDate(text)).toBe(date);
  });

  it.each(['31/02/2026', '11/31/2026', '2026/11/05', '05.11.2026', '5 November 2026', '05-Nox-2026', '05/11/26', '05/11/0202', 'yesterday'])(
    'refuses %s',
    (text) => {
      expect(parseStatementDate(text)).toBeUndefined();
    },
  );

  it('names the row and the text of a date it cannot read', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Amount', 'Balance'],
        ['01/02/2026', '5', '5'],
        ['31/02/2026', '5', '10'],
      ],
      NGN,
    );
    expect(errors(reading)).toEqual(['Row 3: "31/02/2026" is not a date (DD/MM/YYYY)']);
  });

  it('names a row with money and no date', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Amount', 'Balance'],
        ['', '5', '5'],
        ['01/02/2026', '5', '10'],
      ],
      NGN,
    );
    expect(errors(reading)).toEqual(['Row 2: no date']);
  });
});

describe('readBankStatement: rows skipped and errors collected', () => {
  it('skips empty rows, rows of empty cells and the bank’s dateless total rows at the end', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
        [],
        ['01/11/2026', 'Sale', '', '1,000.00', '1,000.00'],
        ['', ' ', '', '', ''],
        ['02/11/2026', 'Fuel', '400.00', '', '600.00'],
        ['', 'Total', '400.00', '1,000.00', ''],
        ['', 'Closing balance', '', '', '600.00'],
        [],
      ],
      NGN,
    );
    expect(lines(reading).map((line) => line.row)).toEqual([3, 5]);
  });

  it('lists every row’s problems at once, up to 50', () => {
    const rows = Array.from({ length: 60 }, (_, index) => ['99/11/2026', '1.2.3', String(index)]);
    const reading = readBankStatement([['Date', 'Amount', 'Balance'], ...rows], NGN);
    const found = errors(reading);
    expect(found).toHaveLength(50);
    expect(found.slice(0, 3)).toEqual([
      'Row 2: "99/11/2026" is not a date (DD/MM/YYYY)',
      'Row 2: "1.2.3" is not an amount',
      'Row 3: "99/11/2026" is not a date (DD/MM/YYYY)',
    ]);
  });

  it(`takes at most ${MAX_STATEMENT_LINES} lines`, () => {
    const row = (index: number) => ['01/11/2026', '1', String(index + 1)];
    const full = [['Date', 'Amount', 'Balance'], ...Array.from({ length: MAX_STATEMENT_LINES }, (_, index) => row(index))];
    expect(lines(readBankStatement(full, NGN))).toHaveLength(MAX_STATEMENT_LINES);
    expect(readBankStatement([...full, row(MAX_STATEMENT_LINES)], NGN)).toEqual({
      ok: false,
      errors: [{ row: null, message: 'A statement can have at most 10,000 lines' }],
    });
  });
});

describe('readBankStatement: order and balances', () => {
  it('reads a newest-first statement oldest first, keeping each line’s row', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Description', 'Amount', 'Balance'],
        ['03/11/2026', 'Third', '-200', '1,300.00'],
        ['02/11/2026', 'Second', '500', '1,500.00'],
        ['01/11/2026', 'First', '1,000', '1,000.00'],
      ],
      NGN,
    );
    expect(reading).toMatchObject({ ok: true, openingBalance: '0.00', closingBalance: '1300.00', startDate: '2026-11-01', endDate: '2026-11-03' });
    expect(lines(reading).map((line) => [line.row, line.description])).toEqual([
      [4, 'First'],
      [3, 'Second'],
      [2, 'Third'],
    ]);
  });

  it('tells a newest-first statement of one day by its balances', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Amount', 'Balance'],
        ['01/11/2026', '-200', '800.00'],
        ['01/11/2026', '1,000', '1,000.00'],
      ],
      NGN,
    );
    expect(reading).toMatchObject({ ok: true, openingBalance: '0.00', closingBalance: '800.00' });
    expect(lines(reading).map((line) => line.row)).toEqual([3, 2]);
  });

  it('checks each balance follows from the one before, to the kobo', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Amount', 'Balance'],
        ['01/11/2026', '1,000', '5,000.00'],
        ['02/11/2026', '-500', '4,500.00'],
        ['03/11/2026', '-500', '5,000.00'],
        ['04/11/2026', '0.01', '5,000.01'],
      ],
      NGN,
    );
    expect(reading).toEqual({
      ok: false,
      errors: [{ row: 4, message: 'Row 4: balance 5,000.00 does not follow from the line before (expected 4,000.00)' }],
    });
  });

  it('opens at the first line’s balance less its amount, and closes at the last line’s', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Amount', 'Balance'],
        ['01/11/2026', '-1,000,000.50', '2,345,678.90'],
        ['02/11/2026', '100', '2,345,778.90'],
      ],
      NGN,
    );
    expect(reading).toMatchObject({ openingBalance: '3345679.40', closingBalance: '2345778.90' });
  });

  it('needs the closing balance when the statement has no Balance column', () => {
    const records = [
      ['Date', 'Debit', 'Credit'],
      ['01/11/2026', '', '1,000.00'],
      ['02/11/2026', '250.00', ''],
    ];
    expect(readBankStatement(records, NGN)).toEqual({
      ok: false,
      errors: [{ row: null, message: 'The statement has no Balance column: enter its closing balance' }],
    });
    expect(errors(readBankStatement(records, { ...NGN, closingBalance: ' ' }))).toEqual(['The statement has no Balance column: enter its closing balance']);
    expect(errors(readBankStatement(records, { ...NGN, closingBalance: '-' }))).toEqual(['The statement has no Balance column: enter its closing balance']);
    expect(errors(readBankStatement(records, { ...NGN, closingBalance: 'abc' }))).toEqual(['The closing balance "abc" is not an amount']);
  });

  it('computes the balances back from the closing balance', () => {
    const reading = readBankStatement(
      [
        ['Date', 'Debit', 'Credit'],
        ['01/11/2026', '', '1,000.00'],
        ['02/11/2026', '250.00', ''],
      ],
      { ...NGN, closingBalance: '10,750' },
    );
    expect(reading).toMatchObject({ ok: true, openingBalance: '10000.00', closingBalance: '10750.00' });
    expect(lines(reading).map((line) => line.balance)).toEqual(['11000.00', '10750.00']);
  });

  it('refuses a closing balance that is not the Balance column’s last', () => {
    const records = [
      ['Date', 'Amount', 'Balance'],
      ['01/11/2026', '100', '1,100.00'],
    ];
    expect(lines(readBankStatement(records, { ...NGN, closingBalance: '1100' }))).toHaveLength(1);
    expect(errors(readBankStatement(records, { ...NGN, closingBalance: '1000' }))).toEqual([
      "The closing balance 1,000.00 is not the statement's last balance (1,100.00)",
    ]);
  });

  it('refuses a currency the product does not keep', () => {
    expect(() => readBankStatement([], { currency: 'XYZ' })).toThrow('currency must be one of');
  });
});

describe('formatStatementAmount', () => {
  it('groups thousands at the currency’s scale', () => {
    expect(formatStatementAmount('1234567.5', 'NGN')).toBe('1,234,567.50');
    expect(formatStatementAmount('-4500', 'NGN')).toBe('-4,500.00');
    expect(formatStatementAmount('999', 'NGN')).toBe('999.00');
    expect(formatStatementAmount('1234567', 'JPY')).toBe('1,234,567');
  });
});

describe('statementLineNames', () => {
  const line = (row: number, overrides: Partial<StatementLine> = {}): StatementLine => ({
    row,
    date: '2026-11-02',
    description: 'Stamp duty',
    reference: '',
    amount: '-50.00',
    balance: '0.00',
    ...overrides,
  });

  it('gives identical lines of one file different names, the same in every reading', () => {
    const ids = statementLineNames('bank-1', [line(2), line(3), line(4, { amount: '-100.00' })]);
    expect(new Set(ids).size).toBe(3);
    expect(statementLineNames('bank-1', [line(2), line(3), line(4, { amount: '-100.00' })])).toEqual(ids);
  });

  it('gives a line the same name in an overlapping later statement, whatever its row and balance', () => {
    const november = statementLineNames('bank-1', [line(2, { date: '2026-11-01' }), line(3), line(4)]);
    const later = statementLineNames('bank-1', [line(9), line(10), line(11, { date: '2026-11-03' })]);
    expect(later.slice(0, 2)).toEqual(november.slice(1));
    expect(later[2]).not.toBe(november[0]);
  });

  it('tells apart lines of another bank account, date, amount, description or reference', () => {
    const [base] = statementLineNames('bank-1', [line(2)]);
    const others = [
      statementLineNames('bank-2', [line(2)])[0],
      statementLineNames('bank-1', [line(2, { date: '2026-11-03' })])[0],
      statementLineNames('bank-1', [line(2, { amount: '50.00' })])[0],
      statementLineNames('bank-1', [line(2, { description: 'Stamp duty.' })])[0],
      statementLineNames('bank-1', [line(2, { reference: 'SD' })])[0],
    ];
    expect(new Set([base, ...others]).size).toBe(6);
  });
});
