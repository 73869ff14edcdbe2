import { ROUTE_TABLE } from '../src/common/access/route-table.js';
import { addMember, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/**
 * The business a request acts on comes from the session only. Signed in to business A, every id
 * of business B (in a path, a query or a body) answers 404, no answer carries any of B's data, and
 * B's history is untouched.
 */
describe('tenancy: business A cannot reach business B', () => {
  let api: TestApi;
  let a: SignedInOwner;
  let b: SignedInOwner;
  const B = {
    businessName: 'Bravo Secret Traders',
    bankNumber: '9988776655',
    memberEmail: '',
    memberId: '',
    roleId: '',
    roleName: '',
    inviteId: '',
    bankId: '',
    productId: '',
    serviceId: '',
    contactId: '',
  };

  const streamLength = async (businessId: string) =>
    (await api.runtime.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`business-${businessId}`])).rows[0].n;

  beforeAll(async () => {
    api = await createTestApi();
    a = await createOwner(api, { plan: 'professional', business: 'Alpha Stores' });
    b = await createOwner(api, {
      plan: 'professional',
      business: B.businessName,
      bankAccounts: [{ bankName: 'Zenith', accountName: 'Bravo', accountNumber: B.bankNumber }],
    });
    const member = await addMember(api, b, { access: [27] });
    B.memberEmail = member.email;
    B.memberId = member.userId;
    B.roleId = member.roleId!;
    const roles = await api.request({ method: 'GET', url: '/api/v1/customroles', headers: { cookie: b.cookie } });
    B.roleName = roles.body.data.find((role: { _id: string }) => role._id === B.roleId).roleName;
    const invited = await api.request({
      method: 'POST',
      url: '/api/v1/accounts/teams/invite',
      body: { email: 'pending@example.com', role: 'admin' },
      headers: { cookie: b.cookie },
    });
    expect(invited.status).toBe(201);
    const team = await api.request({ method: 'GET', url: '/api/v1/accounts/teams', headers: { cookie: b.cookie } });
    B.inviteId = team.body.data.pendingInvites[0].inviteId;
    const banks = await api.request({ method: 'GET', url: '/api/v1/accounts/bank-accounts', headers: { cookie: b.cookie } });
    B.bankId = banks.body.data[0].bankAccountId ?? banks.body.data[0]._id ?? banks.body.data[0].id;
    expect(B.bankId).toBeTruthy();
    const create = (url: string, body: unknown) => api.request({ method: 'POST', url, body, headers: { cookie: b.cookie } });
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    B.productId = (await create('/api/v1/products', { name: 'Bravo blend', sellingPrice: '5', quantity: '2', buyingPrice: '1', image: png })).body.data.id;
    B.serviceId = (await create('/api/v1/products', { type: 'SERVICE', name: 'Bravo delivery', sellingPrice: '5' })).body.data.id;
    B.contactId = (await create('/api/v1/entities', { firstName: 'Bravo', lastName: 'Customer' })).body.data.id;
    expect([B.productId, B.serviceId, B.contactId].every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await api?.close();
  });

  const attempts = () => [
    { method: 'POST', url: `/api/v1/accounts/businesses/${b.businessId}/switch` },
    { method: 'GET', url: `/api/v1/accounts/${b.businessId}/business` },
    { method: 'PATCH', url: `/api/v1/accounts/teams/members/remove/${B.memberId}` },
    { method: 'PATCH', url: `/api/v1/accounts/teams/invite/${B.inviteId}/remove` },
    { method: 'PUT', url: `/api/v1/customroles/${B.roleId}`, body: { roleName: 'Taken over', access: [1] } },
    { method: 'PATCH', url: '/api/v1/accounts/teams/members/role', body: { userId: B.memberId, role: 'admin' } },
    { method: 'PATCH', url: '/api/v1/accounts/teams/invite/role', body: { inviteId: B.inviteId, role: 'admin' } },
    { method: 'POST', url: '/api/v1/accounts/teams/invite/resend', body: { inviteId: B.inviteId } },
    { method: 'POST', url: '/api/v1/accounts/teams/invite', body: { email: 'new@example.com', role: 'Business Owner', businesses: [b.businessId] } },
    { method: 'POST', url: '/api/v1/accounts/teams/invite', body: { email: 'new2@example.com', role: 'member', roleId: B.roleId } },
    {
      method: 'PATCH',
      url: '/api/v1/accounts/bank-accounts',
      body: { bankAccounts: [{ bankAccountId: B.bankId, bankName: 'Zenith', accountName: 'Mine now', accountNumber: '1111111111' }] },
    },
    { method: 'POST', url: '/api/v1/transactions/money-in', body: { date: '2026-11-20', amount: '5.00', subtype: 'capital', account: B.bankId } },
    { method: 'GET', url: `/api/v1/products/${B.productId}` },
    { method: 'GET', url: `/api/v1/products/${B.productId}/image` },
    { method: 'GET', url: `/api/v1/services/${B.serviceId}` },
    { method: 'GET', url: `/api/v1/entities/${B.contactId}` },
  ];

  it('answers 404 to every id of the other business, and leaks none of its data', async () => {
    const before = await streamLength(b.businessId);
    for (const attempt of attempts()) {
      const response = await api.request({ method: attempt.method as 'GET', url: attempt.url, body: attempt.body, headers: { cookie: a.cookie } });
      const text = JSON.stringify(response.body);
      if (response.status !== 404) throw new Error(`${attempt.method} ${attempt.url} answered ${response.status}: ${text}`);
      for (const secret of [B.businessName, B.bankNumber, B.memberEmail, B.roleName, 'pending@example.com']) {
        if (text.includes(secret)) throw new Error(`${attempt.method} ${attempt.url} leaked ${secret}: ${text}`);
      }
    }
    expect(await streamLength(b.businessId)).toBe(before);
  });

  it('tries every route of the table that takes an id in its path', () => {
    const tried = new Set(attempts().map((attempt) => `${attempt.method} ${attempt.url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`));
    const withPathIds = ROUTE_TABLE.filter((rule) => /:[a-z]+/i.test(rule.path) && !rule.public && !rule.admin).map(
      (rule) => `${rule.method} ${rule.path.replace(/:[A-Za-z]+/g, ':id')}`,
    );
    expect(withPathIds.filter((route) => !tried.has(route))).toEqual([]);
  });

  it('refuses a business id in a body or query as an unknown field, saving nothing', async () => {
    const before = await streamLength(b.businessId);
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { businessId: b.businessId, date: '2026-11-20', amount: '5.00', subtype: 'capital', account: 'Cash' },
      headers: { cookie: a.cookie },
    });
    expect(response.status).toBe(400);
    const lists = await api.request({ method: 'GET', url: `/api/v1/accounts/balancedetails?business=${b.businessId}`, headers: { cookie: a.cookie } });
    expect(JSON.stringify(lists.body)).not.toContain(B.bankNumber);
    expect(await streamLength(b.businessId)).toBe(before);
  });

  it('lists only the caller’s own businesses', async () => {
    const listed = await api.request({ method: 'GET', url: '/api/v1/accounts/businesses/all', headers: { cookie: a.cookie } });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(B.businessName);
    expect(JSON.stringify(listed.body)).not.toContain(b.businessId);
  });
});
