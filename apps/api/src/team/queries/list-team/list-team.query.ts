import { Query } from '@nestjs/cqrs';
import type { Role } from '@ledgerline/ledger';

export interface TeamMemberView {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  roleId: string | null;
  roleName: string | null;
  joinedAt: string;
}

export interface PendingInviteView {
  inviteId: string;
  email: string;
  role: 'admin' | 'member';
  roleId: string | null;
  roleName: string | null;
  invitedAt: string;
  lastSentAt: string;
  /** When the current join link stops working; null when it has none (resend to make one). */
  linkExpiresAt: string | null;
}

export interface TeamView {
  members: TeamMemberView[];
  pendingInvites: PendingInviteView[];
}

/** `GET /accounts/teams` (spec 002 §3 settings state: members, pendingInvites). */
export class ListTeamQuery extends Query<TeamView> {
  constructor(readonly businessId: string) {
    super();
  }
}
