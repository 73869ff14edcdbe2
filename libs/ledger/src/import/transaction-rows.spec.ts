import { describe, expect, it } from '@jest/globals';
import { EXPENSE_CATEGORIES } from '../chart-of-accounts.js';
import { readCsvRecords } from '../../../../apps/api/src/common/csv/csv-reader.js';
import { importRowKey, runTransactionImport, type RowOutcome } from './run-import.js';
import {
  IMPORT_COLUMNS,
  importLookups,
  lineReason,
  readTransactionImport,
  resolveTransactionImport,
  transactionImportTemplateRows,
  type ImportContext,
  type ImportFile,
} from './transaction-rows.js';

/** The file as the API reads it: csv-parse at the edge, then the ledger's rules. */
const readText = (text: string, options?: { maxRows?: number }) => readTransactionImport(readCsvRecords(text), options);

const HEADER = 'Date,Type,Reference,Product,Quantity,Price,Amount,Expense Category,Mode of Payment,Customer/Supplier,Description';

const context: ImportContext = {
  currency: 'NGN',
  bankAccounts: [
    { bankAccountId: 'bank-gtb', bankName: 'GTB', accountName: 'Ada Stores', accountNumber: '0123456789' },
    { bankAccountId: 'bank-zen-1', bankName: 'Zenith Bank', accountName: 'Ada Stores', accountNumber: '1111111111' },
    { bankAccountId: 'bank-zen-2', bankName: 'Zenith Bank', accountName: 'Ada Stores 2', accountNumber: '2222222222' },
  ],
  products: [
    { id: 'p-rice', name: 'Rice 50kg', sku: 'RICE-50' },
    { id: 'p-beans', name: 'Beans', sku: 'BEANS-1' },
    { id: 'p-beans-2', name: 'beans', sku: 'BEANS-2' },
  ],
  contacts: [
    { id: 'c-ada', names: ['Ada Obi', 'ada@example.com'] },
    { id: 'c-bola', names: ['Bola Ade', 'Bola Ventures'] },
  ],
};

const read = (rows: string[]): Extract<ImportFile, { ok: true }> => {
  const file = readText([HEADER, ...rows].join('\r\n'));
  if (!file.ok) throw new Error(`${file.message}: ${file.errors.join('; ')}`);
  return file;
};
const resolve = (rows: string[]) => resolveTransactionImport(read(rows), context);

describe('the template', () => {
  it('is the header and two example rows that import as they are', () => {
    // The API writes these rows with its CSV writer; none needs quoting.
    const template = transactionImportTemplateRows()
      .map((row) => `${row.join(',')}\r\n`)
      .join('');
    const records = readCsvRecords(template);
    expect(records.map((r) => r.fields[0])).toEqual(['Date', '25/11/2026', '26/11/2026']);
    expect(records[0].fields).toEqual(IMPORT_COLUMNS.map((column) => column.header));
    expect(template.endsWith('\r\n')).toBe(true);
    const file = readText(template);
    expect(file.ok && file.rows).toEqual([
      {
        line: 2,
        type: 'sales',
        date: '2026-11-25',
        product: 'Rice 50kg',
        quantity: '2',
        price: '45000',
        modeOfPayment: 'Cash',
        description: 'Two bags of rice',
      },
      {
        line: 3,
        type: 'expenses',
        date: '2026-11-26',
        reference: 'RENT-NOV',
        amount: '150000',
        category: 'rent',
        modeOfPayment: 'Cash',
        description: 'Shop rent for November',
      },
    ]);
  });
});

