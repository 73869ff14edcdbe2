import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideChangeInviteRole, evolveTeamAll, inviteById } from '@ledgerline/ledger';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { teamEventMetadata, UNKEYED } from '../../team-metadata.js';
import { roleInput, roleNameOf } from '../../team-roles.js';
import type { AssignedRole } from '../change-member-role/change-member-role.command.js';
import { ChangeInviteRoleCommand } from './change-invite-role.command.js';

/** The invite's link stays the same; joining gives the role the invite has then. */
@CommandHandler(ChangeInviteRoleCommand)
export class ChangeInviteRoleHandler implements ICommandHandler<ChangeInviteRoleCommand, AssignedRole & { inviteId: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ChangeInviteRoleCommand): Promise<AssignedRole & { inviteId: string }> {
    const { businessId, input } = command;
    const now = new Date().toISOString();
    let assigned: Omit<AssignedRole, 'position'> | undefined;
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      fingerprint: UNKEYED,
      metadata: teamEventMetadata(businessId, command.requestMetadata, now),
      async decide(db) {
        const state = await loadTeamState(db, businessId);
        const events = decideChangeInviteRole({ inviteId: input.inviteId, ...roleInput(input.role, input.roleId, state), now }, state);
        const after = evolveTeamAll(events, state);
        const invite = inviteById(after, input.inviteId)!;
        assigned = { role: invite.role, roleId: invite.roleId ?? null, roleName: roleNameOf(invite.role, invite.roleId, after) };
        return toNewEvents(events);
      },
    });
    return { inviteId: input.inviteId, ...assigned!, position: outcome.position.toString() };
  }
}
