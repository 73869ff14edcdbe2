import { BillingCurrency } from '../../billing/billing-dto.js';

/** A new card, checked by a small charge that is refunded. */
export class ChangeCardDto {
  @BillingCurrency()
  currency?: string;
}
