import { planById, type BillingPeriod, type BillingPurpose, type PlanCurrency, type PlanId } from '@ledgerline/ledger';
import type { SubscriptionPaymentRow } from '@ledgerline/projections';

/** One row of GET /payment/history. */
export interface PaymentHistoryRow {
  reference: string;
  paidAt: string;
  purpose: BillingPurpose;
  /** In words: 'Store plan, monthly', 'Store plan renewed, monthly', '2 additional users', 'Card verification'. */
  description: string;
  planId: PlanId | null;
  planName: string | null;
  period: BillingPeriod | null;
  extraUsers: number;
  /** Major units, a decimal string. */
  amount: string;
  currency: PlanCurrency;
  card: { brand: string; last4: string } | null;
  /** Given back through the provider (the card check's charge). */
  refunded: boolean;
}

function describe(row: SubscriptionPaymentRow): string {
  switch (row.purpose) {
    case 'plan':
    case 'complete-order': {
      const plan = row.planId ? `${planById(row.planId).shortName} plan` : 'Plan';
      const users = row.extraUsers > 0 ? ` with ${row.extraUsers} extra user${row.extraUsers === 1 ? '' : 's'}` : '';
      return `${plan}, ${row.period ?? 'monthly'}${users}`;
    }
    case 'renewal': {
      const plan = row.planId ? `${planById(row.planId).shortName} plan` : 'Plan';
      return `${plan} renewed, ${row.period ?? 'monthly'}`;
    }
    case 'additional-users':
      return `${row.extraUsers} additional user${row.extraUsers === 1 ? '' : 's'}`;
    case 'change-card':
      return 'Card verification';
  }
}

export const paymentHistoryRow = (row: SubscriptionPaymentRow): PaymentHistoryRow => ({
  reference: row.reference,
  paidAt: row.paidAt,
  purpose: row.purpose,
  description: describe(row),
  planId: row.planId,
  planName: row.planId ? planById(row.planId).name : null,
  period: row.period,
  extraUsers: row.extraUsers,
  amount: row.amount,
  currency: row.currency,
  card: row.card,
  refunded: row.refunded,
});
