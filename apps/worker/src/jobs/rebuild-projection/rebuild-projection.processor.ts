import type { Job } from 'bullmq';
import { isRebuildProjectionJob, type RebuildJobProgress } from '@ledgerline/jobs';
import { rebuildWith, type Runtime } from '@ledgerline/platform';
import { projectorNamed, type RebuildResult } from '@ledgerline/projections';

/** Replays the history into fresh tables, compares, swaps; reports percent and events per second as it goes. */
export function rebuildProjectionProcessor(runtime: Runtime) {
  return async (job: Job): Promise<RebuildResult> => {
    if (!isRebuildProjectionJob(job.data)) throw new Error(`Malformed rebuild job ${job.id}: ${JSON.stringify(job.data)}`);
    const projector = projectorNamed(job.data.projector);
    if (!projector) throw new Error(`There is no projection named ${job.data.projector}`);
    let lastReport = 0;
    return rebuildWith(runtime, projector, {
      dryRun: job.data.dryRun,
      onProgress: async (progress) => {
        // Progress lands in Redis: at most a few writes a second, and always the last one.
        if (progress.phase === 'replaying' && Date.now() - lastReport < 250) return;
        lastReport = Date.now();
        await job.updateProgress(progress satisfies RebuildJobProgress);
      },
    });
  };
}
