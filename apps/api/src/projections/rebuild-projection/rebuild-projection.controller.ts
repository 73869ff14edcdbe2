import { Controller, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOBS, type RebuildProjectionJob } from '@ledgerline/jobs';
import { projectorNamed } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { AdminTokenGuard } from '../admin-token.guard.js';
import { requireQueue } from '../rebuild-queue.js';

@ApiTags('admin: projections')
@ApiHeader({ name: 'X-Admin-Token', required: true })
@UseGuards(AdminTokenGuard)
@Controller('api/v1/admin/projections')
export class RebuildProjectionController {
  constructor(private readonly jobs: JobsService) {}

  @Post(':name/rebuild')
  @HttpCode(202)
  @ApiOperation({ summary: 'Replay the history into fresh tables, compare, swap (a job; poll its progress)' })
  async rebuild(@Param('name') name: string, @Query('dryRun') dryRun?: string) {
    if (!projectorNamed(name)) throw AppError.notFound(`There is no projection named ${name}`);
    const queue = requireQueue(this.jobs);
    const payload: RebuildProjectionJob = { projector: name, dryRun: dryRun === 'true' };
    const job = await queue.add(JOBS.rebuildProjection, payload, { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 604_800 } });
    return { success: true, message: `Rebuild of ${name} queued`, data: { jobId: job.id } };
  }
}
