import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { PlanRenewalResult } from '@ledgerline/jobs';
import type { PaymentProvider, Runtime } from '@ledgerline/platform';
import { runPlanRenewal } from './plan-renewal.js';

/** The repeatable `plan-renewal` job: one run at the job's time. A business that failed fails the job (visible in BullMQ); the others are kept. */
export function planRenewalProcessor(runtime: Runtime, provider: PaymentProvider, logger: Logger) {
  return async (job: Job): Promise<PlanRenewalResult> => {
    const result = await runPlanRenewal(runtime, provider, new Date(), logger);
    if (result.failed.length > 0)
      throw new Error(`Plan renewal failed for ${result.failed.length} of ${result.due} businesses (job ${job.id}): ${result.failed.join(', ')}`);
    return result;
  };
}
