import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { Clock, DepreciationResult } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { runDepreciation } from './depreciation.js';

/** The repeatable `depreciation` job: one run at the clock's time. An asset that failed fails the job (BullMQ retries it with backoff); the others are kept. */
export function depreciationProcessor(runtime: Runtime, clock: Clock, logger: Logger) {
  return async (job: Job): Promise<DepreciationResult> => {
    const result = await runDepreciation(runtime, clock, logger);
    if (result.failed.length > 0)
      throw new Error(`Depreciation failed for ${result.failed.length} of ${result.assets} assets (job ${job.id}): ${result.failed.join(', ')}`);
    return result;
  };
}
