import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

const today = '2026-11-22';

describe('the generic POST /transactions, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let rice: string;
  let haircut: string;

  const record = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url: '/api/v1/transactions', body: { date: today, ...body }, headers });
  const eventTypeOf = async (id: string) =>
    (await api.runtime.pool.query('SELECT event_type FROM transactions WHERE business_id = $1 AND transaction_id = $2', [owner.businessId, id])).rows[0]
      ?.event_type;
  const expectRefusedWithoutTrace = async (response: Promise<{ status: number; body: any }>, status: number, code: string, field: string) => {
    const events = await countEvents(api);
    const answer = await response;
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code, errors: expect.arrayContaining([expect.objectContaining({ field })]) });
    expect(await countEvents(api)).toBe(events);
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    haircut = await createProduct(api, owner, { name: 'Haircut', kind: 'service' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('records money in for type inflows', async () => {
    const response = await record({ type: 'inflows', subtype: 'capital', amount: '20000', account: 'Cash' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Transaction recorded successfully', data: { id: expect.any(String) } });
    expect(await eventTypeOf(response.body.data.id)).toBe('MoneyInRecorded');
    expect(await balanceOf(api, owner.businessId, '3000')).toBe('-20000.00');
  });

  it('brings stock into the books for inflows / stock_introduced: inventory against owner’s contribution', async () => {
    const response = await record({ type: 'inflows', subtype: 'stock_introduced', items: [{ product: rice, quantity: '10', price: '4500.50' }] });
    expect(response.status).toBe(201);
    expect(await eventTypeOf(response.body.data.id)).toBe('StockIntroduced');
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '10', value: '45005.00' });
    expect(await balanceOf(api, owner.businessId, '1200')).toBe('45005.00');
    expect(await balanceOf(api, owner.businessId, '3000')).toBe('-65005.00');
    const row = await api.runtime.pool.query('SELECT type, subtype, amount FROM transactions WHERE business_id = $1 AND transaction_id = $2', [
      owner.businessId,
      response.body.data.id,
    ]);
    expect(row.rows[0]).toEqual({ type: 'inflows', subtype: 'stock_introduced', amount: '45005.00' });
  });

  it('refuses stock of unknown products or services, appending nothing', async () => {
    await expectRefusedWithoutTrace(
      record({ type: 'inflows', subtype: 'stock_introduced', items: [{ product: 'no-such-product', quantity: 1, price: 1 }] }),
      400,
      'UNKNOWN_PRODUCT',
      'items[0].product',
    );
    await expectRefusedWithoutTrace(
      record({ type: 'inflows', subtype: 'stock_introduced', items: [{ product: haircut, quantity: 1, price: 1 }] }),
      400,
      'INVALID_VALUE',
      'items[0].product',
    );
    await expectRefusedWithoutTrace(record({ type: 'inflows', subtype: 'stock_introduced', items: 'rice' }), 400, 'VALIDATION_FAILED', 'items');
  });

  it('delegates sales and purchases to their commands', async () => {
    const sale = await record({ type: 'sales', items: [{ product: rice, quantity: 2, price: '6000' }], account: 'Cash' });
    expect(sale.status).toBe(201);
    expect(await eventTypeOf(sale.body.data.id)).toBe('SaleRecorded');
    const purchase = await record({ type: 'purchases', items: [{ product: rice, quantity: 1, price: '4000' }], account: 'Cash' });
    expect(purchase.status).toBe(201);
    expect(await eventTypeOf(purchase.body.data.id)).toBe('PurchaseRecorded');
    expect((await stockOf(api, owner.businessId, rice)).quantity).toBe('9');
  });

  it('refuses an unknown type and fields the chosen route does not take', async () => {
    await expectRefusedWithoutTrace(record({ type: 'gifts', amount: '1' }), 400, 'VALIDATION_FAILED', 'type');
    await expectRefusedWithoutTrace(record({ amount: '1' }), 400, 'VALIDATION_FAILED', 'type');
    await expectRefusedWithoutTrace(
      record({ type: 'inflows', subtype: 'capital', amount: '1', account: 'Cash', businessId: owner.businessId }),
      400,
      'VALIDATION_FAILED',
      'businessId',
    );
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  });

  it('documents every money route in OpenAPI, with examples', async () => {
    const docs = await api.request({ method: 'GET', url: '/api/docs/openapi.json' });
    for (const path of [
      '/api/v1/transactions',
      '/api/v1/transactions/money-out',
      '/api/v1/transaction/account-transfer',
      '/api/v1/transactions/record-payment',
      '/api/v1/transactions/expenses',
      '/api/v1/transactions/prepayments/{id}/apply',
    ]) {
      const operation = docs.body.paths[path]?.post;
      expect(operation).toBeDefined();
      expect(Object.keys(operation.requestBody.content['application/json'].examples ?? {}).length).toBeGreaterThan(0);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201']));
    }
    const expense = docs.body.components.schemas.RecordExpenseDto;
    expect(expense.properties.category.description).toMatch(/cost_of_goods_sold 36/);
  });

  it('records a retried request once', async () => {
    const headers = { 'idempotency-key': 'generic-retry-00001' };
    const first = await record({ type: 'inflows', subtype: 'gift', amount: '3', account: 'Cash' }, headers);
    const events = await countEvents(api);
    const second = await record({ type: 'inflows', subtype: 'gift', amount: '3', account: 'Cash' }, headers);
    expect(second.body).toEqual(first.body);
    expect(await countEvents(api)).toBe(events);
  });
});
