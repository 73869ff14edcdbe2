import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { InviteMemberDto } from './invite-member.dto.js';

export interface SentInvite {
  inviteId: string;
  businessId: string;
  businessName: string;
  email: string;
  role: 'admin' | 'member';
  roleId: string | null;
  roleName: string | null;
  invitedAt: string;
}

export interface InviteMemberResult {
  invites: SentInvite[];
  position: string;
}

export class InviteMemberCommand extends Command<InviteMemberResult> {
  constructor(
    /** The session's business. */
    readonly businessId: string,
    readonly actorUserId: string,
    readonly input: InviteMemberDto,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
