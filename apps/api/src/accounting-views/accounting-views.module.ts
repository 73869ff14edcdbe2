import { Module } from '@nestjs/common';
import { GetChartViewByTypeController } from './queries/get-chart-view/get-chart-view-by-type.controller.js';
import { GetChartViewController } from './queries/get-chart-view/get-chart-view.controller.js';
import { GetOwedStatsController } from './queries/get-owed-stats/get-owed-stats.controller.js';
import { ListDebtorsController } from './queries/list-owed/list-debtors.controller.js';
import { ListCreditorsController } from './queries/list-owed/list-creditors.controller.js';
import { GetChartViewHandler } from './queries/get-chart-view/get-chart-view.handler.js';
import { GetOwedStatsHandler } from './queries/get-owed-stats/get-owed-stats.handler.js';
import { ListOwedHandler } from './queries/list-owed/list-owed.handler.js';

/** The chart of accounts' pages and Debtors & Creditors. */
@Module({
  controllers: [GetChartViewByTypeController, GetChartViewController, GetOwedStatsController, ListDebtorsController, ListCreditorsController],
  providers: [GetChartViewHandler, GetOwedStatsHandler, ListOwedHandler],
})
export class AccountingViewsModule {}
