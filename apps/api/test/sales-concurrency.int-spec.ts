import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

/**
 * 64 concurrent sales of one unit each against 50 in stock. The stock check
 * runs inside the append, under the business stream's lock, so exactly 50 pass.
 */
describe('concurrent sales against limited stock', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let product: string;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    product = await createProduct(api, owner, { name: 'Rice 50kg' });
    const purchase = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/purchases',
      body: { date: '2026-11-20', items: [{ product, quantity: '50', price: '333.33' }], account: 'Cash' },
    });
    expect(purchase.status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('64 sales of one unit against 50 in stock: 50 recorded, 14 refused, stock and value end at zero, the books balance', async () => {
    const responses = await Promise.all(
      Array.from({ length: 64 }, () =>
        api.request({
          method: 'POST',
          url: '/api/v1/transactions/sales',
          body: { date: '2026-11-22', items: [{ product, quantity: '1', price: '500' }], account: 'Cash' },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(14);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'STOCK_INSUFFICIENT', message: 'Only 0 of Rice 50kg in stock' });
    }

    expect(await stockOf(api, owner.businessId, product)).toEqual({ quantity: '0', value: '0.00' });
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
    const cost = await api.runtime.pool.query(
      "SELECT sum(debit) AS cogs, count(DISTINCT entry_id)::int AS sales FROM journal_lines WHERE business_id = $1 AND account_code = '5000'",
      [owner.businessId],
    );
    expect(cost.rows[0]).toEqual({ cogs: '16666.50', sales: 50 });
  });
});
