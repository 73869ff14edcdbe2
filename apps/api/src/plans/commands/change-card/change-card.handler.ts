import { Inject, Injectable } from '@nestjs/common';
import { CARD_CHECK_CHARGE, Decimal, parsePlanCurrency } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import type { RequestActor } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { SubscriptionPayments, type StartedCardPayment } from '../../billing/subscription-payments.js';
import { planHolderOf } from '../../plan-holder.js';

/**
 * A new card for the subscription: a ₦50 / $1 charge the owner authorizes on the provider's page.
 * On verification the card becomes the business's card and the charge is refunded.
 */
@Injectable()
export class ChangeCardHandler {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly payments: SubscriptionPayments,
  ) {}

  async execute(businessId: string, actor: RequestActor, input: { currency?: unknown }): Promise<StartedCardPayment> {
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const currency = parsePlanCurrency(input.currency);
    return this.payments.begin({ purpose: 'change-card', businessId: holder, currency }, new Decimal(CARD_CHECK_CHARGE[currency]), actor.email);
  }
}
