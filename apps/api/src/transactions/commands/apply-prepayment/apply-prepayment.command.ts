import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ApplyPrepaymentDto } from './apply-prepayment.dto.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';

export class ApplyPrepaymentCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    /** The prepayment's id or reference. */
    readonly prepayment: string,
    readonly document: ApplyPrepaymentDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
