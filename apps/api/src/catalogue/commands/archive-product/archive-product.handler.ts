import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideArchiveProduct } from '@ledgerline/ledger';
import { findProduct } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendArchiveDecision, type ArchiveOutcome } from '../../archiving/append-archive-decision.js';
import { ArchiveProductCommand } from './archive-product.command.js';

@CommandHandler(ArchiveProductCommand)
export class ArchiveProductHandler implements ICommandHandler<ArchiveProductCommand, ArchiveOutcome> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ArchiveProductCommand): Promise<ArchiveOutcome> {
    const { businessId, productId } = command;
    return appendArchiveDecision(this.executor, businessId, command.idempotency, command.metadata, async (db) => {
      const row = await findProduct(db, businessId, productId);
      return decideArchiveProduct(productId, row && { archived: row.archivedAt !== null });
    });
  }
}
