import { Module } from '@nestjs/common';
import { AccountingViewsController } from './accounting-views.controller.js';
import { PayablesReceivablesController } from './payables-receivables.controller.js';
import { GetChartViewHandler } from './queries/get-chart-view/get-chart-view.handler.js';
import { GetOwedStatsHandler } from './queries/get-owed-stats/get-owed-stats.handler.js';
import { ListOwedHandler } from './queries/list-owed/list-owed.handler.js';

/** The chart of accounts' pages and Debtors & Creditors. */
@Module({
  controllers: [AccountingViewsController, PayablesReceivablesController],
  providers: [GetChartViewHandler, GetOwedStatsHandler, ListOwedHandler],
})
export class AccountingViewsModule {}
