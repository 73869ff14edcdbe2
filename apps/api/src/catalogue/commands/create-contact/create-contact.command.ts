import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ContactView } from '../../views/contact-view.js';
import type { CreateContactDto } from './create-contact.dto.js';

export interface CreatedContact {
  contact: ContactView;
  position: string;
}

export class CreateContactCommand extends Command<CreatedContact> {
  constructor(
    readonly businessId: string,
    readonly contact: CreateContactDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
