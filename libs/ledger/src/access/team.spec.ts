import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import { authorize, PERMISSION_DENIED_MESSAGE } from './authorize.js';
import {
  decideAssignTeamOwner,
  decideChangeInviteRole,
  decideChangeMemberRole,
  decideCreateCustomRole,
  decideInviteMember,
  decideJoinTeam,
  decideRemoveMember,
  decideResendInvite,
  decideRevokeInvite,
  decideUpdateCustomRole,
} from './team-deciders.js';
import type { TeamEvent } from './team-events.js';
import { evolveTeam, evolveTeamAll, initialTeamState, inviteById, memberByEmail, memberById, teamActor, type TeamState } from './team-state.js';

const T0 = '2024-05-01T09:00:00Z';
const T1 = '2024-05-02T10:30:00.000Z';

const given = givenWhenThen<TeamState, TeamEvent>(evolveTeamAll);

const ownerAssigned: TeamEvent = { type: 'TeamOwnerAssigned', data: { userId: 'u-owner', email: 'owner@ada.ng', at: T0 } };
const cashierCreated: TeamEvent = { type: 'CustomRoleCreated', data: { roleId: 'r-cashier', roleName: 'Cashier', access: [23, 51], at: T0 } };
const accountantCreated: TeamEvent = { type: 'CustomRoleCreated', data: { roleId: 'r-acct', roleName: 'Accountant', access: [15, 19, 20], at: T0 } };
const bolaInvited: TeamEvent = { type: 'MemberInvited', data: { inviteId: 'inv-1', email: 'bola@ada.ng', role: 'member', roleId: 'r-cashier', at: T0 } };
const bolaJoined: TeamEvent = {
  type: 'MemberJoined',
  data: { inviteId: 'inv-1', userId: 'u-bola', email: 'bola@ada.ng', role: 'member', roleId: 'r-cashier', at: T1 },
};
const chidiInvited: TeamEvent = { type: 'MemberInvited', data: { inviteId: 'inv-2', email: 'chidi@ada.ng', role: 'admin', at: T0 } };
const team = [ownerAssigned, cashierCreated, accountantCreated];

describe('team owner', () => {
  it('given no owner, when assigned, then TeamOwnerAssigned with the e-mail lower-cased', () => {
    given([])
      .when((s) => decideAssignTeamOwner({ userId: 'u-owner', email: ' Owner@Ada.NG ', now: T0 }, s))
      .then([ownerAssigned]);
  });

  it('given an owner, when assigned again, then refused', () => {
    given([ownerAssigned])
      .when((s) => decideAssignTeamOwner({ userId: 'u-2', email: 'x@ada.ng', now: T0 }, s))
      .thenRefuses('userId', 'TEAM_OWNER_ALREADY_EXISTS');
  });
});

describe('custom roles', () => {
  it('given a team, when a role is created, then CustomRoleCreated with sorted codes', () => {
    given([ownerAssigned])
      .when((s) => decideCreateCustomRole({ roleId: 'r-cashier', roleName: ' Cashier ', access: [51, 23], now: T0 }, s))
      .then([cashierCreated]);
  });

  it('refuses a taken id or name (any case), an unknown code and a missing name', () => {
    given(team)
      .when((s) => decideCreateCustomRole({ roleId: 'r-cashier', roleName: 'Other', access: [], now: T0 }, s))
      .thenRefuses('roleId', 'CUSTOM_ROLE_ALREADY_EXISTS');
    given(team)
      .when((s) => decideCreateCustomRole({ roleId: 'r-9', roleName: 'CASHIER', access: [], now: T0 }, s))
      .thenRefuses('roleName', 'CUSTOM_ROLE_ALREADY_EXISTS', 'A role named CASHIER already exists');
    given(team)
      .when((s) => decideCreateCustomRole({ roleId: 'r-9', roleName: 'Baker', access: [142, 500], now: T0 }, s))
      .thenRefuses('access', 'UNKNOWN_PERMISSION_CODE', 'access[1]: 500 is not a known permission code');
    given(team)
      .when((s) => decideCreateCustomRole({ roleId: 'r-9', roleName: '', access: [], now: T0 }, s))
      .thenRefuses('roleName', 'REQUIRED', 'roleName is required');
  });

  it('given a role, when updated, then CustomRoleUpdated; unchanged → no event; unknown → refused', () => {
    given(team)
      .when((s) => decideUpdateCustomRole({ roleId: 'r-cashier', roleName: 'Till', access: [23], now: T1 }, s))
      .then([{ type: 'CustomRoleUpdated', data: { roleId: 'r-cashier', roleName: 'Till', access: [23], at: T1 } }]);
    given(team)
      .when((s) => decideUpdateCustomRole({ roleId: 'r-cashier', roleName: 'Cashier', access: [51, 23], now: T1 }, s))
      .then([]);
    given(team)
      .when((s) => decideUpdateCustomRole({ roleId: 'r-nope', roleName: 'X', access: [], now: T1 }, s))
      .thenRefuses('roleId', 'CUSTOM_ROLE_NOT_FOUND');
    given(team)
      .when((s) => decideUpdateCustomRole({ roleId: 'r-cashier', roleName: 'accountant', access: [], now: T1 }, s))
      .thenRefuses('roleName', 'CUSTOM_ROLE_ALREADY_EXISTS');
  });
});

