/** Queue names and job payloads shared by the API (which enqueues) and the worker (which runs them). */
export const QUEUES = {
  /** Rebuilds of read models from the event history. */
  projections: 'projections',
} as const;

export const JOBS = {
  rebuildProjection: 'rebuild-projection',
} as const;

export interface RebuildProjectionJob {
  projector: string;
  /** Compare only; keep the live tables. */
  dryRun?: boolean;
  requestedBy?: string;
}

/** What a rebuild job reports while it runs (BullMQ job progress). */
export interface RebuildJobProgress {
  phase: 'queued' | 'replaying' | 'swapping' | 'done';
  processed: number;
  total: number;
  percent: number;
  eventsPerSecond: number;
}

export function isRebuildProjectionJob(value: unknown): value is RebuildProjectionJob {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return typeof job.projector === 'string' && (job.dryRun === undefined || typeof job.dryRun === 'boolean');
}

/** BullMQ wants a connection it may block on; these are the options both sides use. */
export function redisConnectionOptions(redisUrl: string) {
  return { url: redisUrl, maxRetriesPerRequest: null as null };
}

/** Options for a Queue, Worker or QueueEvents of this deployment. */
export function queueOptions(redisUrl: string, prefix: string) {
  return { connection: redisConnectionOptions(redisUrl), prefix };
}
