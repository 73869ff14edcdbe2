import {
  initialSubscriptionState,
  initialTeamState,
  isPermissionCode,
  type CustomRole,
  type PendingInvite,
  type PermissionCode,
  type Role,
  type SubscriptionState,
  type TeamMember,
  type TeamState,
} from '@ledgerline/ledger';
import { containsPattern } from '../catalogue/catalogue.queries.js';
import { execute, sql, type Queryable } from '../db.js';

interface MemberRow {
  user_id: string;
  email: string;
  role: Role;
  role_id: string | null;
  joined_at: Date;
}
interface InviteRow {
  invite_id: string;
  email: string;
  role: 'admin' | 'member';
  role_id: string | null;
  invited_at: Date;
  last_sent_at: Date;
}
interface RoleRow {
  role_id: string;
  role_name: string;
  access: number[];
}

const codes = (access: number[]): PermissionCode[] => access.filter(isPermissionCode);
const withRoleId = <T extends object>(value: T, roleId: string | null): T => (roleId === null ? value : { ...value, roleId });

/** The team deciders' state, read from the read models (under the stream lock, it is exactly the stream's). */
export async function loadTeamState(db: Queryable, businessId: string): Promise<TeamState> {
  const [members, invites, roles] = await Promise.all([
    execute<MemberRow>(db, sql.table('team_members').select('*').where({ business_id: businessId })),
    execute<InviteRow>(db, sql.table('team_invites').select('*').where({ business_id: businessId })),
    execute<RoleRow>(db, sql.table('custom_roles').select('*').where({ business_id: businessId })),
  ]);
  if (members.length === 0 && invites.length === 0 && roles.length === 0) return initialTeamState;
  const owner = members.find((member) => member.role === 'owner');
  return {
    ownerUserId: owner?.user_id,
    members: Object.fromEntries(
      members.map((row) => [
        row.user_id,
        withRoleId<TeamMember>({ userId: row.user_id, email: row.email, role: row.role, joinedAt: row.joined_at.toISOString() }, row.role_id),
      ]),
    ),
    invites: Object.fromEntries(
      invites.map((row) => [
        row.invite_id,
        withRoleId<PendingInvite>(
          { inviteId: row.invite_id, email: row.email, role: row.role, invitedAt: row.invited_at.toISOString(), lastSentAt: row.last_sent_at.toISOString() },
          row.role_id,
        ),
      ]),
    ),
    roles: Object.fromEntries(
      roles.map((row) => [row.role_id, { roleId: row.role_id, roleName: row.role_name, access: codes(row.access) } satisfies CustomRole]),
    ),
  };
}

export async function loadSubscriptionState(db: Queryable, businessId: string): Promise<SubscriptionState> {
  const [row] = await execute<{ state: SubscriptionState }>(db, sql.table('subscriptions').select('state').where({ business_id: businessId }));
  return row?.state ?? initialSubscriptionState;
}

export interface Membership {
  businessId: string;
  role: Role;
  roleId: string | null;
  roleName: string | null;
  /** The custom role's codes now (empty for owner and admin, who pass every check). */
  access: PermissionCode[];
}

/** One user's place in one business, or undefined when they are not a member of it. Read on every request. */
export async function findMembership(db: Queryable, businessId: string, userId: string): Promise<Membership | undefined> {
  const [row] = await execute<{ role: Role; role_id: string | null; role_name: string | null; access: number[] | null }>(
    db,
    sql
      .table('team_members as m')
      .leftJoin('custom_roles as r', function () {
        this.on('r.business_id', '=', 'm.business_id').andOn('r.role_id', '=', 'm.role_id');
      })
      .select('m.role', 'm.role_id', 'r.role_name', 'r.access')
      .where({ 'm.business_id': businessId, 'm.user_id': userId }),
  );
  if (!row) return undefined;
  return { businessId, role: row.role, roleId: row.role_id, roleName: row.role_name, access: row.role === 'member' ? codes(row.access ?? []) : [] };
}

export interface UserBusiness {
  businessId: string;
  name: string;
  role: Role;
  parentBusinessId: string | null;
}

/** Every business a user belongs to, oldest first. */
export async function listUserBusinesses(db: Queryable, userId: string): Promise<UserBusiness[]> {
  const rows = await execute<{ business_id: string; name: string; role: Role; parent_business_id: string | null }>(
    db,
    sql
      .table('team_members as m')
      .join('businesses as b', 'b.business_id', 'm.business_id')
      .select('b.business_id', 'b.name', 'm.role', 'b.parent_business_id')
      .where({ 'm.user_id': userId })
      .orderBy([{ column: 'b.created_at' }, { column: 'b.business_id' }]),
  );
  return rows.map((row) => ({ businessId: row.business_id, name: row.name, role: row.role, parentBusinessId: row.parent_business_id ?? null }));
}

export interface MemberSearchRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** First and last name joined; empty when the account has neither. */
  name: string;
  role: Role;
}

export interface MemberSearch {
  /** Contained, case-insensitively, in the first name, last name or (with `matchEmail`) the e-mail; blank: every member. */
  q?: string;
  limit: number;
  /** Whether `q` is also looked for in e-mail addresses (only for callers who may see them). */
  matchEmail: boolean;
}

const MEMBER_NAME = "trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))";

/** The business's current members (owner included; invites are not members), by name. */
export async function searchTeamMembers(db: Queryable, businessId: string, search: MemberSearch): Promise<MemberSearchRow[]> {
  const query = sql
    .table('team_members as m')
    .leftJoin('users as u', 'u.user_id', 'm.user_id')
    .select('m.user_id', 'm.email', 'm.role', 'u.first_name', 'u.last_name', sql.raw(`${MEMBER_NAME} AS name`))
    .where('m.business_id', businessId);
  const text = search.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    void query.andWhere((where) => {
      void where.whereRaw("u.first_name ILIKE ? ESCAPE '\\'", [pattern]).orWhereRaw("u.last_name ILIKE ? ESCAPE '\\'", [pattern]);
      if (search.matchEmail) void where.orWhereRaw("m.email ILIKE ? ESCAPE '\\'", [pattern]);
    });
  }
  const rows = await execute<{ user_id: string; email: string; role: Role; first_name: string | null; last_name: string | null; name: string }>(
    db,
    query.orderByRaw(`lower(${MEMBER_NAME}) ASC, m.user_id ASC`).limit(search.limit),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.name,
    role: row.role,
  }));
}
