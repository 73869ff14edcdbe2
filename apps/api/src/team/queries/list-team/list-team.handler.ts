import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { loadTeamState } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { InviteLinksService } from '../../invite-links.service.js';
import { roleNameOf } from '../../team-roles.js';
import { ListTeamQuery, type TeamView } from './list-team.query.js';

const ownerFirst = (role: string) => (role === 'owner' ? 0 : 1);

/** Members (owner first, then by joining date) with their names from the users table, and pending invites, oldest first. */
@QueryHandler(ListTeamQuery)
export class ListTeamHandler implements IQueryHandler<ListTeamQuery, TeamView> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly links: InviteLinksService,
  ) {}

  async execute(query: ListTeamQuery): Promise<TeamView> {
    const state = await loadTeamState(this.runtime.pool, query.businessId);
    const members = Object.values(state.members);
    const { rows } = await this.runtime.pool.query<{ user_id: string; first_name: string; last_name: string }>(
      'SELECT user_id, first_name, last_name FROM users WHERE user_id = ANY($1::uuid[])',
      [members.map((member) => member.userId)],
    );
    const names = new Map(rows.map((row) => [row.user_id, row]));
    const expiries = await this.links.expiries(query.businessId);
    return {
      members: members
        .map((member) => ({
          userId: member.userId,
          email: member.email,
          firstName: names.get(member.userId)?.first_name ?? null,
          lastName: names.get(member.userId)?.last_name ?? null,
          role: member.role,
          roleId: member.roleId ?? null,
          roleName: roleNameOf(member.role, member.roleId, state),
          joinedAt: member.joinedAt,
        }))
        .sort((a, b) => ownerFirst(a.role) - ownerFirst(b.role) || a.joinedAt.localeCompare(b.joinedAt) || a.email.localeCompare(b.email)),
      pendingInvites: Object.values(state.invites)
        .map((invite) => ({
          inviteId: invite.inviteId,
          email: invite.email,
          role: invite.role,
          roleId: invite.roleId ?? null,
          roleName: roleNameOf(invite.role, invite.roleId, state),
          invitedAt: invite.invitedAt,
          lastSentAt: invite.lastSentAt,
          linkExpiresAt: expiries.get(invite.inviteId)?.toISOString() ?? null,
        }))
        .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt) || a.email.localeCompare(b.email)),
    };
  }
}
