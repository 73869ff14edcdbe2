import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOBS, type InvoiceRemindersJob, type ScheduledMailJob } from '@ledgerline/jobs';
import type { Runtime } from '@ledgerline/platform';
import { JobsService } from '../../../jobs/jobs.service.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { businessInScope } from '../../businesses/views/business-scope.js';
import { enqueueAdminRun } from '../views/scheduled-queue.js';

/** One business's mails now, by the worker's own jobs (apps/worker/src/jobs/invoice-reminders, …/scheduled-mail). */
@ApiTags('admin: scripts')
@ApiBearerAuth()
@Controller('api/v1/admin/businesses/:id')
export class SendTestMailController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly jobs: JobsService,
  ) {}

  @Post('invoice-reminder-test')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Send this business’s invoice reminders due today now: the reminders job for one business (a reminder already sent today is not sent again) (staff)',
  })
  async invoiceReminders(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const jobId = await enqueueAdminRun(this.jobs, JOBS.invoiceReminders, { businessId } satisfies InvoiceRemindersJob, 'invoice-reminders');
    return { success: true, message: 'Invoice reminders queued', data: { jobId } };
  }

  @Post('pnl-monthly-report-test')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail last month’s profit and loss (PDF) to the business’s owners now, as the monthly report does (staff)' })
  async monthlyReport(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string) {
    const { businessId } = await businessInScope(this.runtime.pool, admin, id);
    const payload: ScheduledMailJob = { businessId, testRequestId: randomUUID() };
    const jobId = await enqueueAdminRun(this.jobs, JOBS.scheduledMail, payload, 'monthly-pnl-test');
    return { success: true, message: 'Monthly P&L report queued', data: { jobId } };
  }
}
