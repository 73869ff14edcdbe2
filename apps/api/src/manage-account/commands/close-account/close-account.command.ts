import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { OwnerConfirmation } from '../../confirmation/owner-confirmation.js';

export interface ClosedAccount {
  /** The session ended: the owner has no other business to continue in. */
  signOut: boolean;
  /** The session's business now (another the owner owns), or null when signed out. */
  businessId: string | null;
  position: string;
}

export class CloseAccountCommand extends Command<ClosedAccount> {
  constructor(
    readonly actor: RequestActor,
    readonly confirmation: OwnerConfirmation,
    readonly idempotency: IdempotencyContext,
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