describe('reading a file (step 1: each row’s own shape)', () => {
  it('reads sales, purchases and expenses with dd/mm/yyyy dates, any case, thousands separators', () => {
    const file = read([
      '01/02/2026,Sales,INV-1,Rice 50kg,2,"45,000.50",,,cash,Ada Obi,',
      '1/2/2026,PURCHASES,,BEANS-1,1.5,100,150,,GTB,,',
      '29/02/2028,expenses,,,,,15000,5,Cash,,Rent',
    ]);
    expect(file.total).toBe(3);
    expect(file.rows).toEqual([
      {
        line: 2,
        type: 'sales',
        date: '2026-02-01',
        reference: 'INV-1',
        product: 'Rice 50kg',
        quantity: '2',
        price: '45000.5',
        modeOfPayment: 'cash',
        contact: 'Ada Obi',
      },
      { line: 3, type: 'purchases', date: '2026-02-01', product: 'BEANS-1', quantity: '1.5', price: '100', amount: '150', modeOfPayment: 'GTB' },
      { line: 4, type: 'expenses', date: '2028-02-29', amount: '15000', category: 'rent', modeOfPayment: 'Cash', description: 'Rent' },
    ]);
  });

  it('lists every reason a row is refused, by its line', () => {
    const file = read([
      '2026-02-01,sales,,Rice 50kg,2,100,,,Cash,,',
      '',
      '31/02/2026,refund,,,,,,,,,',
      '01/02/2026,sales,,,0,-5,,3,Cash,,',
      '01/02/2026,expenses,,Rice,1,,,99,Cash,,',
      '01/02/2026,expenses,,,,,abc,rent,Cash,,',
      '01/02/2026,expenses,,,,,10,10,Cash,,',
      '01/02/2026,expenses,,,,,10,,Cash,,',
    ]);
    expect(file.total).toBe(7);
    expect(file.rows).toEqual([
      { line: 2, reasons: ['date must be dd/mm/yyyy'] },
      {
        line: 4,
        reasons: [
          'date 31/02/2026 is not a real date (dd/mm/yyyy)',
          'type must be sales, purchases or expenses',
          'mode of payment is required: Cash or the name of one of your banks',
        ],
      },
      {
        line: 5,
        reasons: [
          'product is required for sales: its name or SKU',
          'quantity must be more than zero',
          'price must not be negative',
          'expense category is for expenses only: leave it blank on sales',
        ],
      },
      {
        line: 6,
        reasons: [
          'amount is required for expenses',
          `expense category 99 is not a category code (1 to ${EXPENSE_CATEGORIES.length})`,
          'product, quantity are for sales and purchases: give an expense its amount',
        ],
      },
      { line: 7, reasons: ['amount must be a number like 15000.00, not "abc"', 'expense category must be its code: rent is 5'] },
      { line: 8, reasons: ['expense category 10 (interest_income) is income, not an expense: record it as money in'] },
      { line: 9, reasons: [`expense category is required for expenses: its code, 1 to ${EXPENSE_CATEGORIES.length} (see the code table)`] },
    ]);
    expect(lineReason(2, 'date must be dd/mm/yyyy')).toBe('line 2: date must be dd/mm/yyyy');
  });

  it('refuses a reference used twice in the file, naming the first line', () => {
    const file = read(['01/02/2026,expenses,R-1,,,,10,5,Cash,,', '02/02/2026,expenses,r-1,,,,20,5,Cash,,']);
    expect(file.rows[1]).toEqual({ line: 3, reasons: ['reference r-1 is already used on line 2'] });
  });

  it('names a row whose quotes are broken, and goes on with the next', () => {
    const file = read(['01/02/2026,expenses,,,,,"10"x,5,Cash,,', '01/02/2026,expenses,,,,,10,5,Cash,,']);
    expect(file.rows).toEqual([
      { line: 2, reasons: ['a closing quote must be followed by a separator or the end of the line'] },
      expect.objectContaining({ line: 3, type: 'expenses' }),
    ]);
  });

  it('reads the header in any order and case, ignores columns of its own, and knows the usual other names', () => {
    const file = readText('mode_of_payment,DATE,Notes,Type,Category,amount\nCash,01/02/2026,hello,expenses,5,10\n');
    expect(file.ok && file.rows).toEqual([
      { line: 2, type: 'expenses', date: '2026-02-01', amount: '10', category: 'rent', modeOfPayment: 'Cash', description: 'hello' },
    ]);
  });

  it('refuses a file it cannot read as a whole: empty, no header, a column missing or twice, no rows, too many rows', () => {
    expect(readText('')).toMatchObject({ ok: false, message: 'The file is empty: download the template and fill it in' });
    expect(readText('01/02/2026,expenses,10\n')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The first line must be the header: Date, Type/),
    });
    expect(readText('Date,Type,Amount\n01/02/2026,expenses,10\n')).toMatchObject({
      ok: false,
      errors: ['line 1: the header has no Mode of Payment column'],
    });
    expect(readText('Date,Type,Date,Mode of payment\n')).toMatchObject({ ok: false, errors: ['line 1: column Date appears more than once'] });
    expect(readText(`${HEADER}\r\n\r\n`)).toMatchObject({ ok: false, message: 'The file has no transactions: add rows under the header' });
    const big = [HEADER, ...Array.from({ length: 4 }, () => '01/02/2026,expenses,,,,,10,5,Cash,,')].join('\n');
    expect(readText(big, { maxRows: 3 })).toMatchObject({ ok: false, message: expect.stringContaining('at most 3 transactions; this one has 4') });
  });
});

