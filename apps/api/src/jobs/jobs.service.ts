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
  private readonly redis?: Redis;

  constructor(@Inject(RUNTIME) runtime: Runtime) {
    if (!runtime.redisUrl) return;
    this.projections = new Queue(QUEUES.projections, queueOptions(runtime.redisUrl, runtime.config.queuePrefix));
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

  async onModuleDestroy(): Promise<void> {
    await this.projections?.close();
    this.redis?.disconnect();
  }
}
