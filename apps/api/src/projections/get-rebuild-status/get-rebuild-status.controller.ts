import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOBS, type RebuildJobProgress, type RebuildProjectionJob } from '@ledgerline/jobs';
import { AppError } from '../../common/errors/app-error.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { AdminTokenGuard } from '../admin-token.guard.js';
import { requireQueue } from '../rebuild-queue.js';

@ApiTags('admin: projections')
@ApiHeader({ name: 'X-Admin-Token', required: true })
@UseGuards(AdminTokenGuard)
@Controller('api/v1/admin/projections')
export class GetRebuildStatusController {
  constructor(private readonly jobs: JobsService) {}

  @Get('rebuilds/:jobId')
  @ApiOperation({ summary: 'A rebuild’s state and progress (percent, events per second) and, when done, its comparison' })
  async rebuildStatus(@Param('jobId') jobId: string) {
    const queue = requireQueue(this.jobs);
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
}
