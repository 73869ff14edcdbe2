import { Command } from '@nestjs/cqrs';
import type { CreateContactCommand as CreateContactInput } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ContactView } from '../../views/contact-view.js';

export interface CreatedContact {
  contact: ContactView;
  position: string;
}

/** The form as the ledger reads it, without the id the handler assigns. */
export type ContactForm = Omit<CreateContactInput, 'contactId'>;

export class CreateContactCommand extends Command<CreatedContact> {
  constructor(
    readonly businessId: string,
    readonly contact: ContactForm,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
