import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordSale, PERMISSION, type SaleRecordedData } from '@ledgerline/ledger';
import { businessStream } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { assignReference } from '../../references.js';
import { loadDocumentContext, requireCreditPermission, tradeDocumentCommand } from '../../trade-document.context.js';
import { RecordSaleCommand, type RecordedSale } from './record-sale.command.js';

@CommandHandler(RecordSaleCommand)
export class RecordSaleHandler implements ICommandHandler<RecordSaleCommand, RecordedSale> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RecordSaleCommand): Promise<RecordedSale> {
    const { businessId, document } = command;
    requireCreditPermission(document, command.actor, PERMISSION.CREDIT_SALES);
    const transactionId = randomUUID();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: command.requestMetadata.userId,
        correlationId: command.requestMetadata.correlationId,
        ip: command.requestMetadata.ip,
        commandId: transactionId,
        occurredAt: new Date().toISOString(),
        effectiveDate: document.date,
      },
      // Stock is read here, under the stream lock: two sales of the last unit never both pass.
      async decide(db) {
        const context = await loadDocumentContext(db, businessId, document);
        const reference = await assignReference(db, businessId, document.reference);
        return toNewEvents(decideRecordSale(tradeDocumentCommand(transactionId, reference, document), context));
      },
    });
    const recorded = outcome.events[0].data as SaleRecordedData;
    return { id: recorded.transactionId, reference: recorded.reference, position: outcome.position.toString(), total: recorded.total };
  }
}
