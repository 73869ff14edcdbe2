import type { ImportProgress, RefusedImportRow } from '@ledgerline/ledger';

/**
 * Creating the rows of a stored product import (`product_imports`, migration 070) as one job:
 * the job names the import; the worker reads its rows from the database.
 */
export interface ProductImportJob {
  businessId: string;
  importId: string;
  /** The lines to create (the review's choice); all the import's good rows when absent. */
  lines?: number[];
  userId?: string;
  correlationId?: string;
  ip?: string;
}

export type ProductImportJobProgress = ImportProgress;

export interface ProductImportJobResult {
  total: number;
  /** Rows created by this run. */
  imported: number;
  /** Rows an earlier run of the same import created (nothing is created twice). */
  alreadyImported: number;
  /** Rows refused at upload or while creating them, with the reasons. */
  refused: RefusedImportRow[];
}

export function isProductImportJob(value: unknown): value is ProductImportJob {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return typeof job.businessId === 'string' && typeof job.importId === 'string';
}
