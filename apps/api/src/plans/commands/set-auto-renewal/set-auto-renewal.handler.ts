import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { decideAutoRenewal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, loadBusinessCard, loadSubscriptionState } from '@ledgerline/projections';
import type { RequestActor } from '../../../common/access/actor.js';
import { ConsistencyService } from '../../../common/consistency/consistency.service.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import { cardView, type CardView } from '../../billing/card-view.js';
import { planHolderOf } from '../../plan-holder.js';

export interface AutoRenewalSet {
  /** The card on file, with the setting as it now stands. */
  card: CardView;
  position: string;
}

/**
 * AutoRenewalChanged on the plan holder's stream: the worker's plan-renewal job charges the card
 * on file only while it is on (docs/billing.md "Auto-renewal"). Needs a card on file.
 */
@Injectable()
export class SetAutoRenewalHandler {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly consistency: ConsistencyService,
  ) {}

  async execute(businessId: string, actor: RequestActor, enabled: boolean): Promise<AutoRenewalSet> {
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const now = new Date().toISOString();
    const outcome = await this.executor.execute({
      stream: businessStream(holder),
      fingerprint: randomUUID(),
      metadata: { businessId: holder, userId: actor.userId, commandId: randomUUID(), occurredAt: now },
      async decide(db) {
        const card = await loadBusinessCard(db, holder);
        return toNewEvents(decideAutoRenewal({ enabled, now }, card ? card.autoRenew : null, await loadSubscriptionState(db, holder)));
      },
    });
    await this.consistency.waitFor(outcome.position);
    const card = await loadBusinessCard(this.runtime.pool, holder);
    return { card: cardView(card!), position: outcome.position.toString() };
  }
}
