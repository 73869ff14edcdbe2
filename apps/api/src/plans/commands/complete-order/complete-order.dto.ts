import { BillingCurrency, OptionalPaymentReference } from '../../billing/billing-dto.js';

/** Pays for the plan chosen at sign-up (or whose trial ran out): the plan and period are the order's. */
export class CompleteOrderDto {
  @BillingCurrency()
  currency?: string;

  @OptionalPaymentReference()
  reference?: string;
}
