import { Module } from '@nestjs/common';
import { BalanceSheetController } from './balance-sheet.controller.js';
import { SendProfitAndLossHandler } from './commands/send-profit-and-loss/send-profit-and-loss.handler.js';
import { ProfitAndLossController } from './profit-and-loss.controller.js';
import { GetBalanceSheetHandler } from './queries/get-balance-sheet/get-balance-sheet.handler.js';
import { GetProfitAndLossHandler } from './queries/get-profit-and-loss/get-profit-and-loss.handler.js';
import { GetProfitSummaryHandler } from './queries/get-profit-summary/get-profit-summary.handler.js';
import { GetTrialBalanceHandler } from './queries/get-trial-balance/get-trial-balance.handler.js';
import { ReportsController } from './reports.controller.js';
import { TrialBalanceController } from './trial-balance.controller.js';

/** Reports: trial balance, profit and loss (PDF, e-mail), balance sheet, profit summary (docs/reports.md). */
@Module({
  controllers: [ReportsController, TrialBalanceController, ProfitAndLossController, BalanceSheetController],
  providers: [GetProfitSummaryHandler, GetTrialBalanceHandler, GetProfitAndLossHandler, GetBalanceSheetHandler, SendProfitAndLossHandler],
})
export class ReportsModule {}
