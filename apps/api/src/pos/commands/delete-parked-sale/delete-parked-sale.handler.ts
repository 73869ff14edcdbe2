import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideDeleteParkedSale } from '@ledgerline/ledger';
import { findParkedSale } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendPosCommand } from '../../pos-write.js';
import { DeleteParkedSaleCommand } from './delete-parked-sale.command.js';

@CommandHandler(DeleteParkedSaleCommand)
export class DeleteParkedSaleHandler implements ICommandHandler<DeleteParkedSaleCommand, { id: string; position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: DeleteParkedSaleCommand): Promise<{ id: string; position: string }> {
    const { businessId, parkedSaleId, actor } = command;
    const outcome = await appendPosCommand(this.executor, command, { reference: false }, async (db) => {
      const parked = await findParkedSale(db, businessId, parkedSaleId);
      return decideDeleteParkedSale({ parkedSaleId, userId: actor.userId, deletedAt: new Date().toISOString() }, parked ?? undefined);
    });
    return { id: parkedSaleId, position: outcome.position };
  }
}
