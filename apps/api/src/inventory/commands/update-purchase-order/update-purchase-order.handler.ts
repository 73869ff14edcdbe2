import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdatePurchaseOrder, type PurchaseOrderData } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { loadDocumentContext } from '../../../transactions/trade-document.context.js';
import { recordOnPurchaseOrder, type RecordedPurchaseOrder } from '../../purchase-orders/record-purchase-order.js';
import { UpdatePurchaseOrderCommand } from './update-purchase-order.command.js';

/** The order's contents replaced (PUT), while nothing has been received against it. */
@CommandHandler(UpdatePurchaseOrderCommand)
export class UpdatePurchaseOrderHandler implements ICommandHandler<UpdatePurchaseOrderCommand, RecordedPurchaseOrder> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdatePurchaseOrderCommand): Promise<RecordedPurchaseOrder> {
    const { businessId, orderId, contents } = command;
    const outcome = await recordOnPurchaseOrder(
      this.executor,
      { businessId, orderId, date: contents.date, idempotency: command.idempotency, metadata: command.metadata },
      async (db, current) =>
        decideUpdatePurchaseOrder(
          { ...contents, orderId, number: current?.number ?? '' },
          current,
          await loadDocumentContext(db, businessId, { items: contents.items, entity: contents.supplier }),
        ),
    );
    const data = outcome.events[0].data as PurchaseOrderData;
    return { id: orderId, number: data.number, status: data.status, position: outcome.position.toString() };
  }
}
