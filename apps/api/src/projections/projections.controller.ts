import { Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOBS, type RebuildJobProgress, type RebuildProjectionJob } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { ALL_STREAMS, execute, projectorNamed, sql } from '@ledgerline/projections';
import { AppError } from '../common/errors/app-error.js';
import { JobsService } from '../jobs/jobs.service.js';
import { RUNTIME } from '../runtime.token.js';
import { AdminTokenGuard } from './admin-token.guard.js';

@ApiTags('admin: projections')
@ApiHeader({ name: 'X-Admin-Token', required: true })
@UseGuards(AdminTokenGuard)
@Controller('api/v1/admin/projections')
export class ProjectionsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly jobs: JobsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every read model: its code version, the version its tables were built by, and its catch-up checkpoint' })
  async list() {
    const versions = await execute<{ projector: string; version: number; rebuilt_at: Date }>(this.runtime.pool, sql.table('projection_versions').select('*'));
    const checkpoints = await execute<{ projector: string; position: string | null }>(
      this.runtime.pool,
      sql.table('projection_checkpoints').select('projector', 'position').where({ stream_id: ALL_STREAMS }),
    );
    return {
      success: true,
      data: this.runtime.projectors.map((projector) => {
        const built = versions.find((v) => v.projector === projector.name);
        return {
          name: projector.name,
          version: projector.version,
          builtVersion: built?.version ?? null,
          rebuiltAt: built?.rebuilt_at ?? null,
          mode: this.runtime.config.projectionMode,
          checkpoint: checkpoints.find((c) => c.projector === projector.name)?.position ?? null,
          tables: projector.tables,
        };
      }),
    };
  }

  @Post(':name/rebuild')
  @HttpCode(202)
  @ApiOperation({ summary: 'Replay the history into fresh tables, compare, swap (a job; poll its progress)' })
  async rebuild(@Param('name') name: string, @Query('dryRun') dryRun?: string) {
    if (!projectorNamed(name)) throw AppError.notFound(`There is no projection named ${name}`);
    const queue = this.requireQueue();
    const payload: RebuildProjectionJob = { projector: name, dryRun: dryRun === 'true' };
    const job = await queue.add(JOBS.rebuildProjection, payload, { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 604_800 } });
    return { success: true, message: `Rebuild of ${name} queued`, data: { jobId: job.id } };
  }

  @Get('rebuilds/:jobId')
  @ApiOperation({ summary: 'A rebuild’s state and progress (percent, events per second) and, when done, its comparison' })
  async rebuildStatus(@Param('jobId') jobId: string) {
    const queue = this.requireQueue();
    // State first, then the job: a job read before its state could say "completed" without its result yet.
    const state = await queue.getJobState(jobId);
    const job = await queue.getJob(jobId);
    if (!job || job.name !== JOBS.rebuildProjection) throw AppError.notFound(`There is no rebuild job ${jobId}`);
    const progress = (
      typeof job.progress === 'object' ? job.progress : { phase: 'queued', processed: 0, total: 0, percent: 0, eventsPerSecond: 0 }
    ) as RebuildJobProgress;
    return {
      success: true,
      data: {
        jobId: job.id,
        projector: (job.data as RebuildProjectionJob).projector,
        state,
        progress,
        result: job.returnvalue ?? null,
        error: job.failedReason ?? null,
      },
    };
  }

  private requireQueue() {
    if (!this.jobs.projections)
      throw new AppError(503, 'JOBS_DISABLED', 'Jobs are off on this server (no Redis); run `npm run rebuild -- <projection>` instead');
    return this.jobs.projections;
  }
}
