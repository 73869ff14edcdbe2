import { createHash, randomInt, randomUUID } from 'node:crypto';
import { currentVersion } from '@ledgerline/events';
import type { ProductImportJob, ProductImportJobProgress, ProductImportJobResult } from '@ledgerline/jobs';
import {
  decideCreateProduct,
  DEFAULT_TIME_ZONE,
  importPercent,
  LedgerValidationError,
  todayIn,
  type ProductImportDraft,
  type ProductKind,
  type RefusedImportRow,
} from '@ledgerline/ledger';
import { executeCommand, type Runtime } from '@ledgerline/platform';
import { businessStream, execute, loadBusinessState, nextSequentialSku, sql, type Queryable } from '@ledgerline/projections';

/** Rows created per append when none is refused (a refused one sends its batch row by row). */
export const PRODUCT_IMPORT_BATCH = 250;

const SKU_PREFIX: Readonly<Record<ProductKind, string>> = { product: 'PRD-', service: 'SRV-' };
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A row the import refuses itself (its SKU is taken), as the create-product route would. */
class RowRefused extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}
/** Every row of a batch was created before: nothing to append. */
class NothingNew extends Error {}

/**
 * The id of the product a row creates: derived from the import and the line, so a second run (or
 * a retried job) finds the product the first one created and creates nothing twice, whatever the
 * batches were.
 */
