import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { requireText } from '../validation.js';
import { parseCustomRole } from './roles.js';
import {
  CUSTOM_ROLE_CREATED,
  CUSTOM_ROLE_UPDATED,
  INVITE_RESENT,
  INVITE_REVOKED,
  INVITE_ROLE_CHANGED,
  MEMBER_INVITED,
  MEMBER_JOINED,
  MEMBER_REMOVED,
  MEMBER_ROLE_CHANGED,
  TEAM_OWNER_ASSIGNED,
  type RoleAssignment,
  type TeamEvent,
} from './team-events.js';
import { customRoleById, inviteById, memberByEmail, memberById, pendingInviteByEmail, type TeamState } from './team-state.js';

/**
 * Team deciders: pure, no clock. Each command carries `now`, an ISO 8601 instant from the
 * caller, written into the event as `at`.
 */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An ISO 8601 instant with a zone, e.g. 2024-05-01T09:30:00.000Z. */
export function parseInstant(input: unknown, field = 'now'): string {
  if (input === undefined || input === null || input === '') {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (typeof input !== 'string' || !INSTANT.test(input) || Number.isNaN(Date.parse(input))) {
    throw new LedgerValidationError(field, `${field} must be an ISO 8601 instant such as 2024-05-01T09:30:00Z`, LEDGER_ERROR_CODES.INVALID_DATE);
  }
  return input;
}

/** An e-mail address, trimmed and lower-cased (spec 000 §3). */
export function parseEmail(input: unknown, field = 'email'): string {
  const email = requireText(input, field, 254).toLowerCase();
  if (!EMAIL.test(email)) {
    throw new LedgerValidationError(field, `${field} must be a valid e-mail address`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return email;
}

/** The role a member or invite is given: `admin`, or `member` with a custom role of this team. Never `owner`. */
export function parseRoleAssignment(input: { role: unknown; roleId?: unknown }, state: TeamState): RoleAssignment {
  if (input.role === 'owner') {
    throw new LedgerValidationError('role', 'The owner role cannot be given to a member or invite', LEDGER_ERROR_CODES.INVALID_CHOICE);
  }
  if (input.role === 'admin') return { role: 'admin' };
  if (input.role !== 'member') {
    if (input.role === undefined || input.role === null || input.role === '') {
      throw new LedgerValidationError('role', 'role is required', LEDGER_ERROR_CODES.REQUIRED);
    }
    throw new LedgerValidationError('role', 'role must be admin or member', LEDGER_ERROR_CODES.INVALID_CHOICE);
  }
  const roleId = requireText(input.roleId, 'roleId', 100);
  if (!customRoleById(state, roleId)) {
    throw new LedgerValidationError('roleId', 'Role not found', LEDGER_ERROR_CODES.CUSTOM_ROLE_NOT_FOUND);
  }
  return { role: 'member', roleId };
}

const sameAssignment = (a: { role: string; roleId?: string }, b: RoleAssignment): boolean =>
  a.role === b.role && (b.role === 'member' ? a.roleId === b.roleId : true);

function requireMember(state: TeamState, userId: unknown) {
  const id = requireText(userId, 'userId', 100);
  const member = memberById(state, id);
  if (!member) throw new LedgerValidationError('userId', 'Member not found', LEDGER_ERROR_CODES.MEMBER_NOT_FOUND);
  return member;
}

function requireInvite(state: TeamState, inviteId: unknown) {
  const id = requireText(inviteId, 'inviteId', 100);
  const invite = inviteById(state, id);
  if (!invite) throw new LedgerValidationError('inviteId', 'Invite not found', LEDGER_ERROR_CODES.INVITE_NOT_FOUND);
  return invite;
}

function refuseTakenEmail(state: TeamState, email: string): void {
  if (memberByEmail(state, email)) {
    throw new LedgerValidationError('email', `${email} is already a member of this team`, LEDGER_ERROR_CODES.MEMBER_ALREADY_EXISTS);
  }
  if (pendingInviteByEmail(state, email)) {
    throw new LedgerValidationError('email', `${email} has already been invited; resend the invite instead`, LEDGER_ERROR_CODES.INVITE_ALREADY_EXISTS);
  }
}

function refuseDuplicateRoleName(state: TeamState, roleName: string, exceptRoleId?: string): void {
  const clash = Object.values(state.roles).some((role) => role.roleId !== exceptRoleId && role.roleName.toLowerCase() === roleName.toLowerCase());
  if (clash) {
    throw new LedgerValidationError('roleName', `A role named ${roleName} already exists`, LEDGER_ERROR_CODES.CUSTOM_ROLE_ALREADY_EXISTS);
  }
}

export interface AssignTeamOwnerCommand {
  userId: string;
  email: string;
  now: string;
}

/** The business's creator becomes its team's one owner (at organisation setup or business creation). */
export function decideAssignTeamOwner(command: AssignTeamOwnerCommand, state: TeamState): TeamEvent[] {
  if (state.ownerUserId !== undefined) {
    throw new LedgerValidationError('userId', 'The team already has an owner', LEDGER_ERROR_CODES.TEAM_OWNER_ALREADY_EXISTS);
  }
  const userId = requireText(command.userId, 'userId', 100);
  const email = parseEmail(command.email);
  const at = parseInstant(command.now);
  if (memberById(state, userId) || memberByEmail(state, email)) {
    throw new LedgerValidationError('userId', 'The owner is already a member of this team', LEDGER_ERROR_CODES.MEMBER_ALREADY_EXISTS);
  }
  return [{ type: TEAM_OWNER_ASSIGNED, data: { userId, email, at } }];
}

export interface CustomRoleCommand {
  roleId: string;
  roleName: unknown;
  access: unknown;
  now: string;
}

/** `POST /customroles`. Role names are unique in a team, ignoring case. */
export function decideCreateCustomRole(command: CustomRoleCommand, state: TeamState): TeamEvent[] {
  const role = parseCustomRole(command);
  const at = parseInstant(command.now);
  if (customRoleById(state, role.roleId)) {
    throw new LedgerValidationError('roleId', 'Role already exists', LEDGER_ERROR_CODES.CUSTOM_ROLE_ALREADY_EXISTS);
  }
  refuseDuplicateRoleName(state, role.roleName);
  return [{ type: CUSTOM_ROLE_CREATED, data: { ...role, at } }];
}

/** `PUT /customroles`: the whole new name and codes. No change → no event. Members holding the role see the new codes on their next request. */
export function decideUpdateCustomRole(command: CustomRoleCommand, state: TeamState): TeamEvent[] {
  const role = parseCustomRole(command);
  const at = parseInstant(command.now);
  const current = customRoleById(state, role.roleId);
  if (!current) throw new LedgerValidationError('roleId', 'Role not found', LEDGER_ERROR_CODES.CUSTOM_ROLE_NOT_FOUND);
  refuseDuplicateRoleName(state, role.roleName, role.roleId);
  if (current.roleName === role.roleName && current.access.join(',') === role.access.join(',')) return [];
  return [{ type: CUSTOM_ROLE_UPDATED, data: { ...role, at } }];
}

export interface InviteMemberCommand {
  inviteId: string;
  email: unknown;
  role: unknown;
  roleId?: unknown;
  now: string;
}

/** `POST /accounts/teams/invite` for this business. Refuses an e-mail that is a member or has a pending invite (409). */
export function decideInviteMember(command: InviteMemberCommand, state: TeamState): TeamEvent[] {
  const inviteId = requireText(command.inviteId, 'inviteId', 100);
  const email = parseEmail(command.email);
  const at = parseInstant(command.now);
  if (inviteById(state, inviteId)) {
    throw new LedgerValidationError('inviteId', 'Invite already exists', LEDGER_ERROR_CODES.INVITE_ALREADY_EXISTS);
  }
  refuseTakenEmail(state, email);
  const assignment = parseRoleAssignment(command, state);
  return [{ type: MEMBER_INVITED, data: { inviteId, email, ...assignment, at } }];
}

export interface InviteCommand {
  inviteId: string;
  now: string;
}

/** `POST /accounts/teams/invite/resend`: the API sends the mail again; the event records when. */
export function decideResendInvite(command: InviteCommand, state: TeamState): TeamEvent[] {
  const invite = requireInvite(state, command.inviteId);
  const at = parseInstant(command.now);
  return [{ type: INVITE_RESENT, data: { inviteId: invite.inviteId, email: invite.email, at } }];
}

/** `PATCH /accounts/teams/invite/{id}/remove`. */
export function decideRevokeInvite(command: InviteCommand, state: TeamState): TeamEvent[] {
  const invite = requireInvite(state, command.inviteId);
  const at = parseInstant(command.now);
  return [{ type: INVITE_REVOKED, data: { inviteId: invite.inviteId, email: invite.email, at } }];
}

export interface JoinTeamCommand {
  inviteId: string;
  userId: string;
  /** The joining user's e-mail: it must be the invited one (compared lower-cased). */
  email: unknown;
  now: string;
}

/** `POST /accounts/team/invite`: the invited user accepts (the API has checked the link's hash). */
export function decideJoinTeam(command: JoinTeamCommand, state: TeamState): TeamEvent[] {
  const invite = requireInvite(state, command.inviteId);
  const userId = requireText(command.userId, 'userId', 100);
  const email = parseEmail(command.email);
  const at = parseInstant(command.now);
  if (email !== invite.email) {
    throw new LedgerValidationError('email', 'This invite was sent to another e-mail address', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (memberById(state, userId)) {
    throw new LedgerValidationError('userId', 'You are already a member of this team', LEDGER_ERROR_CODES.MEMBER_ALREADY_EXISTS);
  }
  // A custom role stays in the team once created (roles are not deleted), so the invite's role is still valid.
  const assignment: RoleAssignment = invite.role === 'member' && invite.roleId !== undefined ? { role: 'member', roleId: invite.roleId } : { role: 'admin' };
  return [{ type: MEMBER_JOINED, data: { inviteId: invite.inviteId, userId, email, ...assignment, at } }];
}

export interface ChangeMemberRoleCommand {
  userId: string;
  role: unknown;
  roleId?: unknown;
  now: string;
}

/** `PATCH /accounts/teams/members/role`. The owner's role never changes (OWNER_IS_PROTECTED). Same role → no event. */
export function decideChangeMemberRole(command: ChangeMemberRoleCommand, state: TeamState): TeamEvent[] {
  const member = requireMember(state, command.userId);
  if (member.role === 'owner') {
    throw new LedgerValidationError('userId', "The owner's role cannot be changed", LEDGER_ERROR_CODES.OWNER_IS_PROTECTED);
  }
  const at = parseInstant(command.now);
  const assignment = parseRoleAssignment(command, state);
  if (sameAssignment(member, assignment)) return [];
  return [{ type: MEMBER_ROLE_CHANGED, data: { userId: member.userId, ...assignment, at } }];
}

export interface ChangeInviteRoleCommand {
  inviteId: string;
  role: unknown;
  roleId?: unknown;
  now: string;
}

/** `PATCH /accounts/teams/invite/role`. Same role → no event. */
export function decideChangeInviteRole(command: ChangeInviteRoleCommand, state: TeamState): TeamEvent[] {
  const invite = requireInvite(state, command.inviteId);
  const at = parseInstant(command.now);
  const assignment = parseRoleAssignment(command, state);
  if (sameAssignment(invite, assignment)) return [];
  return [{ type: INVITE_ROLE_CHANGED, data: { inviteId: invite.inviteId, ...assignment, at } }];
}

export interface RemoveMemberCommand {
  userId: string;
  now: string;
}

/** `PATCH /accounts/teams/members/remove/{id}`. The owner cannot be removed (OWNER_IS_PROTECTED). */
export function decideRemoveMember(command: RemoveMemberCommand, state: TeamState): TeamEvent[] {
  const member = requireMember(state, command.userId);
  if (member.role === 'owner') {
    throw new LedgerValidationError('userId', 'The owner cannot be removed from the team', LEDGER_ERROR_CODES.OWNER_IS_PROTECTED);
  }
  const at = parseInstant(command.now);
  return [{ type: MEMBER_REMOVED, data: { userId: member.userId, email: member.email, at } }];
}
