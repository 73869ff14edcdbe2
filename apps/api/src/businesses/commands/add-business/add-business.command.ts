import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export interface AddedBusiness {
  businessId: string;
  position: string;
}

/** The new business: its name, and its currency and type when given. */
export interface NewBusiness {
  name: string;
  currency?: string;
  typeOfBusiness?: string;
}

/** "Add business" from the session's current business, by its owner or an admin, who owns the new one. */
export class AddBusinessCommand extends Command<AddedBusiness> {
  constructor(
    readonly businessId: string,
    readonly actor: Pick<RequestActor, 'userId' | 'email'>,
    readonly business: NewBusiness,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
