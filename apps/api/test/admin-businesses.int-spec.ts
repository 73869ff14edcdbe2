import { randomUUID } from 'node:crypto';
import { as, createOwner, signIn, type SignedInOwner } from './support/accounts.js';
import { adminRequests, createAdminTeam, linkToPartner, type AdminRequest } from './support/admin.js';
import { createProduct } from './support/trade-fixtures.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const DEACTIVATED = 'This business has been deactivated; contact support';

/** The provider admin's businesses (docs/admin.md "Businesses"): lists, detail, reports, and the changes an admin makes. */
describe('admin businesses', () => {
  let api: TestApi;
  let staff: Record<string, string>;
  let partnerAdmin: Record<string, string>;
  let owner: SignedInOwner;
  let partnered: SignedInOwner;
  let partnerId: string;
  let admin: AdminRequest;

  beforeAll(async () => {
    api = await createTestApi();
    ({ staff, partnerId, partnerAdmin } = await createAdminTeam(api, 'Lagos Accountants'));
    admin = adminRequests(api, staff);

    owner = await createOwner(api, { business: 'Ada Provisions', plan: 'store', email: `ada-${randomUUID().slice(0, 6)}@example.com` });
    partnered = await createOwner(api, { business: 'Partner Shop' });
    await linkToPartner(api, partnerId, partnered.businessId);

    const rice = await createProduct(api, owner, { name: 'Rice 50kg', buyingPrice: '1000', sellingPrice: '1500' });
    await createProduct(api, owner, { name: 'Delivery', kind: 'service', sellingPrice: '500' });
    const post = async (url: string, body: unknown) => {
      const response = await api.request({ method: 'POST', url: `/api/v1${url}`, headers: as(owner), body });
      if (response.status !== 201) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    };
    await post('/transactions/purchases', { date: '2026-01-05', items: [{ product: rice, quantity: 10, price: '1000' }], account: 'Cash' });
    await post('/transactions/sales', { date: '2026-01-06', items: [{ product: rice, quantity: 4, price: '1500' }], account: 'Cash' });
    await post('/transactions/expenses', { date: '2026-01-07', category: 'rent', amount: '2500', account: 'Cash' });
    for (const kind of ['categories', 'brands']) {
      const response = await api.request({
        method: 'POST',
        url: `/api/v1/${kind === 'categories' ? 'categories' : 'brands'}`,
        headers: as(owner),
        body: { name: `Grains ${kind}` },
      });
      expect([200, 201]).toContain(response.status);
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists businesses with owner and plan, searches by name and owner e-mail, pages', async () => {
    const all = await admin('GET', '/businesses');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, page: 1, limit: 25, total: 2 });
    const ada = all.body.data.find((row: { id: string }) => row.id === owner.businessId);
    expect(ada).toMatchObject({ name: 'Ada Provisions', planName: 'Store Plan', deactivated: false, owner: { email: owner.email } });
    expect((await admin('GET', `/businesses?q=${encodeURIComponent(owner.email.slice(0, 8))}`)).body.data.map((row: { id: string }) => row.id)).toEqual([
      owner.businessId,
    ]);
    expect((await admin('GET', '/businesses?q=partner')).body.data.map((row: { id: string }) => row.id)).toEqual([partnered.businessId]);
    expect((await admin('GET', `/businesses?partnerId=${partnerId}`)).body.total).toBe(1);
    expect((await admin('GET', '/businesses?limit=1&page=2')).body).toMatchObject({ page: 2, limit: 1, total: 2 });
  });

  it('shows a partner admin only their partner’s businesses; another business is 404', async () => {
    const list = await admin('GET', '/businesses', partnerAdmin);
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([partnered.businessId]);
    expect((await admin('GET', `/businesses/${partnered.businessId}`, partnerAdmin)).status).toBe(200);
    for (const url of [`/businesses/${owner.businessId}`, `/businesses/${owner.businessId}/pnl-report`, `/businesses/${owner.businessId}/users`]) {
      const response = await admin('GET', url, partnerAdmin);
      expect(response.status).toBe(404);
    }
    expect((await admin('PATCH', `/businesses/${owner.businessId}/deactivate`, partnerAdmin, {})).status).toBe(404);
  });

  it('answers a business’s detail: profile, owner, the plan as GET /payment/plan gives it, counts', async () => {
    // A voided transaction is not counted, as the admin stats do not count it (February: outside the stats' January).
    const recorded = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/expenses',
      headers: as(owner),
      body: { date: '2026-02-02', category: 'rent', amount: '100', account: 'Cash' },
    });
    expect(recorded.status).toBe(201);
    const voided = await api.request({
      method: 'DELETE',
      url: `/api/v1/transactions/${recorded.body.data.id}`,
      headers: as(owner),
      body: { reason: 'Recorded twice' },
    });
    expect(voided.status).toBe(200);
    const detail = await admin('GET', `/businesses/${owner.businessId}`);
    expect(detail.status).toBe(200);
    const ownersPlan = await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(owner) });
    expect(detail.body.data.plan).toEqual(ownersPlan.body.data);
    expect(detail.body.data).toMatchObject({
      id: owner.businessId,
      profile: { businessName: 'Ada Provisions' },
      owner: { userId: owner.userId },
      counts: { members: 1, products: 1, services: 1, transactions: 3 },
      deactivated: false,
    });
    expect((await admin('GET', '/businesses/not-a-uuid')).status).toBe(404);
    expect((await admin('GET', `/businesses/${randomUUID()}`)).status).toBe(404);
  });

  it('gives the reports with the owner’s own figures', async () => {
    const range = 'startDate=2026-01-01&endDate=2026-01-31';
    const pnl = await admin('GET', `/businesses/${owner.businessId}/pnl-report?${range}`);
    const ownersPnl = await api.request({
      method: 'GET',
      url: '/api/v1/reports/profit-and-loss/custom?startDate1=2026-01-01&endDate1=2026-01-31',
      headers: as(owner),
    });
    expect(pnl.status).toBe(200);
    expect(pnl.body.data).toEqual(ownersPnl.body.data);
    for (const [adminPath, ownerPath] of [
      ['sales-report', 'sales'],
      ['inventory-report', 'inventory'],
      ['expense-report', 'expense'],
    ]) {
      const mine = await admin('GET', `/businesses/${owner.businessId}/${adminPath}?${range}`);
      const owners = await api.request({
        method: 'POST',
        url: `/api/v1/reports/${ownerPath}`,
        headers: as(owner),
        body: { startDate: '2026-01-01', endDate: '2026-01-31' },
      });
      expect(mine.status).toBe(200);
      expect(mine.body.data).toEqual(owners.body.data);
    }
    expect((await admin('GET', `/businesses/${owner.businessId}/sales-report?${range}`)).body.data.totals.total).toBe('6000.00');
    const sheet = await admin('GET', `/businesses/${owner.businessId}/balance-sheet-report?endDate=2026-01-31`);
    expect(sheet.status).toBe(200);
    const bad = await admin('GET', `/businesses/${owner.businessId}/pnl-report?startDate=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: expect.any(Array) });
    const reversed = await admin('GET', `/businesses/${owner.businessId}/sales-report?startDate=2026-02-01&endDate=2026-01-01`);
    expect(reversed.status).toBe(400);
  });

  it('counts one business’s stats with the admin stats’ queries', async () => {
    const range = 'startDate=2026-01-01&endDate=2026-01-31';
    const transactions = await admin('GET', `/businesses/${owner.businessId}/stats/transactions?${range}`);
    expect(transactions.status).toBe(200);
    expect(transactions.body.data).toMatchObject({ total: 3, interval: 'day' });
    expect(transactions.body.data.series).toHaveLength(31);
    for (const stat of ['invoices', 'products', 'entities', 'services']) {
      expect((await admin('GET', `/businesses/${owner.businessId}/stats/${stat}`)).status).toBe(200);
    }
    expect((await admin('GET', `/businesses/${owner.businessId}/stats/products`)).body.data.total).toBe(1);
    expect((await admin('GET', `/businesses/${owner.businessId}/stats/transactions`, partnerAdmin)).status).toBe(404);
    expect((await admin('GET', `/businesses/${owner.businessId}/stats/transactions?startDate=2026-13-01`)).status).toBe(400);
  });

  it('lists activities with the dashboard’s summaries, across businesses and for one', async () => {
    const one = await admin('GET', `/businesses/${owner.businessId}/activities`);
    expect(one.status).toBe(200);
    expect(one.body.data[0]).toMatchObject({
      businessId: owner.businessId,
      businessName: 'Ada Provisions',
      type: expect.any(String),
      title: expect.any(String),
    });
    expect(one.body.data.map((row: { type: string }) => row.type)).toEqual(expect.arrayContaining(['SaleRecorded', 'BusinessCreated']));
    const all = await admin('GET', '/businesses/activities?limit=100');
    expect(new Set(all.body.data.map((row: { businessId: string }) => row.businessId))).toEqual(new Set([owner.businessId, partnered.businessId]));
    const theirs = await admin('GET', '/businesses/activities', partnerAdmin);
    expect(new Set(theirs.body.data.map((row: { businessId: string }) => row.businessId))).toEqual(new Set([partnered.businessId]));
  });

  it('lists users of all businesses and of one', async () => {
    const all = await admin('GET', '/businesses/users');
    expect(all.body.total).toBe(2);
    const one = await admin('GET', `/businesses/${owner.businessId}/users?q=${encodeURIComponent(owner.email)}`);
    expect(one.body.data).toEqual([expect.objectContaining({ userId: owner.userId, role: 'owner', businessName: 'Ada Provisions' })]);
    const invites = await admin('GET', '/businesses/invites');
    expect(invites.body).toMatchObject({ success: true, total: 0, data: [] });
    expect((await admin('GET', '/businesses/users?limit=abc')).status).toBe(400);
  });

  it('answers null as the last payment of a business that never paid by card', async () => {
    const response = await admin('GET', `/businesses/${owner.businessId}/last-payment`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null });
  });

  it('deactivates a business: its owner is refused with the message, signs in still; reactivates; 409 twice', async () => {
    const deactivated = await admin('PATCH', `/businesses/${partnered.businessId}/deactivate`, partnerAdmin, { reason: 'Asked by the owner' });
    expect(deactivated.status).toBe(200);
    const refused = await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(partnered) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'BUSINESS_DEACTIVATED', message: DEACTIVATED });
    const cookie = await signIn(api, partnered.email);
    expect((await api.request({ method: 'GET', url: '/api/v1/accounts/profile', headers: { cookie } })).body.message).toBe(DEACTIVATED);
    const again = await admin('PATCH', `/businesses/${partnered.businessId}/deactivate`, staff, {});
    expect(again.status).toBe(409);
    expect((await admin('GET', `/businesses/${partnered.businessId}`)).body.data.deactivated).toBe(true);

    expect((await admin('PATCH', `/businesses/${partnered.businessId}/reactivate`)).status).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(partnered) })).status).toBe(200);
    expect((await admin('PATCH', `/businesses/${partnered.businessId}/reactivate`)).status).toBe(409);

    const { rows } = await api.runtime.pool.query(
      `SELECT type, metadata->>'adminId' AS admin_id FROM events WHERE stream_id = $1 AND type IN ('BusinessDeactivated', 'BusinessReactivated') ORDER BY position`,
      [`business-${partnered.businessId}`],
    );
    expect(rows.map((row) => row.type)).toEqual(['BusinessDeactivated', 'BusinessReactivated']);
    expect(rows.every((row) => typeof row.admin_id === 'string')).toBe(true);
    const activity = await admin('GET', `/businesses/${partnered.businessId}/activities`);
    expect(activity.body.data[0]).toMatchObject({ type: 'BusinessReactivated', adminName: 'Ops Staff' });
  });

  it('refuses to deactivate a business whose sub-businesses are open (409 OPEN_SUB_BUSINESSES, naming them), as the owner’s close is', async () => {
    const parent = await createOwner(api, { business: 'Chain Stores', plan: 'professional' });
    const added = await api.request({ method: 'POST', url: '/api/v1/accounts/businesses', headers: as(parent), body: { name: 'Ikeja Branch' } });
    expect(added.status).toBe(201);
    const subId = added.body.data.businessId as string;

    const refused = await admin('PATCH', `/businesses/${parent.businessId}/deactivate`, staff, { reason: 'Asked by the owner' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'OPEN_SUB_BUSINESSES' });
    expect(refused.body.message).toContain('(Ikeja Branch)');
    expect((await admin('GET', `/businesses/${parent.businessId}`)).body.data.deactivated).toBe(false);
    expect((await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(parent) })).status).toBe(200);

    // The sub-business first, then the parent.
    expect((await admin('PATCH', `/businesses/${subId}/deactivate`, staff, {})).status).toBe(200);
    expect((await admin('PATCH', `/businesses/${parent.businessId}/deactivate`, staff, {})).status).toBe(200);
    expect((await admin('GET', `/businesses/${parent.businessId}`)).body.data.deactivated).toBe(true);
  });

  it('updates the profile through the owner’s decision, refusing bad fields with 400', async () => {
    const updated = await admin('PATCH', `/businesses/${partnered.businessId}`, staff, { businessName: 'Partner Shop Ltd', phone: '+234 803 000 0000' });
    expect(updated.status).toBe(200);
    const profile = await api.request({ method: 'GET', url: '/api/v1/accounts/profile', headers: as(partnered) });
    expect(profile.body.data).toMatchObject({ businessName: 'Partner Shop Ltd', phone: '+234 803 000 0000' });
    expect((await admin('PATCH', `/businesses/${partnered.businessId}`, staff, { phone: 'abc' })).status).toBe(400);
    expect((await admin('PATCH', `/businesses/${partnered.businessId}`, staff, { role: 'owner' })).status).toBe(400);
  });

  it('changes the plan as the operator grants it; the owner sees it; ends it; 409 when not on it', async () => {
    const changed = await admin('POST', `/businesses/${partnered.businessId}/change-plan`, staff, { plan: 'professional', period: 'yearly', extraUsers: 1 });
    expect(changed.status).toBe(200);
    const plan = await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(partnered) });
    expect(plan.body.data).toMatchObject({ planKey: 'professional', isPaid: true });
    expect(changed.body.data).toMatchObject({ planKey: 'professional' });
    const { rows } = await api.runtime.pool.query(
      `SELECT data->>'paymentReference' AS reference, metadata->>'adminId' AS admin_id FROM events WHERE stream_id = $1 AND type = 'PlanChanged' ORDER BY position DESC LIMIT 1`,
      [`business-${partnered.businessId}`],
    );
    expect(rows[0].reference).toMatch(/^admin-grant:[0-9a-f-]{36}$/);
    expect(rows[0].admin_id).toEqual(expect.any(String));
    expect((await admin('POST', `/businesses/${partnered.businessId}/change-plan`, staff, { plan: 'gold' })).status).toBe(400);
    expect((await admin('POST', `/businesses/${partnered.businessId}/plan/store/deactivate`)).status).toBe(409);
    expect((await admin('POST', `/businesses/${partnered.businessId}/plan/99/deactivate`)).status).toBe(400);
    const ended = await admin('POST', `/businesses/${partnered.businessId}/plan/professional/deactivate`);
    expect(ended.status).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/v1/payment/plan', headers: as(partnered) })).body.data.planKey).toBe('free');
  });

  it('clones a business for its owner with settings, categories, brands and the catalogue without stock', async () => {
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/accounts/settings/stock-level', headers: as(owner), body: { stockLevel: 7 } })).status,
    ).toBeLessThan(300);
    const cloned = await admin('POST', `/businesses/${owner.businessId}/clone`, staff, { name: 'Ada Provisions Ikeja' });
    expect(cloned.status).toBe(201);
    const copyId = cloned.body.data.id;
    expect(cloned.body.data).toMatchObject({ products: 1, services: 1, categories: 1, brands: 1 });
    const copy = await admin('GET', `/businesses/${copyId}`);
    expect(copy.body.data).toMatchObject({ name: 'Ada Provisions Ikeja', owner: { userId: owner.userId }, counts: { products: 1, services: 1 } });
    const switched = await api.request({ method: 'POST', url: `/api/v1/accounts/businesses/${copyId}/switch`, headers: as(owner) });
    expect(switched.status).toBeLessThan(300);
    const products = await api.request({ method: 'GET', url: '/api/v1/inventories?limit=100', headers: as(owner) });
    const names = (products.body.data as { name: string }[]).map((row) => row.name).sort();
    expect(names).toEqual(['Delivery', 'Rice 50kg']);
    const settings = await api.request({ method: 'GET', url: '/api/v1/accounts/settings', headers: as(owner) });
    expect(settings.body.data.stockLevel).toBe(7);
    await api.request({ method: 'POST', url: `/api/v1/accounts/businesses/${owner.businessId}/switch`, headers: as(owner) });
  });

  it('refuses without a token (401 Please authenticate) and never takes the user’s cookie', async () => {
    const none = await api.request({ method: 'GET', url: '/api/v1/admin/businesses' });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Please authenticate');
    const cookie = await api.request({ method: 'GET', url: '/api/v1/admin/businesses', headers: as(owner) });
    expect(cookie.status).toBe(401);
  });
});
