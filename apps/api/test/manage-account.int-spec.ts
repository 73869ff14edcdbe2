import { PERMISSION as P } from '@ledgerline/ledger';
import { addMember, as, createOwner, type SignedInOwner, TEST_PASSWORD } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct, trialBalance } from './support/trade-fixtures.js';

/** The settings' danger zone and archives (spec 002 §7: /accounts/*-reset, /accounts/close-account, /archive), through HTTP on PostgreSQL. */
describe('manage account: resets, closing the business, archives', () => {
  let api: TestApi;
  const today = new Date().toISOString().slice(0, 10);
  const year = today.slice(0, 4);

  const post = (owner: { cookie: string }, url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url, body, headers: as(owner, headers) });
  const get = (owner: { cookie: string }, url: string) => api.request({ method: 'GET', url, headers: as(owner) });
  const recorded = async (owner: SignedInOwner, url: string, body: Record<string, unknown>) => {
    const response = await post(owner, url, { date: today, account: 'Cash', ...body });
    if (response.status !== 201) throw new Error(`${url} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: string };
  };
  /** A business with capital, a purchase, a credit sale part-paid later, an expense and a stock count. */
  const busyBooks = async (owner: SignedInOwner) => {
    const rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    const customer = await createContact(api, owner, 'Ada Obi');
    await recorded(owner, '/api/v1/transactions/money-in', { amount: '100000', subtype: 'capital' });
    await recorded(owner, '/api/v1/transactions/purchases', { items: [{ product: rice, quantity: 10, price: '1000' }] });
    const sale = await recorded(owner, '/api/v1/transactions/sales', {
      items: [{ product: rice, quantity: 4, price: '1500' }],
      credit: true,
      initial_deposit: '1000',
      due_date: today,
      entity: customer,
    });
    await recorded(owner, '/api/v1/transactions/record-payment', { transactionId: sale.id, amount: '2000' });
    await recorded(owner, '/api/v1/transactions/expenses', { category: 'rent', amount: '700' });
    const counted = await post(owner, '/api/v1/transactions/stock-adjustments', { date: today, product: rice, quantity: '-1', reason: 'Damaged' });
    expect(counted.status).toBe(201);
    return { rice, customer };
  };
  const report = async (owner: SignedInOwner, url: string) => {
    const response = await get(owner, url);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const posted = async (businessId: string) =>
    (await api.runtime.pool.query("SELECT count(*)::int AS n FROM transactions WHERE business_id = $1 AND status = 'posted'", [businessId])).rows[0].n;

  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('transaction reset', () => {
    let owner: SignedInOwner;
    beforeAll(async () => {
      owner = await createOwner(api, { plan: 'store' });
      await busyBooks(owner);
      // A manual journal and opening balances (docs/manual-journals.md): the reset reverses both.
      const journal = await api.request({
        method: 'POST',
        url: '/api/v1/accounting/journal-entries',
        body: {
          date: today,
          memo: 'Accrued rent',
          lines: [
            { account: '6050', debit: '300.00' },
            { account: '2200', credit: '300.00' },
          ],
        },
        headers: as(owner),
      });
      expect(journal.status).toBe(201);
      const opening = await api.request({
        method: 'PUT',
        url: '/api/v1/accounting/opening-balances',
        body: { date: `${year}-01-01`, lines: [{ account: '1000', debit: '2500.00' }] },
        headers: as(owner),
      });
      expect(opening.status).toBe(200);
    });

    it('refuses a wrong or missing password, and a member, changing nothing', async () => {
      const member = await addMember(api, owner, { access: [P.VIEW_TRANSACTIONS] });
      const admin = await addMember(api, owner, { admin: true });
      const events = await countEvents(api);
      const wrong = await post(owner, '/api/v1/accounts/transaction-reset', { password: 'not it' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ success: false, code: 'INVALID_CURRENT_PASSWORD', message: 'Your password is incorrect' });
      const missing = await post(owner, '/api/v1/accounts/transaction-reset', {});
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ success: false, errors: [{ field: 'password' }] });
      expect((await post(member, '/api/v1/accounts/transaction-reset', { password: TEST_PASSWORD })).status).toBe(403);
      const byAdmin = await post(admin, '/api/v1/accounts/factory-reset', { password: TEST_PASSWORD });
      expect(byAdmin.status).toBe(403);
      expect(byAdmin.body.message).toBe('Only the business owner can do this');
      expect(await countEvents(api)).toBe(events);
      expect(await posted(owner.businessId)).toBe(6);
    });

    it('voids every posted transaction once, even when two resets race: trial balance and P&L are zero', async () => {
      const [first, second] = await Promise.all([
        post(owner, '/api/v1/accounts/transaction-reset', { password: TEST_PASSWORD }),
        post(owner, '/api/v1/accounts/transaction-reset', { password: TEST_PASSWORD }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body.data.voided + second.body.data.voided).toBe(6);
      expect(first.body.data.journalsReversed + second.body.data.journalsReversed).toBe(2);
      expect(first.body).toMatchObject({ success: true, message: expect.stringContaining('voided'), data: { notVoidable: 0 } });
      expect(await posted(owner.businessId)).toBe(0);
      const voids = await api.runtime.pool.query(
        "SELECT data->>'transactionId' AS id, count(*)::int AS n FROM events WHERE type = 'TransactionVoided' AND stream_id = $1 GROUP BY 1",
        [`business-${owner.businessId}`],
      );
      expect(voids.rows).toHaveLength(6);
      expect(voids.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const reversals = await api.runtime.pool.query(
        "SELECT data->>'transactionId' AS id, count(*)::int AS n FROM events WHERE type = 'ManualJournalReversed' AND stream_id = $1 GROUP BY 1",
        [`business-${owner.businessId}`],
      );
      expect(reversals.rows.map((row: { n: number }) => row.n)).toEqual([1, 1]);

      const trial = await report(owner, `/api/v1/reports/trial-balance?date=${today}`);
      expect(trial.balanced).toBe(true);
      expect(trial.accounts.every((row: { net: string }) => row.net === '0.00')).toBe(true);
      const profit = await report(owner, `/api/v1/reports/profit-and-loss/custom?startDate1=${year}-01-01&endDate1=${year}-12-31`);
      expect(profit.netProfit.amounts).toEqual(['0.00']);
      const totals = await trialBalance(api, owner.businessId);
      expect(totals.debit).toBe(totals.credit);
      const stock = await api.runtime.pool.query('SELECT quantity::text, value::text FROM product_stock WHERE business_id = $1', [owner.businessId]);
      expect(stock.rows.every((row: { quantity: string; value: string }) => Number(row.quantity) === 0 && Number(row.value) === 0)).toBe(true);
    });

    it('voids nothing more when asked again; voided transactions are in the archive', async () => {
      const again = await post(owner, '/api/v1/accounts/transaction-reset', { password: TEST_PASSWORD });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ voided: 0, journalsReversed: 0 });
      const archive = await get(owner, '/api/v1/archive?type=transactions&limit=2');
      expect(archive.status).toBe(200);
      expect(archive.body).toMatchObject({ success: true, page: 1, limit: 2, total: 6 });
      expect(archive.body.data).toHaveLength(2);
      expect(archive.body.data[0]).toMatchObject({ status: 'voided' });
    });
  });

  describe('factory reset and archives', () => {
    let owner: SignedInOwner;
    let rice: string;
    let customer: string;
    beforeAll(async () => {
      owner = await createOwner(api, { plan: 'store' });
      ({ rice, customer } = await busyBooks(owner));
      await createProduct(api, owner, { name: 'Fitting', kind: 'service' });
    });

    it('archives one product through POST /archive once; bad type and unknown id are refused', async () => {
      const extra = await createProduct(api, owner, { name: 'Beans' });
      const first = await post(owner, '/api/v1/archive', { type: 'product', id: extra });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, message: 'Product archived successfully' });
      expect((await post(owner, '/api/v1/archive', { type: 'product', id: extra })).status).toBe(409);
      expect((await post(owner, '/api/v1/archive', { type: 'invoice', id: extra })).body).toMatchObject({ success: false, errors: [{ field: 'type' }] });
      expect((await post(owner, '/api/v1/archive', { type: 'contact', id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
      const bad = await get(owner, '/api/v1/archive?type=invoices');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, errors: [{ field: 'type' }] });
      expect((await get(owner, '/api/v1/archive?type=products')).body).toMatchObject({ total: 1, data: [{ id: extra }] });
      const member = await addMember(api, owner, { access: [P.DELETE_ENTITY] });
      expect((await post(member, '/api/v1/archive', { type: 'product', id: rice })).status).toBe(403);
    });

    it('voids the transactions and archives every product, service and contact; GET /archive lists them', async () => {
      const response = await post(owner, '/api/v1/accounts/factory-reset', { password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, data: { voided: 6, products: 1, services: 1, contacts: 1 } });
      const products = await get(owner, '/api/v1/archive?type=products');
      expect(products.body.total).toBe(2);
      expect(products.body.data.map((product: { id: string }) => product.id)).toContain(rice);
      expect((await get(owner, '/api/v1/archive?type=services')).body.total).toBe(1);
      expect((await get(owner, '/api/v1/archive?type=contacts')).body).toMatchObject({ total: 1, data: [{ _id: customer }] });
      expect(await posted(owner.businessId)).toBe(0);
      const again = await post(owner, '/api/v1/accounts/factory-reset', { password: TEST_PASSWORD });
      expect(again.body.data).toMatchObject({ voided: 0, products: 0, services: 0, contacts: 0 });
      // Settings stay.
      expect((await get(owner, '/api/v1/accounts/settings')).status).toBe(200);
    });
  });

  describe('closing the business', () => {
    it('refuses to close a business whose sub-businesses are open (409, naming them), then closes it once they are closed', async () => {
      const owner = await createOwner(api, { plan: 'professional' });
      const added = await post(owner, '/api/v1/accounts/businesses', { name: 'Second Shop' });
      expect(added.status).toBe(201);
      const before = await countEvents(api);
      const refused = await post(owner, '/api/v1/accounts/close-account', { password: TEST_PASSWORD });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ success: false, code: 'OPEN_SUB_BUSINESSES' });
      expect(refused.body.message).toContain('(Second Shop)');
      expect(await countEvents(api)).toBe(before);
      expect((await get(owner, '/api/v1/accounts/profile')).status).toBe(200);

      // The sub-business closed first (from its own session, which moves back to the parent) …
      expect((await post(owner, `/api/v1/accounts/businesses/${added.body.data.businessId}/switch`)).status).toBeLessThan(300);
      const sub = await post(owner, '/api/v1/accounts/close-account', { password: TEST_PASSWORD });
      expect(sub.body).toMatchObject({ success: true, data: { signOut: false, businessId: owner.businessId } });
      // … the parent closes, and with no other open business the owner is signed out.
      const parent = await post(owner, '/api/v1/accounts/close-account', { password: TEST_PASSWORD });
      expect(parent.status).toBe(200);
      expect(parent.body.data).toMatchObject({ signOut: true, businessId: null });
    });

    it('moves the session to the owner’s other business; its members are refused', async () => {
      const owner = await createOwner(api, { plan: 'professional' });
      const added = await post(owner, '/api/v1/accounts/businesses', { name: 'Second Shop' });
      expect(added.status).toBe(201);
      // Closing the sub-business: the session moves to the parent, the owner's other open business.
      expect((await post(owner, `/api/v1/accounts/businesses/${added.body.data.businessId}/switch`)).status).toBeLessThan(300);
      const subBusiness = { ...owner, businessId: added.body.data.businessId as string };
      const member = await addMember(api, subBusiness, { access: [P.VIEW_TRANSACTIONS] });
      const response = await post(owner, '/api/v1/accounts/close-account', { password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, data: { signOut: false, businessId: owner.businessId } });
      const current = await get(owner, '/api/v1/accounts/businesses');
      expect(current.status).toBe(200);
      expect(current.body.data.find((business: { current: boolean }) => business.current)._id).toBe(owner.businessId);
      const refused = await get(member, '/api/v1/accounts/profile');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This business has been deactivated; contact support');
      const event = await api.runtime.pool.query("SELECT data FROM events WHERE type = 'BusinessDeactivated' AND stream_id = $1", [
        `business-${subBusiness.businessId}`,
      ]);
      expect(event.rows[0].data).toMatchObject({ by: 'owner' });
    });

    it('signs the owner out when they have no other business', async () => {
      const owner = await createOwner(api, { plan: 'store' });
      const wrong = await post(owner, '/api/v1/accounts/close-account', { password: 'nope' });
      expect(wrong.status).toBe(401);
      expect((await get(owner, '/api/v1/accounts/profile')).status).toBe(200);
      const response = await post(owner, '/api/v1/accounts/close-account', { password: TEST_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ signOut: true, businessId: null, position: expect.any(String) });
      expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      expect([401, 403]).toContain((await get(owner, '/api/v1/accounts/profile')).status);
    });
  });
});
