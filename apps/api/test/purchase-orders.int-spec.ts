import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { rebuildWith } from '@ledgerline/platform';
import { as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

jest.setTimeout(60_000);

/**
 * Purchase orders through HTTP on PostgreSQL: they post nothing until goods are received; each
 * receipt (in part or whole) records a purchase of those lines at the order's prices; numbers
 * are taken under the stream lock; the read model rebuilds identical.
 */
describe('purchase orders', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let rice: string;
  let oil: string;
  let supplier: string;
  let orderId: string;
  const post = (url: string, body: unknown) => api.request({ method: 'POST', url, body, headers: as(owner) });
  const put = (url: string, body: unknown) => api.request({ method: 'PUT', url, body, headers: as(owner) });
  const patch = (url: string, body: unknown) => api.request({ method: 'PATCH', url, body, headers: as(owner) });
  const get = (url: string) => api.request({ method: 'GET', url, headers: as(owner) });
  const net = async (account: string) =>
    (
      await api.runtime.pool.query(
        'SELECT coalesce(sum(debit_total - credit_total), 0)::numeric(20,2)::text AS net FROM account_balances WHERE business_id = $1 AND account_code = $2',
        [owner.businessId, account],
      )
    ).rows[0].net;
  const stock = async (productId: string) =>
    (await api.runtime.pool.query('SELECT quantity::text, value::text FROM product_stock WHERE product_id = $1', [productId])).rows[0];

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'professional' });
    rice = (await post('/api/v1/inventories', { name: 'Rice 50kg', buyingPrice: '100.00', sellingPrice: '150.00' })).body.data.id;
    oil = (await post('/api/v1/inventories', { name: 'Palm oil', buyingPrice: '250.00', sellingPrice: '300.00' })).body.data.id;
    const created = await post('/api/v1/entities', { firstName: 'Kola', lastName: 'Foods', kinds: ['supplier'] });
    expect(created.status).toBe(201);
    supplier = created.body.entity._id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('raises an order under the next number, posting nothing', async () => {
    expect((await get('/api/v1/purchase-orders/number')).body.data).toEqual({ number: 'PO-001' });
    const cashBefore = await net('1000');
    const raised = await post('/api/v1/inventory/purchase-orders', {
      date: '2026-11-20',
      expectedDate: '2026-11-27',
      supplier,
      items: [
        { product: rice, quantity: '10', price: '100.00' },
        { product: oil, quantity: '4', price: '250.50' },
      ],
      note: 'Deliver before noon',
    });
    expect(raised.status).toBe(201);
    expect(raised.body).toMatchObject({ success: true, message: 'Purchase order created successfully', data: { number: 'PO-001', status: 'draft' } });
    orderId = raised.body.data.id;
    expect(await net('1000')).toBe(cashBefore);
    expect(await net('1200')).toBe('0.00');
    const shown = await get(`/api/v1/purchase-orders/${orderId}`);
    expect(shown.body.data).toMatchObject({
      number: 'PO-001',
      status: 'draft',
      supplier: { _id: supplier, name: 'Kola Foods' },
      total: '2002.00',
      items: [
        { product: rice, quantity: '10', price: '100.00', total: '1000.00', received: '0', outstanding: '10' },
        { product: oil, quantity: '4', price: '250.50', total: '1002.00', received: '0', outstanding: '4' },
      ],
    });
  });

  it('gives orders created at once distinct consecutive numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/v1/inventory/purchase-orders', { date: '2026-11-21', items: [{ product: rice, quantity: '1', price: '100.00' }] }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(answers.map((answer) => answer.body.data.number).sort()).toEqual(['PO-002', 'PO-003', 'PO-004', 'PO-005', 'PO-006', 'PO-007']);
  });

  it('receives nothing against a draft; once sent, receives in part at the order’s prices and refuses more than is outstanding', async () => {
    const early = await patch(`/api/v1/purchase-orders/${orderId}`, { status: 'received', date: '2026-11-22', account: 'Cash' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('PURCHASE_ORDER_CLOSED');
    expect((await patch(`/api/v1/purchase-orders/${orderId}`, { status: 'sent' })).status).toBe(200);
    const edited = await put(`/api/v1/purchase-orders/${orderId}`, {
      date: '2026-11-20',
      supplier,
      items: [
        { product: rice, quantity: '12', price: '100.00' },
        { product: oil, quantity: '4', price: '250.50' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.status).toBe('sent');

    const part = await patch(`/api/v1/purchase-orders/${orderId}`, {
      status: 'received',
      items: [{ product: rice, quantity: '5' }],
      date: '2026-11-22',
      account: 'Cash',
    });
    expect(part.status).toBe(200);
    expect(part.body.data).toMatchObject({ status: 'partly_received', purchase: { reference: expect.any(String) } });
    expect(await stock(rice)).toEqual({ quantity: '5', value: '500.00' });
    expect(await net('1200')).toBe('500.00');
    expect((await get(`/api/v1/purchase-orders/${orderId}`)).body.data.items[0]).toMatchObject({ received: '5', outstanding: '7' });
    const purchase = await get(`/api/v1/transactions/${part.body.data.purchase.reference}`);
    expect(purchase.status).toBe(200);

    const events = await countEvents(api);
    const tooMany = await patch(`/api/v1/purchase-orders/${orderId}`, {
      status: 'received',
      items: [{ product: rice, quantity: '8' }],
      date: '2026-11-23',
      account: 'Cash',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'PURCHASE_ORDER_OVER_RECEIVED', message: 'Only 7 of Rice 50kg is outstanding on PO-001' });
    const locked = await put(`/api/v1/purchase-orders/${orderId}`, { date: '2026-11-20', items: [{ product: rice, quantity: '1', price: '1.00' }] });
    expect(locked.status).toBe(409);
    expect(await countEvents(api)).toBe(events);
  });

  it('receives the rest on credit from the order’s supplier, and then refuses any further change', async () => {
    expect(await net('2000')).toBe('0.00');
    const rest = await patch(`/api/v1/purchase-orders/${orderId}`, {
      status: 'received',
      date: '2026-11-24',
      account: 'Cash',
      credit: true,
      due_date: '2026-12-24',
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data.status).toBe('received');
    // 7 × 100.00 + 4 × 250.50 owed to the supplier.
    expect(await net('2000')).toBe('-1702.00');
    expect(await stock(rice)).toEqual({ quantity: '12', value: '1200.00' });
    expect(await stock(oil)).toEqual({ quantity: '4', value: '1002.00' });
    const shown = (await get(`/api/v1/purchase-orders/${orderId}`)).body.data;
    expect(shown.receipts).toHaveLength(2);
    expect(shown.items.map((item: { outstanding: string }) => item.outstanding)).toEqual(['0', '0']);
    expect((await patch(`/api/v1/purchase-orders/${orderId}`, { status: 'cancelled' })).status).toBe(409);
  });

  it('puts a voided receipt’s goods back outstanding on the order, to be received again', async () => {
    const order = (await get(`/api/v1/purchase-orders/${orderId}`)).body.data;
    const last = order.receipts[order.receipts.length - 1];
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${last.purchaseId}`, body: {}, headers: as(owner) });
    expect(voided.status).toBe(200);
    const reopened = (await get(`/api/v1/purchase-orders/${orderId}`)).body.data;
    expect(reopened.status).toBe('partly_received');
    expect(reopened.items.map((item: { outstanding: string }) => item.outstanding)).toEqual(['7', '4']);
    expect(await stock(rice)).toEqual({ quantity: '5', value: '500.00' });
    expect(await net('2000')).toBe('0.00');
    const again = await patch(`/api/v1/purchase-orders/${orderId}`, { status: 'received', date: '2026-11-25', account: 'Cash' });
    expect(again.body.data.status).toBe('received');
    expect(await stock(rice)).toEqual({ quantity: '12', value: '1200.00' });
  });

  it('duplicates into a new draft, cancels a draft, lists on both paths, and rebuilds identical', async () => {
    const copy = await post(`/api/v1/purchase-orders/${orderId}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ number: 'PO-008', status: 'draft' });
    expect((await patch(`/api/v1/purchase-orders/${copy.body.data.id}`, { status: 'cancelled', reason: 'Not needed' })).status).toBe(200);
    const listed = await get('/api/v1/purchase-orders/list?limit=3');
    expect(listed.body.data).toMatchObject({ total: 8, limit: 3, page: 1 });
    expect(listed.body.data.data[0]).toMatchObject({ number: 'PO-008', status: 'cancelled' });
    expect((await get('/api/v1/inventory/purchase-orders?status=received')).body.data.total).toBe(1);
    expect((await get('/api/v1/purchase-orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // The spec's call list names the same calls under /inventory: they answer the same.
    expect((await get('/api/v1/inventory/purchase-orders/list?limit=3')).body).toEqual(listed.body);
    expect((await get(`/api/v1/inventory/purchase-orders/${orderId}`)).body).toEqual((await get(`/api/v1/purchase-orders/${orderId}`)).body);
    expect((await get('/api/v1/inventory/purchase-orders/number')).body.data).toEqual({ number: 'PO-009' });
    const second = await post(`/api/v1/inventory/purchase-orders/${orderId}/duplicate`, {});
    expect(second.body.data).toMatchObject({ number: 'PO-009', status: 'draft' });
    const cancelledAgain = await api.request({
      method: 'PATCH',
      url: `/api/v1/inventory/purchase-orders/${second.body.data.id}`,
      body: { status: 'cancelled', reason: 'Twice' },
      headers: as(owner),
    });
    expect(cancelledAgain.status).toBe(200);
    const results = (await rebuildWith(api.runtime, api.runtime.projectors)) as { projector: string; identical: boolean }[];
    expect(results.filter((result) => !result.identical).map((result) => result.projector)).toEqual([]);
  });

  it('is locked on the Micro plan', async () => {
    const micro = await createOwner(api, { plan: 'free' });
    const refused = await api.request({
      method: 'POST',
      url: '/api/v1/inventory/purchase-orders',
      body: { date: '2026-11-20', items: [] },
      headers: as(micro),
    });
    expect(refused.status).toBe(403);
  });
});
