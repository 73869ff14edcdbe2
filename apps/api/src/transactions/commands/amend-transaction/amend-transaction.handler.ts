import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertCorrectable, decideAmendTransaction, stockWithoutOriginal, type TransactionAmendedData } from '@ledgerline/ledger';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { createValidationPipe } from '../../../common/http/validation.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { loadOriginal, stockOnHandFor } from '../load-original.js';
import { AmendTransactionCommand } from './amend-transaction.command.js';
import { amendableDeciders, mergeBody } from '../../documents/amendable-deciders.js';
import type { CorrectedTransaction } from '../../documents/recorded-transaction.js';

const validation = createValidationPipe();

@CommandHandler(AmendTransactionCommand)
export class AmendTransactionHandler implements ICommandHandler<AmendTransactionCommand, CorrectedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: AmendTransactionCommand): Promise<CorrectedTransaction> {
    const { businessId, changes } = command;
    if (Object.keys(changes).length === 0) {
      throw AppError.validation([{ field: 'body', message: 'Send the fields to change' }], 'Send the fields to change');
    }
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: command.requestMetadata.userId,
        correlationId: command.requestMetadata.correlationId,
        ip: command.requestMetadata.ip,
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        const original = await loadOriginal(db, businessId, command.idOrReference);
        const amendable = amendableDeciders[original.eventType];
        if (!amendable) {
          throw new AppError(400, 'TRANSACTION_NOT_AMENDABLE', 'This kind of transaction cannot be edited: void it and record it again');
        }
        assertCorrectable(original, 'amend');
        const { reference, ...rest } = changes;
        if (reference !== undefined && reference !== original.reference) {
          throw AppError.validation([{ field: 'reference', message: 'reference cannot be changed' }]);
        }
        const merged = mergeBody(amendable, amendable.toBody(original.document), rest);
        const body = amendable.dto ? ((await validation.transform(merged, { type: 'body', metatype: amendable.dto })) as Record<string, unknown>) : merged;
        const corrected = await amendable.decide({
          db,
          businessId,
          actor: command.actor,
          transactionId: original.transactionId,
          reference: original.reference,
          body,
          withoutOriginal: (current) => stockWithoutOriginal(current, original.stock),
        });
        const state = await loadBusinessState(db, businessId);
        const products = [...new Set([...(original.stock ?? []), ...(corrected.data.stock ?? [])].map((movement) => movement.productId))];
        const stockOnHand = await stockOnHandFor(db, businessId, products, original.productNames);
        return toNewEvents([
          decideAmendTransaction(original, corrected, { stockOnHand, allowNegativeStock: state.exists ? state.settings.allowZeroStockLevel : false }),
        ]);
      },
    });
    const amended = outcome.events[0].data as TransactionAmendedData;
    return { id: amended.transactionId, reference: amended.reference, position: outcome.position.toString() };
  }
}
