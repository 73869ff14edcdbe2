import type { Job } from 'bullmq';
import { isProductImportJob, type ProductImportJobProgress, type ProductImportJobResult } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { runProductImport } from './run-product-import.js';

/**
 * The `product-import` job: creates a stored import's rows (runProductImport), reporting
 * `{ processed, total, percent }` after every batch. A retry creates only what is missing.
 */
export function productImportProcessor(runtime: Runtime) {
  return async (job: Job): Promise<ProductImportJobResult> => {
    if (!isProductImportJob(job.data)) throw new Error(`Malformed product import job ${job.id}`);
    await job.updateProgress({ processed: 0, total: 0, percent: 0 } satisfies ProductImportJobProgress);
    return runProductImport(runtime, job.data, { onProgress: (progress) => job.updateProgress(progress) });
  };
}
