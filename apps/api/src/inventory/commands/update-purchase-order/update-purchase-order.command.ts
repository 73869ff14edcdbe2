import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedPurchaseOrder } from '../../purchase-orders/record-purchase-order.js';
import type { PurchaseOrderContents } from '../../purchase-orders/purchase-order-contents.js';

export class UpdatePurchaseOrderCommand extends Command<RecordedPurchaseOrder> {
  constructor(
    readonly businessId: string,
    readonly orderId: string,
    readonly contents: PurchaseOrderContents,
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
