import { randomUUID } from 'node:crypto';
import { as, createOwner, type SignedInOwner } from './support/accounts.js';
import { ADMIN_PASSWORD, adminLogin, bearer, linkToPartner, mailsTo, signedInStaff } from './support/admin.js';
import { createContact, createProduct } from './support/trade-fixtures.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { COUNT_STATS, countStat, planStat } from '../src/admin/stats/admin-stats.queries.js';

/** Partners, their teams, and the admin stats for everything and for a partner (docs/admin.md). */
describe('admin partners and stats', () => {
  let api: TestApi;
  let staff: Record<string, string>;
  let partnerId: string;
  let otherPartnerId: string;
  let partnerAdmin: Record<string, string>;
  let shopA: SignedInOwner;
  let shopB: SignedInOwner;
  let outsider: SignedInOwner;

  const get = (url: string, headers: Record<string, string>) => api.request({ method: 'GET', url: `/api/v1${url}`, headers });
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: `/api/v1${url}`, body, headers });
  const moneyIn = async (owner: SignedInOwner, date: string) => {
    const response = await post('/transactions/money-in', { date, amount: '100.00', subtype: 'capital', account: 'Cash' }, as(owner));
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    api = await createTestApi();
    staff = await signedInStaff(api);
    [shopA, shopB, outsider] = [
      await createOwner(api, { business: 'Ada Stores', firstName: 'Ada', lastName: 'Obi' }),
      await createOwner(api),
      await createOwner(api),
    ];
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  describe('partners', () => {
    it('lets staff create a partner, and refuses bad input (400) and a second partner with the same e-mail (409)', async () => {
      const created = await post('/admin/partners', { name: 'Lagos Accountants', email: 'Team@Lagos-Accountants.example', phone: '+2348012345678' }, staff);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        data: { id: expect.any(String), name: 'Lagos Accountants', email: 'team@lagos-accountants.example' },
      });
      partnerId = created.body.data.id;
      otherPartnerId = (await post('/admin/partners', { name: 'Abuja Advisers', email: 'hello@abuja.example' }, staff)).body.data.id;

      const duplicate = await post('/admin/partners', { name: 'Again', email: 'TEAM@lagos-accountants.example' }, staff);
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ success: false, code: 'PARTNER_EMAIL_TAKEN' });
      const bad = await post('/admin/partners', { name: '', email: 'not-an-email', phone: 'call me' }, staff);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'name', 'phone']);
      expect((await api.runtime.pool.query('SELECT count(*)::int AS n FROM partners')).rows[0].n).toBe(2);

      const listed = await get('/admin/partners?q=lagos', staff);
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ success: true, page: 1, limit: 25, total: 1, data: [{ id: partnerId, adminCount: 0, businessCount: 0 }] });
    });

    it('invites a team member with one e-mail however often the invite is posted at once; the link joins once', async () => {
      const email = `bola-${randomUUID().slice(0, 6)}@lagos-accountants.example`;
      const answers = await Promise.all([1, 2, 3].map(() => post(`/admin/partners/${partnerId}/teams/invite`, { email, name: 'Bola' }, staff)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect((await post(`/admin/partners/${partnerId}/teams/invite`, { email: email.toUpperCase() }, staff)).status).toBe(201);
      const mails = await mailsTo(api, email);
      expect(mails).toHaveLength(1);
      const link = /(http\S+\/admin\/partners\/([0-9a-f-]+)\/teams\/join\?hash=([A-Za-z0-9_-]+))/.exec(mails[0])!;
      expect(link[2]).toBe(partnerId);
      const hash = link[3];

      const check = await get(`/admin/partners/${partnerId}/teams/join?hash=${hash}`, {});
      expect(check.body.data).toEqual({ email, partnerId, partnerName: 'Lagos Accountants' });
      const bad = await post(`/admin/partners/${partnerId}/teams/join?hash=${hash}`, { name: 'Bola', password: 'short' });
      expect(bad.status).toBe(400);
      const joined = await post(`/admin/partners/${partnerId}/teams/join?hash=${hash}`, { name: 'Bola Adeyemi', password: ADMIN_PASSWORD });
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({
        success: true,
        message: 'You have completed your registration, you may now login',
        data: { token: expect.any(String), admin: { email, name: 'Bola Adeyemi', role: 'partner', partnerId } },
      });
      partnerAdmin = bearer(joined.body.data.token);
      expect((await get('/admin/auth/me', partnerAdmin)).body.data.role).toBe('partner');

      const again = await post(`/admin/partners/${partnerId}/teams/join?hash=${hash}`, { name: 'Someone Else', password: ADMIN_PASSWORD });
      expect(again.status).toBe(404);
      expect((await post(`/admin/partners/${partnerId}/teams/join?hash=not-a-real-hash`, { name: 'X', password: ADMIN_PASSWORD })).status).toBe(404);
      expect((await post(`/admin/partners/${otherPartnerId}/teams/join?hash=${hash}`, { name: 'X', password: ADMIN_PASSWORD })).status).toBe(404);
      // Logging in afterwards works with the password chosen.
      await adminLogin(api, email, ADMIN_PASSWORD);
    });

    it('lets a partner admin see their own partner only: 403 on staff routes, 404 on another partner', async () => {
      const own = await get(`/admin/partners/${partnerId}`, partnerAdmin);
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ id: partnerId, admins: [{ name: 'Bola Adeyemi' }], pendingInvites: [], businessCount: 0 });
      const forbidden = await post('/admin/partners', { name: 'Mine', email: 'mine@example.com' }, partnerAdmin);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('You are not allowed to do this');
      expect((await get('/admin/partners', partnerAdmin)).status).toBe(403);
      expect((await get('/admin/stats/users', partnerAdmin)).status).toBe(403);
      for (const url of [
        `/admin/partners/${otherPartnerId}`,
        `/admin/partners/${otherPartnerId}/businesses`,
        `/admin/partners/${otherPartnerId}/stats/users`,
      ]) {
        const response = await get(url, partnerAdmin);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Partner not found');
      }
      expect((await post(`/admin/partners/${otherPartnerId}/teams/invite`, { email: 'x@example.com' }, partnerAdmin)).status).toBe(404);
      expect((await get('/admin/partners/not-a-uuid', staff)).status).toBe(404);
      expect((await get(`/admin/partners/${randomUUID()}`, staff)).status).toBe(404);
    });
  });

  describe('stats', () => {
    beforeAll(async () => {
      await linkToPartner(api, partnerId, shopA.businessId, shopB.businessId);
      await moneyIn(shopA, '2025-03-05');
      await moneyIn(shopA, '2025-03-05');
      await moneyIn(shopA, '2025-03-20');
      await moneyIn(shopB, '2025-04-02');
      for (let i = 0; i < 3; i += 1) await moneyIn(outsider, '2025-03-05');
      await createProduct(api, shopA, { name: 'Rice' });
      await createProduct(api, shopA, { name: 'Beans' });
      const fitting = await createProduct(api, shopA, { name: 'Fitting', kind: 'service', sellingPrice: '500' });
      await createProduct(api, outsider, { name: 'Yam' });
      const customer = await createContact(api, shopA, 'Chidi Okeke');
      const invoice = await post(
        '/invoice/create',
        { date: '2025-03-10', dueDate: '2025-04-10', entity: customer, items: [{ product: fitting, quantity: '1', price: '500' }] },
        as(shopA),
      );
      expect(invoice.status).toBe(201);
      // A card payment as the billing projector records it (the payment flow itself is billing.int-spec.ts's).
      await api.runtime.pool.query(
        `INSERT INTO subscription_payments (business_id, reference, purpose, plan_id, period, extra_users, amount, currency, paid_at, position)
         VALUES ($1, 'pay-1', 'plan', 4, 'monthly', 0, '5000', 'NGN', '2025-03-15T10:00:00Z', 1), ($2, 'pay-2', 'plan', 4, 'monthly', 0, '5000', 'NGN', '2025-03-16T10:00:00Z', 2)`,
        [shopA.businessId, outsider.businessId],
      );
    }, 60_000);

    it('counts a partner’s transactions by day up to 62 days, by month beyond, and every business’s for staff', async () => {
      const byDay = await get(`/admin/partners/${partnerId}/stats/transactions?startDate=2025-03-01&endDate=2025-04-30`, partnerAdmin);
      expect(byDay.status).toBe(200);
      expect(byDay.body.data.total).toBe(4);
      expect(byDay.body.data.interval).toBe('day');
      expect(byDay.body.data.series).toHaveLength(61);
      expect(byDay.body.data.series.filter((p: { count: number }) => p.count > 0)).toEqual([
        { date: '2025-03-05', count: 2 },
        { date: '2025-03-20', count: 1 },
        { date: '2025-04-02', count: 1 },
      ]);
      const byMonth = await get(`/admin/partners/${partnerId}/stats/transactions?startDate=2025-01-01&endDate=2025-12-31`, staff);
      expect(byMonth.body.data.interval).toBe('month');
      expect(byMonth.body.data.series).toHaveLength(12);
      expect(byMonth.body.data.series.filter((p: { count: number }) => p.count > 0)).toEqual([
        { date: '2025-03', count: 3 },
        { date: '2025-04', count: 1 },
      ]);
      const everyone = await get('/admin/stats/transactions?startDate=2025-03-01&endDate=2025-03-31', staff);
      expect(everyone.body.data.total).toBe(6);
      expect(everyone.body.data.series.find((p: { date: string }) => p.date === '2025-03-05').count).toBe(5);
    });

    it('counts invoices, products, services, entities, users, sign-ins, payers and plans in the partner’s scope', async () => {
      const stat = async (name: string, query = '') => (await get(`/admin/partners/${partnerId}/stats/${name}${query}`, partnerAdmin)).body.data;
      expect((await stat('invoices', '?startDate=2025-03-01&endDate=2025-03-31')).total).toBe(1);
      expect((await stat('products')).total).toBe(2);
      expect((await stat('services')).total).toBe(1);
      expect((await stat('entities')).total).toBe(1);
      expect((await stat('users')).total).toBe(2);
      expect((await stat('active-users')).total).toBe(2);
      expect((await stat('logins')).total).toBeGreaterThanOrEqual(2);
      expect((await stat('paying-customers', '?startDate=2025-03-01&endDate=2025-03-31')).total).toBe(1);
      const plans = await stat('plans');
      expect(plans.total).toBe(2);
      expect(plans.byPlan.find((p: { planId: number }) => p.planId === 1)).toMatchObject({ name: 'Micro Business Plan', count: 2 });
      expect(plans.byPlan).toHaveLength(7);

      const all = async (name: string, query = '') => (await get(`/admin/stats/${name}${query}`, staff)).body.data;
      expect((await all('products')).total).toBe(3);
      expect((await all('users')).total).toBe(3);
      expect((await all('paying-customers', '?startDate=2025-03-01&endDate=2025-03-31')).total).toBe(2);
      expect((await all('plans')).total).toBe(3);
    });

    it('lists the partner’s businesses with owner, plan and dates, paged', async () => {
      const page = await get(`/admin/partners/${partnerId}/businesses?limit=1&page=2`, partnerAdmin);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ success: true, page: 2, limit: 1, total: 2 });
      expect(page.body.data).toHaveLength(1);
      const found = await get(`/admin/partners/${partnerId}/businesses?q=ada`, staff);
      expect(found.body.data).toEqual([
        {
          id: shopA.businessId,
          name: 'Ada Stores',
          ownerName: 'Ada Obi',
          ownerEmail: shopA.email,
          planId: 1,
          planName: 'Micro Business Plan',
          createdAt: expect.any(String),
          deactivatedAt: null,
        },
      ]);
      expect((await get(`/admin/partners/${partnerId}`, staff)).body.data.businessCount).toBe(2);
    });

    it('counts a sign-in on the Lagos day it falls on: 23:00 UTC is the next day', async () => {
      await api.runtime.pool.query(
        `INSERT INTO sessions (session_hash, user_id, remember, created_at, expires_at)
         VALUES ($2, $1, false, '2025-05-31T22:59:59Z', now()), ($3, $1, false, '2025-05-31T23:00:00Z', now())`,
        [shopA.userId, `boundary-${randomUUID()}`, `boundary-${randomUUID()}`],
      );
      const logins = async (range: string) => (await get(`/admin/stats/logins?${range}`, staff)).body.data;
      expect((await logins('startDate=2025-05-01&endDate=2025-05-31')).series.filter((p: { count: number }) => p.count > 0)).toEqual([
        { date: '2025-05-31', count: 1 },
      ]);
      expect((await logins('startDate=2025-06-01&endDate=2025-06-30')).series.filter((p: { count: number }) => p.count > 0)).toEqual([
        { date: '2025-06-01', count: 1 },
      ]);
    });

    it('reads every stat across businesses through a range of its index (migration 088)', async () => {
      const expected: Record<string, string> = {
        users: 'users_created_at',
        'active-users': 'sessions_created_at',
        logins: 'sessions_created_at',
        transactions: 'transactions_posted_by_date',
        invoices: 'invoices_by_issue_date',
        products: 'products_created_at',
        services: 'products_created_at',
        entities: 'contacts_created_at',
        'paying-customers': 'subscription_payments_paid_at',
        plans: 'businesses_created_at',
      };
      const range = { from: '2025-03-01', to: '2025-03-31' };
      const client = await api.runtime.pool.connect();
      try {
        // These tables are a few rows here, where reading them whole is cheapest: only the index path is weighed.
        await client.query('BEGIN; SET LOCAL enable_seqscan = off');
        for (const stat of [...COUNT_STATS, 'plans' as const]) {
          const sql: { text: string; values: unknown[] }[] = [];
          const recorder = { query: async (text: string, values: unknown[]) => (sql.push({ text, values }), { rows: [] }) } as never;
          if (stat === 'plans') await planStat(recorder, { kind: 'all' }, range);
          else await countStat(recorder, { kind: 'all' }, stat, range);
          const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${sql[0].text}`, sql[0].values);
          const scans: { index?: string; cond?: string }[] = [];
          const walk = (node: Record<string, any>) => {
            if (node['Index Name']) scans.push({ index: node['Index Name'], cond: node['Index Cond'] });
            for (const child of node.Plans ?? []) walk(child);
          };
          walk(rows[0]['QUERY PLAN'][0].Plan);
          expect({ stat, scans }).toEqual({ stat, scans: expect.arrayContaining([{ index: expected[stat], cond: expect.any(String) }]) });
        }
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });

    it.each([
      ['/admin/stats/users?startDate=2025-02-30'],
      ['/admin/stats/users?startDate=2025-03-10&endDate=2025-03-01'],
      ['/admin/stats/plans?endDate=yesterday'],
      ['/admin/partners?page=0'],
      ['/admin/partners?limit=abc'],
      ['/admin/partners?page=1&page=2'],
      ['/admin/partners/PARTNER/businesses?page=-1'],
      ['/admin/partners/PARTNER/stats/transactions?startDate[]=x'],
    ])('refuses %s with 400 in the project’s shape', async (url) => {
      const response = await get(url.replace('PARTNER', partnerId), staff);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
    });
  });
});
