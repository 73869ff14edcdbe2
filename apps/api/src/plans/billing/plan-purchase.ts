import type { PlanCurrency, PlanStatus } from '@ledgerline/ledger';
import type { StartedCardPayment } from './subscription-payments.js';

/**
 * The answer of POST /payment/plans and /payment/complete-order: a paid plan's card payment to
 * make (`authorization_url`), or, for the Micro plan, the plan as changed at once (`plan`).
 */
export interface PlanPurchase {
  /** The provider's checkout address; null when nothing is to be paid. */
  authorization_url: string | null;
  reference: string | null;
  /** Major units, a decimal string; "0" for the Micro plan. */
  amount: string;
  currency: PlanCurrency;
  /** The plan after the change when it was recorded at once (Micro); null while a payment is awaited. */
  plan: PlanStatus | null;
}

export const awaitingPayment = (started: StartedCardPayment): PlanPurchase => ({ ...started, plan: null });
