import { Module } from '@nestjs/common';
import { CardPaymentConfirmers } from './card-payment-confirmers.js';
import { CardPayments } from './card-payments.js';
import { CardWebhookController } from './card-webhook.controller.js';

/** The card-payment provider of the process and its one webhook, shared by invoice payments and billing. */
@Module({
  controllers: [CardWebhookController],
  providers: [CardPayments, CardPaymentConfirmers],
  exports: [CardPayments, CardPaymentConfirmers],
})
export class PaymentsModule {}
