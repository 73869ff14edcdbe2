import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canonicalJson, sha256Hex } from '@ledgerline/event-store';
import {
  decideAddBankAccount,
  decideAssignTeamOwner,
  decideChangePlan,
  decideCreateBusiness,
  decideStartSubscription,
  decideUpdateBusinessProfile,
  evolveAll,
  evolveSubscriptionAll,
  initialSubscriptionState,
  initialTeamState,
} from '@ledgerline/ledger';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { loadParentWithinAllowance } from './business-allowance.js';
import { CreateBusinessCommand, type CreateBusinessResult } from './create-business.command.js';

/**
 * A new business on its own stream: BusinessCreated, TeamOwnerAssigned (its creator), the
 * subscription's first PlanChanged (not for a sub-business, which lives on its parent's plan),
 * then one BankAccountAdded per bank account. One append: the business never exists half made.
 * A sub-business is checked against its parent's plan in the same decision.
 */
@CommandHandler(CreateBusinessCommand)
export class CreateBusinessHandler implements ICommandHandler<CreateBusinessCommand, CreateBusinessResult> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateBusinessCommand): Promise<CreateBusinessResult> {
    const { input, request } = command;
    const businessId = input.businessId ?? randomUUID();
    const bankAccountIds = (input.bankAccounts ?? []).map(() => randomUUID());
    const now = new Date().toISOString();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: request?.idempotency?.key,
      fingerprint: request?.idempotency?.fingerprint ?? sha256Hex(canonicalJson({ businessId, input })),
      metadata: {
        businessId,
        userId: request?.metadata?.userId ?? input.owner.userId,
        correlationId: request?.metadata?.correlationId ?? command.correlationId,
        ip: request?.metadata?.ip,
        ...(request?.metadata?.adminId ? { adminId: request.metadata.adminId } : {}),
        commandId: randomUUID(),
        occurredAt: now,
      },
      async decide(db) {
        let state = await loadBusinessState(db, businessId);
        const parent = input.parentBusinessId ? await loadParentWithinAllowance(db, input.parentBusinessId, now) : undefined;
        const events: { type: string; data: unknown }[] = [
          ...decideCreateBusiness(
            { businessId, name: input.name, currency: input.currency, parentBusinessId: input.parentBusinessId, parent, typeOfBusiness: input.typeOfBusiness },
            state,
          ),
          ...decideAssignTeamOwner({ userId: input.owner.userId, email: input.owner.email, now }, initialTeamState),
        ];
        if (!input.parentBusinessId) {
          const started = decideStartSubscription(
            { businessId, plan: input.grantedPlan ? undefined : (input.plan ?? undefined), period: input.period ?? undefined, now },
            initialSubscriptionState,
          );
          events.push(...started);
          if (input.grantedPlan) {
            const { plan, period, reference } = input.grantedPlan;
            events.push(...decideChangePlan({ plan, period, paymentReference: reference, now }, evolveSubscriptionAll(started)));
          }
        }
        state = evolveAll(events, state);
        if (input.profile && Object.keys(input.profile).length > 0) {
          const profiled = decideUpdateBusinessProfile({ changes: input.profile }, state);
          events.push(...profiled);
          state = evolveAll(profiled, state);
        }
        (input.bankAccounts ?? []).forEach((account, index) => {
          const added = decideAddBankAccount({ bankAccountId: bankAccountIds[index], ...account }, state);
          events.push(...added);
          state = evolveAll(added, state);
        });
        return toNewEvents(events);
      },
    });
    return { businessId, bankAccountIds, position: outcome.position.toString() };
  }
}
