import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordSale, PERMISSION, type SaleRecordedData } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../money-write.js';
import { loadDocumentContext, requireCreditPermission } from '../../trade-document.context.js';
import { RecordSaleCommand, type RecordedSale } from './record-sale.command.js';

@CommandHandler(RecordSaleCommand)
export class RecordSaleHandler implements ICommandHandler<RecordSaleCommand, RecordedSale> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: RecordSaleCommand): Promise<RecordedSale> {
    const { businessId, document } = command;
    requireCreditPermission(document, command.actor, PERMISSION.CREDIT_SALES);
    return recordDocument(
      this.executor,
      command,
      { date: document.date, reference: command.requestedReference },
      // Stock is read inside the append, under the stream lock: two sales of the last unit never both pass.
      async (db, ids) => decideRecordSale({ ...document, ...ids }, await loadDocumentContext(db, businessId, document)),
      (recorded, data) => ({ ...recorded, total: (data as SaleRecordedData).total }),
    );
  }
}
