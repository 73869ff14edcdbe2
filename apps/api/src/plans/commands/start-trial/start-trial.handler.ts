import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideStartTrial, evolveSubscriptionAll, planStatus, type SubscriptionState } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, loadSubscriptionState } from '@ledgerline/projections';
import { ConsistencyService } from '../../../common/consistency/consistency.service.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import { planHolderOf } from '../../plan-holder.js';
import { StartTrialCommand, type StartedTrial } from './start-trial.command.js';

/**
 * TrialStarted on the stream of the business that holds the plan (a sub-business's parent), as
 * `decideStartTrial` allows it: once per plan, never over a running paid period.
 */
@CommandHandler(StartTrialCommand)
export class StartTrialHandler implements ICommandHandler<StartTrialCommand, StartedTrial> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly consistency: ConsistencyService,
  ) {}

  async execute(command: StartTrialCommand): Promise<StartedTrial> {
    const holder = await planHolderOf(this.runtime.pool, command.businessId);
    const now = new Date().toISOString();
    let after: SubscriptionState | undefined;
    const outcome = await this.executor.execute({
      stream: businessStream(holder),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId: holder,
        userId: command.requestMetadata.userId,
        correlationId: command.requestMetadata.correlationId,
        ip: command.requestMetadata.ip,
        commandId: randomUUID(),
        occurredAt: now,
      },
      async decide(db) {
        const state = await loadSubscriptionState(db, holder);
        const events = decideStartTrial({ plan: command.input.plan, period: command.input.period, now }, state);
        after = evolveSubscriptionAll(events, state);
        return toNewEvents(events);
      },
    });
    // A replayed request did not decide: read the subscription as the read models have it.
    if (!after) {
      await this.consistency.waitFor(outcome.position);
      after = await loadSubscriptionState(this.runtime.pool, holder);
    }
    return { planStatus: planStatus(after, now), position: outcome.position.toString() };
  }
}
