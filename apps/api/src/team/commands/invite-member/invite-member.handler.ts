import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  customRoleById,
  decideCreateCustomRole,
  decideInviteMember,
  evolveTeamAll,
  isOwnerOrAdmin,
  MEMBER_INVITED,
  type CustomRole,
  type MemberInvitedData,
  type TeamEvent,
  type TeamState,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream, findBusiness, findMembership, loadTeamState } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { RUNTIME } from '../../../runtime.token.js';
import { InviteLinksService, senderName } from '../../invite-links.service.js';
import { assertSeatAvailable } from '../../plan-seats.js';
import { teamEventMetadata } from '../../team-metadata.js';
import { roleInput, roleNameOf } from '../../team-roles.js';
import { InviteMemberCommand, type InviteMemberResult, type SentInvite } from './invite-member.command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Target {
  businessId: string;
  name: string;
}

/**
 * Invites an e-mail to the session's business, or to each business listed in `businesses` (each
 * one the caller owns or administers; any other id is 404 before anything is sent). A custom role
 * is the session business's; another business uses its role of the same id or name, or gets a
 * copy of it. Every business is checked (role, duplicate, plan users) before the first append.
 * Each invite is a `MemberInvited` event; its join link's token is mailed and only its hash kept.
 */
@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand, InviteMemberResult> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly links: InviteLinksService,
    private readonly users: UsersRepository,
  ) {}

  async execute(command: InviteMemberCommand): Promise<InviteMemberResult> {
    const { input } = command;
    const now = new Date().toISOString();
    const targets = await this.targets(command);
    const sourceState = await loadTeamState(this.runtime.pool, command.businessId);
    const assignment = roleInput(input.role, input.roleId, sourceState);
    const sourceRole = assignment.role === 'member' && assignment.roleId !== undefined ? customRoleById(sourceState, assignment.roleId) : undefined;
    if (assignment.roleId !== undefined && !sourceRole) throw new AppError(404, 'CUSTOM_ROLE_NOT_FOUND', 'Role not found');

    const decide = (target: Target, state: TeamState, inviteId: string): TeamEvent[] => {
      if (target.businessId === command.businessId || !sourceRole) {
        return decideInviteMember({ inviteId, email: input.email, ...assignment, now }, state);
      }
      const { roleId, events } = roleIn(state, sourceRole, now);
      return [...events, ...decideInviteMember({ inviteId, email: input.email, role: 'member', roleId, now }, evolveTeamAll(events, state))];
    };

    if (targets.length > 1) {
      // A dry run, so that one business refusing sends nothing to the others.
      for (const target of targets) {
        const state = await loadTeamState(this.runtime.pool, target.businessId);
        decide(target, state, randomUUID());
        await assertSeatAvailable(this.runtime.pool, target.businessId, state, now);
      }
    }

    const inviterName = senderName(await this.users.findById(command.actorUserId));
    const invites: SentInvite[] = [];
    let position = 0n;
    for (const target of targets) {
      const inviteId = randomUUID();
      const outcome = await this.executor.execute({
        stream: businessStream(target.businessId),
        idempotencyKey: command.idempotency.key,
        fingerprint: command.idempotency.fingerprint,
        metadata: teamEventMetadata(target.businessId, command.requestMetadata, now, inviteId),
        async decide(db) {
          const state = await loadTeamState(db, target.businessId);
          const events = decide(target, state, inviteId);
          await assertSeatAvailable(db, target.businessId, state, now);
          return toNewEvents(events);
        },
      });
      if (outcome.position > position) position = outcome.position;
      // Replayed (same Idempotency-Key): the original invite, already mailed.
      const invited = outcome.events.find((event) => event.type === MEMBER_INVITED)!.data as MemberInvitedData;
      const state = await loadTeamState(this.runtime.pool, target.businessId);
      const roleId = invited.role === 'member' ? invited.roleId : null;
      const roleName = roleNameOf(invited.role, roleId, state);
      if (!outcome.replayed) {
        const token = await this.links.issue({ businessId: target.businessId, inviteId: invited.inviteId, email: invited.email });
        await this.links.send({ email: invited.email, businessName: target.name, inviterName, roleName, token });
      }
      invites.push({
        inviteId: invited.inviteId,
        businessId: target.businessId,
        businessName: target.name,
        email: invited.email,
        role: invited.role,
        roleId,
        roleName,
        invitedAt: invited.at,
      });
    }
    return { invites, position: position.toString() };
  }

  /** The businesses to invite to: each must be one the caller owns or administers, else 404 (never another business's data). */
  private async targets(command: InviteMemberCommand): Promise<Target[]> {
    const listed = command.input.businesses ?? [];
    const ids = listed.length > 0 ? [...new Set(listed.map((id) => id.trim().toLowerCase()))] : [command.businessId];
    const targets: Target[] = [];
    for (const id of ids) {
      const business = UUID.test(id) ? await findBusiness(this.runtime.pool, id) : undefined;
      const membership = business ? await findMembership(this.runtime.pool, id, command.actorUserId) : undefined;
      if (!business || !membership || !isOwnerOrAdmin(membership.role)) throw new AppError(404, 'BUSINESS_NOT_FOUND', `Business not found: ${id}`);
      targets.push({ businessId: business.businessId, name: business.name });
    }
    return targets;
  }
}

/** The custom role to give in another business: its role of the same id, else of the same name, else a copy of the source role. */
function roleIn(state: TeamState, source: CustomRole, now: string): { roleId: string; events: TeamEvent[] } {
  if (customRoleById(state, source.roleId)) return { roleId: source.roleId, events: [] };
  const named = Object.values(state.roles).find((role) => role.roleName.toLowerCase() === source.roleName.toLowerCase());
  if (named) return { roleId: named.roleId, events: [] };
  return { roleId: source.roleId, events: decideCreateCustomRole({ roleId: source.roleId, roleName: source.roleName, access: source.access, now }, state) };
}
