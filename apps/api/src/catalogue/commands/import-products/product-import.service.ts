import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { JOBS, QUEUES, queueOptions, type ProductImportJob, type ProductImportJobProgress, type ProductImportJobResult } from '@ledgerline/jobs';
import {
  decideCreateProduct,
  LedgerValidationError,
  lineReason,
  readProductImport,
  SERVICE_IMPORT_COLUMNS,
  type ProductImportDraft,
  type ProductKind,
  type RefusedImportRow,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { execute, loadBusinessState, sql } from '@ledgerline/projections';
import { readCsvRecords } from '../../../common/csv/csv-reader.js';
import { AppError, type FieldError } from '../../../common/errors/app-error.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { RUNTIME } from '../../../runtime.token.js';
import { IMPORT_FILE_FIELD, type CsvUpload } from '../../../common/csv/read-csv-upload.js';

/** The spec's answer to a product import that is under way (001 §4). */
export const IMPORT_SUCCESS_MESSAGE =
  'Import success, please hold while we complete you request. This might take a while depending on your CSV size but we will notify you when done. Please do not retry as you will have duplicate entries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ImportJobView {
  jobId: string;
  state: string;
  progress: ProductImportJobProgress;
  result: ProductImportJobResult | null;
  error: string | null;
}

export interface ProductImportView {
  importId: string;
  fileName: string;
  type: 'PRODUCT' | 'SERVICE';
  total: number;
  /** Every good row as it will be created (a blank SKU gets the next free one when created). */
  products: ProductImportDraft[];
  refused: RefusedImportRow[];
  job: ImportJobView | null;
}

export const rowErrors = (refused: readonly RefusedImportRow[]): FieldError[] =>
  refused.flatMap((row) => row.reasons.map((reason) => ({ field: `line ${row.line}`, message: lineReason(row.line, reason) })));

/**
 * Product and service imports (spec 001 §2, §4, §7; docs/product-import.md): an upload is read
 * and checked row by row, and stored (product_imports) for review; processing it is one job on
 * the imports queue (the worker's product-import job) whose progress the review polls.
 */
@Injectable()
export class ProductImportService implements OnModuleDestroy {
  private readonly queue?: Queue;

  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {
    if (runtime.redisUrl) this.queue = new Queue(QUEUES.imports, queueOptions(runtime.redisUrl, runtime.config.queuePrefix));
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close();
  }

