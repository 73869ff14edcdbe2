import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { Clock, ScheduledMailJob } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { runScheduledMail, type ScheduledMailResult } from './scheduled-mail.js';

/** The repeatable `scheduled-mail` job; a business that failed fails the job (retried with backoff, kept when it keeps failing). */
export function scheduledMailProcessor(runtime: Runtime, clock: Clock, logger: Logger) {
  return async (job: Job): Promise<ScheduledMailResult> => {
    const result = await runScheduledMail(runtime, clock, logger, (job.data ?? {}) as ScheduledMailJob);
    if (result.failed.length > 0) throw new Error(`Scheduled mail failed for ${result.failed.length} businesses (job ${job.id}): ${result.failed.join(', ')}`);
    return result;
  };
}
