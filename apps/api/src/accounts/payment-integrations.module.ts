import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { ConnectPaystackController } from './commands/connect-paystack/connect-paystack.controller.js';
import { CreatePaystackSubaccountController } from './commands/create-paystack-subaccount/create-paystack-subaccount.controller.js';
import { DisconnectPaystackController } from './commands/disconnect-paystack/disconnect-paystack.controller.js';
import { PaystackIntegration } from './integrations/paystack-integration.js';
import { GetIntegrationsController } from './queries/get-integrations/get-integrations.controller.js';
import { ListPaystackBanksController } from './queries/list-paystack-banks/list-paystack-banks.controller.js';
import { ResolvePaystackAccountController } from './queries/resolve-paystack-account/resolve-paystack-account.controller.js';

/** The business's card-payment-provider integration (spec 002 §2): a subaccount its invoices' card payments settle into. */
@Module({
  imports: [PaymentsModule],
  controllers: [
    GetIntegrationsController,
    ListPaystackBanksController,
    ResolvePaystackAccountController,
    CreatePaystackSubaccountController,
    ConnectPaystackController,
    DisconnectPaystackController,
  ],
  providers: [PaystackIntegration],
  exports: [PaystackIntegration],
})
export class PaymentIntegrationsModule {}