describe('resolving names (step 2)', () => {
  it('turns Cash, banks, products and contacts into ids: a bank by name, number, or both; a product by name or SKU', () => {
    expect(
      resolve([
        '01/02/2026,sales,INV-1,rice  50KG,2,45000,90000,,CASH,ada@example.com,Two bags',
        '01/02/2026,purchases,,beans-2,1,100,,,gtb,Bola Ventures,',
        '01/02/2026,expenses,,,,,15000.50,5,Zenith Bank 2222222222,,',
        '01/02/2026,expenses,,,,,10,5,1111111111,,',
      ]),
    ).toEqual([
      {
        line: 2,
        type: 'sales',
        date: '2026-02-01',
        reference: 'INV-1',
        description: 'Two bags',
        account: 'Cash',
        items: [{ product: 'p-rice', quantity: '2', price: '45000' }],
        entity: 'c-ada',
      },
      { line: 3, type: 'purchases', date: '2026-02-01', account: 'bank-gtb', items: [{ product: 'p-beans-2', quantity: '1', price: '100' }], entity: 'c-bola' },
      { line: 4, type: 'expenses', date: '2026-02-01', account: 'bank-zen-2', amount: '15000.5', category: 'rent' },
      { line: 5, type: 'expenses', date: '2026-02-01', account: 'bank-zen-1', amount: '10', category: 'rent' },
    ]);
  });

  it('refuses what it cannot find, what is ambiguous, amounts finer than the currency, and a wrong line total', () => {
    expect(
      resolve(['01/02/2026,sales,,Yam,1,10,,,Access,Nobody,', '01/02/2026,sales,,Beans,1,10.555,20,,Zenith Bank,,', '01/02/2026,expenses,,,,,1.234,5,Cash,,']),
    ).toEqual([
      {
        line: 2,
        reasons: [
          'mode of payment "Access" is not Cash or one of your banks',
          'customer "Nobody" is not one of your contacts',
          'product "Yam" is not one of your products or services (give its name or SKU)',
        ],
      },
      {
        line: 3,
        reasons: [
          `mode of payment "Zenith Bank" matches 2 of your bank accounts: write the bank's name and account number`,
          'product "Beans" matches 2 of your products: give its SKU',
          'price must have at most 2 decimal places',
          'amount 20 is not quantity × price (10.56): leave it blank or correct it',
        ],
      },
      { line: 4, reasons: ['amount must have at most 2 decimal places'] },
    ]);
  });

  it('lists what the caller has to look up', () => {
    expect(importLookups(read(['01/02/2026,sales,,Rice 50KG,1,10,,,Cash,Ada  Obi,', '01/02/2026,sales,,rice 50kg,1,10,,,Cash,,']))).toEqual({
      products: ['rice 50kg'],
      contacts: ['ada obi'],
    });
  });
});

describe('running an import', () => {
  it('records each row once with a key of the file and the line, collects refusals in file order, and reports progress', async () => {
    const rows = resolve([
      '01/02/2026,expenses,,,,,10,5,Cash,,',
      '01/02/2026,expenses,,,,,10,99,Cash,,',
      '01/02/2026,expenses,,,,,20,5,Cash,,',
      '01/02/2026,expenses,,,,,30,5,Cash,,',
    ]);
    const keys: string[] = [];
    const outcomes: RowOutcome[] = [{ outcome: 'imported' }, { outcome: 'refused', reasons: ['Not enough stock'] }, { outcome: 'already-imported' }];
    const progress: number[] = [];
    const result = await runTransactionImport(
      rows,
      'ABCDEF',
      async (_row, idempotency) => {
        keys.push(idempotency.key);
        return outcomes.shift()!;
      },
      { onProgress: (p) => void progress.push(p.percent) },
    );
    expect(keys).toEqual(['import:abcdef:2', 'import:abcdef:4', 'import:abcdef:5']);
    expect(importRowKey('ab', 7)).toEqual({ key: 'import:ab:7', fingerprint: 'import:ab:7' });
    expect(result).toEqual({
      total: 4,
      imported: 1,
      alreadyImported: 1,
      refused: [
        { line: 3, reasons: [`expense category 99 is not a category code (1 to ${EXPENSE_CATEGORIES.length})`] },
        { line: 4, reasons: ['Not enough stock'] },
      ],
    });
    expect(progress).toEqual([25, 50, 75, 100]);
  });
});
