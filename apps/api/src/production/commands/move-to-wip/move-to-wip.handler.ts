import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideMoveToWip, requireBusiness, type RawMaterialsMovedToWipData } from '@ledgerline/ledger';
import { loadBusinessState, loadRawMaterialStock } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../../transactions/money-write.js';
import { idsOfLines } from '../../production-lines.js';
import { today } from '../../production-command.js';
import { MoveToWipCommand } from './move-to-wip.command.js';

@CommandHandler(MoveToWipCommand)
export class MoveToWipHandler implements ICommandHandler<MoveToWipCommand, { id: string; reference: string; amount: string; position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: MoveToWipCommand) {
    const { businessId, move } = command;
    const date = move.date ?? today();
    return recordDocument(
      this.executor,
      command,
      { date },
      // Raw material stock is read inside the append, under the stream lock.
      async (db, ids) =>
        decideMoveToWip(
          { transactionId: ids.transactionId, reference: ids.reference, date, items: move.items, description: move.description },
          requireBusiness(await loadBusinessState(db, businessId)),
          await loadRawMaterialStock(db, businessId, idsOfLines(move.items)),
        ),
      (recorded, data) => ({ ...recorded, amount: (data as RawMaterialsMovedToWipData).amount }),
    );
  }
}