  /** Reads, checks and stores an upload; a file that cannot be read as a whole is a 400 and stores nothing. */
  async upload(businessId: string, meta: RequestMetadata, upload: CsvUpload, kind: ProductKind): Promise<ProductImportView> {
    const file = readProductImport(readCsvRecords(upload.text), kind === 'service' ? { required: ['name', 'sellingPrice'] } : {});
    if (!file.ok) {
      const errors = file.errors.length > 0 ? file.errors : [file.message];
      throw new AppError(
        400,
        'IMPORT_FILE_UNREADABLE',
        file.message,
        errors.map((message) => ({ field: IMPORT_FILE_FIELD, message })),
      );
    }
    const rows = await this.check(businessId, file.rows, kind);
    const importId = randomUUID();
    await this.runtime.pool.query(
      `INSERT INTO product_imports (import_id, business_id, file_name, file_sha256, kind, total, rows, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
      [importId, businessId, upload.fileName, upload.sha256, kind, file.total, JSON.stringify(rows), meta.userId ?? null],
    );
    return this.view(businessId, importId);
  }

  /**
   * Each row against what creating it will check: the create-product rules (the spec's messages:
   * 'Selling price is required', 'Cost price is required', …), a SKU used twice in the file or
   * already in use. Services keep only the service columns.
   */
  private async check(businessId: string, rows: (ProductImportDraft | RefusedImportRow)[], kind: ProductKind) {
    const state = await loadBusinessState(this.runtime.pool, businessId);
    const skus = rows.flatMap((row) => ('sku' in row && row.sku ? [row.sku.toLowerCase()] : []));
    const inUse = new Set(
      skus.length === 0
        ? []
        : (
            await execute<{ sku: string }>(
              this.runtime.pool,
              sql
                .table('products')
                .select(sql.raw('lower(sku) AS sku'))
                .where('business_id', businessId)
                .whereRaw('lower(sku) = ANY(?)', [[...new Set(skus)]]),
            )
          ).map((row) => row.sku),
    );
    const seen = new Map<string, number>();
    return rows.map((row): ProductImportDraft | RefusedImportRow => {
      if ('reasons' in row) return row;
      const draft: ProductImportDraft =
        kind === 'service'
          ? (Object.fromEntries(Object.entries(row).filter(([key]) => key === 'line' || SERVICE_IMPORT_COLUMNS.includes(key as never))) as ProductImportDraft)
          : row;
      const reasons: string[] = [];
      if (draft.sku) {
        const key = draft.sku.toLowerCase();
        const first = seen.get(key);
        if (first !== undefined) reasons.push(`SKU ${draft.sku} is already used on line ${first}`);
        else seen.set(key, draft.line);
        if (inUse.has(key)) reasons.push(`SKU ${draft.sku} is already used by another product or service`);
      }
      try {
        decideCreateProduct(
          {
            ...draft,
            name: draft.name,
            productId: 'preview',
            kind,
            sku: draft.sku ?? 'PREVIEW',
            openingStock: { transactionId: 'preview', reference: 'PREVIEW', date: '2000-01-01' },
          },
          state,
        );
      } catch (error) {
        if (!(error instanceof LedgerValidationError)) throw error;
        reasons.push(error.message);
      }
      return reasons.length > 0 ? { line: draft.line, reasons } : draft;
    });
  }

  /** An import of this business (another business's, or none: 404). */
  async view(businessId: string, importId: string): Promise<ProductImportView> {
    const stored = UUID.test(importId)
      ? (
          await this.runtime.pool.query<{
            file_name: string;
            kind: ProductKind;
            total: number;
            rows: (ProductImportDraft | RefusedImportRow)[];
            last_job_id: string | null;
          }>('SELECT file_name, kind, total, rows, last_job_id FROM product_imports WHERE import_id = $1 AND business_id = $2', [importId, businessId])
        ).rows[0]
      : undefined;
    if (!stored) throw AppError.notFound(`There is no product import ${importId}`);
    const products: ProductImportDraft[] = [];
    const refused: RefusedImportRow[] = [];
    for (const row of stored.rows) {
      if ('reasons' in row) refused.push(row);
      else products.push(row);
    }
    return {
      importId,
      fileName: stored.file_name,
      type: stored.kind === 'service' ? 'SERVICE' : 'PRODUCT',
      total: stored.total,
      products,
      refused,
      job: stored.last_job_id ? await this.job(stored.last_job_id) : null,
    };
  }

  private async job(jobId: string): Promise<ImportJobView | null> {
    if (!this.queue) return null;
    // State first, then the job: a job read before its state could say "completed" without its result yet.
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    if (!job) return null;
    const progress =
      typeof job.progress === 'object' && job.progress !== null ? (job.progress as ProductImportJobProgress) : { processed: 0, total: 0, percent: 0 };
    return { jobId, state, progress, result: (job.returnvalue ?? null) as ProductImportJobResult | null, error: job.failedReason ?? null };
  }

  /**
   * Queues the creation of the import's rows (all its good rows, or the `lines` chosen) as one job.
   * Running it again is safe: every row's product id and key derive from the import and the line.
   */
  async process(businessId: string, meta: RequestMetadata, importId: string, lines?: number[]): Promise<ProductImportView> {
    const current = await this.view(businessId, importId);
    if (lines) {
      const known = new Set([...current.products, ...current.refused].map((row) => row.line));
      const unknown = lines.filter((line) => !known.has(line));
      if (unknown.length > 0) {
        throw AppError.validation(unknown.map((line) => ({ field: 'products', message: `line ${line} is not a row of this import` })));
      }
    }
    if (!this.queue) throw new AppError(503, 'JOBS_UNAVAILABLE', 'Imports need the job queue (Redis), which is not configured');
    const job: ProductImportJob = { businessId, importId, ...(lines ? { lines } : {}), userId: meta.userId, correlationId: meta.correlationId, ip: meta.ip };
    const queued = await this.queue.add(JOBS.productImport, job, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: { age: 86_400 },
      removeOnFail: { age: 604_800 },
    });
    await this.runtime.pool.query('UPDATE product_imports SET last_job_id = $3 WHERE import_id = $1 AND business_id = $2', [
      importId,
      businessId,
      String(queued.id),
    ]);
    return this.view(businessId, importId);
  }
}