describe('invites', () => {
  it('given a team, when a member is invited with a custom role, then MemberInvited with the e-mail lower-cased', () => {
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-1', email: 'Bola@ADA.ng', role: 'member', roleId: 'r-cashier', now: T0 }, s))
      .then([bolaInvited]);
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-2', email: 'chidi@ada.ng', role: 'admin', roleId: 'ignored', now: T0 }, s))
      .then([chidiInvited]);
  });

  it('refuses an e-mail that is a member or already invited (409-style codes)', () => {
    given([...team, bolaInvited, bolaJoined])
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'BOLA@ada.ng', role: 'admin', now: T1 }, s))
      .thenRefuses('email', 'MEMBER_ALREADY_EXISTS', 'bola@ada.ng is already a member of this team');
    given([...team])
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'owner@ada.ng', role: 'admin', now: T1 }, s))
      .thenRefuses('email', 'MEMBER_ALREADY_EXISTS');
    given([...team, bolaInvited])
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'bola@ada.ng', role: 'admin', now: T1 }, s))
      .thenRefuses('email', 'INVITE_ALREADY_EXISTS', /already been invited/);
    given([...team, bolaInvited])
      .when((s) => decideInviteMember({ inviteId: 'inv-1', email: 'new@ada.ng', role: 'admin', now: T1 }, s))
      .thenRefuses('inviteId', 'INVITE_ALREADY_EXISTS');
  });

  it('refuses the owner role, unknown roles and a bad e-mail', () => {
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'x@ada.ng', role: 'owner', now: T0 }, s))
      .thenRefuses('role', 'INVALID_CHOICE');
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'x@ada.ng', role: 'member', roleId: 'r-nope', now: T0 }, s))
      .thenRefuses('roleId', 'CUSTOM_ROLE_NOT_FOUND', 'Role not found');
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'x@ada.ng', role: 'member', now: T0 }, s))
      .thenRefuses('roleId', 'REQUIRED');
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'x@ada.ng', role: 'boss', now: T0 }, s))
      .thenRefuses('role', 'INVALID_CHOICE');
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'not-an-email', role: 'admin', now: T0 }, s))
      .thenRefuses('email', 'INVALID_VALUE');
    given(team)
      .when((s) => decideInviteMember({ inviteId: 'inv-9', email: 'x@ada.ng', role: 'admin', now: '2024-05-01' }, s))
      .thenRefuses('now', 'INVALID_DATE');
  });

  it('given an invite, when resent, changed or revoked, then the matching event', () => {
    given([...team, bolaInvited])
      .when((s) => decideResendInvite({ inviteId: 'inv-1', now: T1 }, s))
      .then([{ type: 'InviteResent', data: { inviteId: 'inv-1', email: 'bola@ada.ng', at: T1 } }]);
    given([...team, bolaInvited])
      .when((s) => decideChangeInviteRole({ inviteId: 'inv-1', role: 'member', roleId: 'r-acct', now: T1 }, s))
      .then([{ type: 'InviteRoleChanged', data: { inviteId: 'inv-1', role: 'member', roleId: 'r-acct', at: T1 } }]);
    given([...team, bolaInvited])
      .when((s) => decideChangeInviteRole({ inviteId: 'inv-1', role: 'member', roleId: 'r-cashier', now: T1 }, s))
      .then([]);
    given([...team, bolaInvited])
      .when((s) => decideRevokeInvite({ inviteId: 'inv-1', now: T1 }, s))
      .then([{ type: 'InviteRevoked', data: { inviteId: 'inv-1', email: 'bola@ada.ng', at: T1 } }]);
  });

  it('refuses an unknown, revoked or accepted invite', () => {
    const revoked: TeamEvent = { type: 'InviteRevoked', data: { inviteId: 'inv-1', email: 'bola@ada.ng', at: T1 } };
    given(team)
      .when((s) => decideResendInvite({ inviteId: 'inv-1', now: T1 }, s))
      .thenRefuses('inviteId', 'INVITE_NOT_FOUND', 'Invite not found');
    given([...team, bolaInvited, revoked])
      .when((s) => decideJoinTeam({ inviteId: 'inv-1', userId: 'u-bola', email: 'bola@ada.ng', now: T1 }, s))
      .thenRefuses('inviteId', 'INVITE_NOT_FOUND');
    given([...team, bolaInvited, bolaJoined])
      .when((s) => decideRevokeInvite({ inviteId: 'inv-1', now: T1 }, s))
      .thenRefuses('inviteId', 'INVITE_NOT_FOUND');
  });
});