export function importedProductId(importId: string, line: number): string {
  const hex = createHash('sha256').update(`product-import:${importId}:${line}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface StoredProductImport {
  businessId: string;
  kind: ProductKind;
  rows: (ProductImportDraft | RefusedImportRow)[];
}

export async function loadProductImport(db: Queryable, businessId: string, importId: string): Promise<StoredProductImport | undefined> {
  const [row] = await execute<{ kind: ProductKind; rows: (ProductImportDraft | RefusedImportRow)[] }>(
    db,
    sql.table('product_imports').select('kind', 'rows').where({ import_id: importId, business_id: businessId }),
  );
  return row && { businessId, kind: row.kind, rows: row.rows };
}

async function existingIds(db: Queryable, businessId: string, ids: readonly string[]): Promise<Set<string>> {
  const rows = await execute<{ product_id: string }>(
    db,
    sql
      .table('products')
      .select('product_id')
      .where('business_id', businessId)
      .whereIn('product_id', [...ids]),
  );
  return new Set(rows.map((row) => row.product_id));
}

/** SKUs of `skus` already in use (lower-cased), in one query. */
async function skusInUse(db: Queryable, businessId: string, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await execute<{ sku: string }>(
    db,
    sql
      .table('products')
      .select(sql.raw('lower(sku) AS sku'))
      .where('business_id', businessId)
      .whereRaw('lower(sku) = ANY(?)', [[...new Set(skus.map((sku) => sku.toLowerCase()))]]),
  );
  return new Set(rows.map((row) => row.sku));
}

/** `count` free transaction references (random, as the API draws them), checked in one query per draw. */
async function freeReferences(db: Queryable, businessId: string, count: number): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const draw = Array.from({ length: count - chosen.size }, () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
    const taken = new Set(
      (await execute<{ reference: string }>(db, sql.table('transactions').select('reference').where('business_id', businessId).whereIn('reference', draw))).map(
        (row) => row.reference,
      ),
    );
    for (const reference of draw) if (!taken.has(reference)) chosen.add(reference);
  }
  return [...chosen];
}

/**
 * Decides the creation of `rows` (none of them created yet, or skipped when they were) under the
 * business's stream lock, exactly as POST /inventories does for one: same decider, a free SKU
 * (the file's, or the next PRD-/SRV- number), a reference for the opening stock.
 */
async function decideRows(db: Queryable, importId: string, stored: StoredProductImport, rows: readonly ProductImportDraft[], counts: { existing: number }) {
  const { businessId, kind } = stored;
  const ids = rows.map((row) => importedProductId(importId, row.line));
  const existing = await existingIds(db, businessId, ids);
  counts.existing = existing.size;
  const fresh = rows.filter((_, index) => !existing.has(ids[index]));
  if (fresh.length === 0) throw new NothingNew();
  const state = await loadBusinessState(db, businessId);
  const today = todayIn(() => new Date(), DEFAULT_TIME_ZONE);
  const prefix = SKU_PREFIX[kind];
  let next = BigInt((await nextSequentialSku(db, businessId, prefix)).slice(prefix.length));
  const taken = new Set<string>();
  const inUse = await skusInUse(
    db,
    businessId,
    fresh.flatMap((row) => (row.sku !== undefined ? [row.sku] : [])),
  );
  const opens = (row: ProductImportDraft) => kind === 'product' && row.quantity !== undefined && Number(row.quantity) > 0;
  const references = await freeReferences(db, businessId, fresh.filter(opens).length);
  const events = [];
  for (const row of fresh) {
    let sku = row.sku;
    if (sku === undefined) {
      do sku = `${prefix}${(next++).toString().padStart(6, '0')}`;
      while (taken.has(sku.toLowerCase()));
    } else if (taken.has(sku.toLowerCase()) || inUse.has(sku.toLowerCase())) {
      throw new RowRefused(row.line, `SKU ${sku} is already used by another product or service`);
    }
    taken.add(sku.toLowerCase());
    const opening = opens(row);
    try {
      events.push(
        ...decideCreateProduct(
          {
            productId: importedProductId(importId, row.line),
            kind,
            name: row.name,
            sku,
            barcode: row.barcode,
            description: row.description,
            measurement: row.measurement,
            quantity: kind === 'product' ? row.quantity : undefined,
            buyingPrice: row.buyingPrice,
            sellingPrice: row.sellingPrice,
            stockLevel: kind === 'product' ? row.stockLevel : undefined,
            categoryName: row.categoryName,
            brandName: row.brandName,
            expiryDate: row.expiryDate,
            expiryReminderDays: row.expiryReminderDays,
            openingStock: { transactionId: randomUUID(), reference: opening ? references.pop()! : '', date: today },
          },
          state,
        ),
      );
    } catch (error) {
      if (error instanceof LedgerValidationError) throw new RowRefused(row.line, error.message);
      throw error;
    }
  }
  return events.map((event) => ({ type: event.type, version: currentVersion(event.type), data: event.data }));
}

/**
 * Creates a stored import's rows: batches of PRODUCT_IMPORT_BATCH in one append each; a batch
 * with a refused row is created row by row, so each row is created whole or not at all and only
 * the refused ones are left out. Every row's product id and key derive from the import and the
 * line: running the same import again creates nothing twice.
 */
export async function runProductImport(
  runtime: Runtime,
  job: ProductImportJob,
  options: { batchSize?: number; onProgress?: (progress: ProductImportJobProgress) => void | Promise<void> } = {},
): Promise<ProductImportJobResult> {
  const stored = await loadProductImport(runtime.pool, job.businessId, job.importId);
  if (!stored) throw new Error(`There is no product import ${job.importId} of business ${job.businessId}`);
  const wanted = job.lines ? new Set(job.lines) : undefined;
  const chosen = stored.rows.filter((row) => wanted === undefined || wanted.has(row.line));
  const result: ProductImportJobResult = { total: chosen.length, imported: 0, alreadyImported: 0, refused: [] };
  const drafts: ProductImportDraft[] = [];
  for (const row of chosen) {
    if ('reasons' in row) result.refused.push(row);
    else drafts.push(row);
  }
  let processed = result.refused.length;
  const size = options.batchSize ?? PRODUCT_IMPORT_BATCH;

  const append = async (rows: ProductImportDraft[], key: string) => {
    const counts = { existing: 0 };
    try {
      const outcome = await executeCommand(runtime, {
        stream: businessStream(job.businessId),
        idempotencyKey: key,
        fingerprint: key,
        metadata: {
          businessId: job.businessId,
          userId: job.userId,
          correlationId: job.correlationId,
          ip: job.ip,
          commandId: randomUUID(),
          occurredAt: new Date().toISOString(),
        },
        decide: (db) => decideRows(db, job.importId, stored, rows, counts),
      });
      if (outcome.replayed) result.alreadyImported += rows.length;
      else {
        result.imported += rows.length - counts.existing;
        result.alreadyImported += counts.existing;
      }
    } catch (error) {
      if (error instanceof NothingNew) {
        result.alreadyImported += rows.length;
        return;
      }
      throw error;
    }
  };

  for (let start = 0; start < drafts.length; start += size) {
    const batch = drafts.slice(start, start + size);
    try {
      await append(batch, `product-import:${job.importId}:${batch[0].line}-${batch[batch.length - 1].line}`);
    } catch (error) {
      if (!(error instanceof RowRefused)) throw error;
      for (const row of batch) {
        try {
          await append([row], `product-import:${job.importId}:${row.line}`);
        } catch (rowError) {
          if (!(rowError instanceof RowRefused)) throw rowError;
          result.refused.push({ line: row.line, reasons: [rowError.message] });
        }
      }
    }
    processed += batch.length;
    await options.onProgress?.({ processed, total: result.total, percent: importPercent(processed, result.total) });
  }
  result.refused.sort((a, b) => a.line - b.line);
  await options.onProgress?.({ processed: result.total, total: result.total, percent: 100 });
  return result;
}
