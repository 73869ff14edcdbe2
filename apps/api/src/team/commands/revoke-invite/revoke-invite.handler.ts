import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRevokeInvite } from '@ledgerline/ledger';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { InviteLinksService } from '../../invite-links.service.js';
import { teamEventMetadata, UNKEYED } from '../../team-metadata.js';
import { RevokeInviteCommand } from './revoke-invite.command.js';

/** `InviteRevoked`, and the invite's links stop working (they would fail anyway: the invite is gone). */
@CommandHandler(RevokeInviteCommand)
export class RevokeInviteHandler implements ICommandHandler<RevokeInviteCommand, { inviteId: string; position: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly links: InviteLinksService,
  ) {}

  async execute(command: RevokeInviteCommand): Promise<{ inviteId: string; position: string }> {
    const { businessId, inviteId } = command;
    const now = new Date().toISOString();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      fingerprint: UNKEYED,
      metadata: teamEventMetadata(businessId, command.requestMetadata, now),
      async decide(db) {
        return toNewEvents(decideRevokeInvite({ inviteId, now }, await loadTeamState(db, businessId)));
      },
    });
    await this.links.revoke(businessId, inviteId);
    return { inviteId, position: outcome.position.toString() };
  }
}
