import type { PaymentIntegrationConnectedData } from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * The business's card-payment-provider integration: one row while a subaccount is connected,
 * none once it is disconnected. Rows depend on the events alone, so a rebuild reproduces them.
 */
export const paymentIntegrationsProjector = defineProjector({
  name: 'payment-integrations',
  version: 1,
  tables: ['payment_integrations'],
  handlers: {
    async PaymentIntegrationConnected(event, ctx) {
      const data = event.data as PaymentIntegrationConnectedData;
      await ctx.execute(
        ctx
          .table('payment_integrations')
          .insert({
            business_id: businessIdOfStream(event.stream),
            provider: data.provider,
            subaccount_code: data.subaccountCode,
            bank_code: data.bankCode,
            bank_name: data.bankName,
            account_number: data.accountNumber,
            account_name: data.accountName,
            connected_at: data.connectedAt,
            position: event.position.toString(),
          })
          .onConflict('business_id')
          .merge(),
      );
    },
    async PaymentIntegrationDisconnected(event, ctx) {
      await ctx.execute(
        ctx
          .table('payment_integrations')
          .where({ business_id: businessIdOfStream(event.stream) })
          .delete(),
      );
    },
  },
});
