import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { RecordPaymentDto } from './record-payment.dto.js';

export class RecordPaymentCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: RecordPaymentDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
