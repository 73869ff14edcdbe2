import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedStockTransfer } from '../../stock-transfers/record-stock-transfer.js';
import type { StockTransferContents } from '../../stock-transfers/transfer-parties.js';

export class CreateStockTransferCommand extends Command<RecordedStockTransfer> {
  constructor(
    readonly businessId: string,
    readonly userId: string,
    readonly contents: StockTransferContents,
    /** Sent now (the goods move), or kept as a draft. */
    readonly send: boolean,
    readonly reference: string | undefined,
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
