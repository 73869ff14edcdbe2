import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { AdjustStockDto } from './adjust-stock.dto.js';

export class AdjustStockCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: AdjustStockDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
