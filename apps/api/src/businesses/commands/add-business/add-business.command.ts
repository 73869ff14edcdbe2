import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { AddBusinessDto } from './add-business.dto.js';

export interface AddedBusiness {
  businessId: string;
  position: string;
}

/** "Add business" from the session's current business, by its owner or an admin, who owns the new one. */
export class AddBusinessCommand extends Command<AddedBusiness> {
  constructor(
    readonly businessId: string,
    readonly actor: Pick<RequestActor, 'userId' | 'email'>,
    readonly business: AddBusinessDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
