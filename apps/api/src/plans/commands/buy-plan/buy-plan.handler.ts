import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  FREE_PLAN_ID,
  decideChangePlan,
  evolveSubscriptionAll,
  parseBillingPeriod,
  parsePlan,
  parsePlanCurrency,
  planStatus,
  requireExtraUsers,
  subscriptionPrice,
  type SubscriptionState,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, loadSubscriptionState } from '@ledgerline/projections';
import type { RequestActor } from '../../../common/access/actor.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import { awaitingPayment, type PlanPurchase } from '../../billing/plan-purchase.js';
import { SubscriptionPayments } from '../../billing/subscription-payments.js';
import { planHolderOf } from '../../plan-holder.js';

export interface BuyPlanInput {
  plan: unknown;
  period?: unknown;
  currency?: unknown;
  extraUsers?: unknown;
  reference?: string;
}

/**
 * A plan chosen on the plans page, on the plan holder's stream. Micro costs nothing: PlanChanged
 * at once. A paid plan begins a card payment for `subscriptionPrice`; nothing is recorded until
 * the payment is verified (POST /payment/verify, or the provider's webhook).
 */
@Injectable()
export class BuyPlanHandler {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly payments: SubscriptionPayments,
  ) {}

  async execute(businessId: string, actor: RequestActor, input: BuyPlanInput, meta: RequestMetadata): Promise<PlanPurchase> {
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const planId = parsePlan(input.plan);
    const currency = parsePlanCurrency(input.currency);
    if (planId === FREE_PLAN_ID) {
      requireExtraUsers(input.extraUsers, planId);
      return { authorization_url: null, reference: null, amount: '0', currency, plan: await this.changeToMicro(holder, meta) };
    }
    const period = parseBillingPeriod(input.period);
    const extraUsers = requireExtraUsers(input.extraUsers, planId);
    const started = await this.payments.begin(
      { purpose: 'plan', businessId: holder, plan: planId, period, currency, extraUsers },
      subscriptionPrice(planId, period, currency, extraUsers),
      actor.email,
      input.reference,
    );
    return awaitingPayment(started);
  }

  private async changeToMicro(holder: string, meta: RequestMetadata) {
    const now = new Date().toISOString();
    let after: SubscriptionState | undefined;
    await this.executor.execute({
      stream: businessStream(holder),
      fingerprint: randomBytes(8).toString('hex'),
      metadata: { businessId: holder, userId: meta.userId, correlationId: meta.correlationId, ip: meta.ip, commandId: randomUUID(), occurredAt: now },
      async decide(db) {
        const state = await loadSubscriptionState(db, holder);
        const events = decideChangePlan({ plan: FREE_PLAN_ID, now }, state);
        after = evolveSubscriptionAll(events, state);
        return toNewEvents(events);
      },
    });
    return planStatus(after ?? (await loadSubscriptionState(this.runtime.pool, holder)), now);
  }
}
