import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { rebuildWith } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { CommandExecutor } from '../src/event-sourcing/command-executor.js';
import { recordStockTransfer } from '../src/inventory/stock-transfers/record-stock-transfer.js';
import { StockTransferReceipts } from '../src/inventory/stock-transfers/stock-transfer-receipts.js';
import { as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

/**
 * Stock moved between two businesses of one owner, through HTTP on PostgreSQL: both books move by
 * the same value, the destination's side is booked exactly once however often it is retried, and
 * the read models rebuild identical.
 */
jest.setTimeout(60_000);

describe('stock transfers between an owner’s businesses', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let shop: string;
  let branch: string;
  let rice: string;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) => api.request({ method: 'POST', url, body, headers: as(owner, headers) });
  const get = (url: string) => api.request({ method: 'GET', url, headers: as(owner) });

  const stockOf = async (businessId: string, name: string) =>
    (
      await api.runtime.pool.query(
        `SELECT p.product_id, coalesce(s.quantity, 0)::text AS quantity, coalesce(s.value, 0)::text AS value
         FROM products p LEFT JOIN product_stock s USING (business_id, product_id) WHERE p.business_id = $1 AND p.name = $2`,
        [businessId, name],
      )
    ).rows;
  const net = async (businessId: string, account: string) =>
    (
      await api.runtime.pool.query(
        'SELECT coalesce(sum(debit_total - credit_total), 0)::numeric(20,2)::text AS net FROM account_balances WHERE business_id = $1 AND account_code = $2',
        [businessId, account],
      )
    ).rows[0].net;
  const trialBalance = async (businessId: string) =>
    (await api.runtime.pool.query('SELECT (sum(debit_total) - sum(credit_total))::text AS diff FROM account_balances WHERE business_id = $1', [businessId]))
      .rows[0].diff;
  const receiptsIn = async (businessId: string) =>
    Number(
      (await api.runtime.pool.query("SELECT count(*) FROM events WHERE stream_id = $1 AND type = 'StockTransferReceived'", [businessStream(businessId)]))
        .rows[0].count,
    );
  const switchTo = async (businessId: string) => expect((await post(`/api/v1/accounts/businesses/${businessId}/switch`, {})).status).toBe(200);

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'professional' });
    shop = owner.businessId;
    const added = await post('/api/v1/accounts/businesses', { name: 'Ikeja Branch' });
    expect(added.status).toBe(201);
    branch = added.body.data.businessId;
    // 3 at 100.00 and 2 at 110.00: 5 worth 520.00, an average of 104.00.
    const created = await post('/api/v1/inventories', { name: 'Rice 50kg', buyingPrice: '100.00', sellingPrice: '150.00', quantity: '3' });
    expect(created.status).toBe(201);
    rice = created.body.data.id;
    expect((await post('/api/v1/transactions/stock-adjustments', { date: '2026-11-20', product: rice, quantity: '2', unitCost: '110.00' })).status).toBe(201);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('moves the goods at their moving average: out of the shop to drawings, into the branch from contribution, the same value', async () => {
    const sent = await post('/api/v1/inventory/transfer-stock', { destination: branch, date: '2026-11-21', items: [{ product: rice, quantity: '2' }] });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, message: 'Stock transferred successfully', data: { status: 'received' } });

    expect(await stockOf(shop, 'Rice 50kg')).toMatchObject([{ quantity: '3', value: '312.00' }]);
    expect(await stockOf(branch, 'Rice 50kg')).toMatchObject([{ quantity: '2', value: '208.00' }]);
    expect(await net(shop, '3100')).toBe('208.00');
    expect(await net(branch, '1200')).toBe('208.00');
    expect(await net(branch, '3000')).toBe('-208.00');
    expect(await trialBalance(shop)).toBe('0.00');
    expect(await trialBalance(branch)).toBe('0.00');

    const shown = await get(`/api/v1/stock-transfers/${sent.body.data.id}`);
    expect(shown.body.data).toMatchObject({
      reference: sent.body.data.reference,
      status: 'received',
      direction: 'out',
      source: { _id: shop },
      destination: { _id: branch, name: 'Ikeja Branch' },
      amount: '208.00',
      items: [{ product: rice, name: 'Rice 50kg', quantity: '2', value: '208.00' }],
    });
    expect(shown.body.data.destinationReference).toEqual(expect.any(String));
    const quantity = await get(`/api/v1/inventory/get-transfer-stock-destination-quantity?productName=rice%2050KG&business=${branch}`);
    expect(quantity.body.data.quantity).toBe('2');
  });

  it('puts a second transfer into the product the branch already has, and lists it on both sides', async () => {
    expect(
      (await post('/api/v1/inventory/transfer-stock', { destination: branch, date: '2026-11-22', items: [{ product: rice, quantity: '1' }] })).status,
    ).toBe(201);
    expect(await stockOf(branch, 'Rice 50kg')).toMatchObject([{ quantity: '3', value: '312.00' }]);
    expect(await stockOf(shop, 'Rice 50kg')).toMatchObject([{ quantity: '2', value: '208.00' }]);

    const outgoing = await get('/api/v1/inventory/stock-transfers/list?direction=out');
    expect(outgoing.body.data).toMatchObject({ total: 2, page: 1 });
    await switchTo(branch);
    try {
      const incoming = await get('/api/v1/inventory/stock-transfers/list');
      expect(incoming.body.data.total).toBe(2);
      expect(incoming.body.data.data.every((row: { direction: string }) => row.direction === 'in')).toBe(true);
      const listed = await get('/api/v1/transactions?type=others');
      expect(listed.status).toBe(200);
    } finally {
      await switchTo(shop);
    }
  });

  it('refuses more than the shop holds (409), a business the owner does not own or a product of another business (404), leaving no trace', async () => {
    const stranger = await createOwner(api, { plan: 'professional' });
    const theirProduct = await api.request({
      method: 'POST',
      url: '/api/v1/inventories',
      body: { name: 'Beans', buyingPrice: '10.00', sellingPrice: '12.00', quantity: '5' },
      headers: as(stranger),
    });
    const events = await countEvents(api);
    const notMine = await post('/api/v1/inventory/transfer-stock', {
      destination: stranger.businessId,
      date: '2026-11-22',
      items: [{ product: rice, quantity: '1' }],
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.code).toBe('BUSINESS_NOT_FOUND');
    const tooMany = await post('/api/v1/inventory/transfer-stock', { destination: branch, date: '2026-11-22', items: [{ product: rice, quantity: '9' }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'STOCK_INSUFFICIENT', message: 'Only 2 of Rice 50kg in stock' });

    const foreign = await post('/api/v1/inventory/transfer-stock', {
      destination: branch,
      date: '2026-11-22',
      items: [{ product: theirProduct.body.data.id, quantity: '1' }],
    });
    expect(foreign.status).toBe(404);
    const toSelf = await post('/api/v1/inventory/transfer-stock', { destination: shop, date: '2026-11-22', items: [{ product: rice, quantity: '1' }] });
    expect(toSelf.status).toBe(400);
    expect(toSelf.body.errors[0].field).toBe('destination');
    const bad = await post('/api/v1/inventory/transfer-stock', { destination: branch, date: '2026-11-22', items: [{ product: rice, quantity: '-1' }] });
    expect(bad.status).toBe(400);
    expect(await countEvents(api)).toBe(events);
  });

  it('keeps a draft without posting, edits, sends and refuses to send it twice; cancels and duplicates drafts', async () => {
    const draft = await post('/api/v1/inventory/transfer-stock', {
      destination: branch,
      date: '2026-11-23',
      items: [{ product: rice, quantity: '5' }],
      status: 'draft',
    });
    expect(draft.status).toBe(201);
    expect(draft.body.data.status).toBe('draft');
    expect(await stockOf(shop, 'Rice 50kg')).toMatchObject([{ quantity: '2' }]);
    const id = draft.body.data.id;

    const edited = await api.request({
      method: 'PUT',
      url: `/api/v1/inventory/transfer-stock/${id}`,
      body: { destination: branch, date: '2026-11-24', items: [{ product: rice, quantity: '1' }], note: 'One is enough' },
      headers: as(owner),
    });
    expect(edited.status).toBe(200);
    const [first, second] = await Promise.all(
      [1, 2].map(() => api.request({ method: 'PATCH', url: `/api/v1/inventory/transfer-stock/${id}`, body: { status: 'sent' }, headers: as(owner) })),
    );
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.status === 409)!.body.code).toBe('STOCK_TRANSFER_NOT_DRAFT');
    expect(await stockOf(shop, 'Rice 50kg')).toMatchObject([{ quantity: '1', value: '104.00' }]);
    expect((await get(`/api/v1/stock-transfers/${id}`)).body.data).toMatchObject({ status: 'received', note: 'One is enough', date: '2026-11-24' });

    const copy = await post(`/api/v1/transfer-stock/${id}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ status: 'draft' });
    expect(copy.body.data.id).not.toBe(id);
    const cancelled = await api.request({
      method: 'PATCH',
      url: `/api/v1/inventory/transfer-stock/${copy.body.data.id}`,
      body: { status: 'cancelled' },
      headers: as(owner),
    });
    expect(cancelled.status).toBe(200);
    const again = await api.request({
      method: 'PATCH',
      url: `/api/v1/inventory/transfer-stock/${copy.body.data.id}`,
      body: { status: 'sent' },
      headers: as(owner),
    });
    expect(again.status).toBe(409);
    expect((await get(`/api/v1/stock-transfers/${copy.body.data.id}`)).body.data.status).toBe('cancelled');
    // The spec's call list names the same calls under /inventory: they answer the same.
    expect((await get(`/api/v1/inventory/stock-transfers/${copy.body.data.id}`)).body).toEqual(
      (await get(`/api/v1/stock-transfers/${copy.body.data.id}`)).body,
    );
    const duplicated = await post(`/api/v1/inventory/transfer-stock/${id}/duplicate`, {});
    expect(duplicated.status).toBe(201);
    expect((await get(`/api/v1/inventory/stock-transfers/${duplicated.body.data.id}`)).body.data.status).toBe('draft');
  });

  it('books a receipt left undone (the process died after the sending) exactly once, however many retry it at once', async () => {
    const executor = api.app.get(CommandExecutor);
    const receipts = api.app.get(StockTransferReceipts);
    const before = await receiptsIn(branch);
    // The source's side alone, as a crash between the two appends leaves it.
    const sent = await recordStockTransfer(executor, {
      businessId: shop,
      destination: { businessId: branch, name: 'Ikeja Branch' },
      contents: { destination: branch, date: '2026-11-25', items: [{ product: rice, quantity: '1' }] },
      action: 'send',
      idempotency: { fingerprint: 'test' },
      metadata: {},
    });
    expect((await get(`/api/v1/stock-transfers/${sent.transferId}`)).body.data.status).toBe('sent');
    await Promise.all([...Array.from({ length: 5 }, () => receipts.receive(shop, sent.transferId)), receipts.sweep(), receipts.sweep()]);
    await receipts.sweep();
    expect(await receiptsIn(branch)).toBe(before + 1);
    expect((await get(`/api/v1/stock-transfers/${sent.transferId}`)).body.data.status).toBe('received');
    expect(await stockOf(shop, 'Rice 50kg')).toMatchObject([{ quantity: '0', value: '0.00' }]);
    expect(await stockOf(branch, 'Rice 50kg')).toMatchObject([{ quantity: '5', value: '520.00' }]);
    expect(await trialBalance(branch)).toBe('0.00');
  });

  it('refuses to void either side of a transfer (409): the other business has booked its own', async () => {
    const listed = await get('/api/v1/inventory/stock-transfers/list?direction=out&status=received');
    const transferId = listed.body.data.data[0]._id;
    const events = await countEvents(api);
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${transferId}`, body: {}, headers: as(owner) });
    expect(voided.status).toBe(409);
    expect(voided.body.code).toBe('TRANSACTION_NOT_CORRECTABLE');
    expect(await countEvents(api)).toBe(events);
  });

  it('rebuilds every read model identical to the live ones', async () => {
    const results = (await rebuildWith(api.runtime, api.runtime.projectors)) as { projector: string; identical: boolean }[];
    expect(results.filter((result) => !result.identical).map((result) => result.projector)).toEqual([]);
  });
});
