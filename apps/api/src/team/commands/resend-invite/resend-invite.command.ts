import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export interface ResentInvite {
  inviteId: string;
  email: string;
  lastSentAt: string;
  position: string;
}

/** The invite by its id, or by the invited e-mail. */
export interface InviteToResend {
  inviteId?: string;
  email?: string;
}

export class ResendInviteCommand extends Command<ResentInvite> {
  constructor(
    readonly businessId: string,
    readonly actorUserId: string,
    readonly input: InviteToResend,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
