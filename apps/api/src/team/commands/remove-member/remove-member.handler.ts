import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRemoveMember } from '@ledgerline/ledger';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { teamEventMetadata, UNKEYED } from '../../team-metadata.js';
import { RemoveMemberCommand } from './remove-member.command.js';

/**
 * `MemberRemoved`: the member's access ends at once — the guard reads team_members on every
 * request, so their session stays but no longer acts on this business. The owner cannot be removed (403).
 */
@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand, { userId: string; position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RemoveMemberCommand): Promise<{ userId: string; position: string }> {
    const { businessId, userId } = command;
    const now = new Date().toISOString();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      fingerprint: UNKEYED,
      metadata: teamEventMetadata(businessId, command.requestMetadata, now),
      async decide(db) {
        return toNewEvents(decideRemoveMember({ userId, now }, await loadTeamState(db, businessId)));
      },
    });
    return { userId, position: outcome.position.toString() };
  }
}
