import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOBS, type RebuildProjectionJob } from '@ledgerline/jobs';
import { JobsService } from '../../../jobs/jobs.service.js';
import { requireQueue } from '../../../projections/rebuild-queue.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { YearlyInventoryDto } from './rebuild-scripts.dto.js';

/**
 * The spec's maintenance scripts, done as replays, never as edits in place: the books are events,
 * and the read models are what the projectors make of them, so "fixing" figures means rebuilding
 * the projections that hold them from the history (compared with the live tables and swapped; the
 * comparison says how many rows differed). Each script queues the rebuilds through the rebuild
 * queue and answers their job ids, whose progress GET /admin/projections/rebuilds/{jobId} shows.
 *
 * - repayment-transaction-gl-account → `ledger`: the journal lines and account balances, where a
 *   repayment's general-ledger accounts are posted;
 * - update-transaction-purchase-average → `reports`: cost of sales at the moving average purchase
 *   cost (daily and monthly goods cost, the items sales sold);
 * - inventory/yearly-script → `ledger` and `reports`: each product's stock quantity and value
 *   (product_stock) and the daily product totals the inventory report reads a year from.
 */
export const SCRIPT_PROJECTORS = {
  'repayment-transaction-gl-account': ['ledger'],
  'update-transaction-purchase-average': ['reports'],
  'inventory-yearly': ['ledger', 'reports'],
} as const;

@ApiTags('admin: scripts')
@ApiBearerAuth()
@Controller('api/v1/admin/scripts')
export class RebuildScriptsController {
  constructor(private readonly jobs: JobsService) {}

  @Post('repayment-transaction-gl-account/run')
  @HttpCode(202)
  @ApiOperation({ summary: 'Rebuild the ledger projection (journal lines, account balances) from the events (staff)' })
  async repaymentAccounts(@CurrentAdmin() admin: CurrentAdminInfo) {
    return this.queue(admin, 'repayment-transaction-gl-account', 'Ledger rebuild queued');
  }

  @Post('update-transaction-purchase-average/run')
  @HttpCode(202)
  @ApiOperation({ summary: 'Rebuild the reports projection (cost of sales at the average purchase cost) from the events (staff)' })
  async purchaseAverage(@CurrentAdmin() admin: CurrentAdminInfo) {
    return this.queue(admin, 'update-transaction-purchase-average', 'Costing rebuild queued');
  }

  @Post('inventory/yearly-script/run')
  @HttpCode(202)
  @ApiOperation({ summary: 'Rebuild the stock and inventory report projections from the events; `year` is optional (a replay covers every year) (staff)' })
  async yearlyInventory(@CurrentAdmin() admin: CurrentAdminInfo, @Body() body: YearlyInventoryDto) {
    return this.queue(admin, 'inventory-yearly', 'Inventory rebuild queued', body?.year);
  }

  private async queue(admin: CurrentAdminInfo, script: keyof typeof SCRIPT_PROJECTORS, message: string, year?: number) {
    const queue = requireQueue(this.jobs);
    const jobIds: string[] = [];
    for (const projector of SCRIPT_PROJECTORS[script]) {
      const payload: RebuildProjectionJob = { projector, requestedBy: `admin:${admin.adminId}:${script}${year !== undefined ? `:${year}` : ''}` };
      const job = await queue.add(JOBS.rebuildProjection, payload, { removeOnComplete: { age: 86_400 }, removeOnFail: { age: 604_800 } });
      jobIds.push(job.id!);
    }
    return { success: true, message, data: { jobId: jobIds[0]!, jobIds, projectors: [...SCRIPT_PROJECTORS[script]] } };
  }
}
