import { Module } from '@nestjs/common';
import { GetProfitSummaryHandler } from './queries/get-profit-summary/get-profit-summary.handler.js';
import { ReportsController } from './reports.controller.js';

/** Reports (the full set comes with the reports issue). */
@Module({
  controllers: [ReportsController],
  providers: [GetProfitSummaryHandler],
})
export class ReportsModule {}
