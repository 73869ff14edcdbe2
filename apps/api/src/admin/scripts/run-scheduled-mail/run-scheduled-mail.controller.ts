import { Controller, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOBS, type ScheduledMailJob } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { JobsService } from '../../../jobs/jobs.service.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { businessInScope } from '../../businesses/views/business-scope.js';
import { enqueueAdminRun } from '../views/scheduled-queue.js';
import { OrgIdQueryDto } from '../views/org-id-query.dto.js';

/**
 * Runs the scheduled-mail decision now (the worker's `scheduled-mail` job) for one kind of mail,
 * for every business or the one `orgId` names. What is due goes; what was already decided for a
 * business and period is found in the outbox by its key and not sent again, as in the scheduled
 * run, so running this twice sends nothing twice.
 */
@ApiTags('admin: scripts')
@ApiBearerAuth()
@Controller('api/v1/admin/businesses')
export class RunScheduledMailController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly jobs: JobsService,
  ) {}

  @Post('pnl-monthly-report/run')
  @HttpCode(202)
  @ApiOperation({ summary: 'Queue the monthly P&L mails that are due now (all businesses, or orgId); each business and month is sent once, ever (staff)' })
  async monthlyReport(@CurrentAdmin() admin: CurrentAdminInfo, @Query() query: OrgIdQueryDto) {
    return this.run(admin, query.orgId, 'monthlyProfitAndLoss', 'Monthly P&L reports queued');
  }

  @Post('weekly-account-summary/run')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Queue the weekly account summaries that are due now (all businesses, or orgId); each business and week is sent once, ever (staff)',
  })
  async weeklySummary(@CurrentAdmin() admin: CurrentAdminInfo, @Query() query: OrgIdQueryDto) {
    return this.run(admin, query.orgId, 'weeklySummary', 'Weekly account summaries queued');
  }

  private async run(admin: CurrentAdminInfo, orgId: string | undefined, only: NonNullable<ScheduledMailJob['only']>, message: string) {
    const businessId = orgId ? (await businessInScope(this.runtime.pool, admin, orgId)).businessId : undefined;
    const payload: ScheduledMailJob = { only, ...(businessId ? { businessId } : {}) };
    const jobId = await enqueueAdminRun(this.jobs, JOBS.scheduledMail, payload, only === 'weeklySummary' ? 'weekly-summary' : 'monthly-pnl');
    return { success: true, message, data: { jobId } };
  }
}
