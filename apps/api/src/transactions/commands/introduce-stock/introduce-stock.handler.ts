import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideIntroduceStock, productIdsOf } from '@ledgerline/ledger';
import { loadBusinessState, loadDocumentProducts } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../money-write.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import { IntroduceStockCommand } from './introduce-stock.command.js';

@CommandHandler(IntroduceStockCommand)
export class IntroduceStockHandler implements ICommandHandler<IntroduceStockCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: IntroduceStockCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
    return recordDocument(this.executor, command, { date: document.date, reference: command.requestedReference }, async (db, ids) =>
      decideIntroduceStock(
        { ...ids, ...document },
        await loadBusinessState(db, businessId),
        await loadDocumentProducts(db, businessId, productIdsOf(document.items)),
      ),
    );
  }
}
