import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { OwnerConfirmation } from '../../confirmation/owner-confirmation.js';
import type { CatalogueArchiveOutcome, TransactionResetOutcome } from '../../resets/reset-writes.js';

export type FactoryResetOutcome = Omit<TransactionResetOutcome, 'position'> & Omit<CatalogueArchiveOutcome, 'position'> & { position: string | null };

export class FactoryResetCommand extends Command<FactoryResetOutcome> {
  constructor(
    readonly actor: RequestActor,
    readonly confirmation: OwnerConfirmation,
    /** The request's Idempotency-Key, if any: a retry with it names the same archive events. */
    readonly idempotencyKey: string | undefined,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
