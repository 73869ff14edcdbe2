import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { InvoiceRemindersJob, InvoiceRemindersResult } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { runInvoiceReminders } from './invoice-reminders.js';

/** The job id of a day's run: adding the same day twice (two schedulers, a manual run) queues it once. */
export const invoiceRemindersJobId = (day: string) => `invoice-reminders-${day}`;

/**
 * The repeatable `invoice-reminders` job: one run at the clock's time (a test sets the clock).
 * A reminder that could not be sent fails the job (visible in BullMQ; its retry sends only what is left).
 */
export function invoiceRemindersProcessor(runtime: Runtime, logger: Logger, clock: () => Date = () => new Date()) {
  return async (job: Job): Promise<InvoiceRemindersResult> => {
    const data = (job.data ?? {}) as InvoiceRemindersJob;
    const result = await runInvoiceReminders(runtime, clock(), logger, { businessId: typeof data.businessId === 'string' ? data.businessId : undefined });
    if (result.failed.length > 0) throw new Error(`Invoice reminders failed for ${result.failed.join(', ')} (job ${job.id})`);
    return result;
  };
}
