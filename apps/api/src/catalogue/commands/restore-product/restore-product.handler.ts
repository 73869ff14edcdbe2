import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRestoreProduct } from '@ledgerline/ledger';
import { findProduct, listVariants } from '@ledgerline/projections';
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
      const events = decideRestoreProduct(productId, row && { archived: row.archivedAt !== null });
      // The variants follow their parent: those not restored yet are restored in the same append.
      const variants = (await listVariants(db, businessId, productId)).filter((variant) => variant.archivedAt !== null);
      return [...events, ...variants.flatMap((variant) => decideRestoreProduct(variant.productId, { archived: variant.archivedAt !== null }))];
    });
  }
}
