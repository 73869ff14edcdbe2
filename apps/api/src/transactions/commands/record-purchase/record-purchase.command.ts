import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RecordPurchaseDto } from './record-purchase.dto.js';

export interface RecordedPurchase {
  id: string;
  reference: string;
  position: string;
  total: string;
}

export class RecordPurchaseCommand extends Command<RecordedPurchase> {
  constructor(
    readonly businessId: string,
    readonly document: RecordPurchaseDto,
    readonly actor: Pick<RequestActor, 'role' | 'access'>,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: { userId?: string; correlationId?: string; ip?: string },
  ) {
    super();
  }
}
