import type {
  AutoRenewalChangedData,
  SubscriptionPaymentReceivedData,
  SubscriptionPaymentRefundedData,
  SubscriptionRenewalFailedData,
} from '@ledgerline/ledger';
import { defineProjector } from '../engine/projector.js';
import { businessIdOfStream } from '../stream-names.js';

/**
 * The subscription's card payments (payment history) and the card on file: each verified payment
 * is a row; a payment made with a card makes it the business's card (the newest one wins, keeping
 * the owner's auto-renewal setting); each declined renewal is a row (business, expiry, day).
 */
export const billingProjector = defineProjector({
  name: 'billing',
  version: 2,
  tables: ['subscription_payments', 'business_cards', 'subscription_renewal_failures'],
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
    async AutoRenewalChanged(event, ctx) {
      const data = event.data as AutoRenewalChangedData;
      await ctx.execute(
        ctx
          .table('business_cards')
          .where({ business_id: businessIdOfStream(event.stream) })
          .update({ auto_renew: data.enabled }),
      );
    },
    async SubscriptionRenewalFailed(event, ctx) {
      const data = event.data as SubscriptionRenewalFailedData;
      await ctx.execute(
        ctx
          .table('subscription_renewal_failures')
          .insert({
            business_id: businessIdOfStream(event.stream),
            expires_at: data.expiresAt,
            day: data.day,
            reference: data.reference,
            reason: data.reason,
            failed_at: data.failedAt,
          })
          .onConflict(['business_id', 'expires_at', 'day'])
          .ignore(),
      );
    },
  },
});
