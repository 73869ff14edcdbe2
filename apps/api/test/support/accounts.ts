import { randomUUID } from 'node:crypto';
import { decideCreateCustomRole, decideInviteMember, decideJoinTeam, evolveTeamAll } from '@ledgerline/ledger';
import { hashPassword } from '@ledgerline/platform';
import { businessStream, loadTeamState } from '@ledgerline/projections';
import { CommandExecutor } from '../../src/event-sourcing/command-executor.js';
import { toNewEvents } from '../../src/event-sourcing/domain-events.js';
import { UsersRepository } from '../../src/identity/users.repository.js';
import { ProvisionOwnerService, type ProvisionOwnerInput } from '../../src/auth/provision-owner/provision-owner.service.js';
import type { TestApi } from './test-api.js';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface SignedInUser {
  userId: string;
  email: string;
  /** The Cookie header to send: `ledgerline_session=…`. */
  cookie: string;
}

export interface SignedInOwner extends SignedInUser {
  businessId: string;
}

/** The `name=value` part of a Set-Cookie answer. */
export function cookieFrom(headers: Record<string, unknown>): string {
  const setCookie = String(headers['set-cookie'] ?? '');
  const pair = setCookie.split(';')[0];
  if (!pair.includes('=')) throw new Error(`no session cookie in ${setCookie}`);
  return pair;
}

export async function signIn(api: TestApi, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return cookieFrom(response.headers);
}

/** A verified owner with a business (as the operator CLI makes them), signed in over HTTP. */
export async function createOwner(api: TestApi, input: Partial<ProvisionOwnerInput> = {}): Promise<SignedInOwner> {
  const email = input.email ?? `owner-${randomUUID().slice(0, 8)}@example.com`;
  const owner = await api.app.get(ProvisionOwnerService).provision({ business: 'Test Stores', password: TEST_PASSWORD, ...input, email });
  return { userId: owner.userId, businessId: owner.businessId, email, cookie: await signIn(api, email, input.password ?? TEST_PASSWORD) };
}

/** `{ cookie }` headers for api.request. */
export const as = (user: { cookie: string }, headers: Record<string, string> = {}) => ({ cookie: user.cookie, ...headers });

/** Makes an owner and sends their session with every request of `api` from now on. */
export async function actAsNewOwner(api: TestApi, input: Partial<ProvisionOwnerInput> = {}): Promise<SignedInOwner> {
  const owner = await createOwner(api, input);
  api.defaultHeaders = { ...api.defaultHeaders, cookie: owner.cookie };
  return owner;
}

/**
 * A member of the owner's business holding exactly `access` (a custom role made for them), or an
 * admin, signed in; named Team Member with a fresh address unless `profile` says otherwise.
 * Written through the real write path (deciders, event store, projections); the invite-by-mail
 * flow itself is tested in team.int-spec.ts and identity.e2e-spec.ts.
 */
export async function addMember(
  api: TestApi,
  owner: SignedInOwner,
  assignment: { admin: true } | { access: number[] },
  profile: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<SignedInUser & { roleId?: string }> {
  const email = profile.email ?? `member-${randomUUID().slice(0, 8)}@example.com`;
  const user = await api.app.get(UsersRepository).create({
    email,
    firstName: profile.firstName ?? 'Team',
    lastName: profile.lastName ?? 'Member',
    passwordHash: await hashPassword(TEST_PASSWORD),
    emailVerified: true,
  });
  const roleId = 'admin' in assignment ? undefined : randomUUID();
  const now = new Date().toISOString();
  await api.app.get(CommandExecutor).execute({
    stream: businessStream(owner.businessId),
    fingerprint: randomUUID(),
    metadata: { businessId: owner.businessId, userId: owner.userId },
    async decide(db) {
      let team = await loadTeamState(db, owner.businessId);
      const events: { type: string; data: unknown }[] = [];
      const step = (decided: { type: string; data: unknown }[]) => {
        events.push(...decided);
        team = evolveTeamAll(decided as Parameters<typeof evolveTeamAll>[0], team);
      };
      if (roleId && 'access' in assignment)
        step(decideCreateCustomRole({ roleId, roleName: `Role ${roleId.slice(0, 8)}`, access: assignment.access, now }, team));
      const inviteId = randomUUID();
      step(decideInviteMember({ inviteId, email, role: roleId ? 'member' : 'admin', roleId, now }, team));
      step(decideJoinTeam({ inviteId, userId: user.userId, email, now }, team));
      return toNewEvents(events);
    },
  });
  await api.app.get(UsersRepository).setLastBusiness(user.userId, owner.businessId);
  return { userId: user.userId, email, cookie: await signIn(api, email), roleId };
}
