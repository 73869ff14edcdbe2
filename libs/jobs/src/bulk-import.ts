import type { ImportProgress, ImportResult, ResolvedImportRow } from '@ledgerline/ledger';

/**
 * A transaction import run as a job (a file of more than BULK_IMPORT_JOB_THRESHOLD rows, when
 * Redis is there): the API reads and resolves the file, the worker records the rows.
 */
export interface BulkImportJob {
  businessId: string;
  /** Who uploaded it, for the events' metadata. */
  userId?: string;
  correlationId?: string;
  ip?: string;
  fileName: string;
  /** sha256 of the upload: with each row's line, its idempotency key. */
  fileSha256: string;
  /** Resolved rows in file order (names already turned into ids), refusals included. */
  rows: ResolvedImportRow[];
}

/** The job's progress (BullMQ job progress). */
export type BulkImportJobProgress = ImportProgress;

/** What the job returns. */
export type BulkImportJobResult = ImportResult;

/** Files with more rows than this are imported by the worker, with progress to poll. */
export const BULK_IMPORT_JOB_THRESHOLD = 200;

export function isBulkImportJob(value: unknown): value is BulkImportJob {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return typeof job.businessId === 'string' && typeof job.fileSha256 === 'string' && Array.isArray(job.rows);
}
