import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideChangeMemberRole, evolveTeamAll, memberById } from '@ledgerline/ledger';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { teamEventMetadata, UNKEYED } from '../../team-metadata.js';
import { roleInput, roleNameOf } from '../../team-roles.js';
import { ChangeMemberRoleCommand, type AssignedRole } from './change-member-role.command.js';

/** The member's new codes apply to their very next request. The owner's role never changes (403). */
@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand, AssignedRole & { userId: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ChangeMemberRoleCommand): Promise<AssignedRole & { userId: string }> {
    const { businessId, input } = command;
    const now = new Date().toISOString();
    let assigned: Omit<AssignedRole, 'position'> | undefined;
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      fingerprint: UNKEYED,
      metadata: teamEventMetadata(businessId, command.requestMetadata, now),
      async decide(db) {
        const state = await loadTeamState(db, businessId);
        const events = decideChangeMemberRole({ userId: input.userId, ...roleInput(input.role, input.roleId, state), now }, state);
        const after = evolveTeamAll(events, state);
        const member = memberById(after, input.userId)!;
        assigned = { role: member.role, roleId: member.roleId ?? null, roleName: roleNameOf(member.role, member.roleId, after) };
        return toNewEvents(events);
      },
    });
    return { userId: input.userId, ...assigned!, position: outcome.position.toString() };
  }
}
