import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { RecordMoneyOutDto } from './record-money-out.dto.js';

export class RecordMoneyOutCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: RecordMoneyOutDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
