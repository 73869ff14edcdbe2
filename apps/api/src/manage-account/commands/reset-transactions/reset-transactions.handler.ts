import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { OwnerConfirmationService } from '../../confirmation/owner-confirmation.js';
import { voidEveryTransaction, type TransactionResetOutcome } from '../../resets/reset-writes.js';
import { ResetTransactionsCommand } from './reset-transactions.command.js';

/** The owner, with their password, voids every posted transaction: the books start again from zero, the history stays. */
@CommandHandler(ResetTransactionsCommand)
export class ResetTransactionsHandler implements ICommandHandler<ResetTransactionsCommand, TransactionResetOutcome> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly owner: OwnerConfirmationService,
  ) {}

  async execute(command: ResetTransactionsCommand): Promise<TransactionResetOutcome> {
    await this.owner.confirm(command.actor, command.confirmation, command.metadata.ip ?? '');
    return voidEveryTransaction(this.executor, this.runtime.pool, command.actor.businessId!, command.metadata);
  }
}
