import { CommandBus } from '@nestjs/cqrs';
import { hashToken } from '@ledgerline/platform';
import { startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { CreateBusinessCommand } from '../src/businesses/commands/create-business/create-business.command.js';
import { as, cookieFrom, createOwner, TEST_PASSWORD, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

const APP_URL = 'http://app.ledgerline.test';
const DENIED = 'You do not have permission to perform this action';
// support/test-api's request() does not list PUT in its type; it sends any method.
const PUT = 'PUT' as 'PATCH';
const MONEY_IN = { date: '2026-11-20', amount: '10.00', subtype: 'capital', account: 'Cash' };

type Mail = TestSmtpServer['received'][number];
interface JoinLink {
  email: string;
  hash: string;
  query: string;
}

describe('team: custom roles, invites, joining and access (through HTTP, real PostgreSQL and SMTP)', () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  let owner: SignedInOwner;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url, APP_URL });
    owner = await createOwner(api, { plan: 'store', business: 'Ada Stores' });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  const addressesOf = (mail: Mail) => [mail.to].flat().flatMap((group) => group?.value.map((address) => address.address?.toLowerCase() ?? '') ?? []);

  /** Every mail to `address` once there are at least `count`. */
  async function mailsTo(address: string, count = 1): Promise<Mail[]> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = smtp.received.filter((mail) => addressesOf(mail).includes(address.toLowerCase()));
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, got ${mails.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  function linkIn(mail: Mail): JoinLink {
    const match = /(\S+\/settings\/teams\/join\?(email=([^&\s]+)&hash=([A-Za-z0-9_-]+)))/.exec(mail.text ?? '');
    if (!match) throw new Error(`no join link in ${mail.text}`);
    expect(match[1].startsWith(`${APP_URL}/settings/teams/join?`)).toBe(true);
    return { email: decodeURIComponent(match[3]), hash: match[4], query: match[2] };
  }

  const lastLinkTo = async (address: string, count = 1) => linkIn((await mailsTo(address, count))[count - 1]);

  const invite = (who: { cookie: string }, body: Record<string, unknown>) =>
    api.request({ method: 'POST', url: '/api/v1/accounts/teams/invite', body, headers: as(who) });
  const team = async (who: { cookie: string }) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/accounts/teams', headers: as(who) });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  let cashierId: string;
  let member: { userId: string; cookie: string; email: string };

  it('lets the owner create and list custom roles', async () => {
    const created = await api.request({ method: 'POST', url: '/api/v1/customroles', body: { roleName: 'Cashier', access: [51, 23] }, headers: as(owner) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, data: { _id: expect.any(String), roleName: 'Cashier', access: [23, 51] } });
    cashierId = created.body.data._id;

    const listed = await api.request({ method: 'GET', url: '/api/v1/customroles', headers: as(owner) });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ success: true, data: [{ _id: cashierId, roleName: 'Cashier', access: [23, 51] }] });

    const duplicate = await api.request({ method: 'POST', url: '/api/v1/customroles', body: { roleName: 'cashier', access: [] }, headers: as(owner) });
    expect(duplicate.status).toBe(409);
  });

  it('refuses bad input with 400 and appends nothing', async () => {
    const before = await countEvents(api);
    const unknownCode = await api.request({ method: 'POST', url: '/api/v1/customroles', body: { roleName: 'Clerk', access: [51, 999] }, headers: as(owner) });
    expect(unknownCode.status).toBe(400);
    expect(unknownCode.body).toMatchObject({ success: false, code: 'UNKNOWN_PERMISSION_CODE' });
    expect(unknownCode.body.message).toContain('999');

    const smuggled = await api.request({
      method: 'POST',
      url: '/api/v1/customroles',
      body: { roleName: 'Clerk', access: [51], businessId: owner.businessId },
      headers: as(owner),
    });
    expect(smuggled.status).toBe(400);
    expect(smuggled.body.errors).toEqual([{ field: 'businessId', message: 'businessId is not a field this request accepts' }]);

    const badUpdate = await api.request({ method: PUT, url: `/api/v1/customroles/${cashierId}`, body: { access: [1000] }, headers: as(owner) });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.message).toContain('1000');

    // PUT /customroles, the role named by `_id` in the body (the spec's call list).
    const noId = await api.request({ method: PUT, url: '/api/v1/customroles', body: { roleName: 'Till' }, headers: as(owner) });
    expect(noId.status).toBe(400);
    expect(noId.body.errors).toEqual([{ field: '_id', message: '_id is required' }]);
    const unknownId = await api.request({ method: PUT, url: '/api/v1/customroles', body: { _id: 'no-such-role', roleName: 'Till' }, headers: as(owner) });
    expect(unknownId.status).toBe(404);

    const inviteWithBusiness = await invite(owner, { email: 'x@example.com', role: 'Business Owner', businessId: owner.businessId });
    expect(inviteWithBusiness.status).toBe(400);
    const badEmail = await invite(owner, { email: 'not-an-email', role: 'Business Owner' });
    expect(badEmail.status).toBe(400);
    const noRole = await invite(owner, { email: 'x@example.com' });
    expect(noRole.status).toBe(400);
    const unknownRoleId = await invite(owner, { email: 'x@example.com', role: 'Clerk', roleId: 'no-such-role' });
    expect(unknownRoleId.status).toBe(404);
    const ownerRole = await invite(owner, { email: 'x@example.com', role: 'owner' });
    expect(ownerRole.status).toBe(400);

    expect(await countEvents(api)).toBe(before);
    expect(smtp.received.filter((mail) => addressesOf(mail).includes('x@example.com'))).toHaveLength(0);
  });

  it('invites a member by mail, keeping the link token out of the events; the member joins with it and is signed in', async () => {
    const response = await invite(owner, { email: 'Bola@Example.com', role: 'Cashier', roleId: cashierId, roleAccess: [23, 51] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      data: {
        invites: [
          { inviteId: expect.any(String), businessId: owner.businessId, email: 'bola@example.com', role: 'member', roleId: cashierId, roleName: 'Cashier' },
        ],
      },
    });

    const link = await lastLinkTo('bola@example.com');
    expect(link.email).toBe('bola@example.com');
    const invited = await api.runtime.pool.query(`SELECT data::text AS data FROM events WHERE type = 'MemberInvited'`);
    for (const row of invited.rows) {
      expect(row.data).not.toContain(link.hash);
      expect(row.data).not.toContain(hashToken(link.hash));
    }
    const stored = await api.runtime.pool.query('SELECT token_hash, email, expires_at > now() + interval $$6 days 23 hours$$ AS week FROM team_invite_tokens');
    expect(stored.rows).toEqual([{ token_hash: hashToken(link.hash), email: 'bola@example.com', week: true }]);

    const check = await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${link.query}` });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      success: true,
      data: { email: 'bola@example.com', businessName: 'Ada Stores', role: 'member', roleName: 'Cashier', hasAccount: false },
    });

    const missingName = await api.request({ method: 'POST', url: `/api/v1/accounts/team/invite?${link.query}`, body: { password: TEST_PASSWORD } });
    expect(missingName.status).toBe(400);

    const joined = await api.request({
      method: 'POST',
      url: `/api/v1/accounts/team/invite?${link.query}`,
      body: { firstName: 'Bola', lastName: 'Ade', password: TEST_PASSWORD },
    });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      success: true,
      data: { email: 'bola@example.com', businessId: owner.businessId, role: 'member', accountCreated: true },
    });
    member = { userId: joined.body.data.userId, email: 'bola@example.com', cookie: cookieFrom(joined.headers) };

    const me = await api.request({ method: 'GET', url: '/api/v1/auth', headers: as(member) });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ orgId: owner.businessId, role: 'member', email: 'bola@example.com', emailVerifiedAt: expect.any(String) });
  });

  it('answers a reused link with 401, and its check with 404', async () => {
    const link = await lastLinkTo('bola@example.com');
    const again = await api.request({ method: 'POST', url: `/api/v1/accounts/team/invite?${link.query}`, body: { password: TEST_PASSWORD } });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('This invite link has already been used');
    const check = await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${link.query}` });
    expect(check.status).toBe(404);
    const forged = await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?email=bola%40example.com&hash=${'A'.repeat(43)}` });
    expect(forged.status).toBe(404);
  });

  it('applies a role change to the member’s very next request', async () => {
    const denied = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body: MONEY_IN, headers: as(member) });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(DENIED);

    const updated = await api.request({ method: PUT, url: `/api/v1/customroles/${cashierId}`, body: { access: [51, 23, 27] }, headers: as(owner) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ _id: cashierId, roleName: 'Cashier', access: [23, 27, 51] });
    // PUT /customroles, the role named by `_id` in the body (the spec's call list): the same change.
    const renamed = await api.request({ method: PUT, url: '/api/v1/customroles', body: { _id: cashierId, roleName: 'Till' }, headers: as(owner) });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ _id: cashierId, roleName: 'Till', access: [23, 27, 51] });
    const renamedBack = await api.request({ method: PUT, url: '/api/v1/customroles', body: { _id: cashierId, roleName: 'Cashier' }, headers: as(owner) });
    expect(renamedBack.body.data).toMatchObject({ _id: cashierId, roleName: 'Cashier' });

    const allowed = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body: MONEY_IN, headers: as(member) });
    expect(allowed.status).toBe(201);
  });

  it('keeps members out of the team and role routes', async () => {
    const calls = [
      api.request({ method: 'GET', url: '/api/v1/accounts/teams', headers: as(member) }),
      api.request({ method: 'GET', url: '/api/v1/customroles', headers: as(member) }),
      api.request({ method: 'POST', url: '/api/v1/customroles', body: { roleName: 'Boss', access: [] }, headers: as(member) }),
      api.request({ method: PUT, url: `/api/v1/customroles/${cashierId}`, body: { access: [1] }, headers: as(member) }),
      api.request({ method: PUT, url: '/api/v1/customroles', body: { _id: cashierId, access: [1] }, headers: as(member) }),
      invite(member, { email: 'friend@example.com', role: 'Business Owner' }),
      api.request({ method: 'PATCH', url: '/api/v1/accounts/teams/members/role', body: { userId: member.userId, role: 'admin' }, headers: as(member) }),
      api.request({ method: 'PATCH', url: `/api/v1/accounts/teams/members/remove/${owner.userId}`, headers: as(member) }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(DENIED);
    }
  });

  let carolInviteId: string;

  it('lists members with their names and pending invites', async () => {
    const invited = await invite(owner, { email: 'carol@example.com', role: 'Business Owner' });
    expect(invited.status).toBe(201);
    carolInviteId = invited.body.data.invites[0].inviteId;

    const data = await team(owner);
    expect(data.members).toEqual([
      {
        userId: owner.userId,
        email: owner.email,
        firstName: expect.any(String),
        lastName: expect.any(String),
        role: 'owner',
        roleId: null,
        roleName: 'Owner',
        joinedAt: expect.any(String),
      },
      {
        userId: member.userId,
        email: 'bola@example.com',
        firstName: 'Bola',
        lastName: 'Ade',
        role: 'member',
        roleId: cashierId,
        roleName: 'Cashier',
        joinedAt: expect.any(String),
      },
    ]);
    expect(data.pendingInvites).toEqual([
      {
        inviteId: carolInviteId,
        email: 'carol@example.com',
        role: 'admin',
        roleId: null,
        roleName: 'Business Owner',
        invitedAt: expect.any(String),
        lastSentAt: expect.any(String),
        linkExpiresAt: expect.any(String),
      },
    ]);
  });

  it('resends an invite with a fresh link; the old link stops working', async () => {
    const first = await lastLinkTo('carol@example.com', 1);
    const resent = await api.request({ method: 'POST', url: '/api/v1/accounts/teams/invite/resend', body: { email: 'carol@example.com' }, headers: as(owner) });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ inviteId: carolInviteId, email: 'carol@example.com' });
    const second = await lastLinkTo('carol@example.com', 2);
    expect(second.hash).not.toBe(first.hash);
    expect((await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${first.query}` })).status).toBe(404);
    expect((await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${second.query}` })).status).toBe(200);

    const byId = await api.request({ method: 'POST', url: '/api/v1/accounts/teams/invite/resend', body: { inviteId: carolInviteId }, headers: as(owner) });
    expect(byId.status).toBe(200);
    await mailsTo('carol@example.com', 3);
    const unknown = await api.request({ method: 'POST', url: '/api/v1/accounts/teams/invite/resend', body: { inviteId: 'nope' }, headers: as(owner) });
    expect(unknown.status).toBe(404);
  });

  it('answers a retried invite (same Idempotency-Key and body) with the first answer, mailing once', async () => {
    const host = await createOwner(api, { plan: 'store' });
    const request = () =>
      api.request({
        method: 'POST',
        url: '/api/v1/accounts/teams/invite',
        body: { email: 'ivy@example.com', role: 'admin' },
        headers: as(host, { 'idempotency-key': 'invite-ivy-0001' }),
      });
    const first = await request();
    const events = await countEvents(api);
    const second = await request();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data).toEqual(first.body.data);
    expect(await countEvents(api)).toBe(events);
    const tokens = await api.runtime.pool.query('SELECT count(*)::int AS n FROM team_invite_tokens WHERE invite_id = $1', [
      first.body.data.invites[0].inviteId,
    ]);
    expect(tokens.rows[0].n).toBe(1);
    expect(await mailsTo('ivy@example.com')).toHaveLength(1);
  });

  it('changes the role a pending invite gives', async () => {
    const changed = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/teams/invite/role',
      body: { inviteId: carolInviteId, role: 'Cashier', roleId: cashierId },
      headers: as(owner),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ inviteId: carolInviteId, role: 'member', roleId: cashierId, roleName: 'Cashier' });
    const link = await lastLinkTo('carol@example.com', 3);
    const check = await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${link.query}` });
    expect(check.body.data).toMatchObject({ role: 'member', roleName: 'Cashier' });
  });

  it('refuses an invite beyond the plan’s users (members and pending invites, owner included), sending nothing', async () => {
    // Store: 4 users (the owner and 3 more). Owner, Bola and Carol's invite take 3.
    const dan = await invite(owner, { email: 'dan@example.com', role: 'admin' });
    expect(dan.status).toBe(201);
    const before = await countEvents(api);
    const erin = await invite(owner, { email: 'erin@example.com', role: 'admin' });
    expect(erin.status).toBe(403);
    expect(erin.body).toMatchObject({ success: false, code: 'PLAN_USER_LIMIT', message: 'Your plan includes 4 users. Add users to your plan to invite more.' });
    expect(await countEvents(api)).toBe(before);
    expect(smtp.received.filter((mail) => addressesOf(mail).includes('erin@example.com'))).toHaveLength(0);

    // Revoking Dan's invite frees the seat, and his link stops working.
    const danLink = await lastLinkTo('dan@example.com');
    const revoked = await api.request({
      method: 'PATCH',
      url: `/api/v1/accounts/teams/invite/${dan.body.data.invites[0].inviteId}/remove`,
      headers: as(owner),
    });
    expect(revoked.status).toBe(200);
    expect((await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${danLink.query}` })).status).toBe(404);
    const join = await api.request({
      method: 'POST',
      url: `/api/v1/accounts/team/invite?${danLink.query}`,
      body: { firstName: 'Dan', lastName: 'O', password: TEST_PASSWORD },
    });
    expect(join.status).toBe(404);
    expect((await invite(owner, { email: 'erin@example.com', role: 'admin' })).status).toBe(201);
  });

  it('refuses any invite on the Micro plan (1 user)', async () => {
    const micro = await createOwner(api);
    const response = await invite(micro, { email: 'someone@example.com', role: 'Business Owner' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'PLAN_USER_LIMIT', message: 'Your plan includes 1 user. Add users to your plan to invite more.' });
  });

  it('never touches another business: its ids are 404', async () => {
    const other = await createOwner(api, { plan: 'store', business: 'Other Stores' });
    const role = await api.request({ method: 'POST', url: '/api/v1/customroles', body: { roleName: 'Theirs', access: [1] }, headers: as(other) });
    const theirInvite = await invite(other, { email: 'theirs@example.com', role: 'admin' });
    const before = await countEvents(api);
    const calls = [
      api.request({ method: PUT, url: `/api/v1/customroles/${role.body.data._id}`, body: { roleName: 'Mine' }, headers: as(owner) }),
      api.request({ method: 'PATCH', url: `/api/v1/accounts/teams/members/remove/${other.userId}`, headers: as(owner) }),
      api.request({ method: 'PATCH', url: '/api/v1/accounts/teams/members/role', body: { userId: other.userId, role: 'admin' }, headers: as(owner) }),
      api.request({ method: 'PATCH', url: `/api/v1/accounts/teams/invite/${theirInvite.body.data.invites[0].inviteId}/remove`, headers: as(owner) }),
      api.request({
        method: 'PATCH',
        url: '/api/v1/accounts/teams/invite/role',
        body: { inviteId: theirInvite.body.data.invites[0].inviteId, role: 'admin' },
        headers: as(owner),
      }),
      api.request({
        method: 'POST',
        url: '/api/v1/accounts/teams/invite/resend',
        body: { inviteId: theirInvite.body.data.invites[0].inviteId },
        headers: as(owner),
      }),
      invite(owner, { email: 'zed@example.com', role: 'Theirs', roleId: role.body.data._id }),
      invite(owner, { email: 'zed@example.com', role: 'admin', businesses: [owner.businessId, other.businessId] }),
      invite(owner, { email: 'zed@example.com', role: 'admin', businesses: ['not-a-uuid'] }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    expect(await countEvents(api)).toBe(before);
    expect(smtp.received.filter((mail) => addressesOf(mail).includes('zed@example.com'))).toHaveLength(0);
    expect(smtp.received.filter((mail) => addressesOf(mail).includes('theirs@example.com'))).toHaveLength(1);
  });

  it('invites to each listed business the caller owns, copying the custom role', async () => {
    const multi = await createOwner(api, { plan: 'store', business: 'Multi Stores' });
    const role = await api.request({ method: 'POST', url: '/api/v1/customroles', body: { roleName: 'Stock keeper', access: [50, 6] }, headers: as(multi) });
    const second = await api.app.get(CommandBus).execute(
      new CreateBusinessCommand({
        name: 'Multi Annex',
        owner: { userId: multi.userId, email: multi.email },
        grantedPlan: { plan: 'store', period: 'monthly', reference: 'test-grant' },
      }),
    );
    const response = await invite(multi, {
      email: 'femi@example.com',
      role: 'Stock keeper',
      roleId: role.body.data._id,
      businesses: [multi.businessId, second.businessId],
    });
    expect(response.status).toBe(201);
    expect(response.body.data.invites.map((sent: { businessId: string; roleName: string }) => [sent.businessId, sent.roleName])).toEqual([
      [multi.businessId, 'Stock keeper'],
      [second.businessId, 'Stock keeper'],
    ]);
    const mails = await mailsTo('femi@example.com', 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([expect.stringContaining('Multi Annex'), expect.stringContaining('Multi Stores')]);
    const copied = await api.runtime.pool.query('SELECT role_id, role_name, access FROM custom_roles WHERE business_id = $1', [second.businessId]);
    expect(copied.rows).toEqual([{ role_id: role.body.data._id, role_name: 'Stock keeper', access: [6, 50] }]);

    // Joining from the annex's link adds Femi to the annex only.
    const annexLink = linkIn(mails.find((mail) => mail.subject?.includes('Multi Annex'))!);
    const joined = await api.request({
      method: 'POST',
      url: `/api/v1/accounts/team/invite?${annexLink.query}`,
      body: { firstName: 'Femi', lastName: 'B', password: TEST_PASSWORD },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data.businessId).toBe(second.businessId);
    expect((await team(multi)).pendingInvites.map((pending: { email: string }) => pending.email)).toEqual(['femi@example.com']);
  });

  it('lets an existing account join with its password, and only with it', async () => {
    const host = await createOwner(api, { plan: 'store', business: 'Host Stores' });
    const guest = await createOwner(api, { business: 'Guest Stores' });
    expect((await invite(host, { email: guest.email, role: 'Business Owner' })).status).toBe(201);
    const link = await lastLinkTo(guest.email);
    const check = await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${link.query}` });
    expect(check.body.data).toMatchObject({ hasAccount: true, businessName: 'Host Stores', role: 'admin', roleName: 'Business Owner' });

    const wrong = await api.request({ method: 'POST', url: `/api/v1/accounts/team/invite?${link.query}`, body: { password: 'not the password' } });
    expect(wrong.status).toBe(401);
    const joined = await api.request({ method: 'POST', url: `/api/v1/accounts/team/invite?${link.query}`, body: { password: TEST_PASSWORD } });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ userId: guest.userId, businessId: host.businessId, role: 'admin', accountCreated: false });
    const session = { cookie: cookieFrom(joined.headers) };
    // An admin of Host Stores: the team routes are theirs now.
    const hostTeam = await team(session);
    expect(hostTeam.members.map((m: { userId: string; role: string; roleName: string }) => [m.userId, m.role, m.roleName])).toEqual([
      [host.userId, 'owner', 'Owner'],
      [guest.userId, 'admin', 'Business Owner'],
    ]);
  });

  it('answers an expired link with 404 on its check and 401 on join', async () => {
    expect((await invite(owner, { email: 'gina@example.com', role: 'admin' })).status).toBe(403); // the plan is full again
    const host = await createOwner(api, { plan: 'store' });
    expect((await invite(host, { email: 'gina@example.com', role: 'admin' })).status).toBe(201);
    const link = await lastLinkTo('gina@example.com');
    await api.runtime.pool.query(`UPDATE team_invite_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hashToken(link.hash)]);
    expect((await api.request({ method: 'GET', url: `/api/v1/accounts/team/invite?${link.query}` })).status).toBe(404);
    const join = await api.request({
      method: 'POST',
      url: `/api/v1/accounts/team/invite?${link.query}`,
      body: { firstName: 'Gina', lastName: 'K', password: TEST_PASSWORD },
    });
    expect(join.status).toBe(401);
    expect(join.body.code).toBe('INVITE_LINK_EXPIRED');
  });

  it('protects the owner, and ends a removed member’s access at once', async () => {
    const before = await countEvents(api);
    const demote = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/teams/members/role',
      body: { userId: owner.userId, role: 'Cashier', roleId: cashierId },
      headers: as(owner),
    });
    expect(demote.status).toBe(403);
    const removeOwner = await api.request({ method: 'PATCH', url: `/api/v1/accounts/teams/members/remove/${owner.userId}`, headers: as(owner) });
    expect(removeOwner.status).toBe(403);
    expect(await countEvents(api)).toBe(before);

    const promoted = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/teams/members/role',
      body: { userId: member.userId, role: 'Business Owner' },
      headers: as(owner),
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ userId: member.userId, role: 'admin', roleId: null, roleName: 'Business Owner' });
    expect((await api.request({ method: 'GET', url: '/api/v1/accounts/teams', headers: as(member) })).status).toBe(200);

    const removed = await api.request({ method: 'PATCH', url: `/api/v1/accounts/teams/members/remove/${member.userId}`, headers: as(owner) });
    expect(removed.status).toBe(200);
    const next = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body: MONEY_IN, headers: as(member) });
    expect(next.status).toBe(403);
    expect((await team(owner)).members.map((m: { userId: string }) => m.userId)).toEqual([owner.userId]);
  });
});
