import type { CsvRecord } from './csv-record.js';
import { lineReason, type RefusedImportRow } from './transaction-rows.js';

/**
 * The product import (spec 001 §2, §4, §7; docs/product-import.md): a CSV file, one product or
 * service per row. `readProductImport(records)` reads the header and each row's text; the caller
 * checks each row against the business (the create-product decider, the SKUs in use) before it is
 * stored for review, and creates the rows later, each whole or not at all.
 */

/** Most rows one product file may hold (besides its header). */
export const MAX_PRODUCT_IMPORT_ROWS = 10_000;

/** The columns, in the template's order. `aliases` are compared lower-case with everything but letters and digits removed. */
export const PRODUCT_IMPORT_COLUMNS = [
  { key: 'name', header: 'Name', aliases: ['name', 'productname', 'servicename', 'item'] },
  { key: 'sku', header: 'SKU', aliases: ['sku', 'serviceid', 'code', 'productcode'] },
  { key: 'quantity', header: 'Quantity', aliases: ['quantity', 'qty', 'quantityinstock', 'openingstock'] },
  { key: 'buyingPrice', header: 'Buying Price', aliases: ['buyingprice', 'costprice', 'cost'] },
  { key: 'sellingPrice', header: 'Selling Price', aliases: ['sellingprice', 'price', 'unitprice'] },
  { key: 'measurement', header: 'Measurement', aliases: ['measurement', 'unit', 'uom'] },
  { key: 'stockLevel', header: 'Stock Level', aliases: ['stocklevel', 'lowstocklevel', 'reorderlevel'] },
  { key: 'categoryName', header: 'Category', aliases: ['category', 'categoryname'] },
  { key: 'brandName', header: 'Brand', aliases: ['brand', 'brandname'] },
  { key: 'barcode', header: 'Barcode', aliases: ['barcode'] },
  { key: 'description', header: 'Description', aliases: ['description'] },
  { key: 'expiryDate', header: 'Expiry Date', aliases: ['expirydate', 'expiry'] },
  { key: 'expiryReminderDays', header: 'Expiry Reminder Days', aliases: ['expiryreminderdays', 'reminderdays'] },
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];

/** Services carry no stock: their template leaves out quantity, stock level, expiry and barcode. */
export const SERVICE_IMPORT_COLUMNS: readonly ProductImportColumn[] = ['name', 'sku', 'sellingPrice', 'buyingPrice', 'categoryName', 'description'];

/** A row as written (blank cells left out), with its line: what will be created once checked. */
export type ProductImportDraft = { line: number } & Partial<Record<ProductImportColumn, string>>;

export type ProductImportFile = { ok: false; message: string; errors: string[] } | { ok: true; rows: (ProductImportDraft | RefusedImportRow)[]; total: number };

const normaliseHeader = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const headerOf = (key: ProductImportColumn) => PRODUCT_IMPORT_COLUMNS.find((column) => column.key === key)!.header;
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const NUMBER_WITH_SEPARATORS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const NUMERIC: readonly ProductImportColumn[] = ['quantity', 'buyingPrice', 'sellingPrice', 'stockLevel'];

/** The product template: the header and two example rows. */
export function productImportTemplateRows(): string[][] {
  return [
    PRODUCT_IMPORT_COLUMNS.map((column) => column.header),
    ['Rice 50kg', 'RICE-50', '20', '38000.00', '45000.00', 'Pack', '5', 'Grains', 'Mama Gold', '', 'Long grain rice', '31/12/2027', '30'],
    ['Groundnut oil 5L', '', '12', '9500.00', '11000.00', 'Unit', '3', 'Oils', '', '', '', '', ''],
  ];
}

/** The service bulk-upload template: the header and one example row. */
export function serviceImportTemplateRows(): string[][] {
  const headers = SERVICE_IMPORT_COLUMNS.map(headerOf);
  return [headers.map((header) => (header === 'SKU' ? 'Service ID' : header)), ['Delivery within town', '', '2500.00', '', 'Logistics', 'Same-day delivery']];
}

/**
 * Reads the header and every row's text (the first step). A file the import cannot read at all
 * (no header, a Name or Selling Price column missing or twice, no rows, too many rows) is
 * `ok: false` with the reasons. Dates dd/mm/yyyy become YYYY-MM-DD and thousands separators are
 * dropped; everything else is checked by the create-product rules.
 */
export function readProductImport(
  records: readonly CsvRecord[],
  options: { maxRows?: number; required?: readonly ProductImportColumn[] } = {},
): ProductImportFile {
  const maxRows = options.maxRows ?? MAX_PRODUCT_IMPORT_ROWS;
  const required = options.required ?? ['name', 'sellingPrice'];
  const [header, ...body] = records;
  if (!header) return { ok: false, message: 'The file is empty: download the template and fill it in', errors: [] };
  if (header.error) return { ok: false, message: 'The header row cannot be read', errors: [lineReason(header.line, header.error)] };
  const columns = new Map<ProductImportColumn, number>();
  const errors: string[] = [];
  header.fields.forEach((name, index) => {
    const key = normaliseHeader(name);
    const column = PRODUCT_IMPORT_COLUMNS.find((candidate) => (candidate.aliases as readonly string[]).includes(key));
    if (!column) return;
    if (columns.has(column.key)) errors.push(`column ${column.header} appears more than once`);
    else columns.set(column.key, index);
  });
  for (const key of required) if (!columns.has(key)) errors.push(`the header has no ${headerOf(key)} column`);
  if (errors.length > 0) {
    const expected = required.map(headerOf).join(', ');
    return {
      ok: false,
      message: `The first line must be the header, with at least the columns ${expected}`,
      errors: errors.map((e) => lineReason(header.line, e)),
    };
  }
  if (body.length === 0) return { ok: false, message: 'The file has no products: add rows under the header', errors: [] };
  if (body.length > maxRows)
    return { ok: false, message: `A file may hold at most ${maxRows} rows; this one has ${body.length}: split it into several files`, errors: [] };

  const rows = body.map((record): ProductImportDraft | RefusedImportRow => {
    if (record.error) return { line: record.line, reasons: [record.error] };
    const draft: ProductImportDraft = { line: record.line };
    const reasons: string[] = [];
    for (const [key, index] of columns) {
      let value = (record.fields[index] ?? '').trim();
      if (value === '') continue;
      if (NUMERIC.includes(key) && NUMBER_WITH_SEPARATORS.test(value)) value = value.replace(/,/g, '');
      if (key === 'expiryDate') {
        const match = DATE.exec(value);
        if (!match) {
          reasons.push('expiry date must be dd/mm/yyyy');
          continue;
        }
        value = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
      }
      draft[key] = value;
    }
    return reasons.length > 0 ? { line: record.line, reasons } : draft;
  });
  return { ok: true, rows, total: body.length };
}
