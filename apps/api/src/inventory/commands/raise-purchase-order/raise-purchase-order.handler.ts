import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideRaisePurchaseOrder, type PurchaseOrderData } from '@ledgerline/ledger';
import { nextPurchaseOrderNumber } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { loadDocumentContext } from '../../../transactions/trade-document.context.js';
import { recordOnPurchaseOrder, type RecordedPurchaseOrder } from '../../purchase-orders/record-purchase-order.js';
import { RaisePurchaseOrderCommand } from './raise-purchase-order.command.js';

/** A new order: its number is taken inside the append, under the stream lock, so no two orders share one. */
@CommandHandler(RaisePurchaseOrderCommand)
export class RaisePurchaseOrderHandler implements ICommandHandler<RaisePurchaseOrderCommand, RecordedPurchaseOrder> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RaisePurchaseOrderCommand): Promise<RecordedPurchaseOrder> {
    const { businessId, contents } = command;
    const orderId = randomUUID();
    const outcome = await recordOnPurchaseOrder(
      this.executor,
      { businessId, date: contents.date, idempotency: command.idempotency, metadata: command.metadata },
      async (db) =>
        decideRaisePurchaseOrder(
          { ...contents, orderId, number: await nextPurchaseOrderNumber(db, businessId) },
          await loadDocumentContext(db, businessId, { items: contents.items, entity: contents.supplier }),
        ),
    );
    const data = outcome.events[0].data as PurchaseOrderData;
    return { id: data.orderId, number: data.number, status: data.status, position: outcome.position.toString() };
  }
}
