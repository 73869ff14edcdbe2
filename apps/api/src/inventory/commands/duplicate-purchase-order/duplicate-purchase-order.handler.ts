import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideRaisePurchaseOrder, type PurchaseOrderData } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findPurchaseOrder, nextPurchaseOrderNumber } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { loadDocumentContext } from '../../../transactions/trade-document.context.js';
import { recordOnPurchaseOrder, type RecordedPurchaseOrder } from '../../purchase-orders/record-purchase-order.js';
import { DuplicatePurchaseOrderCommand } from './duplicate-purchase-order.command.js';

/** A new draft order with another's supplier, lines, prices and note, under the next number. */
@CommandHandler(DuplicatePurchaseOrderCommand)
export class DuplicatePurchaseOrderHandler implements ICommandHandler<DuplicatePurchaseOrderCommand, RecordedPurchaseOrder> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  async execute(command: DuplicatePurchaseOrderCommand): Promise<RecordedPurchaseOrder> {
    const { businessId } = command;
    const original = await findPurchaseOrder(this.runtime.pool, businessId, command.orderId);
    if (!original) throw new AppError(404, 'PURCHASE_ORDER_NOT_FOUND', 'Purchase order not found');
    const items = original.items.map((item) => ({ product: item.productId, quantity: item.quantity, price: item.price }));
    const outcome = await recordOnPurchaseOrder(
      this.executor,
      { businessId, date: original.date, idempotency: command.idempotency, metadata: command.metadata },
      async (db) =>
        decideRaisePurchaseOrder(
          {
            orderId: randomUUID(),
            number: await nextPurchaseOrderNumber(db, businessId),
            date: original.date,
            expectedDate: original.expectedDate ?? undefined,
            supplier: original.supplierId ?? undefined,
            items,
            note: original.note ?? undefined,
            status: 'draft',
          },
          await loadDocumentContext(db, businessId, { items, entity: original.supplierId ?? undefined }),
        ),
    );
    const data = outcome.events[0].data as PurchaseOrderData;
    return { id: data.orderId, number: data.number, status: data.status, position: outcome.position.toString() };
  }
}
