import { jest } from '@jest/globals';
import { Decimal } from '@ledgerline/ledger';
import { rebuildWith } from '@ledgerline/platform';
import { ledgerProjector, productionProjector } from '@ledgerline/projections';
import { actAsNewOwner, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

jest.setTimeout(120_000);

describe('production from raw materials', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let flour: string;
  let yeast: string;
  let loaf: string;
  let roll: string;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'professional' });
    loaf = await createProduct(api, owner, { name: 'Loaf' });
    roll = await createProduct(api, owner, { name: 'Roll' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('creates raw materials with opening stock in 1210, finds them, and numbers their SKUs', async () => {
    const created = await api.request({
      method: 'POST',
      url: '/api/v1/production/raw-material',
      body: { name: 'Flour 50kg', measurement: 'Kg', quantity: '3', price: '3333.33' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.sku).toBe('RAW-000001');
    flour = created.body.data.id;
    yeast = (await api.request({ method: 'POST', url: '/api/v1/production/raw-material', body: { name: 'Yeast', quantity: '10', price: '250' } })).body.data.id;
    expect(await balanceOf(api, owner.businessId, '1210')).toBe('12499.99');
    expect((await api.request({ method: 'GET', url: '/api/v1/production/sku?type=RAW_MATERIAL' })).body.data.sku).toBe('RAW-000003');
    const found = await api.request({ method: 'GET', url: '/api/v1/production/search?query=flo&type=ALL' });
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: flour, type: 'RAW_MATERIAL', quantity: '3', stockValue: '9999.99', averagePrice: '3333.33' }),
    ]);
  });

  it('moves raw materials to work in progress when the setting is on', async () => {
    const off = await api.request({ method: 'POST', url: '/api/v1/production/create-wip', body: { items: [{ id: flour, quantity: '1' }] } });
    expect(off.status).toBe(400);
    expect((await api.request({ method: 'POST', url: '/api/v1/accounts/settings/wip', body: { wipStatus: true } })).status).toBe(200);
    const moved = await api.request({
      method: 'POST',
      url: '/api/v1/production/create-wip',
      body: { date: '2026-11-25', items: [{ id: flour, quantity: '1' }] },
    });
    expect(moved.status).toBe(201);
    expect(moved.body.data.amount).toBe('3333.33');
    expect((await api.request({ method: 'GET', url: '/api/v1/production/wip-raw-materials' })).body.data).toMatchObject({ balance: '3333.33', total: 1 });
  });

  it('produces a batch whose output value equals the inputs consumed plus additional costs, exactly', async () => {
    const cashBefore = new Decimal(await balanceOf(api, owner.businessId, '1000'));
    const rawBefore = new Decimal(await balanceOf(api, owner.businessId, '1210'));
    const batch = await api.request({
      method: 'POST',
      url: '/api/v1/production/produce',
      body: {
        date: '2026-11-25',
        inputs: [
          { id: flour, quantity: '1' },
          { id: yeast, quantity: '3' },
        ],
        wip: '3333.33',
        additionalCosts: [
          { description: 'Gas', amount: '1000.01' },
          { description: 'Labour', amount: '2500' },
        ],
        account: 'Cash',
        outputs: [
          { id: loaf, quantity: '30', price: '500' },
          { id: roll, quantity: '70', price: '100' },
        ],
      },
    });
    expect(batch.status).toBe(201);
    const consumed = rawBefore.minus(await balanceOf(api, owner.businessId, '1210'));
    const additional = new Decimal('3500.01');
    // Flour: 1 of the 2 left, worth 6666.66 → 3333.33; yeast: 3 of 10 worth 2500 → 750.00.
    expect(consumed.toFixed(2)).toBe('4083.33');
    const expectedTotal = consumed.plus('3333.33').plus(additional);
    expect(batch.body.data.total).toBe(expectedTotal.toFixed(2));
    const loafStock = await stockOf(api, owner.businessId, loaf);
    const rollStock = await stockOf(api, owner.businessId, roll);
    expect([loafStock.quantity, rollStock.quantity]).toEqual(['30', '70']);
    expect(new Decimal(loafStock.value).plus(rollStock.value).toFixed(2)).toBe(expectedTotal.toFixed(2));
    expect(batch.body.data.outputs.map((o: { value: string }) => o.value)).toEqual([loafStock.value, rollStock.value]);
    expect(await balanceOf(api, owner.businessId, '1200')).toBe(expectedTotal.toFixed(2));
    expect(await balanceOf(api, owner.businessId, '1220')).toBe('0.00');
    expect(cashBefore.minus(await balanceOf(api, owner.businessId, '1000')).toFixed(2)).toBe('3500.01');
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);

    expect((await api.request({ method: 'GET', url: '/api/v1/production?type=batch' })).body).toMatchObject({
      total: 1,
      data: [{ reference: batch.body.data.reference, outputValue: expectedTotal.toFixed(2) }],
    });
    // Paged as every list: page and limit read by the common paging, a bad one is 400 naming it.
    expect((await api.request({ method: 'GET', url: '/api/v1/production?limit=500' })).body).toMatchObject({ page: 1, limit: 100, skip: 0, total: 2 });
    const badPage = await api.request({ method: 'GET', url: '/api/v1/production?page=0' });
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ success: false, errors: [expect.objectContaining({ field: 'page' })] });
    expect((await api.request({ method: 'GET', url: '/api/v1/production/summary?type=ALL' })).body.data).toMatchObject({
      records: 2,
      rawMaterials: 2,
      workInProgress: '0.00',
    });
  });

  it('refuses producing from more raw material than there is, naming it, with no trace', async () => {
    const before = await countEvents(api);
    const short = await api.request({
      method: 'POST',
      url: '/api/v1/production/produce',
      body: { inputs: [{ id: flour, quantity: '5' }], outputs: [{ id: loaf, quantity: '10', price: '500' }] },
    });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'STOCK_INSUFFICIENT', message: 'Only 1 of Flour 50kg in stock', errors: [{ field: 'inputs[0].quantity' }] });
    expect(await countEvents(api)).toBe(before);
  });

  it('rebuilds its read models and the books identical', async () => {
    const rebuilt = (await rebuildWith(api.runtime, [productionProjector, ledgerProjector], { dryRun: true })) as { projector: string; identical: boolean }[];
    expect(rebuilt.every((r) => r.identical)).toBe(true);
  });

  it('is refused on a plan without production management', async () => {
    const store = await createOwner(api, { plan: 'store' });
    const response = await api.request({ method: 'GET', url: '/api/v1/production/summary', headers: as(store) });
    expect(response.status).toBe(403);
  });
});
