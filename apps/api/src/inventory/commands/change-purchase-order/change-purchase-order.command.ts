import { Command } from '@nestjs/cqrs';
import type { ReceiptPurchase } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedPurchaseOrder } from '../../purchase-orders/record-purchase-order.js';

export type PurchaseOrderChange =
  | { status: 'sent' | 'cancelled'; reason?: string }
  | {
      status: 'received';
      /** `[{ product, quantity }]`; all that is outstanding when absent. */
      lines?: unknown;
      /** The purchase's own fields, without its id and reference (made inside the append). */
      purchase: Omit<ReceiptPurchase, 'transactionId' | 'reference'>;
      reference?: string;
    };

export class ChangePurchaseOrderCommand extends Command<RecordedPurchaseOrder> {
  constructor(
    readonly businessId: string,
    readonly orderId: string,
    readonly change: PurchaseOrderChange,
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
