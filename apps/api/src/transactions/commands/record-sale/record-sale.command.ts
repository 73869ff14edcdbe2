import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { TradeDocumentInput } from '../../documents/trade-document-input.js';

export interface RecordedSale {
  id: string;
  reference: string;
  position: string;
  total: string;
}

export class RecordSaleCommand extends Command<RecordedSale> {
  constructor(
    readonly businessId: string,
    readonly document: TradeDocumentInput,
    /** The client's own reference, when it sent one; the append makes one otherwise. */
    readonly requestedReference: string | undefined,
    readonly actor: Pick<RequestActor, 'role' | 'access'>,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: { userId?: string; correlationId?: string; ip?: string },
  ) {
    super();
  }
}
