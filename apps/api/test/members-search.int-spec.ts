import { PERMISSION_DENIED_MESSAGE } from '@ledgerline/ledger';
import { addMember, as, createOwner, type SignedInOwner, type SignedInUser } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const SEARCH = '/api/v1/accounts/members/search';

/**
 * `GET /accounts/members/search` (the transactions list's staff filter), through HTTP on the real
 * PostgreSQL: the session's business's current members only, by name; e-mail addresses for owner
 * and admin only; whoever may read the transactions list may call it, and bad input is a 400.
 */
describe('team: searching the members (through HTTP, real PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let admin: SignedInUser;
  /** Holds 51 (view transactions). */
  let viewer: SignedInUser;
  /** Holds 1 (view all transactions). */
  let auditor: SignedInUser;
  /** Holds 2 and 23 (sales), not the transactions list's codes. */
  let clerk: SignedInUser;
  let otherOwner: SignedInOwner;
  let otherMember: SignedInUser;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'enterprise', business: 'Ada Stores', firstName: 'Zainab', lastName: 'Okafor', email: 'zainab.okafor@example.com' });
    admin = await addMember(api, owner, { admin: true }, { firstName: 'Chinedu', lastName: 'Adeyemi', email: 'chinedu.manager@example.com' });
    viewer = await addMember(api, owner, { access: [51] }, { firstName: 'Bola', lastName: 'Bakare', email: 'bb.cashier@example.com' });
    auditor = await addMember(api, owner, { access: [1] }, { firstName: 'Amaka', lastName: 'Eze', email: 'amaka.books@example.com' });
    clerk = await addMember(api, owner, { access: [2, 23] }, { firstName: 'Emeka', lastName: 'Obi', email: 'emeka.till@example.com' });
    // Another business, with a member whose name would match the same searches.
    otherOwner = await createOwner(api, { business: 'Other Stores', firstName: 'Bola', lastName: 'Elsewhere', email: 'bola.elsewhere@example.com' });
    otherMember = await addMember(api, otherOwner, { access: [51] }, { firstName: 'Amaka', lastName: 'Outsider', email: 'amaka.outsider@example.com' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const search = (who: { cookie: string } | undefined, query = '') =>
    api.request({ method: 'GET', url: `${SEARCH}${query ? `?${query}` : ''}`, headers: who ? as(who) : {} });
  const found = async (who: { cookie: string }, query = '') => {
    const response = await search(who, query);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    return response.body.data as { userId: string; name: string; email?: string }[];
  };
  const names = async (who: { cookie: string }, query = '') => (await found(who, query)).map((member) => member.name);

  it('without q answers every current member, owner included, by name, with e-mail addresses for the owner', async () => {
    // A pending invite is not a member.
    const invited = await api.request({
      method: 'POST',
      url: '/api/v1/accounts/teams/invite',
      body: { email: 'pending.bola@example.com', role: 'admin' },
      headers: as(owner),
    });
    expect(invited.status).toBe(201);

    expect(await found(owner)).toEqual([
      { userId: auditor.userId, firstName: 'Amaka', lastName: 'Eze', name: 'Amaka Eze', role: 'member', email: 'amaka.books@example.com' },
      { userId: viewer.userId, firstName: 'Bola', lastName: 'Bakare', name: 'Bola Bakare', role: 'member', email: 'bb.cashier@example.com' },
      { userId: admin.userId, firstName: 'Chinedu', lastName: 'Adeyemi', name: 'Chinedu Adeyemi', role: 'admin', email: 'chinedu.manager@example.com' },
      { userId: clerk.userId, firstName: 'Emeka', lastName: 'Obi', name: 'Emeka Obi', role: 'member', email: 'emeka.till@example.com' },
      { userId: owner.userId, firstName: 'Zainab', lastName: 'Okafor', name: 'Zainab Okafor', role: 'owner', email: 'zainab.okafor@example.com' },
    ]);
    expect(await names(owner, 'q=pending')).toEqual([]);
    // A blank q is no filter.
    expect(await names(owner, 'q=')).toHaveLength(5);
    expect(await names(owner, 'q=%20%20')).toHaveLength(5);
  });

  it('matches the first name, last name or e-mail, in any case, anywhere in them', async () => {
    expect(await names(owner, 'q=bOL')).toEqual(['Bola Bakare']);
    expect(await names(owner, 'q=KAR')).toEqual(['Bola Bakare']);
    expect(await names(owner, 'q=%20eze%20')).toEqual(['Amaka Eze']);
    expect(await names(owner, 'q=manager')).toEqual(['Chinedu Adeyemi']);
    // Every address here ends in example.com.
    expect(await names(owner, 'q=EXAMPLE.com')).toHaveLength(5);
    expect(await names(viewer, 'q=o')).toEqual(['Bola Bakare', 'Emeka Obi', 'Zainab Okafor']);
    // % and _ are letters like any other, not patterns; a first and last name together are not one field.
    expect(await names(owner, 'q=%25')).toEqual([]);
    expect(await names(owner, 'q=_')).toEqual([]);
    expect(await names(owner, 'q=Bola%20Bakare')).toEqual([]);
    expect(await names(owner, 'q=nobody')).toEqual([]);
  });

  it('answers at most limit members (20 by default), the first by name', async () => {
    expect(await names(owner, 'limit=2')).toEqual(['Amaka Eze', 'Bola Bakare']);
    expect(await names(viewer, 'q=o&limit=2')).toEqual(['Bola Bakare', 'Emeka Obi']);
    expect(await names(owner, 'limit=50')).toHaveLength(5);

    // A business with more than 20 members: 20 unless asked, at most 50.
    const big = await createOwner(api, { plan: 'enterprise', business: 'Big Stores', firstName: 'Aaron', lastName: 'Owner' });
    for (let i = 1; i <= 21; i += 1) await addMember(api, big, { access: [51] }, { firstName: `Staff ${String(i).padStart(2, '0')}`, lastName: 'Big' });
    const first = await names(big);
    expect(first).toEqual(['Aaron Owner', ...Array.from({ length: 19 }, (_, i) => `Staff ${String(i + 1).padStart(2, '0')} Big`)]);
    expect(await names(big, 'limit=50')).toHaveLength(22);
  });

  it('finds only current members: one removed is gone at once', async () => {
    const leaver = await addMember(api, owner, { access: [51] }, { firstName: 'Yusuf', lastName: 'Leaver' });
    expect(await names(viewer, 'q=leaver')).toEqual(['Yusuf Leaver']);
    const removed = await api.request({ method: 'PATCH', url: `/api/v1/accounts/teams/members/remove/${leaver.userId}`, headers: as(owner) });
    expect(removed.status).toBe(200);
    expect(await names(viewer, 'q=leaver')).toEqual([]);
    expect(await names(owner)).toHaveLength(5);
  });

  it('gives e-mail addresses to owner and admin only: others see names and roles, and cannot search by address', async () => {
    const byAdmin = await found(admin);
    expect(byAdmin).toHaveLength(5);
    expect(byAdmin.every((member) => typeof member.email === 'string')).toBe(true);
    expect(await names(admin, 'q=cashier')).toEqual(['Bola Bakare']);

    for (const member of [viewer, auditor]) {
      const seen = await found(member);
      expect(seen.map((row) => row.name)).toEqual(['Amaka Eze', 'Bola Bakare', 'Chinedu Adeyemi', 'Emeka Obi', 'Zainab Okafor']);
      for (const row of seen) expect(Object.keys(row).sort()).toEqual(['firstName', 'lastName', 'name', 'role', 'userId']);
      expect(JSON.stringify(seen)).not.toContain('@');
      expect(await names(member, 'q=cashier')).toEqual([]);
      expect(await names(member, 'q=example.com')).toEqual([]);
      expect(await names(member, 'q=bakare')).toEqual(['Bola Bakare']);
    }
  });

  it('refuses a member without the transactions list’s codes (403), and anyone signed out (401)', async () => {
    const denied = await search(clerk);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ success: false, code: 'PERMISSION_DENIED', message: PERMISSION_DENIED_MESSAGE });
    // The same member is let through to what their codes do open.
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions/sales', headers: as(clerk) })).status).toBe(200);

    const signedOut = await search(undefined, 'q=bola');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ success: false, code: 'AUTHENTICATION_REQUIRED' });
  });

  it('never shows another business’s members: the business is the session’s', async () => {
    const ours = [owner, admin, viewer, auditor, clerk].map((user) => user.userId).sort();
    expect((await found(owner)).map((member) => member.userId).sort()).toEqual(ours);
    expect(await names(owner, 'q=elsewhere')).toEqual([]);
    expect(await names(owner, 'q=outsider')).toEqual([]);
    expect(await names(viewer, 'q=amaka')).toEqual(['Amaka Eze']);
    expect(await names(owner, 'q=bola')).toEqual(['Bola Bakare']);

    // And the other way round.
    expect(await found(otherOwner)).toEqual([
      { userId: otherMember.userId, firstName: 'Amaka', lastName: 'Outsider', name: 'Amaka Outsider', role: 'member', email: 'amaka.outsider@example.com' },
      { userId: otherOwner.userId, firstName: 'Bola', lastName: 'Elsewhere', name: 'Bola Elsewhere', role: 'owner', email: 'bola.elsewhere@example.com' },
    ]);
    expect(await names(otherMember, 'q=okafor')).toEqual([]);

    // A business named in the request is refused, not followed.
    const smuggled = await search(owner, `businessId=${otherOwner.businessId}`);
    expect(smuggled.status).toBe(400);
    expect(smuggled.body.errors).toEqual([{ field: 'businessId', message: 'businessId is not a field this request accepts' }]);
  });

  it('answers bad q or limit with a 400 naming the field, never a 500', async () => {
    const expectRefused = async (query: string, field: string, message?: string) => {
      const response = await search(owner, query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toEqual([{ field, message: message ?? expect.any(String) }]);
    };
    await expectRefused(`q=${'a'.repeat(101)}`, 'q', 'q must be shorter than or equal to 100 characters');
    expect(await names(owner, `q=${'a'.repeat(100)}`)).toEqual([]);
    // q given twice arrives as a list.
    const twice = await search(owner, 'q=bola&q=eze');
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toContainEqual({ field: 'q', message: 'q must be a string' });
    for (const limit of ['0', '51', '-1', '1.5', 'abc', '1e3', '99999999999']) {
      await expectRefused(`limit=${limit}`, 'limit', 'limit must be a whole number from 1 to 50');
    }
  });
});
