import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customRoleById, decideUpdateCustomRole, type CustomRole, type CustomRoleUpdatedData } from '@ledgerline/ledger';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { teamEventMetadata, UNKEYED } from '../../team-metadata.js';
import type { CustomRoleView } from '../../views/custom-role-view.js';
import { UpdateCustomRoleCommand } from './update-custom-role.command.js';

/** Members holding the role get its new codes on their very next request (the guard reads them every time). */
@CommandHandler(UpdateCustomRoleCommand)
export class UpdateCustomRoleHandler implements ICommandHandler<UpdateCustomRoleCommand, CustomRoleView & { position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdateCustomRoleCommand): Promise<CustomRoleView & { position: string }> {
    const { businessId, roleId, input } = command;
    const now = new Date().toISOString();
    let role: CustomRole | undefined;
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      fingerprint: UNKEYED,
      metadata: teamEventMetadata(businessId, command.requestMetadata, now),
      async decide(db) {
        const state = await loadTeamState(db, businessId);
        const current = customRoleById(state, roleId);
        if (!current) throw new AppError(404, 'CUSTOM_ROLE_NOT_FOUND', 'Role not found');
        const events = decideUpdateCustomRole({ roleId, roleName: input.roleName ?? current.roleName, access: input.access ?? current.access, now }, state);
        role = events.length > 0 ? (events[0].data as CustomRoleUpdatedData) : current;
        return toNewEvents(events);
      },
    });
    return { _id: role!.roleId, roleName: role!.roleName, access: [...role!.access], position: outcome.position.toString() };
  }
}
