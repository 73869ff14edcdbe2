import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCreateCustomRole, type CustomRoleCreatedData } from '@ledgerline/ledger';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { teamEventMetadata } from '../../team-metadata.js';
import { CreateCustomRoleCommand } from './create-custom-role.command.js';
import { type CustomRoleView } from '../../views/custom-role-view.js';

@CommandHandler(CreateCustomRoleCommand)
export class CreateCustomRoleHandler implements ICommandHandler<CreateCustomRoleCommand, CustomRoleView & { position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateCustomRoleCommand): Promise<CustomRoleView & { position: string }> {
    const { businessId, input } = command;
    const roleId = randomUUID();
    const now = new Date().toISOString();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: teamEventMetadata(businessId, command.requestMetadata, now, roleId),
      async decide(db) {
        const state = await loadTeamState(db, businessId);
        return toNewEvents(decideCreateCustomRole({ roleId, roleName: input.roleName, access: input.access, now }, state));
      },
    });
    // A replayed request reads back the role it created the first time.
    const created = outcome.events[0].data as CustomRoleCreatedData;
    return { _id: created.roleId, roleName: created.roleName, access: [...created.access], position: outcome.position.toString() };
  }
}
