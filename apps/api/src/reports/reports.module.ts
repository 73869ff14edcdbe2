import { Module } from '@nestjs/common';
import { GetCurrentAssetsController } from './queries/get-balance-sheet/get-current-assets.controller.js';
import { GetLiabilitiesController } from './queries/get-balance-sheet/get-liabilities.controller.js';
import { GetEquityController } from './queries/get-balance-sheet/get-equity.controller.js';
import { SendProfitAndLossHandler } from './commands/send-profit-and-loss/send-profit-and-loss.handler.js';
import { GetProfitAndLossController } from './queries/get-profit-and-loss/get-profit-and-loss.controller.js';
import { GetProfitAndLossPdfController } from './queries/get-profit-and-loss/get-profit-and-loss-pdf.controller.js';
import { SendProfitAndLossController } from './commands/send-profit-and-loss/send-profit-and-loss.controller.js';
import { GetProfitSummaryHandler } from './queries/get-profit-summary/get-profit-summary.handler.js';
import { GetProfitSummaryController } from './queries/get-profit-summary/get-profit-summary.controller.js';
import { GetTrialBalanceController } from './queries/get-trial-balance/get-trial-balance.controller.js';
import { GetCashFlowController } from './queries/get-cash-flow/get-cash-flow.controller.js';
import { GetCashFlowPdfController } from './queries/get-cash-flow/get-cash-flow-pdf.controller.js';

/** Reports: trial balance, profit and loss (PDF, e-mail), balance sheet, profit summary (docs/reports.md). */
@Module({
  controllers: [
    GetProfitSummaryController,
    GetTrialBalanceController,
    GetCashFlowController,
    GetCashFlowPdfController,
    GetProfitAndLossController,
    GetProfitAndLossPdfController,
    SendProfitAndLossController,
    GetCurrentAssetsController,
    GetLiabilitiesController,
    GetEquityController,
  ],
  providers: [GetProfitSummaryHandler, SendProfitAndLossHandler],
})
export class ReportsModule {}
