import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideArchiveProduct } from '@ledgerline/ledger';
import { findProduct, listVariants } from '@ledgerline/projections';
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
      const events = decideArchiveProduct(productId, row && { archived: row.archivedAt !== null });
      // The variants follow their parent: those not archived yet are archived in the same append.
      const variants = (await listVariants(db, businessId, productId)).filter((variant) => variant.archivedAt === null);
      return [...events, ...variants.flatMap((variant) => decideArchiveProduct(variant.productId, { archived: variant.archivedAt !== null }))];
    });
  }
}
