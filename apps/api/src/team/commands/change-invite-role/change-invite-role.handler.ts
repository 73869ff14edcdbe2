import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideChangeInviteRole, inviteById } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { changeRole, type AssignedRole } from '../../change-role.js';
import { ChangeInviteRoleCommand } from './change-invite-role.command.js';

/** The invite's link stays the same; joining gives the role the invite has then. */
@CommandHandler(ChangeInviteRoleCommand)
export class ChangeInviteRoleHandler implements ICommandHandler<ChangeInviteRoleCommand, AssignedRole & { inviteId: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ChangeInviteRoleCommand): Promise<AssignedRole & { inviteId: string }> {
    const { inviteId } = command.input;
    const assigned = await changeRole(this.executor, command, {
      decide: (assignment, state) => decideChangeInviteRole({ inviteId, ...assignment }, state),
      holder: (after) => inviteById(after, inviteId)!,
    });
    return { inviteId, ...assigned };
  }
}
