import type { BankAccount } from '../business/business-state.js';
import { EXPENSE_CATEGORIES, expenseCategoryCode, expenseCategoryFromCode, INCOME_EXPENSE_CATEGORIES, type ExpenseCategory } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { currencyScale, formatAmount, roundMoney, type CurrencyCode } from '../money.js';
import { CASH_ACCOUNT_INPUT } from '../posting/payment-account.js';
import { isIsoDate } from '../validation.js';
import type { CsvRecord } from './csv-record.js';

/**
 * The transaction import (spec 002 §5, docs/bulk-import.md): a CSV file, one transaction per row,
 * read in two steps so that the pure part needs no database:
 * 1. `readTransactionImport(records)` (the file's records, read by the caller's CSV parser): the header and every row's own shape (date dd/mm/yyyy, type,
 *    numbers, expense category code): each row becomes a draft or a refusal listing every reason;
 * 2. `resolveTransactionImport(file, context)`: names become ids (mode of payment → Cash or a bank
 *    account, product name or SKU → product, customer/supplier → contact) and amounts are checked
 *    against the currency; each draft becomes an `ImportedTransaction` or a refusal.
 * The caller then records each transaction as one command (whole or not at all) with
 * `runTransactionImport` (run-import.ts).
 */

export const IMPORT_TYPES = ['sales', 'purchases', 'expenses'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Most rows one file may hold (besides its header). */
export const MAX_IMPORT_ROWS = 5000;

/** The columns, in the template's order. `aliases` are compared lower-case with everything but letters and digits removed. */
export const IMPORT_COLUMNS = [
  { key: 'date', header: 'Date', aliases: ['date', 'transactiondate'] },
  { key: 'type', header: 'Type', aliases: ['type', 'transactiontype'] },
  { key: 'reference', header: 'Reference', aliases: ['reference', 'ref', 'referencenumber'] },
  { key: 'product', header: 'Product', aliases: ['product', 'productname', 'sku', 'productorsku', 'productnameorsku', 'item'] },
  { key: 'quantity', header: 'Quantity', aliases: ['quantity', 'qty'] },
  { key: 'price', header: 'Price', aliases: ['price', 'unitprice'] },
  { key: 'amount', header: 'Amount', aliases: ['amount'] },
  { key: 'expenseCategory', header: 'Expense Category', aliases: ['expensecategory', 'expensecategorycode', 'category'] },
  { key: 'modeOfPayment', header: 'Mode of Payment', aliases: ['modeofpayment', 'paymentmode', 'paymentmethod'] },
  { key: 'contact', header: 'Customer/Supplier', aliases: ['customersupplier', 'customerorsupplier', 'customer', 'supplier', 'contact', 'entity'] },
  { key: 'description', header: 'Description', aliases: ['description', 'narration', 'note', 'notes'] },
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key'];

const REQUIRED_COLUMNS: readonly ImportColumn[] = ['date', 'type', 'modeOfPayment'];
const headerOf = (key: ImportColumn) => IMPORT_COLUMNS.find((column) => column.key === key)!.header;

/** The downloadable template's rows: the header and two example rows (a sale and an expense). */
export function transactionImportTemplateRows(): string[][] {
  const rent = expenseCategoryCode('rent');
  return [
    IMPORT_COLUMNS.map((column) => column.header),
    ['25/11/2026', 'sales', '', 'Rice 50kg', '2', '45000.00', '', '', 'Cash', '', 'Two bags of rice'],
    ['26/11/2026', 'expenses', 'RENT-NOV', '', '', '', '150000.00', String(rent), 'Cash', '', 'Shop rent for November'],
  ];
}

/** A row whose own shape is right: what it says, before names are looked up. */
export interface ImportRowDraft {
  line: number;
  type: ImportType;
  /** YYYY-MM-DD */
  date: string;
  reference?: string;
  /** Name or SKU, as written (sales and purchases). */
  product?: string;
  /** Plain decimal text (sales and purchases). */
  quantity?: string;
  price?: string;
  /** Plain decimal text: the expense's amount, or a sale's or purchase's line total to check. */
  amount?: string;
  category?: ExpenseCategory;
  /** As written: Cash or a bank. */
  modeOfPayment: string;
  /** A contact's name, as written. */
  contact?: string;
  description?: string;
}

/** A row that is not imported, and why (each reason without the "line N: " prefix). */
export interface RefusedImportRow {
  line: number;
  reasons: string[];
}

export type ImportFile =
  | { ok: false; message: string; errors: string[] }
  | {
      ok: true;
      /** Rows in file order: drafts and refusals. */
      rows: (ImportRowDraft | RefusedImportRow)[];
      /** Rows besides the header (blank lines not counted). */
      total: number;
    };

export const isRefusedRow = (row: object): row is RefusedImportRow => 'reasons' in row;

const normaliseHeader = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Names compared the way people mean them: any case, spaces collapsed. */
const normaliseName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** "line 4: date must be dd/mm/yyyy". */
export const lineReason = (line: number, reason: string) => `line ${line}: ${reason}`;

/**
 * Reads the header and every row's shape (step 1). A file the import cannot read at all (no
 * header, a column missing or twice, no rows, too many rows) is `ok: false` with the reasons.
 */
export function readTransactionImport(records: readonly CsvRecord[], options: { maxRows?: number } = {}): ImportFile {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  const [header, ...body] = records;
  const expected = IMPORT_COLUMNS.map((column) => column.header).join(', ');
  if (!header) return { ok: false, message: 'The file is empty: download the template and fill it in', errors: [] };
  if (header.error) return { ok: false, message: 'The header row cannot be read', errors: [lineReason(header.line, header.error)] };

  const columns = new Map<ImportColumn, number>();
  const errors: string[] = [];
  header.fields.forEach((name, index) => {
    const key = normaliseHeader(name);
    if (key === '') return;
    const column = IMPORT_COLUMNS.find((candidate) => (candidate.aliases as readonly string[]).includes(key));
    if (!column) return; // a column of the user's own (notes, totals): ignored
    if (columns.has(column.key)) errors.push(`column ${column.header} appears more than once`);
    else columns.set(column.key, index);
  });
  const missing = REQUIRED_COLUMNS.filter((key) => !columns.has(key));
  if (missing.length > 0 && missing.length === REQUIRED_COLUMNS.length) {
    return { ok: false, message: `The first line must be the header: ${expected}`, errors: [lineReason(header.line, `expected the header ${expected}`)] };
  }
  for (const key of missing) errors.push(`the header has no ${headerOf(key)} column`);
  if (errors.length > 0) return { ok: false, message: `The header must have the columns ${expected}`, errors: errors.map((e) => lineReason(header.line, e)) };
  if (body.length === 0) return { ok: false, message: 'The file has no transactions: add rows under the header', errors: [] };
  if (body.length > maxRows) {
    return { ok: false, message: `A file may hold at most ${maxRows} transactions; this one has ${body.length}: split it into several files`, errors: [] };
  }

  const seenReferences = new Map<string, number>();
  const rows = body.map((record) => {
    const row = readRow(record, columns);
    if (isRefusedRow(row) || row.reference === undefined) return row;
    const key = row.reference.toLowerCase();
    const first = seenReferences.get(key);
    if (first !== undefined) return { line: row.line, reasons: [`reference ${row.reference} is already used on line ${first}`] };
    seenReferences.set(key, row.line);
    return row;
  });
  return { ok: true, rows, total: body.length };
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** Plain decimals, or with thousands separators as spreadsheets format them ("1,500.00"). */
const NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

function readNumber(
  text: string | undefined,
  name: string,
  reasons: string[],
  rule: { positive?: boolean; maxDecimals?: number; example: string },
): string | undefined {
  if (text === undefined) return undefined;
  if (!NUMBER.test(text)) {
    reasons.push(`${name} must be a number like ${rule.example}, not "${text}"`);
    return undefined;
  }
  const value = new Decimal(text.replace(/,/g, ''));
  if (rule.positive && !value.gt(0)) reasons.push(`${name} must be more than zero`);
  else if (value.isNegative()) reasons.push(`${name} must not be negative`);
  else if (rule.maxDecimals !== undefined && value.decimalPlaces() > rule.maxDecimals)
    reasons.push(`${name} must have at most ${rule.maxDecimals} decimal places`);
  else return value.isZero() ? '0' : value.toFixed();
  return undefined;
}

function readDate(text: string | undefined, reasons: string[]): string | undefined {
  if (text === undefined) {
    reasons.push('date is required (dd/mm/yyyy)');
    return undefined;
  }
  const match = DATE.exec(text);
  if (!match) {
    reasons.push('date must be dd/mm/yyyy');
    return undefined;
  }
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  if (!isIsoDate(iso)) {
    reasons.push(`date ${text} is not a real date (dd/mm/yyyy)`);
    return undefined;
  }
  return iso;
}

function readCategory(text: string | undefined, reasons: string[]): ExpenseCategory | undefined {
  const range = `1 to ${EXPENSE_CATEGORIES.length}`;
  if (text === undefined) {
    reasons.push(`expense category is required for expenses: its code, ${range} (see the code table)`);
    return undefined;
  }
  if (!/^\d+$/.test(text)) {
    const named = EXPENSE_CATEGORIES.find((category) => category === normaliseName(text).replace(/ /g, '_'));
    reasons.push(
      named ? `expense category must be its code: ${named} is ${expenseCategoryCode(named)}` : `expense category must be a code, ${range}, not "${text}"`,
    );
    return undefined;
  }
  const category = expenseCategoryFromCode(text);
  if (category === undefined) {
    reasons.push(`expense category ${text} is not a category code (${range})`);
    return undefined;
  }
  if (category in INCOME_EXPENSE_CATEGORIES) {
    reasons.push(`expense category ${text} (${category}) is income, not an expense: record it as money in`);
    return undefined;
  }
  return category;
}

function limit(text: string | undefined, name: string, max: number, reasons: string[]): string | undefined {
  if (text !== undefined && text.length > max) {
    reasons.push(`${name} must be at most ${max} characters`);
    return undefined;
  }
  return text;
}

function readRow(record: CsvRecord, columns: ReadonlyMap<ImportColumn, number>): ImportRowDraft | RefusedImportRow {
  const { line } = record;
  if (record.error) return { line, reasons: [record.error] };
  const cell = (key: ImportColumn): string | undefined => {
    const index = columns.get(key);
    const value = index === undefined ? undefined : record.fields[index]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const reasons: string[] = [];

  const date = readDate(cell('date'), reasons);
  const typeText = cell('type')?.toLowerCase();
  const type = IMPORT_TYPES.find((candidate) => candidate === typeText);
  if (!type) reasons.push(typeText === undefined ? 'type is required: sales, purchases or expenses' : 'type must be sales, purchases or expenses');
  const reference = limit(cell('reference'), 'reference', 100, reasons);
  const modeOfPayment = cell('modeOfPayment');
  if (modeOfPayment === undefined) reasons.push('mode of payment is required: Cash or the name of one of your banks');
  const contact = limit(cell('contact'), 'customer/supplier', 200, reasons);
  const description = limit(cell('description'), 'description', 500, reasons);

  const draft: Partial<ImportRowDraft> = {};
  if (type === 'sales' || type === 'purchases') {
    const productText = cell('product');
    if (productText === undefined) reasons.push(`product is required for ${type}: its name or SKU`);
    const product = limit(productText, 'product', 200, reasons);
    const quantityText = cell('quantity');
    if (quantityText === undefined) reasons.push(`quantity is required for ${type}`);
    const quantity = readNumber(quantityText, 'quantity', reasons, { positive: true, maxDecimals: 4, example: '2 or 1.5' });
    const priceText = cell('price');
    if (priceText === undefined) reasons.push(`price is required for ${type}`);
    const price = readNumber(priceText, 'price', reasons, { example: '45000.00' });
    const amount = readNumber(cell('amount'), 'amount', reasons, { example: '90000.00' });
    if (cell('expenseCategory') !== undefined) reasons.push(`expense category is for expenses only: leave it blank on ${type}`);
    Object.assign(draft, { product, quantity, price, amount });
  } else if (type === 'expenses') {
    const amountText = cell('amount');
    if (amountText === undefined) reasons.push('amount is required for expenses');
    const amount = readNumber(amountText, 'amount', reasons, { positive: true, example: '15000.00' });
    const category = readCategory(cell('expenseCategory'), reasons);
    const extra = (['product', 'quantity', 'price'] as const).filter((key) => cell(key) !== undefined);
    if (extra.length > 0) reasons.push(`${extra.join(', ')} ${extra.length > 1 ? 'are' : 'is'} for sales and purchases: give an expense its amount`);
    Object.assign(draft, { amount, category });
  }

  if (reasons.length > 0) return { line, reasons };
  return stripUndefined({ line, type: type!, date: date!, reference, modeOfPayment: modeOfPayment!, contact, description, ...draft }) as ImportRowDraft;
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

// ─── Step 2: names to ids ───────────────────────────────────────────────────────────────────────

/** A product or service the file may name, by name or SKU. */
export interface ImportProduct {
  id: string;
  name: string;
  sku?: string;
}

/** A contact the file may name; `names` are the ways it may be written (full name, company, e-mail). */
export interface ImportContact {
  id: string;
  names: readonly string[];
}

/**
 * What names are looked up against. The caller may load only what the file names
 * (`importLookups`): anything not here is "not found".
 */
export interface ImportContext {
  currency: CurrencyCode;
  bankAccounts: readonly BankAccount[];
  products: readonly ImportProduct[];
  contacts: readonly ImportContact[];
}

/** What a caller must look up for `resolveTransactionImport`: the product names or SKUs and contact names the drafts use, normalised (lower case). */
export function importLookups(file: Extract<ImportFile, { ok: true }>): { products: string[]; contacts: string[] } {
  const products = new Set<string>();
  const contacts = new Set<string>();
  for (const row of file.rows) {
    if (isRefusedRow(row)) continue;
    if (row.product !== undefined) products.add(normaliseName(row.product));
    if (row.contact !== undefined) contacts.add(normaliseName(row.contact));
  }
  return { products: [...products], contacts: [...contacts] };
}

/** One row, ready to record: the fields of the sale, purchase or expense command, with ids. */
export type ImportedTransaction =
  | {
      line: number;
      type: 'sales' | 'purchases';
      date: string;
      reference?: string;
      /** "Cash" or a bank account id. */
      account: string;
      items: [{ product: string; quantity: string; price: string }];
      entity?: string;
      description?: string;
    }
  | {
      line: number;
      type: 'expenses';
      date: string;
      reference?: string;
      account: string;
      amount: string;
      category: ExpenseCategory;
      entity?: string;
      description?: string;
    };

export type ResolvedImportRow = ImportedTransaction | RefusedImportRow;

/** Step 2 for every row, in file order. */
export function resolveTransactionImport(file: Extract<ImportFile, { ok: true }>, context: ImportContext): ResolvedImportRow[] {
  const index = indexContext(context);
  return file.rows.map((row) => (isRefusedRow(row) ? row : resolveRow(row, context, index)));
}

interface ContextIndex {
  banks: Map<string, BankAccount[]>;
  productsBySku: Map<string, ImportProduct>;
  productsByName: Map<string, ImportProduct[]>;
  contactsByName: Map<string, Set<string>>;
}

const bankKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

function indexContext(context: ImportContext): ContextIndex {
  const banks = new Map<string, BankAccount[]>();
  for (const bank of context.bankAccounts) {
    // A bank is written by its name, its account number, or both ("GTB 0123456789").
    for (const key of [bankKey(bank.bankName), bankKey(bank.accountNumber), bankKey(bank.bankName + bank.accountNumber)])
      if (key !== '') push(banks, key, bank);
  }
  const productsBySku = new Map<string, ImportProduct>();
  const productsByName = new Map<string, ImportProduct[]>();
  for (const product of context.products) {
    if (product.sku) productsBySku.set(normaliseName(product.sku), product);
    push(productsByName, normaliseName(product.name), product);
  }
  const contactsByName = new Map<string, Set<string>>();
  for (const contact of context.contacts) {
    for (const name of contact.names) {
      const key = normaliseName(name);
      if (key === '') continue;
      contactsByName.set(key, (contactsByName.get(key) ?? new Set()).add(contact.id));
    }
  }
  return { banks, productsBySku, productsByName, contactsByName };
}

function resolveRow(row: ImportRowDraft, context: ImportContext, index: ContextIndex): ResolvedImportRow {
  const reasons: string[] = [];
  const { currency } = context;
  const scale = currencyScale(currency);

  let account: string | undefined;
  if (normaliseName(row.modeOfPayment) === CASH_ACCOUNT_INPUT.toLowerCase()) account = CASH_ACCOUNT_INPUT;
  else {
    const banks = index.banks.get(bankKey(row.modeOfPayment)) ?? [];
    if (banks.length === 1) account = banks[0].bankAccountId;
    else if (banks.length === 0) reasons.push(`mode of payment "${row.modeOfPayment}" is not Cash or one of your banks`);
    else reasons.push(`mode of payment "${row.modeOfPayment}" matches ${banks.length} of your bank accounts: write the bank's name and account number`);
  }

  let entity: string | undefined;
  if (row.contact !== undefined) {
    const ids = [...(index.contactsByName.get(normaliseName(row.contact)) ?? [])];
    const who = row.type === 'sales' ? 'customer' : 'supplier';
    if (ids.length === 1) entity = ids[0];
    else if (ids.length === 0) reasons.push(`${who} "${row.contact}" is not one of your contacts`);
    else reasons.push(`${who} "${row.contact}" matches ${ids.length} of your contacts: use their e-mail address`);
  }

  const checkScale = (value: string | undefined, name: string) => {
    if (value !== undefined && new Decimal(value).decimalPlaces() > scale)
      reasons.push(scale === 0 ? `${name} must be a whole number (${currency} has no minor unit)` : `${name} must have at most ${scale} decimal places`);
  };
  const common = {
    line: row.line,
    date: row.date,
    ...(row.reference !== undefined ? { reference: row.reference } : {}),
    ...(row.description !== undefined ? { description: row.description } : {}),
  };

  if (row.type === 'expenses') {
    checkScale(row.amount, 'amount');
    if (reasons.length > 0) return { line: row.line, reasons };
    return { ...common, type: 'expenses', account: account!, amount: row.amount!, category: row.category!, ...(entity !== undefined ? { entity } : {}) };
  }

  const productKey = normaliseName(row.product!);
  let product: ImportProduct | undefined = index.productsBySku.get(productKey);
  if (!product) {
    const named = index.productsByName.get(productKey) ?? [];
    if (named.length === 1) product = named[0];
    else if (named.length === 0) reasons.push(`product "${row.product}" is not one of your products or services (give its name or SKU)`);
    else reasons.push(`product "${row.product}" matches ${named.length} of your products: give its SKU`);
  }
  checkScale(row.price, 'price');
  if (row.amount !== undefined && row.quantity !== undefined && row.price !== undefined) {
    const total = roundMoney(new Decimal(row.quantity).times(row.price), currency);
    if (!total.eq(row.amount)) reasons.push(`amount ${row.amount} is not quantity × price (${formatAmount(total, currency)}): leave it blank or correct it`);
  }
  if (reasons.length > 0) return { line: row.line, reasons };
  return {
    ...common,
    type: row.type,
    account: account!,
    items: [{ product: product!.id, quantity: row.quantity!, price: row.price! }],
    ...(entity !== undefined ? { entity } : {}),
  };
}
