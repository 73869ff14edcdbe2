import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

/** Contacts (spec 001 §2, §5–§8): a contact's transactions, bulk upload, export and the Micro plan's locks; through HTTP, on PostgreSQL. */
describe('contacts: transactions, bulk upload, export and plan locks (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let micro: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'basic', business: 'Ada & Sons Stores' });
    other = await createOwner(api, { plan: 'basic', business: 'Bravo Traders' });
    micro = await createOwner(api, { business: 'Micro Traders' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = (url: string, body: unknown, user: { cookie: string } = owner) => api.request({ method: 'POST', url, body, headers: as(user) });
  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const contact = async (body: Record<string, unknown>, user: { cookie: string } = owner) =>
    (await post('/api/v1/entities', body, user)).body.entity._id as string;
  const moneyIn = (entity: string, date: string, amount: string) =>
    post('/api/v1/transactions/money-in', { date, amount, subtype: 'customer_deposit', account: 'Cash', entity });

  describe('GET /entities/{id}/transactions', () => {
    it('lists the contact’s transactions, newest first, between dates and paged; others’ are left out', async () => {
      const ngozi = await contact({ firstName: 'Ngozi', kinds: ['customer'] });
      const emeka = await contact({ firstName: 'Emeka', kinds: ['customer'] });
      for (const [entity, date, amount] of [
        [ngozi, '2026-11-02', '100'],
        [ngozi, '2026-11-12', '250.5'],
        [ngozi, '2026-11-20', '75'],
        [emeka, '2026-11-12', '999'],
      ]) {
        expect((await moneyIn(entity, date, amount)).status).toBe(201);
      }
      const all = await get(`/api/v1/entities/${ngozi}/transactions`);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ success: true, page: 1, limit: 25, skip: 0, total: 3 });
      expect(all.body.data.map((row: { date: string; amount: string }) => [row.date, row.amount])).toEqual([
        ['2026-11-20', '75.00'],
        ['2026-11-12', '250.50'],
        ['2026-11-02', '100.00'],
      ]);
      expect(all.body.data[0]).toMatchObject({ type: 'inflows', status: 'posted', currency: 'NGN', entity: { id: ngozi, name: 'Ngozi' } });

      const between = await get(`/api/v1/entities/${ngozi}/transactions?startDate=2026-11-10&endDate=2026-11-15`);
      expect(between.body).toMatchObject({ total: 1, data: [{ date: '2026-11-12' }] });
      const paged = await get(`/api/v1/entities/${ngozi}/transactions?limit=2&page=2`);
      expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2, skip: 2, data: [{ date: '2026-11-02' }] });
      expect((await get(`/api/v1/entities/${emeka}/transactions`)).body.total).toBe(1);
    });

    it('answers 400 to bad dates and pages, 404 to another business’s contact', async () => {
      const ada = await contact({ firstName: 'Ada' });
      for (const query of ['startDate=20261110', 'endDate=2026-02-30', 'startDate=2026-11-20&endDate=2026-11-01', 'page=0', 'limit=x']) {
        const answer = await get(`/api/v1/entities/${ada}/transactions?${query}`);
        expect({ query, status: answer.status, success: answer.body.success }).toEqual({ query, status: 400, success: false });
        expect(answer.body.errors.length).toBeGreaterThan(0);
        expect(JSON.stringify(answer.body)).not.toMatch(/stack|at \w+ \(/);
      }
      const theirs = await contact({ firstName: 'Bravo' }, other);
      expect((await get(`/api/v1/entities/${theirs}/transactions`)).status).toBe(404);
      expect((await get('/api/v1/entities/not-a-contact/transactions')).status).toBe(404);
    });

    it('needs one of the contact codes (13, 14, 12)', async () => {
      const ada = await contact({ firstName: 'Adaeze' });
      const clerk = await addMember(api, owner, { access: [1] });
      expect((await get(`/api/v1/entities/${ada}/transactions`, clerk)).status).toBe(403);
      const viewer = await addMember(api, owner, { access: [13] });
      expect((await get(`/api/v1/entities/${ada}/transactions`, viewer)).status).toBe(200);
    });
  });

  void countEvents;
  void micro;
});
