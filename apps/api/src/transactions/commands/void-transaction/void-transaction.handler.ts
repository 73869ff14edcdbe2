import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ASSET_POSTING_EVENTS, decideVoidTransaction, type TransactionVoidedData } from '@ledgerline/ledger';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { loadOriginal, stockOnHandFor } from '../load-original.js';
import { VoidTransactionCommand } from './void-transaction.command.js';
import { type CorrectedTransaction } from '../../documents/recorded-transaction.js';

@CommandHandler(VoidTransactionCommand)
export class VoidTransactionHandler implements ICommandHandler<VoidTransactionCommand, CorrectedTransaction> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: VoidTransactionCommand): Promise<CorrectedTransaction> {
    const { businessId } = command;
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
        if (command.variant === 'sale' && original.eventType !== 'SaleRecorded') {
          throw new AppError(400, 'NOT_A_SALE', 'This transaction is not a sale', [{ field: 'id', message: 'id must be the id or reference of a sale' }]);
        }
        if (command.variant === 'payment' && original.eventType !== 'PaymentRecorded') {
          throw new AppError(400, 'NOT_A_PAYMENT', 'This transaction is not a payment on a credit document', [
            { field: 'id', message: 'id must be the id or reference of a payment' },
          ]);
        }
        // An asset's book (units, cost, depreciation) moves with these events; a plain reversal of their lines would leave it wrong.
        if (ASSET_POSTING_EVENTS.includes(original.eventType as (typeof ASSET_POSTING_EVENTS)[number])) {
          throw new AppError(400, 'TRANSACTION_NOT_VOIDABLE', 'Asset purchases, sales and depreciation cannot be voided', [
            { field: 'id', message: 'id is an asset purchase, sale or depreciation, which cannot be voided' },
          ]);
        }
        const state = await loadBusinessState(db, businessId);
        // Only what the void takes out of stock (a purchase's goods) needs to be there.
        const takenOut = (original.stock ?? []).filter((movement) => !movement.quantity.startsWith('-')).map((movement) => movement.productId);
        const stockOnHand = await stockOnHandFor(db, businessId, takenOut, original.productNames);
        return toNewEvents([
          decideVoidTransaction({
            original,
            reason: command.reason,
            stockOnHand,
            allowNegativeStock: state.exists ? state.settings.allowZeroStockLevel : false,
          }),
        ]);
      },
    });
    const voided = outcome.events[0].data as TransactionVoidedData;
    return { id: voided.transactionId, reference: voided.reference, position: outcome.position.toString() };
  }
}
