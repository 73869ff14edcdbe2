import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedStockTransfer } from '../../stock-transfers/record-stock-transfer.js';

export class ChangeStockTransferStatusCommand extends Command<RecordedStockTransfer> {
  constructor(
    readonly businessId: string,
    readonly userId: string,
    readonly transferId: string,
    readonly status: 'sent' | 'cancelled',
    readonly reason: string | undefined,
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
