import type { CsvRecord, RefusedImportRow } from '@ledgerline/ledger';

/** The inventory template's columns (GET /inventories/template/download): _id stays, the others may change; sku is for the reader. */
export const BULK_UPDATE_COLUMNS = ['_id', 'sku', 'name', 'quantity', 'buyingPrice', 'sellingPrice'] as const;

const ALIASES: Record<string, BulkUpdateField> = {
  id: '_id',
  name: 'name',
  productname: 'name',
  quantity: 'quantity',
  quantityinstock: 'quantity',
  qty: 'quantity',
  buyingprice: 'buyingPrice',
  costprice: 'buyingPrice',
  sellingprice: 'sellingPrice',
  price: 'sellingPrice',
};
type BulkUpdateField = '_id' | 'name' | 'quantity' | 'buyingPrice' | 'sellingPrice';

/** One row of the bulk update: the product and what it should now be (blank cells change nothing). */
export interface BulkUpdateRow {
  line: number;
  productId: string;
  name?: string;
  quantity?: string;
  buyingPrice?: string;
  sellingPrice?: string;
}

export type BulkUpdateFile = { ok: false; message: string } | { ok: true; rows: BulkUpdateRow[]; refused: RefusedImportRow[] };

export const MAX_BULK_UPDATE_ROWS = 10_000;

/** Reads the bulk-update file's records (csv-parse at the edge): the header must have _id. */
export function readBulkUpdate(records: readonly CsvRecord[]): BulkUpdateFile {
  const [header, ...body] = records;
  if (!header || header.error) return { ok: false, message: 'The file is empty: download the inventory template and change it' };
  const columns = new Map<BulkUpdateField, number>();
  header.fields.forEach((name, index) => {
    const field = ALIASES[name.toLowerCase().replace(/[^a-z0-9]/g, '')];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  if (!columns.has('_id')) return { ok: false, message: 'The header must have the column _id: download the inventory template and keep _id as it is' };
  if (body.length === 0) return { ok: false, message: 'The file has no products: add rows under the header' };
  if (body.length > MAX_BULK_UPDATE_ROWS) return { ok: false, message: `A file may hold at most ${MAX_BULK_UPDATE_ROWS} rows; this one has ${body.length}` };
  const rows: BulkUpdateRow[] = [];
  const refused: RefusedImportRow[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    if (record.error) {
      refused.push({ line: record.line, reasons: [record.error] });
      continue;
    }
    const cell = (field: BulkUpdateField) => {
      const index = columns.get(field);
      const value = index === undefined ? '' : (record.fields[index] ?? '').trim();
      return value === '' ? undefined : value;
    };
    const productId = cell('_id');
    if (productId === undefined) {
      refused.push({ line: record.line, reasons: ['_id is required: keep the _id of the inventory template'] });
      continue;
    }
    const first = seen.get(productId);
    if (first !== undefined) {
      refused.push({ line: record.line, reasons: [`_id ${productId} is already on line ${first}`] });
      continue;
    }
    seen.set(productId, record.line);
    const number = (value: string | undefined) => (value !== undefined && /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value) ? value.replace(/,/g, '') : value);
    rows.push({
      line: record.line,
      productId,
      ...(cell('name') !== undefined ? { name: cell('name') } : {}),
      ...(cell('quantity') !== undefined ? { quantity: number(cell('quantity')) } : {}),
      ...(cell('buyingPrice') !== undefined ? { buyingPrice: number(cell('buyingPrice')) } : {}),
      ...(cell('sellingPrice') !== undefined ? { sellingPrice: number(cell('sellingPrice')) } : {}),
    });
  }
  return { ok: true, rows, refused };
}
