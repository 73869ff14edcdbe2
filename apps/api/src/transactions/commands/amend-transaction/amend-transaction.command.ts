import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { CorrectedTransaction } from '../../documents/recorded-transaction.js';

export class AmendTransactionCommand extends Command<CorrectedTransaction> {
  constructor(
    readonly businessId: string,
    /** The transaction's id or its reference. */
    readonly idOrReference: string,
    /** The fields to change, named as in the document type's POST body. */
    readonly changes: Record<string, unknown>,
    /** For the permissions a document type asks beyond the route's (a credit sale: 28). */
    readonly actor: Pick<RequestActor, 'role' | 'access'>,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
