import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { PlanExpiryResult } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { runPlanExpiry } from './plan-expiry.js';

/** The repeatable `plan-expiry` job: one sweep at the job's run time. A business that failed fails the job (visible in BullMQ); the others are kept. */
export function planExpiryProcessor(runtime: Runtime, logger: Logger) {
  return async (job: Job): Promise<PlanExpiryResult> => {
    const result = await runPlanExpiry(runtime, new Date(), logger);
    if (result.failed.length > 0)
      throw new Error(`Plan expiry failed for ${result.failed.length} of ${result.due} businesses (job ${job.id}): ${result.failed.join(', ')}`);
    return result;
  };
}
