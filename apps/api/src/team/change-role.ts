import { evolveTeamAll, type Role, type TeamEvent, type TeamState } from '@ledgerline/ledger';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import type { RequestMetadata } from '../common/http/request-metadata.js';
import type { CommandExecutor } from '../event-sourcing/command-executor.js';
import { toNewEvents } from '../event-sourcing/domain-events.js';
import { teamEventMetadata, UNKEYED } from './team-metadata.js';
import { roleInput, roleNameOf } from './team-roles.js';

/** What a role change answers: the role held after it, and the stream position it was written at. */
export interface AssignedRole {
  role: string;
  roleId: string | null;
  roleName: string | null;
  position: string;
}

/** What a member's and an invite's role change do differently. */
export interface RoleChange {
  /** Runs this holder's decider (which refuses, in its own words, a member or invite that does not exist). */
  decide(assignment: { role: string; roleId?: string; now: string }, state: TeamState): TeamEvent[];
  /** The member or invite as it stands after the change. */
  holder(after: TeamState): { role: Role; roleId?: string };
}

/**
 * The write path shared by `PATCH /accounts/teams/members/role` and `/accounts/teams/invite/role`:
 * reads the role input, decides, appends, and answers with the role the holder has after (the same
 * role again appends no event).
 */
export async function changeRole(
  executor: CommandExecutor,
  command: { businessId: string; input: { role: string; roleId?: string }; requestMetadata: RequestMetadata },
  change: RoleChange,
): Promise<AssignedRole> {
  const { businessId, input } = command;
  const now = new Date().toISOString();
  let assigned: Omit<AssignedRole, 'position'> | undefined;
  const outcome = await executor.execute({
    stream: businessStream(businessId),
    fingerprint: UNKEYED,
    metadata: teamEventMetadata(businessId, command.requestMetadata, now),
    async decide(db) {
      const state = await loadTeamState(db, businessId);
      const events = change.decide({ ...roleInput(input.role, input.roleId, state), now }, state);
      const after = evolveTeamAll(events, state);
      const holder = change.holder(after);
      assigned = { role: holder.role, roleId: holder.roleId ?? null, roleName: roleNameOf(holder.role, holder.roleId, after) };
      return toNewEvents(events);
    },
  });
  return { ...assigned!, position: outcome.position.toString() };
}
