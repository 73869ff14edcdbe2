import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Runtime } from '@ledgerline/platform';
import { JobsService } from '../jobs/jobs.service.js';
import { RUNTIME } from '../runtime.token.js';

async function probe(check: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> {
  try {
    await check();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly jobs: JobsService,
  ) {}

  /** Mails waiting to be sent and mails given up on (the durable outbox, docs/mail.md). */
  private async mailCounts(): Promise<{ pending: number; failed: number } | undefined> {
    try {
      const { rows } = await this.runtime.pool.query(
        "SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM mail_outbox",
      );
      return { pending: rows[0].pending, failed: rows[0].failed };
    } catch {
      return undefined;
    }
  }

  @Get()
  @ApiOperation({ summary: 'The event store, PostgreSQL and Redis, and the mode the app runs in' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [postgres, eventStore, redisUp] = await Promise.all([
      probe(() => this.runtime.pool.query('SELECT 1')),
      probe(() => this.runtime.store.readAll({ maxCount: 1 })),
      this.jobs.ping(),
    ]);
    const redis = !this.runtime.redisUrl
      ? { ok: true, status: 'absent', note: 'No Redis: running without jobs' }
      : { ok: redisUp, status: redisUp ? 'up' : 'down' };
    const ok = postgres.ok && eventStore.ok && redis.ok;
    const [failedJobs, mailQueue] = await Promise.all([redisUp ? this.jobs.failedJobs() : undefined, this.mailCounts()]);
    void reply.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'degraded',
      eventStore: { ...eventStore, kind: this.runtime.store.kind },
      postgres: { ...postgres, source: this.runtime.database.source, embedded: this.runtime.database.source === 'embedded' },
      redis,
      jobs: this.jobs.enabled ? 'on' : 'off',
      mail: this.runtime.mailer.kind,
      ...(mailQueue ? { mailOutbox: mailQueue } : {}),
      ...(failedJobs ? { failedJobs } : {}),
      projections: this.runtime.config.projectionMode,
    };
  }
}
