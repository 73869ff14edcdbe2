import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import { CorrectedTransaction } from '../../documents/recorded-transaction.js';

/** Which DELETE route asked: any document, only a sale, or only a payment on a credit document. */
export type VoidVariant = 'any' | 'sale' | 'payment';

export class VoidTransactionCommand extends Command<CorrectedTransaction> {
  constructor(
    readonly businessId: string,
    /** The transaction's id or its reference. */
    readonly idOrReference: string,
    readonly variant: VoidVariant,
    readonly reason: unknown,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
