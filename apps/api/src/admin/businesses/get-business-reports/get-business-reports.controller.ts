import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { businessToday } from '../../../common/calendar/business-today.js';
import { reportPeriod } from '../../../dashboard/periods.js';
import { GetExpenseReportQuery } from '../../../dashboard/queries/get-expense-report/get-expense-report.query.js';
import { GetInventoryReportQuery } from '../../../dashboard/queries/get-inventory-report/get-inventory-report.query.js';
import { GetSalesReportQuery } from '../../../dashboard/queries/get-sales-report/get-sales-report.query.js';
import { profitAndLossOf } from '../../../reports/http/profit-and-loss-params.js';
import { balanceSheetReport } from '../../../reports/queries/get-balance-sheet/balance-sheet-sections.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { businessInScope } from '../views/business-scope.js';
import { AdminReportQueryDto } from './admin-report-query.dto.js';

/**
 * A business's reports for the provider: the very functions and queries the owner's report calls
 * use, so the figures are the owner's. `startDate`–`endDate` default as the owner's do (the 1st of
 * this month to today; the balance sheet: as at endDate, profit from 1 January).
 */
@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('api/v1/admin/businesses/:id')
export class GetBusinessReportsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly queries: QueryBus,
  ) {}

  private async business(admin: CurrentAdminInfo, id: string): Promise<string> {
    return (await businessInScope(this.runtime.pool, admin, id)).businessId;
  }

  @Get('pnl-report')
  @ApiOperation({ summary: 'Profit and loss of startDate–endDate, as GET /reports/profit-and-loss/custom gives the owner' })
  async profitAndLoss(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminReportQueryDto) {
    const businessId = await this.business(admin, id);
    const period = reportPeriod(query, businessToday());
    return { success: true, data: await profitAndLossOf(this.runtime.pool, businessId, 'custom', { startDate1: period.from, endDate1: period.to }) };
  }

  @Get('sales-report')
  @ApiOperation({ summary: 'The sales report of startDate–endDate, as POST /reports/sales gives the owner' })
  async sales(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminReportQueryDto) {
    const businessId = await this.business(admin, id);
    return { success: true, data: await this.queries.execute(new GetSalesReportQuery(businessId, reportPeriod(query, businessToday()))) };
  }

  @Get('balance-sheet-report')
  @ApiOperation({ summary: 'The balance sheet as at endDate (profit from startDate, default 1 January), as the owner’s balance-sheet calls give it' })
  async balanceSheet(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminReportQueryDto) {
    const businessId = await this.business(admin, id);
    return { success: true, data: await balanceSheetReport(this.runtime.pool, businessId, { startDate1: query.startDate, endDate1: query.endDate }) };
  }

  @Get('inventory-report')
  @ApiOperation({ summary: 'The inventory report of startDate–endDate, as POST /reports/inventory gives the owner' })
  async inventory(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminReportQueryDto) {
    const businessId = await this.business(admin, id);
    return { success: true, data: await this.queries.execute(new GetInventoryReportQuery(businessId, reportPeriod(query, businessToday()))) };
  }

  @Get('expense-report')
  @ApiOperation({ summary: 'The expense report of startDate–endDate, as POST /reports/expense gives the owner' })
  async expense(@CurrentAdmin() admin: CurrentAdminInfo, @Param('id') id: string, @Query() query: AdminReportQueryDto) {
    const businessId = await this.business(admin, id);
    return { success: true, data: await this.queries.execute(new GetExpenseReportQuery(businessId, reportPeriod(query, businessToday()), undefined)) };
  }
}
