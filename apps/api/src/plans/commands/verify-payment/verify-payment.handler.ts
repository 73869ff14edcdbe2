import { Inject, Injectable } from '@nestjs/common';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../../runtime.token.js';
import { SubscriptionPayments, type BillingPaymentOutcome } from '../../billing/subscription-payments.js';
import { planHolderOf } from '../../plan-holder.js';

/** The callback page's confirmation: only a payment of the session's plan holder (else 404, as for an unknown one). */
@Injectable()
export class VerifyPaymentHandler {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly payments: SubscriptionPayments,
  ) {}

  async execute(businessId: string, reference: string): Promise<BillingPaymentOutcome> {
    return this.payments.confirm(reference, await planHolderOf(this.runtime.pool, businessId));
  }
}
