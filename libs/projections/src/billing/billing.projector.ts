import type { SubscriptionPaymentReceivedData, SubscriptionPaymentRefundedData } from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * The subscription's card payments (payment history) and the card on file: each verified payment
 * is a row; a payment made with a card makes it the business's card (the newest one wins).
 */
export const billingProjector = defineProjector({
  name: 'billing',
  version: 1,
  tables: ['subscription_payments', 'business_cards'],
  handlers: {
    async SubscriptionPaymentReceived(event, ctx) {
      const data = event.data as SubscriptionPaymentReceivedData;
      const businessId = businessIdOfStream(event.stream);
      await ctx.execute(
        ctx.table('subscription_payments').insert({
          business_id: businessId,
          reference: data.reference,
          purpose: data.purpose,
          plan_id: data.planId,
          period: data.period,
          extra_users: data.extraUsers,
          amount: data.amount,
          currency: data.currency,
          paid_at: data.paidAt,
          card_brand: data.card?.brand ?? null,
          card_last4: data.card?.last4 ?? null,
          position: event.position.toString(),
        }),
      );
      if (!data.card) return;
      await ctx.execute(
        ctx
          .table('business_cards')
          .insert({
            business_id: businessId,
            brand: data.card.brand,
            last4: data.card.last4,
            exp_month: data.card.expMonth,
            exp_year: data.card.expYear,
            bank: data.card.bank,
            reusable: data.card.reusable,
            authorization_code: data.card.authorizationCode,
            reference: data.reference,
            saved_at: data.paidAt,
          })
          .onConflict('business_id')
          .merge(),
      );
    },
    async SubscriptionPaymentRefunded(event, ctx) {
      const data = event.data as SubscriptionPaymentRefundedData;
      await ctx.execute(
        ctx
          .table('subscription_payments')
          .where({ business_id: businessIdOfStream(event.stream), reference: data.reference })
          .update({ refunded: true }),
      );
    },
  },
});
