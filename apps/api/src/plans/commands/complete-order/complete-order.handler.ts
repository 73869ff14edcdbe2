import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_BILLING_PERIOD,
  parsePlanCurrency,
  subscriptionPhase,
  subscriptionPrice,
  type BillingPeriod,
  type PlanId,
  type SubscriptionState,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadSubscriptionState } from '@ledgerline/projections';
import type { RequestActor } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { awaitingPayment, type PlanPurchase } from '../../billing/plan-purchase.js';
import { SubscriptionPayments } from '../../billing/subscription-payments.js';
import { planHolderOf } from '../../plan-holder.js';

/**
 * The order awaiting payment (the CompleteOrder page): a paid plan chosen at sign-up and not
 * ordered, or a plan whose free trial ran out (before or after the expiry job moved it to Micro;
 * after it, the last plan tried, monthly, if nothing was ever paid).
 */
export function orderToComplete(state: SubscriptionState, now: string): { planId: PlanId; period: BillingPeriod } | undefined {
  if (!state.exists) return undefined;
  const phase = subscriptionPhase(state, now);
  if (state.kind === 'pending' || (state.kind === 'trial' && phase === 'lapsed')) {
    return { planId: state.planId, period: state.period ?? DEFAULT_BILLING_PERIOD };
  }
  const lastTrial = state.trialsUsed.at(-1);
  if (state.kind === 'free' && state.lapsed && !state.everPaid && lastTrial !== undefined) return { planId: lastTrial, period: DEFAULT_BILLING_PERIOD };
  return undefined;
}

@Injectable()
export class CompleteOrderHandler {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly payments: SubscriptionPayments,
  ) {}

  async execute(businessId: string, actor: RequestActor, input: { currency?: unknown; reference?: string }): Promise<PlanPurchase> {
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const currency = parsePlanCurrency(input.currency);
    const order = orderToComplete(await loadSubscriptionState(this.runtime.pool, holder), new Date().toISOString());
    if (!order) throw new AppError(409, 'NO_ORDER_TO_COMPLETE', 'There is no plan order awaiting payment: choose a plan on the plans page');
    const started = await this.payments.begin(
      { purpose: 'complete-order', businessId: holder, plan: order.planId, period: order.period, currency, extraUsers: 0 },
      subscriptionPrice(order.planId, order.period, currency),
      actor.email,
      input.reference,
    );
    return awaitingPayment(started);
  }
}
