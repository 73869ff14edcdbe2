import { Module } from '@nestjs/common';
import { ApplyPrepaymentHandler } from './commands/apply-prepayment/apply-prepayment.handler.js';
import { AdjustStockHandler } from './commands/adjust-stock/adjust-stock.handler.js';
import { IntroduceStockHandler } from './commands/introduce-stock/introduce-stock.handler.js';
import { RecordExpenseHandler } from './commands/record-expense/record-expense.handler.js';
import { RecordMoneyOutHandler } from './commands/record-money-out/record-money-out.handler.js';
import { RecordPaymentHandler } from './commands/record-payment/record-payment.handler.js';
import { TransferFundsHandler } from './commands/transfer-funds/transfer-funds.handler.js';
import { RecordTransactionController } from './commands/record-transaction/record-transaction.controller.js';
import { RecordMoneyOutController } from './commands/record-money-out/record-money-out.controller.js';
import { AdjustStockController } from './commands/adjust-stock/adjust-stock.controller.js';
import { TransferFundsController } from './commands/transfer-funds/transfer-funds.controller.js';
import { RecordPaymentController } from './commands/record-payment/record-payment.controller.js';
import { RecordExpenseController } from './commands/record-expense/record-expense.controller.js';
import { ApplyPrepaymentController } from './commands/apply-prepayment/apply-prepayment.controller.js';

/** Money out, transfers, payments on credit documents, expenses, prepayments, stock introduced and the generic POST /transactions. */
@Module({
  controllers: [
    RecordTransactionController,
    RecordMoneyOutController,
    AdjustStockController,
    TransferFundsController,
    RecordPaymentController,
    RecordExpenseController,
    ApplyPrepaymentController,
  ],
  providers: [
    RecordMoneyOutHandler,
    TransferFundsHandler,
    RecordPaymentHandler,
    RecordExpenseHandler,
    ApplyPrepaymentHandler,
    IntroduceStockHandler,
    AdjustStockHandler,
  ],
})
export class MoneyModule {}
