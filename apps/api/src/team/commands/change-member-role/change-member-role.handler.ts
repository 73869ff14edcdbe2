import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideChangeMemberRole, memberById } from '@ledgerline/ledger';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { changeRole, type AssignedRole } from '../../change-role.js';
import { ChangeMemberRoleCommand } from './change-member-role.command.js';

/** The member's new codes apply to their very next request. The owner's role never changes (403). */
@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand, AssignedRole & { userId: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ChangeMemberRoleCommand): Promise<AssignedRole & { userId: string }> {
    const { userId } = command.input;
    const assigned = await changeRole(this.executor, command, {
      decide: (assignment, state) => decideChangeMemberRole({ userId, ...assignment }, state),
      holder: (after) => memberById(after, userId)!,
    });
    return { userId, ...assigned };
  }
}
