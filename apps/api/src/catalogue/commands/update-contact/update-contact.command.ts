import { Command } from '@nestjs/cqrs';
import type { ContactChanges } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ContactView } from '../../views/contact-view.js';

export interface UpdatedContact {
  contact: ContactView;
  position: string;
}

export class UpdateContactCommand extends Command<UpdatedContact> {
  constructor(
    readonly businessId: string,
    readonly contactId: string,
    /** The given fields only: absent ones stay as they are. */
    readonly changes: ContactChanges,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
