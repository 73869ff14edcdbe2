import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import {
  BULK_IMPORT_JOB_THRESHOLD,
  JOBS,
  QUEUES,
  queueOptions,
  type BulkImportJob,
  type BulkImportJobProgress,
  type BulkImportJobResult,
} from '@ledgerline/jobs';
import {
  importLookups,
  lineReason,
  readTransactionImport,
  resolveTransactionImport,
  runTransactionImport,
  type ImportResult,
  type RefusedImportRow,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { readCsvRecords } from '../../common/csv/csv-reader.js';
import { AppError, type FieldError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';
import { loadImportContext } from './import-context.js';
import { IMPORT_FILE_FIELD, type CsvUpload } from '../../common/csv/read-csv-upload.js';
import { commandBusRecorder, type ImportSender } from './record-imported-row.js';

export type ImportAnswer = { done: true; result: ImportResult } | { done: false; jobId: string; total: number };

export interface ImportJobStatus {
  jobId: string;
  fileName: string;
  state: string;
  progress: BulkImportJobProgress;
  result: (BulkImportJobResult & { errors: FieldError[] }) | null;
  error: string | null;
}

/** `errors` of an answer: one `{ field: 'line N', message: 'line N: reason' }` per reason, as the API's error bodies list them. */
export function importErrors(refused: readonly RefusedImportRow[]): FieldError[] {
  return refused.flatMap((row) => row.reasons.map((reason) => ({ field: `line ${row.line}`, message: lineReason(row.line, reason) })));
}

/**
 * The bulk transaction import (spec 002 §5 and §7, docs/bulk-import.md): reads the file, resolves
 * its names against the business, and records every row as its own command. A file of more
 * than BULK_IMPORT_JOB_THRESHOLD rows goes to the worker as a job whose progress can be polled
 * (when there is Redis; without it, every file is imported in the request).
 */
@Injectable()
export class BulkImportService implements OnModuleDestroy {
  private readonly queue?: Queue;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly commands: CommandBus,
  ) {
    if (runtime.redisUrl) this.queue = new Queue(QUEUES.imports, queueOptions(runtime.redisUrl, runtime.config.queuePrefix));
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close();
  }

  /** The template's file name: `{business}-transactions-template.csv`. */
  async templateFileName(businessId: string): Promise<string> {
    const state = await loadBusinessState(this.runtime.pool, businessId);
    const slug = (state.exists ? state.name : '')
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60);
    return `${slug || 'business'}-transactions-template.csv`;
  }

  async import(sender: ImportSender, upload: CsvUpload): Promise<ImportAnswer> {
    const { businessId } = sender;
    const file = readTransactionImport(readCsvRecords(upload.text));
    if (!file.ok) {
      const errors = file.errors.length > 0 ? file.errors : [file.message];
      throw new AppError(
        400,
        'IMPORT_FILE_UNREADABLE',
        file.message,
        errors.map((message) => ({ field: IMPORT_FILE_FIELD, message })),
      );
    }
    const rows = resolveTransactionImport(file, await loadImportContext(this.runtime.pool, businessId, importLookups(file)));

    if (this.queue && rows.length > BULK_IMPORT_JOB_THRESHOLD) {
      const job: BulkImportJob = {
        businessId,
        userId: sender.meta.userId,
        correlationId: sender.meta.correlationId,
        ip: sender.meta.ip,
        fileName: upload.fileName,
        fileSha256: upload.sha256,
        rows,
      };
      // Retrying is safe: every row's key makes a second run replay what the first recorded.
      const queued = await this.queue.add(JOBS.bulkImport, job, {
        attempts: 3,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { age: 86_400 },
        removeOnFail: { age: 604_800 },
      });
      return { done: false, jobId: String(queued.id), total: rows.length };
    }

    const [head] = await this.runtime.store.readStream(businessStream(businessId), { direction: 'backwards', maxCount: 1 });
    const result = await runTransactionImport(rows, upload.sha256, commandBusRecorder(this.commands, sender, head?.position ?? 0n));
    return { done: true, result };
  }

  /** An import job of this business (another business's, or none: 404). */
  async jobStatus(businessId: string, jobId: string): Promise<ImportJobStatus> {
    if (!this.queue) throw AppError.notFound(`There is no import job ${jobId}`);
    // State first, then the job: a job read before its state could say "completed" without its result yet.
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    const data = job?.data as BulkImportJob | undefined;
    if (!job || job.name !== JOBS.bulkImport || data?.businessId !== businessId) throw AppError.notFound(`There is no import job ${jobId}`);
    const total = data.rows.length;
    const progress: BulkImportJobProgress =
      typeof job.progress === 'object' && job.progress !== null ? (job.progress as BulkImportJobProgress) : { processed: 0, total, percent: 0 };
    const result = (job.returnvalue ?? null) as BulkImportJobResult | null;
    return {
      jobId: String(job.id),
      fileName: data.fileName,
      state,
      progress,
      result: result ? { ...result, errors: importErrors(result.refused) } : null,
      error: job.failedReason ?? null,
    };
  }
}
