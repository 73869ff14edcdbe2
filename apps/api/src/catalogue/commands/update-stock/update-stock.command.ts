import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../../transactions/documents/recorded-transaction.js';

/** The count: the handler turns it into the ledger's signed stock adjustment. */
export interface StockCount {
  product: string;
  /** The quantity now in stock, as counted. */
  counted: unknown;
  unitCost?: unknown;
  reason?: unknown;
  date: string;
}

export class UpdateStockCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly count: StockCount,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
