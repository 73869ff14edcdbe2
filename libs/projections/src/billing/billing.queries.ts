import type { BillingPeriod, BillingPurpose, PlanCurrency, PlanId } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

/** A card payment of the subscription, as the payment history lists it. */
export interface SubscriptionPaymentRow {
  reference: string;
  purpose: BillingPurpose;
  planId: PlanId | null;
  period: BillingPeriod | null;
  extraUsers: number;
  /** Major units, a decimal string. */
  amount: string;
  currency: PlanCurrency;
  paidAt: string;
  card: { brand: string; last4: string } | null;
  refunded: boolean;
}

/** The card on file. `authorizationCode` is for the server's own charges: never answer it. */
export interface StoredCard {
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string | null;
  reusable: boolean;
  authorizationCode: string | null;
  reference: string;
  /** The owner wants the plan renewed with this card (on unless turned off). */
  autoRenew: boolean;
}

interface PaymentDbRow {
  reference: string;
  purpose: BillingPurpose;
  plan_id: number | null;
  period: BillingPeriod | null;
  extra_users: number;
  amount: string;
  currency: PlanCurrency;
  paid_at: Date;
  card_brand: string | null;
  card_last4: string | null;
  refunded: boolean;
}

const paymentOf = (row: PaymentDbRow): SubscriptionPaymentRow => ({
  reference: row.reference,
  purpose: row.purpose,
  planId: row.plan_id as PlanId | null,
  period: row.period,
  extraUsers: row.extra_users,
  amount: row.amount,
  currency: row.currency,
  paidAt: row.paid_at.toISOString(),
  card: row.card_brand !== null && row.card_last4 !== null ? { brand: row.card_brand, last4: row.card_last4 } : null,
  refunded: row.refunded,
});

const PAYMENT_COLUMNS = [
  'reference',
  'purpose',
  'plan_id',
  'period',
  'extra_users',
  // NUMERIC keeps the event's scale: "50000.00" comes back as written.
  'amount',
  'currency',
  'paid_at',
  'card_brand',
  'card_last4',
  'refunded',
];

/** A page of the business's subscription payments, newest first, and how many there are. */
export async function listSubscriptionPayments(
  db: Queryable,
  businessId: string,
  page: { page: number; limit: number },
): Promise<{ rows: SubscriptionPaymentRow[]; total: number }> {
  const rows = await execute<PaymentDbRow>(
    db,
    sql
      .table('subscription_payments')
      .select(PAYMENT_COLUMNS)
      .where({ business_id: businessId })
      .orderBy('position', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
  );
  const [count] = await execute<{ total: string }>(db, sql.table('subscription_payments').count({ total: '*' }).where({ business_id: businessId }));
  return { rows: rows.map(paymentOf), total: Number(count?.total ?? 0) };
}

/** One recorded payment by the provider's reference; undefined when it is not recorded. */
export async function loadSubscriptionPayment(db: Queryable, businessId: string, reference: string): Promise<SubscriptionPaymentRow | undefined> {
  const [row] = await execute<PaymentDbRow>(db, sql.table('subscription_payments').select(PAYMENT_COLUMNS).where({ business_id: businessId, reference }));
  return row ? paymentOf(row) : undefined;
}

/** The business's card on file, if it has one. */
export async function loadBusinessCard(db: Queryable, businessId: string): Promise<StoredCard | undefined> {
  const [row] = await execute<{
    brand: string;
    last4: string;
    exp_month: string;
    exp_year: string;
    bank: string | null;
    reusable: boolean;
    authorization_code: string | null;
    reference: string;
    auto_renew: boolean;
  }>(db, sql.table('business_cards').select('*').where({ business_id: businessId }));
  return row
    ? {
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
        bank: row.bank,
        reusable: row.reusable,
        authorizationCode: row.authorization_code,
        reference: row.reference,
        autoRenew: row.auto_renew,
      }
    : undefined;
}

/** The last payment that bought or renewed a plan (its currency is the renewal's). */
export async function loadLastPlanPayment(db: Queryable, businessId: string): Promise<SubscriptionPaymentRow | undefined> {
  const [row] = await execute<PaymentDbRow>(
    db,
    sql
      .table('subscription_payments')
      .select(PAYMENT_COLUMNS)
      .where({ business_id: businessId })
      .whereIn('purpose', ['plan', 'complete-order', 'renewal'])
      .orderBy('position', 'desc')
      .limit(1),
  );
  return row ? paymentOf(row) : undefined;
}

/** The declined renewals of the period ending at `expiresAt`: how many, and the UTC days they were on (YYYY-MM-DD). */
export async function loadRenewalFailures(db: Queryable, businessId: string, expiresAt: string): Promise<{ days: string[] }> {
  const rows = await execute<{ day: string }>(
    db,
    sql
      .table('subscription_renewal_failures')
      .select(sql.raw(`to_char(day, 'YYYY-MM-DD') AS day`))
      .where({ business_id: businessId, expires_at: expiresAt })
      .orderBy('day'),
  );
  return { days: rows.map((row) => row.day) };
}

/**
 * The businesses a renewal may be due for at `now`: a paid plan ending by `until` (now + the renewal
 * window) and a reusable card with an authorization code and auto-renewal on. Each is decided
 * again (renewalDue) under its own stream lock.
 */
export async function listRenewalCandidates(db: Queryable, until: string): Promise<string[]> {
  const rows = await execute<{ business_id: string }>(
    db,
    sql
      .table('subscriptions as s')
      .join('business_cards as c', 'c.business_id', 's.business_id')
      .select('s.business_id')
      .whereRaw(`s.state->>'kind' = 'paid'`)
      .whereRaw(`(s.state->>'expiresAt')::timestamptz <= ?::timestamptz`, [until])
      .where({ 'c.reusable': true, 'c.auto_renew': true })
      .whereNotNull('c.authorization_code')
      .orderBy('s.business_id'),
  );
  return rows.map((row) => row.business_id);
}
