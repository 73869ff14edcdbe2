import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

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

/** Who is invited, with which role, to which businesses (absent or empty: the session's). */
export interface MemberInvitation {
  email: string;
  role: string;
  roleId?: string;
  businesses?: string[];
}

export class InviteMemberCommand extends Command<InviteMemberResult> {
  constructor(
    /** The session's business. */
    readonly businessId: string,
    readonly actorUserId: string,
    readonly input: MemberInvitation,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
