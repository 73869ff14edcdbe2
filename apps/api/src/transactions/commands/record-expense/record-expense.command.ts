import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';
import type { RecordExpenseDto } from './record-expense.dto.js';

export class RecordExpenseCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    readonly document: RecordExpenseDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
