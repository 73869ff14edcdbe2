import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRecordMoneyIn, type MoneyInRecordedData } from '@ledgerline/ledger';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { contactCheck } from '../../money-write.js';
import { assignReference } from '../../references.js';
import { RecordMoneyInCommand } from './record-money-in.command.js';
import { type RecordedTransaction } from '../../documents/recorded-transaction.js';

@CommandHandler(RecordMoneyInCommand)
export class RecordMoneyInHandler implements ICommandHandler<RecordMoneyInCommand, RecordedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RecordMoneyInCommand): Promise<RecordedTransaction> {
    const { businessId, document } = command;
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
      async decide(db) {
        const state = await loadBusinessState(db, businessId);
        const reference = await assignReference(db, businessId, command.requestedReference);
        return toNewEvents(
          decideRecordMoneyIn({ transactionId, reference, ...document }, state, {
            contactExists: await contactCheck(db, businessId, document.entityId),
          }),
        );
      },
    });
    const recorded = outcome.events[0].data as MoneyInRecordedData;
    return { id: recorded.transactionId, reference: recorded.reference, position: outcome.position.toString() };
  }
}
