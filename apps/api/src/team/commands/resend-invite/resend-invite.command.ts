import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ResendInviteDto } from './resend-invite.dto.js';

export interface ResentInvite {
  inviteId: string;
  email: string;
  lastSentAt: string;
  position: string;
}

export class ResendInviteCommand extends Command<ResentInvite> {
  constructor(
    readonly businessId: string,
    readonly actorUserId: string,
    readonly input: ResendInviteDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
