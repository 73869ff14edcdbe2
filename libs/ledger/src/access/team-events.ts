import type { PermissionCode } from './permission-codes.js';

/**
 * Domain events of a business's team (current schema; libs/events versions them). Every change
 * of roles, invites and members is an event, so the audit history shows who could do what, when.
 * Timestamps (`at`) are ISO 8601 instants passed in by the caller; e-mails are lower-cased.
 */

/** A member's or invite's role: `admin`, or `member` with the id of a custom role. */
export type RoleAssignment = { role: 'admin' } | { role: 'member'; roleId: string };

export const TEAM_OWNER_ASSIGNED = 'TeamOwnerAssigned';
export interface TeamOwnerAssignedData {
  userId: string;
  email: string;
  at: string;
}
export interface TeamOwnerAssigned {
  type: typeof TEAM_OWNER_ASSIGNED;
  data: TeamOwnerAssignedData;
}

export const CUSTOM_ROLE_CREATED = 'CustomRoleCreated';
export interface CustomRoleCreatedData {
  roleId: string;
  roleName: string;
  access: PermissionCode[];
  at: string;
}
export interface CustomRoleCreated {
  type: typeof CUSTOM_ROLE_CREATED;
  data: CustomRoleCreatedData;
}

export const CUSTOM_ROLE_UPDATED = 'CustomRoleUpdated';
/** The role's whole new definition (not a patch). */
export interface CustomRoleUpdatedData {
  roleId: string;
  roleName: string;
  access: PermissionCode[];
  at: string;
}
export interface CustomRoleUpdated {
  type: typeof CUSTOM_ROLE_UPDATED;
  data: CustomRoleUpdatedData;
}

export const MEMBER_INVITED = 'MemberInvited';
export type MemberInvitedData = { inviteId: string; email: string; at: string } & RoleAssignment;
export interface MemberInvited {
  type: typeof MEMBER_INVITED;
  data: MemberInvitedData;
}

export const INVITE_RESENT = 'InviteResent';
export interface InviteResentData {
  inviteId: string;
  email: string;
  at: string;
}
export interface InviteResent {
  type: typeof INVITE_RESENT;
  data: InviteResentData;
}

export const MEMBER_JOINED = 'MemberJoined';
/** An invite accepted: the invite is gone and the user is a member with the invite's role. */
export type MemberJoinedData = { inviteId: string; userId: string; email: string; at: string } & RoleAssignment;
export interface MemberJoined {
  type: typeof MEMBER_JOINED;
  data: MemberJoinedData;
}

export const MEMBER_ROLE_CHANGED = 'MemberRoleChanged';
export type MemberRoleChangedData = { userId: string; at: string } & RoleAssignment;
export interface MemberRoleChanged {
  type: typeof MEMBER_ROLE_CHANGED;
  data: MemberRoleChangedData;
}

export const INVITE_ROLE_CHANGED = 'InviteRoleChanged';
export type InviteRoleChangedData = { inviteId: string; at: string } & RoleAssignment;
export interface InviteRoleChanged {
  type: typeof INVITE_ROLE_CHANGED;
  data: InviteRoleChangedData;
}

export const MEMBER_REMOVED = 'MemberRemoved';
export interface MemberRemovedData {
  userId: string;
  email: string;
  at: string;
}
export interface MemberRemoved {
  type: typeof MEMBER_REMOVED;
  data: MemberRemovedData;
}

export const INVITE_REVOKED = 'InviteRevoked';
export interface InviteRevokedData {
  inviteId: string;
  email: string;
  at: string;
}
export interface InviteRevoked {
  type: typeof INVITE_REVOKED;
  data: InviteRevokedData;
}

export type TeamEvent =
  | TeamOwnerAssigned
  | CustomRoleCreated
  | CustomRoleUpdated
  | MemberInvited
  | InviteResent
  | MemberJoined
  | MemberRoleChanged
  | InviteRoleChanged
  | MemberRemoved
  | InviteRevoked;
