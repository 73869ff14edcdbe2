import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { AppError } from '../../../common/errors/app-error.js';
import type { JobsService } from '../../../jobs/jobs.service.js';

/** The worker's scheduled queue, where an admin's run joins the repeatable jobs; 503 without Redis. */
export function scheduledQueue(jobs: JobsService): Queue {
  if (!jobs.scheduled) throw new AppError(503, 'JOBS_DISABLED', 'Jobs are off on this server (no Redis)');
  return jobs.scheduled;
}

/** Adds one admin run of a scheduled job; its id says who asked for what. */
export async function enqueueAdminRun(jobs: JobsService, name: string, data: object, label: string): Promise<string> {
  const job = await scheduledQueue(jobs).add(name, data, {
    jobId: `admin-${label}-${randomUUID()}`,
    attempts: 3,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: { age: 86_400 },
    removeOnFail: { age: 604_800 },
  });
  return job.id!;
}
