import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RecordMoneyInDto } from './record-money-in.dto.js';
import { RecordedTransaction } from '../../documents/recorded-transaction.js';

export class RecordMoneyInCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: RecordMoneyInDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: { userId?: string; correlationId?: string; ip?: string },
  ) {
    super();
  }
}
