import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { TransferFundsDto } from './transfer-funds.dto.js';

export class TransferFundsCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: TransferFundsDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
