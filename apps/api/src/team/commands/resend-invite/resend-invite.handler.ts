import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideResendInvite, inviteById, pendingInviteByEmail, type InviteResentData } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, findBusiness, loadTeamState } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { RUNTIME } from '../../../runtime.token.js';
import { InviteLinksService, senderName } from '../../invite-links.service.js';
import { teamEventMetadata } from '../../team-metadata.js';
import { roleNameOf } from '../../team-roles.js';
import { ResendInviteCommand, type ResentInvite } from './resend-invite.command.js';

/** Records `InviteResent` and mails a fresh link; the invite's earlier links stop working. */
@CommandHandler(ResendInviteCommand)
export class ResendInviteHandler implements ICommandHandler<ResendInviteCommand, ResentInvite> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly links: InviteLinksService,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: ResendInviteCommand): Promise<ResentInvite> {
    const { businessId, input } = command;
    if (input.inviteId === undefined && input.email === undefined) {
      throw AppError.validation([{ field: 'inviteId', message: 'inviteId or email is required' }]);
    }
    const now = new Date().toISOString();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: teamEventMetadata(businessId, command.requestMetadata, now),
      async decide(db) {
        const state = await loadTeamState(db, businessId);
        const invite = input.inviteId !== undefined ? inviteById(state, input.inviteId) : pendingInviteByEmail(state, input.email!);
        if (!invite) throw new AppError(404, 'INVITE_NOT_FOUND', 'Invite not found');
        return toNewEvents(decideResendInvite({ inviteId: invite.inviteId, now }, state));
      },
    });
    const resent = outcome.events[0].data as InviteResentData;
    if (!outcome.replayed) {
      const state = await loadTeamState(this.runtime.pool, businessId);
      const invite = inviteById(state, resent.inviteId);
      const business = await findBusiness(this.runtime.pool, businessId);
      const token = await this.links.issue({ businessId, inviteId: resent.inviteId, email: resent.email });
      await this.links.send({
        email: resent.email,
        businessName: business?.name ?? 'your team',
        inviterName: senderName(await this.users.findById(command.actorUserId)),
        roleName: invite ? roleNameOf(invite.role, invite.roleId, state) : null,
        token,
      });
    }
    return { inviteId: resent.inviteId, email: resent.email, lastSentAt: resent.at, position: outcome.position.toString() };
  }
}
