import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { RecordedTransaction } from '../../documents/recorded-transaction.js';

export class RecordTransactionCommand extends Command<RecordedTransaction> {
  constructor(
    readonly businessId: string,
    /** The whole body, not yet validated: its `type` picks the DTO it is validated against. */
    readonly body: Record<string, unknown>,
    readonly actor: Pick<RequestActor, 'role' | 'access'>,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
