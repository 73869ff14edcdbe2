import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideJoinTeam, type MemberJoinedData } from '@ledgerline/ledger';
import { hashPassword, verifyPassword } from '@ledgerline/platform';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { AppError, type FieldError } from '../../../common/errors/app-error.js';
import { CommandExecutor, type CommandOutcome } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { UsersRepository, type UserRecord } from '../../../identity/users.repository.js';
import { INVITE_LINK_USED_MESSAGE, InviteLinksService } from '../../invite-links.service.js';
import { teamEventMetadata, UNKEYED } from '../../team-metadata.js';
import { JoinTeamCommand, type JoinedTeam } from './join-team.command.js';

/** As at sign-up. */
const PASSWORD_MIN_LENGTH = 8;

/**
 * Accepts an invite: the link's token (single use, 7 days) proves the e-mail address, so a new
 * account is made verified; an existing account proves itself with its password. The link is
 * claimed before `MemberJoined` is appended and given back if the append fails, so two requests
 * with one link cannot both join.
 */
@CommandHandler(JoinTeamCommand)
export class JoinTeamHandler implements ICommandHandler<JoinTeamCommand, JoinedTeam> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly links: InviteLinksService,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: JoinTeamCommand): Promise<JoinedTeam> {
    const { input } = command;
    const { link, invite, businessName } = await this.links.open(command.email, command.hash, 'join');
    const user = await this.users.findByEmail(invite.email);
    let newAccount: { firstName: string; lastName: string; passwordHash: string } | undefined;
    if (user) {
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError(401, 'INVALID_CREDENTIALS', 'The password is incorrect');
      }
    } else {
      newAccount = { ...newAccountName(input), passwordHash: await hashPassword(input.password) };
    }

    if (!(await this.links.claim(link.tokenHash))) throw new AppError(401, 'INVITE_LINK_USED', INVITE_LINK_USED_MESSAGE);
    let joiner: UserRecord;
    let outcome: CommandOutcome;
    try {
      joiner = user ?? (await this.users.create({ email: invite.email, ...newAccount!, emailVerified: true }));
      const userId = joiner.userId;
      const email = joiner.email;
      const now = new Date().toISOString();
      outcome = await this.executor.execute({
        stream: businessStream(link.businessId),
        fingerprint: UNKEYED,
        metadata: teamEventMetadata(link.businessId, { ...command.requestMetadata, userId }, now),
        async decide(db) {
          return toNewEvents(decideJoinTeam({ inviteId: link.inviteId, userId, email, now }, await loadTeamState(db, link.businessId)));
        },
      });
    } catch (error) {
      await this.links.release(link.tokenHash);
      throw error;
    }
    const joined = outcome.events[0].data as MemberJoinedData;
    if (!joiner.emailVerifiedAt) await this.users.markEmailVerified(joiner.userId);
    await this.users.setLastBusiness(joiner.userId, link.businessId);
    return {
      userId: joiner.userId,
      email: joiner.email,
      businessId: link.businessId,
      businessName,
      role: joined.role,
      accountCreated: newAccount !== undefined,
      position: outcome.position.toString(),
    };
  }
}

function newAccountName(input: { firstName?: string; lastName?: string; password: string }): { firstName: string; lastName: string } {
  const errors: FieldError[] = [];
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  if (!firstName) errors.push({ field: 'firstName', message: 'firstName is required' });
  if (!lastName) errors.push({ field: 'lastName', message: 'lastName is required' });
  if (input.password.length < PASSWORD_MIN_LENGTH) errors.push({ field: 'password', message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` });
  if (errors.length > 0) throw AppError.validation(errors);
  return { firstName, lastName };
}
