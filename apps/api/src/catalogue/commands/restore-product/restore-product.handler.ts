import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRestoreProduct } from '@ledgerline/ledger';
import { findProduct } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendArchiveDecision, type ArchiveOutcome } from '../../archiving/append-archive-decision.js';
import { RestoreProductCommand } from './restore-product.command.js';

@CommandHandler(RestoreProductCommand)
export class RestoreProductHandler implements ICommandHandler<RestoreProductCommand, ArchiveOutcome> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RestoreProductCommand): Promise<ArchiveOutcome> {
    const { businessId, productId } = command;
    return appendArchiveDecision(this.executor, businessId, command.idempotency, command.metadata, async (db) => {
      const row = await findProduct(db, businessId, productId);
      return decideRestoreProduct(productId, row && { archived: row.archivedAt !== null });
    });
  }
}
