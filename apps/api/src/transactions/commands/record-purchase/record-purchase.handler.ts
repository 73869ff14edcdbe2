import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordPurchase, PERMISSION, type PurchaseRecordedData } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../money-write.js';
import { loadDocumentContext, requireCreditPermission } from '../../trade-document.context.js';
import { RecordPurchaseCommand, type RecordedPurchase } from './record-purchase.command.js';

@CommandHandler(RecordPurchaseCommand)
export class RecordPurchaseHandler implements ICommandHandler<RecordPurchaseCommand, RecordedPurchase> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: RecordPurchaseCommand): Promise<RecordedPurchase> {
    const { businessId, document } = command;
    requireCreditPermission(document, command.actor, PERMISSION.CREDIT_PURCHASE);
    return recordDocument(
      this.executor,
      command,
      { date: document.date, reference: command.requestedReference },
      async (db, ids) => decideRecordPurchase({ ...document, ...ids }, await loadDocumentContext(db, businessId, document)),
      (recorded, data) => ({ ...recorded, total: (data as PurchaseRecordedData).total }),
    );
  }
}
