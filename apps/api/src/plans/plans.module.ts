import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { SubscriptionPayments } from './billing/subscription-payments.js';
import { BuyAdditionalUsersController } from './commands/buy-additional-users/buy-additional-users.controller.js';
import { BuyAdditionalUsersHandler } from './commands/buy-additional-users/buy-additional-users.handler.js';
import { BuyPlanController } from './commands/buy-plan/buy-plan.controller.js';
import { BuyPlanHandler } from './commands/buy-plan/buy-plan.handler.js';
import { ChangeCardController } from './commands/change-card/change-card.controller.js';
import { ChangeCardHandler } from './commands/change-card/change-card.handler.js';
import { CompleteOrderController } from './commands/complete-order/complete-order.controller.js';
import { CompleteOrderHandler } from './commands/complete-order/complete-order.handler.js';
import { SetAutoRenewalController } from './commands/set-auto-renewal/set-auto-renewal.controller.js';
import { SetAutoRenewalHandler } from './commands/set-auto-renewal/set-auto-renewal.handler.js';
import { StartTrialController } from './commands/start-trial/start-trial.controller.js';
import { StartTrialHandler } from './commands/start-trial/start-trial.handler.js';
import { VerifyPaymentController } from './commands/verify-payment/verify-payment.controller.js';
import { VerifyPaymentHandler } from './commands/verify-payment/verify-payment.handler.js';
import { GenerateTransactionIdController } from './queries/generate-transaction-id/generate-transaction-id.controller.js';
import { GetCardController } from './queries/get-card/get-card.controller.js';
import { GetPlanController } from './queries/get-plan/get-plan.controller.js';
import { GetPlanHandler } from './queries/get-plan/get-plan.handler.js';
import { ListPaymentHistoryController } from './queries/list-payment-history/list-payment-history.controller.js';
import { ListPlansController } from './queries/list-plans/list-plans.controller.js';

/** The business's plan: reads, trials, buying plans and extra users by card, the card on file; expiry runs in the worker. */
@Module({
  imports: [PaymentsModule],
  controllers: [
    GetPlanController,
    ListPlansController,
    StartTrialController,
    BuyPlanController,
    CompleteOrderController,
    BuyAdditionalUsersController,
    ChangeCardController,
    SetAutoRenewalController,
    VerifyPaymentController,
    GenerateTransactionIdController,
    ListPaymentHistoryController,
    GetCardController,
  ],
  providers: [
    GetPlanHandler,
    StartTrialHandler,
    SubscriptionPayments,
    BuyPlanHandler,
    CompleteOrderHandler,
    BuyAdditionalUsersHandler,
    ChangeCardHandler,
    SetAutoRenewalHandler,
    VerifyPaymentHandler,
  ],
})
export class PlansModule {}
