import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES, queueOptions } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../runtime.token.js';

/** The API's side of the job queues: it enqueues and reads progress; the worker runs the jobs. */
@Injectable()
export class JobsService implements OnModuleDestroy {
  readonly projections?: Queue;
  /** The worker's repeatable work (plan expiry, depreciation, scheduled mail, mail delivery): read for its failed jobs. */
  readonly scheduled?: Queue;
  private readonly redis?: Redis;

  constructor(@Inject(RUNTIME) runtime: Runtime) {
    if (!runtime.redisUrl) return;
    this.projections = new Queue(QUEUES.projections, queueOptions(runtime.redisUrl, runtime.config.queuePrefix));
    this.scheduled = new Queue(QUEUES.scheduled, queueOptions(runtime.redisUrl, runtime.config.queuePrefix));
    this.redis = new Redis(runtime.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  }

  get enabled(): boolean {
    return this.projections !== undefined;
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    if (!this.redis) return false;
    try {
      const answer = await Promise.race([this.redis.ping(), new Promise((resolve) => setTimeout(() => resolve('timeout'), timeoutMs))]);
      return answer === 'PONG';
    } catch {
      return false;
    }
  }

  /**
   * Jobs that failed every attempt and are kept (BullMQ keeps the last 500 of each queue): a
   * scheduled job that keeps failing is counted on /health, never lost silently.
   */
  async failedJobs(timeoutMs = 1000): Promise<Record<string, number> | undefined> {
    if (!this.projections || !this.scheduled) return undefined;
    const count = async (queue: Queue) => (await queue.getJobCounts('failed')).failed ?? 0;
    try {
      const counts = await Promise.race([
        Promise.all([count(this.scheduled), count(this.projections)]),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs)),
      ]);
      return counts ? { scheduled: counts[0], projections: counts[1] } : undefined;
    } catch {
      return undefined;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.scheduled?.close();
    await this.projections?.close();
    this.redis?.disconnect();
  }
}
