import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideAdjustStock } from '@ledgerline/ledger';
import { loadBusinessState, loadDocumentProducts } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { AdjustStockCommand } from './adjust-stock.command.js';

/** The product's stock is read inside the append, so the cost taken out is the average the books hold at that moment. */
@CommandHandler(AdjustStockCommand)
export class AdjustStockHandler implements ICommandHandler<AdjustStockCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: AdjustStockCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
    return recordDocument(this.executor, command, { date: document.date, reference: command.requestedReference }, async (db, ids) =>
      decideAdjustStock({ ...ids, ...document }, await loadBusinessState(db, businessId), await loadDocumentProducts(db, businessId, [document.product])),
    );
  }
}
