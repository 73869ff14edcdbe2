import type { Job } from 'bullmq';
import { isBulkImportJob, type BulkImportJobProgress, type BulkImportJobResult } from '@ledgerline/jobs';
import { runTransactionImport } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { workerRowRecorder } from './record-row.js';

/**
 * The `bulk-import` job: records a large file's rows (resolved by the API at upload) with the same
 * loop as a small file's import, reporting `{ processed, total, percent }` as it goes. A retry
 * replays the rows recorded already (their idempotency keys) and goes on from there.
 */
export function bulkImportProcessor(runtime: Runtime) {
  return async (job: Job): Promise<BulkImportJobResult> => {
    if (!isBulkImportJob(job.data)) throw new Error(`Malformed bulk import job ${job.id}`);
    const { rows, fileSha256 } = job.data;
    await job.updateProgress({ processed: 0, total: rows.length, percent: 0 } satisfies BulkImportJobProgress);
    let lastReport = Date.now();
    return runTransactionImport(rows, fileSha256, workerRowRecorder(runtime, job.data), {
      onProgress: async (progress) => {
        // Progress lands in Redis: a few writes a second at most, and always the last one.
        if (progress.processed < progress.total && Date.now() - lastReport < 200) return;
        lastReport = Date.now();
        await job.updateProgress(progress satisfies BulkImportJobProgress);
      },
    });
  };
}