describe('joining', () => {
  it('given an invite, when the invited user joins, then MemberJoined with the invite’s role', () => {
    given([...team, bolaInvited])
      .when((s) => decideJoinTeam({ inviteId: 'inv-1', userId: 'u-bola', email: 'BOLA@ada.ng', now: T1 }, s))
      .then([bolaJoined]);
    given([...team, chidiInvited])
      .when((s) => decideJoinTeam({ inviteId: 'inv-2', userId: 'u-chidi', email: 'chidi@ada.ng', now: T1 }, s))
      .then([{ type: 'MemberJoined', data: { inviteId: 'inv-2', userId: 'u-chidi', email: 'chidi@ada.ng', role: 'admin', at: T1 } }]);
  });

  it('refuses another e-mail and a user already in the team', () => {
    given([...team, bolaInvited])
      .when((s) => decideJoinTeam({ inviteId: 'inv-1', userId: 'u-bola', email: 'eve@ada.ng', now: T1 }, s))
      .thenRefuses('email', 'INVALID_VALUE', 'This invite was sent to another e-mail address');
    given([...team, bolaInvited])
      .when((s) => decideJoinTeam({ inviteId: 'inv-1', userId: 'u-owner', email: 'bola@ada.ng', now: T1 }, s))
      .thenRefuses('userId', 'MEMBER_ALREADY_EXISTS');
  });
});

describe('members', () => {
  const joined = [...team, bolaInvited, bolaJoined];

  it('given a member, when their role changes, then MemberRoleChanged; same role → no event', () => {
    given(joined)
      .when((s) => decideChangeMemberRole({ userId: 'u-bola', role: 'admin', now: T1 }, s))
      .then([{ type: 'MemberRoleChanged', data: { userId: 'u-bola', role: 'admin', at: T1 } }]);
    given(joined)
      .when((s) => decideChangeMemberRole({ userId: 'u-bola', role: 'member', roleId: 'r-cashier', now: T1 }, s))
      .then([]);
  });

  it("refuses changing the owner's role, an unknown member or role", () => {
    given(joined)
      .when((s) => decideChangeMemberRole({ userId: 'u-owner', role: 'admin', now: T1 }, s))
      .thenRefuses('userId', 'OWNER_IS_PROTECTED', "The owner's role cannot be changed");
    given(joined)
      .when((s) => decideChangeMemberRole({ userId: 'u-nope', role: 'admin', now: T1 }, s))
      .thenRefuses('userId', 'MEMBER_NOT_FOUND', 'Member not found');
    given(joined)
      .when((s) => decideChangeMemberRole({ userId: 'u-bola', role: 'member', roleId: 'r-nope', now: T1 }, s))
      .thenRefuses('roleId', 'CUSTOM_ROLE_NOT_FOUND');
    given(joined)
      .when((s) => decideChangeMemberRole({ userId: 'u-bola', role: 'owner', now: T1 }, s))
      .thenRefuses('role', 'INVALID_CHOICE');
  });

  it('given a member, when removed, then MemberRemoved; the owner cannot be removed', () => {
    given(joined)
      .when((s) => decideRemoveMember({ userId: 'u-bola', now: T1 }, s))
      .then([{ type: 'MemberRemoved', data: { userId: 'u-bola', email: 'bola@ada.ng', at: T1 } }]);
    given(joined)
      .when((s) => decideRemoveMember({ userId: 'u-owner', now: T1 }, s))
      .thenRefuses('userId', 'OWNER_IS_PROTECTED', 'The owner cannot be removed from the team');
    given(joined)
      .when((s) => decideRemoveMember({ userId: 'constructor', now: T1 }, s))
      .thenRefuses('userId', 'MEMBER_NOT_FOUND');
  });
});

