import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { OwnerConfirmationService } from '../../confirmation/owner-confirmation.js';
import { archiveWholeCatalogue, voidEveryTransaction } from '../../resets/reset-writes.js';
import { FactoryResetCommand, type FactoryResetOutcome } from './factory-reset.command.js';

/**
 * The transaction reset, then every product, service and contact archived: the business looks new,
 * its settings, team and plan stay, and the history stays for the audit trail (restore brings a
 * record back from the archives).
 */
@CommandHandler(FactoryResetCommand)
export class FactoryResetHandler implements ICommandHandler<FactoryResetCommand, FactoryResetOutcome> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly owner: OwnerConfirmationService,
  ) {}

  async execute(command: FactoryResetCommand): Promise<FactoryResetOutcome> {
    const { actor, metadata } = command;
    await this.owner.confirm(actor, command.confirmation, metadata.ip ?? '');
    const businessId = actor.businessId!;
    const transactions = await voidEveryTransaction(this.executor, this.runtime.pool, businessId, metadata);
    const catalogue = await archiveWholeCatalogue(this.executor, businessId, command.idempotencyKey ?? randomUUID(), metadata);
    return { ...transactions, ...catalogue, position: catalogue.position ?? transactions.position };
  }
}
