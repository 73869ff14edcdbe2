import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sha256Hex, canonicalJson } from '@ledgerline/event-store';
import { decideAddBankAccount, decideCreateBusiness, evolveAll } from '@ledgerline/ledger';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { CreateBusinessCommand, type CreateBusinessResult } from './create-business.command.js';

/** A new business: its own stream, opened by BusinessCreated, then one BankAccountAdded per bank account. */
@CommandHandler(CreateBusinessCommand)
export class CreateBusinessHandler implements ICommandHandler<CreateBusinessCommand, CreateBusinessResult> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateBusinessCommand): Promise<CreateBusinessResult> {
    const businessId = randomUUID();
    const bankAccountIds = command.bankAccounts.map(() => randomUUID());
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      fingerprint: sha256Hex(canonicalJson(command)),
      metadata: { businessId, userId: command.userId, commandId: randomUUID(), occurredAt: new Date().toISOString() },
      async decide(db) {
        let state = await loadBusinessState(db, businessId);
        const events = [...decideCreateBusiness({ businessId, name: command.name, currency: command.currency }, state)];
        state = evolveAll(events, state);
        command.bankAccounts.forEach((account, index) => {
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
