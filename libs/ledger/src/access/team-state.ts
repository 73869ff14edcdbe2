import type { AccessActor } from './authorize.js';
import type { PermissionCode } from './permission-codes.js';
import type { CustomRole, Role } from './roles.js';
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
  type CustomRoleCreatedData,
  type CustomRoleUpdatedData,
  type InviteResentData,
  type InviteRevokedData,
  type InviteRoleChangedData,
  type MemberInvitedData,
  type MemberJoinedData,
  type MemberRemovedData,
  type MemberRoleChangedData,
  type RoleAssignment,
  type TeamOwnerAssignedData,
} from './team-events.js';

export interface TeamMember {
  userId: string;
  email: string;
  role: Role;
  /** The custom role, for `member` only. */
  roleId?: string;
  joinedAt: string;
}

export interface PendingInvite {
  inviteId: string;
  email: string;
  role: Exclude<Role, 'owner'>;
  roleId?: string;
  invitedAt: string;
  lastSentAt: string;
}

/** What the team deciders need to know about one business's team: rebuilt by folding its stream with `evolveTeam`. */
export interface TeamState {
  readonly ownerUserId?: string;
  readonly roles: Readonly<Record<string, CustomRole>>;
  readonly members: Readonly<Record<string, TeamMember>>;
  readonly invites: Readonly<Record<string, PendingInvite>>;
}

export const initialTeamState: TeamState = Object.freeze({ roles: Object.freeze({}), members: Object.freeze({}), invites: Object.freeze({}) });

interface EventLike {
  type: string;
  data: unknown;
}

const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const copy = { ...record };
  delete copy[key];
  return copy;
};

function assignment(data: RoleAssignment): { role: 'admin' | 'member'; roleId?: string } {
  return data.role === 'member' ? { role: 'member', roleId: data.roleId } : { role: 'admin' };
}

/**
 * Applies one event of the business's stream. Events the team does not track leave the state
 * unchanged, so the whole stream can be folded. Pass events upcast to their current version.
 */
export function evolveTeam(state: TeamState, event: EventLike): TeamState {
  switch (event.type) {
    case TEAM_OWNER_ASSIGNED: {
      const data = event.data as TeamOwnerAssignedData;
      const owner: TeamMember = { userId: data.userId, email: data.email, role: 'owner', joinedAt: data.at };
      return { ...state, ownerUserId: data.userId, members: { ...state.members, [data.userId]: owner } };
    }
    case CUSTOM_ROLE_CREATED:
    case CUSTOM_ROLE_UPDATED: {
      const data = event.data as CustomRoleCreatedData | CustomRoleUpdatedData;
      const role: CustomRole = { roleId: data.roleId, roleName: data.roleName, access: [...data.access] };
      return { ...state, roles: { ...state.roles, [data.roleId]: role } };
    }
    case MEMBER_INVITED: {
      const data = event.data as MemberInvitedData;
      const invite: PendingInvite = { inviteId: data.inviteId, email: data.email, ...assignment(data), invitedAt: data.at, lastSentAt: data.at };
      return { ...state, invites: { ...state.invites, [data.inviteId]: invite } };
    }
    case INVITE_RESENT: {
      const data = event.data as InviteResentData;
      const invite = own(state.invites, data.inviteId);
      if (!invite) return state;
      return { ...state, invites: { ...state.invites, [data.inviteId]: { ...invite, lastSentAt: data.at } } };
    }
    case INVITE_ROLE_CHANGED: {
      const data = event.data as InviteRoleChangedData;
      const invite = own(state.invites, data.inviteId);
      if (!invite) return state;
      const { roleId: _dropped, ...rest } = invite;
      void _dropped;
      return { ...state, invites: { ...state.invites, [data.inviteId]: { ...rest, ...assignment(data) } } };
    }
    case INVITE_REVOKED: {
      const data = event.data as InviteRevokedData;
      return { ...state, invites: without(state.invites, data.inviteId) };
    }
    case MEMBER_JOINED: {
      const data = event.data as MemberJoinedData;
      const member: TeamMember = { userId: data.userId, email: data.email, ...assignment(data), joinedAt: data.at };
      return { ...state, invites: without(state.invites, data.inviteId), members: { ...state.members, [data.userId]: member } };
    }
    case MEMBER_ROLE_CHANGED: {
      const data = event.data as MemberRoleChangedData;
      const member = own(state.members, data.userId);
      if (!member) return state;
      const { roleId: _dropped, ...rest } = member;
      void _dropped;
      return { ...state, members: { ...state.members, [data.userId]: { ...rest, ...assignment(data) } } };
    }
    case MEMBER_REMOVED: {
      const data = event.data as MemberRemovedData;
      return { ...state, members: without(state.members, data.userId) };
    }
    default:
      return state;
  }
}

/** Folds events onto a team state (from the initial one by default). */
export function evolveTeamAll(events: Iterable<EventLike>, state: TeamState = initialTeamState): TeamState {
  let current = state;
  for (const event of events) current = evolveTeam(current, event);
  return current;
}

export function customRoleById(state: TeamState, roleId: string): CustomRole | undefined {
  return own(state.roles, roleId);
}

export function memberById(state: TeamState, userId: string): TeamMember | undefined {
  return own(state.members, userId);
}

export function inviteById(state: TeamState, inviteId: string): PendingInvite | undefined {
  return own(state.invites, inviteId);
}

/** E-mails are compared lower-cased (the state holds them lower-cased). */
export function memberByEmail(state: TeamState, email: string): TeamMember | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(state.members).find((member) => member.email === wanted);
}

export function pendingInviteByEmail(state: TeamState, email: string): PendingInvite | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(state.invites).find((invite) => invite.email === wanted);
}

/**
 * The guard's view of a user in this business, from the current team state: a member's codes are
 * their custom role's codes now, so a role change applies to their very next request. Undefined
 * for someone who is not a member (the API answers 404 or 401, never another business's data).
 */
export function teamActor(state: TeamState, userId: string): Pick<AccessActor, 'role' | 'access'> | undefined {
  const member = memberById(state, userId);
  if (!member) return undefined;
  if (member.role !== 'member') return { role: member.role, access: [] };
  const access: readonly PermissionCode[] = (member.roleId !== undefined && customRoleById(state, member.roleId)?.access) || [];
  return { role: 'member', access };
}
