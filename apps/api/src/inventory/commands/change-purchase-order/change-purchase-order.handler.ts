import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideChangePurchaseOrderStatus, decideReceivePurchaseOrder, type PurchaseOrderReceivedData } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { assignReference } from '../../../transactions/references.js';
import { loadDocumentContext } from '../../../transactions/trade-document.context.js';
import { recordOnPurchaseOrder, type RecordedPurchaseOrder } from '../../purchase-orders/record-purchase-order.js';
import { ChangePurchaseOrderCommand } from './change-purchase-order.command.js';

/**
 * Sent, cancelled, or goods received: a receipt records the purchase of the received lines at the
 * order's prices and the receipt itself in one append, the order read under the stream lock.
 */
@CommandHandler(ChangePurchaseOrderCommand)
export class ChangePurchaseOrderHandler implements ICommandHandler<ChangePurchaseOrderCommand, RecordedPurchaseOrder> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ChangePurchaseOrderCommand): Promise<RecordedPurchaseOrder> {
    const { businessId, orderId, change } = command;
    let number = '';
    const outcome = await recordOnPurchaseOrder(
      this.executor,
      {
        businessId,
        orderId,
        date: change.status === 'received' ? change.purchase.date : undefined,
        idempotency: command.idempotency,
        metadata: command.metadata,
      },
      async (db, current) => {
        number = current?.number ?? '';
        if (change.status !== 'received') return decideChangePurchaseOrderStatus(orderId, change.status, current, change.reason);
        const purchaseId = randomUUID();
        const reference = await assignReference(db, businessId, change.reference);
        const items = current?.items.map((item) => ({ product: item.productId })) ?? [];
        const context = await loadDocumentContext(db, businessId, { items, entity: change.purchase.entity ?? current?.supplierId });
        return decideReceivePurchaseOrder(
          { orderId, lines: change.lines, purchase: { ...change.purchase, transactionId: purchaseId, reference } },
          current,
          context,
        );
      },
    );
    const last = outcome.events[outcome.events.length - 1];
    if (last.type === 'PurchaseOrderReceived') {
      const data = last.data as PurchaseOrderReceivedData;
      return { id: orderId, number, status: data.status, position: outcome.position.toString(), purchase: { id: data.purchaseId, reference: data.reference } };
    }
    return { id: orderId, number, status: (last.data as { status: string }).status, position: outcome.position.toString() };
  }
}
