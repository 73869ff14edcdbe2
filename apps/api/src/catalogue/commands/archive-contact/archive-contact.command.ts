import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ArchiveOutcome } from '../../archiving/append-archive-decision.js';

export class ArchiveContactCommand extends Command<ArchiveOutcome> {
  constructor(
    readonly businessId: string,
    readonly contactId: string,
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
