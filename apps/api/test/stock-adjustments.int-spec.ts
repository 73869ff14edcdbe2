import { actAsNewOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

/** Stock counts that differ from the books, through HTTP on PostgreSQL. */
describe('stock adjustments', () => {
  let api: TestApi;
  let rice: string;
  beforeAll(async () => {
    api = await createTestApi();
    await actAsNewOwner(api);
    const created = await api.request({
      method: 'POST',
      url: '/api/v1/inventories',
      body: { name: 'Rice 50kg', buyingPrice: '100.00', sellingPrice: '150.00', quantity: '3' },
    });
    expect(created.status).toBe(201);
    rice = created.body.data.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  const adjust = (body: Record<string, unknown>) =>
    api.request({ method: 'POST', url: '/api/v1/transactions/stock-adjustments', body: { date: '2026-11-22', product: rice, ...body } });
  const stock = async () => (await api.runtime.pool.query('SELECT quantity::text, value::text FROM product_stock WHERE product_id = $1', [rice])).rows[0];
  const net6920 = async () =>
    (
      await api.runtime.pool.query(
        "SELECT round(coalesce(sum(debit_total - credit_total), 0), 2)::text AS net FROM account_balances WHERE account_code = '6920'",
      )
    ).rows[0].net;

  it('takes a shortfall out at the average cost and books it to inventory adjustments', async () => {
    const response = await adjust({ quantity: '-1', reason: 'Damaged' });
    expect(response.status).toBe(201);
    expect(await stock()).toEqual({ quantity: '2', value: '200.00' });
    expect(await net6920()).toBe('100.00');
  });

  it('adds a surplus at the given cost', async () => {
    expect((await adjust({ quantity: '2', unitCost: '110.00' })).status).toBe(201);
    expect(await stock()).toEqual({ quantity: '4', value: '420.00' });
    expect(await net6920()).toBe('-120.00');
  });

  it('refuses taking out more than is in stock with 409, and bad input with 400 naming the field, appending nothing', async () => {
    const events = await countEvents(api);
    const tooMany = await adjust({ quantity: '-5' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'STOCK_INSUFFICIENT', message: 'Only 4 of Rice 50kg in stock' });
    expect((await adjust({ quantity: '0' })).body.errors[0].field).toBe('quantity');
    expect((await adjust({ quantity: '1', unitCost: '-3' })).status).toBe(400);
    expect((await adjust({ product: '00000000-0000-4000-8000-000000000000', quantity: '1' })).status).toBe(404);
    expect(await countEvents(api)).toBe(events);
  });

  it('voids a surplus counted by mistake: the goods leave at the cost they came in at, 6920 back where it was', async () => {
    // 4 worth 420.00 (average 105.00); 1 more counted at 300.00, then voided: 4 worth 420.00 again, not 4 worth 276.00.
    const counted = await adjust({ quantity: '1', unitCost: '300.00' });
    expect(counted.status).toBe(201);
    expect(await stock()).toEqual({ quantity: '5', value: '720.00' });
    expect(await net6920()).toBe('-420.00');
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${counted.body.data.id}` });
    expect(voided.status).toBe(200);
    expect(await stock()).toEqual({ quantity: '4', value: '420.00' });
    expect(await net6920()).toBe('-120.00');
  });

  it('keeps the trial balance at zero', async () => {
    const { rows } = await api.runtime.pool.query('SELECT sum(debit_total) = sum(credit_total) AS balanced FROM account_balances');
    expect(rows[0].balanced).toBe(true);
  });
});