describe('evolveTeam', () => {
  it('starts empty', () => {
    expect(initialTeamState).toEqual({ roles: {}, members: {}, invites: {} });
  });

  it('folds the team history into members, roles and pending invites', () => {
    const resent: TeamEvent = { type: 'InviteResent', data: { inviteId: 'inv-2', email: 'chidi@ada.ng', at: T1 } };
    const state = evolveTeamAll([...team, bolaInvited, chidiInvited, bolaJoined, resent]);
    expect(state.ownerUserId).toBe('u-owner');
    expect(memberById(state, 'u-bola')).toEqual({ userId: 'u-bola', email: 'bola@ada.ng', role: 'member', roleId: 'r-cashier', joinedAt: T1 });
    expect(memberByEmail(state, 'OWNER@ada.ng')?.role).toBe('owner');
    expect(inviteById(state, 'inv-1')).toBeUndefined();
    expect(inviteById(state, 'inv-2')).toEqual({ inviteId: 'inv-2', email: 'chidi@ada.ng', role: 'admin', invitedAt: T0, lastSentAt: T1 });
    const changed = evolveTeam(state, { type: 'InviteRoleChanged', data: { inviteId: 'inv-2', role: 'member', roleId: 'r-acct', at: T1 } });
    expect(inviteById(changed, 'inv-2')).toMatchObject({ role: 'member', roleId: 'r-acct' });
    const back = evolveTeam(changed, { type: 'InviteRoleChanged', data: { inviteId: 'inv-2', role: 'admin', at: T1 } });
    expect(inviteById(back, 'inv-2')).not.toHaveProperty('roleId');
    const removed = evolveTeam(state, { type: 'MemberRemoved', data: { userId: 'u-bola', email: 'bola@ada.ng', at: T1 } });
    expect(memberById(removed, 'u-bola')).toBeUndefined();
  });

  it('ignores events it does not track and never changes the state it is given', () => {
    const state = evolveTeamAll(team);
    const snapshot = JSON.parse(JSON.stringify(state));
    expect(evolveTeam(state, { type: 'BusinessCreated', data: {} })).toBe(state);
    evolveTeam(state, bolaInvited);
    evolveTeam(state, { type: 'CustomRoleUpdated', data: { roleId: 'r-cashier', roleName: 'Till', access: [], at: T1 } });
    expect(state).toEqual(snapshot);
  });
});

describe('teamActor: a role change applies to the very next request', () => {
  it('given a cashier, when their role loses code 23, then the next check is refused', () => {
    const sales = { method: 'POST' as const, path: '/api/v1/transactions/sales', anyOf: [23 as const] };
    const before = evolveTeamAll([...team, bolaInvited, bolaJoined]);
    expect(teamActor(before, 'u-bola')).toEqual({ role: 'member', access: [23, 51] });
    expect(authorize(sales, teamActor(before, 'u-bola'))).toEqual({ allowed: true });

    const after = evolveTeam(before, { type: 'CustomRoleUpdated', data: { roleId: 'r-cashier', roleName: 'Cashier', access: [51], at: T1 } });
    expect(authorize(sales, teamActor(after, 'u-bola'))).toMatchObject({ allowed: false, status: 403, message: PERMISSION_DENIED_MESSAGE });

    const promoted = evolveTeam(after, { type: 'MemberRoleChanged', data: { userId: 'u-bola', role: 'admin', at: T1 } });
    expect(authorize(sales, teamActor(promoted, 'u-bola'))).toEqual({ allowed: true });
  });

  it('gives owners and admins their role, and nobody else an actor', () => {
    const state = evolveTeamAll(team);
    expect(teamActor(state, 'u-owner')).toEqual({ role: 'owner', access: [] });
    expect(teamActor(state, 'u-stranger')).toBeUndefined();
    expect(authorize({ method: 'GET', path: '/x', anyOf: [] }, teamActor(state, 'u-stranger'))).toMatchObject({ status: 401 });
  });
});
