import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SettableClock } from '@ledgerline/jobs';
import { rebuildWith } from '@ledgerline/platform';
import { Decimal, hledgerAccountName } from '@ledgerline/ledger';
import { runDepreciation } from '../../worker/src/jobs/depreciation/depreciation.js';
import { actAsNewOwner, addMember, as, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, trialBalance } from './support/trade-fixtures.js';

const run = promisify(execFile);

// The machine running these is shared: a slow moment must not fail them.
jest.setTimeout(120_000);

/**
 * Fixed assets through HTTP on the real PostgreSQL: categories, create, buy on credit with VAT,
 * fourteen months of depreciation posted by the job's own code on a clock the test sets, a sale
 * at a gain and one at a loss; the balance sheet to the kobo, and hledger agreeing.
 */
describe('fixed assets, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let supplier: string;
  let buyer: string;
  let dir: string;
  const ids: Record<string, string> = {};

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: `/api/v1${url}`, body, headers });
  const get = async (url: string) => {
    const response = await api.request({ method: 'GET', url: `/api/v1${url}` });
    expect([url, response.status]).toEqual([url, 200]);
    return response.body.data;
  };
  const balance = (account: string) => balanceOf(api, owner.businessId, account);

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'store', business: 'Asset Stores' });
    supplier = await createContact(api, owner, 'Mikano Generators');
    buyer = await createContact(api, owner, 'Chidi Okafor');
    dir = await mkdtemp(join(tmpdir(), 'ledgerline-assets-'));
  });
  afterAll(async () => {
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('sets categories with groups and lifespans, and creates assets with the next tag and the category’s lifespan', async () => {
    const defaults = await get('/assets/categories');
    expect(defaults[0]).toEqual({ name: 'Books and Multimedia Materials', group: 'Machinery and Equipment', lifespan: 3 });
    const set = await api.request({
      method: 'PUT',
      url: '/api/v1/assets/categories',
      body: {
        categories: [
          { name: 'Generators', group: 'Machinery and Equipment', lifespan: 60 },
          { name: 'Freezers', group: 'Machinery and Equipment', lifespan: 36 },
          { name: 'Delivery vans', group: 'Licensed Vehicles', lifespan: 48 },
        ],
      },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toHaveLength(3);

    expect(await get('/assetion/sku')).toBe('AST-000001');
    const forms = {
      generator: {
        name: 'Generator 20kVA',
        category: 'Generators',
        group: 'Machinery and Equipment',
        purchasePrice: '450000.00',
        salvageValue: '45000.00',
        condition: 'new',
        serialNo: 'MK-20-001',
      },
      freezer: { name: 'Chest freezer', category: 'Freezers', purchasePrice: '180000', salvageValue: '0', condition: 'used', forceSaleValue: '90000' },
      van: { name: 'Delivery van', category: 'Delivery vans', purchasePrice: 3500000, salvageValue: 500000 },
    };
    for (const [key, form] of Object.entries(forms)) {
      const tag = await get('/assetion/sku');
      const response = await post('/assets/create', { tag, ...form });
      expect(response.status).toBe(201);
      ids[key] = response.body.data._id;
    }
    const generator = await get(`/assets/${ids.generator}`);
    expect(generator).toMatchObject({
      tag: 'AST-000001',
      lifespan: 60,
      group: 'Machinery and Equipment',
      purchasePrice: '450000.00',
      salvageValue: '45000.00',
      monthlyDepreciation: '6750.00',
      qty_in_stock: '0',
    });
    expect((await get(`/assets/${ids.van}`)).monthlyDepreciation).toBe('62500.00');
    expect((await get(`/assets/${ids.van}`)).group).toBe('Licensed Vehicles');
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a salvage value above the purchase price', { salvageValue: '500000.01' }, 400, 'salvageValue'],
    ['a lifespan of 0', { lifespan: 0 }, 400, 'lifespan'],
    ['a negative purchase price', { purchasePrice: '-1' }, 400, 'purchasePrice'],
    ['no category', { category: '' }, 400, 'category'],
    ['an unknown category', { category: 'Boats' }, 400, 'category'],
    ['a tag in use', { tag: 'AST-000001' }, 409, 'tag'],
    ['a field the form does not have', { colour: 'red' }, 400, 'colour'],
  ])('refuses an asset with %s, naming the field and leaving no trace', async (_, overrides, status, field) => {
    const events = await countEvents(api);
    const response = await post('/assets/create', { tag: 'AST-X', name: 'Boat', category: 'Generators', purchasePrice: '500000', ...overrides });
    expect([response.status, response.body.success, response.body.errors?.[0]?.field]).toEqual([status, false, field]);
    expect(response.body.message).toContain(field);
    expect(await countEvents(api)).toBe(events);
  });

  it('buys three assets on credit with VAT: cost into 1500, VAT into 1300, the deposit from cash, the rest owed', async () => {
    const response = await post('/assets/buy', {
      supplierData: { id: supplier, name: 'Mikano Generators' },
      date: '2026-01-10',
      number: 'AB-0001',
      location: 'Ikeja',
      assets: [
        { id: ids.generator, quantity: 2, price: '450000.00', name: 'Generator 20kVA' },
        { id: ids.freezer, quantity: 1, price: '180000.00' },
        { id: ids.van, quantity: 1, price: '3500000.00' },
      ],
      subtotal: '4580000.00',
      total: '4923500.00',
      account: 'Cash',
      credit: true,
      initial_deposit: '500000',
      due_date: '2026-03-10',
      tax: '7.5',
      hasTax: true,
      hasDelivery: false,
      delivery: '999',
      hasDiscount: false,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ total: '4923500.00' });
    expect(await balance('1500')).toBe('4580000.00');
    expect(await balance('1300')).toBe('343500.00');
    expect(await balance('1000')).toBe('-500000.00');
    expect(await balance('2000')).toBe('-4423500.00');
    expect(await get('/assets/summary')).toMatchObject({ totalQuantity: '4', totalPurchaseCost: '4580000.00', totalPurchaseValue: '4580000.00' });
    const listed = await get('/assets/transactions');
    expect(listed[0]).toMatchObject({ type: 'asset_buy', number: 'AB-0001', entityName: 'Mikano Generators', amount: '4923500.00', date: '2026-01-10' });
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a negative price', { assets: [{ id: 'GEN', quantity: 1, price: '-1' }] }, 400, 'assets[0].price'],
    ['more units than held', { assets: [{ id: 'GEN', quantity: 3, price: '400000' }] }, 409, 'assets[0].quantity'],
    ['credit without a due date', { credit: true, entityId: 'BUYER' }, 400, 'due_date'],
    ['credit without a buyer', { credit: true, due_date: '2027-04-01' }, 400, 'entityId'],
    ['an amount that is not the rows’', { amount: '1.00' }, 400, 'amount'],
  ])('refuses a sale with %s, naming the field and leaving no trace', async (_, overrides, status, field) => {
    const swap = (value: unknown) => (value === 'GEN' ? ids.generator : value === 'BUYER' ? buyer : value);
    const body: Record<string, unknown> = { date: '2026-02-01', account: 'Cash', assets: [{ id: 'GEN', quantity: 1, price: '400000' }], ...overrides };
    body.entityId = swap(body.entityId);
    body.assets = (body.assets as Record<string, unknown>[]).map((row) => ({ ...row, id: swap(row.id) }));
    const events = await countEvents(api);
    const response = await post('/assets/sell', body);
    expect([response.status, response.body.errors?.[0]?.field]).toEqual([status, field]);
    expect(await countEvents(api)).toBe(events);
  });

  it('posts fourteen months of depreciation, one charge per asset and month, however often the job runs', async () => {
    const clock = new SettableClock('2026-01-31T12:00:00Z');
    expect(await runDepreciation(api.runtime, clock)).toMatchObject({ posted: 0 }); // January has not ended in Lagos
    for (let month = 1; month <= 14; month++) {
      // 00:30 on the 1st in Lagos (23:30 UTC the day before): the month before has just ended.
      const firstOfNext = new Date(Date.UTC(2026, month, 1, 0, 30) - 60 * 60 * 1000);
      clock.set(firstOfNext);
      const first = await runDepreciation(api.runtime, clock);
      expect(first).toMatchObject({ posted: 3, failed: [] });
      expect(await runDepreciation(api.runtime, clock)).toMatchObject({ posted: 0, failed: [] });
    }
    const { rows } = await api.runtime.pool.query(
      "SELECT data->>'assetId' AS asset, count(*)::int AS months, count(DISTINCT data->>'month')::int AS distinct_months FROM events WHERE type = 'AssetDepreciated' GROUP BY 1",
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect([row.months, row.distinct_months]).toEqual([14, 14]);
    expect(await balance('6900')).toBe('1134000.00'); // (13500 + 5000 + 62500) × 14
    expect(await balance('1510')).toBe('-1134000.00');
    expect(await get(`/assets/${ids.generator}`)).toMatchObject({
      accumulatedDepreciation: '189000.00',
      netBookValue: '711000.00',
      lastDepreciatedMonth: '2027-02',
    });
    const log = await get(`/assets/${ids.freezer}/transactions/logs?startDate=2026-12-01&endDate=2027-02-28`);
    expect(log.map((row: { date: string; type: string; amount: string }) => [row.date, row.type, row.amount])).toEqual([
      ['2026-12-31', 'depreciation', '5000.00'],
      ['2027-01-31', 'depreciation', '5000.00'],
      ['2027-02-28', 'depreciation', '5000.00'],
    ]);
  });

  it('sells a generator at a gain and the freezer at a loss: cost and depreciation leave, 4900 and 6910 take the difference', async () => {
    // A generator unit: cost 450000, depreciated 94500, net 355500; sold for 400000: gain 44500.
    const gain = await post('/assets/sell', {
      date: '2027-03-05',
      account: 'Cash',
      amount: '400000.00',
      assets: [{ id: ids.generator, quantity: 1, price: '400000.00' }],
    });
    expect(gain.status).toBe(201);
    // The freezer: cost 180000, depreciated 70000, net 110000; sold on credit for 100000: loss 10000.
    const loss = await post('/assets/sell', {
      date: '2027-03-06',
      account: 'Cash',
      credit: true,
      due_date: '2027-04-06',
      entityId: buyer,
      entityName: buyer,
      type: 'asset_sale',
      assets: [{ id: ids.freezer, quantity: 1, price: '100000.00' }],
    });
    expect(loss.status).toBe(201);
    expect(await balance('4900')).toBe('-44500.00');
    expect(await balance('6910')).toBe('10000.00');
    expect(await balance('1100')).toBe('100000.00');
    expect(await get(`/assets/${ids.generator}`)).toMatchObject({
      qty_in_stock: '1',
      cost: '450000.00',
      accumulatedDepreciation: '94500.00',
      netBookValue: '355500.00',
    });
    expect(await get(`/assets/${ids.freezer}`)).toMatchObject({ qty_in_stock: '0', cost: '0.00', accumulatedDepreciation: '0.00' });
    expect(await get('/assets/summary')).toMatchObject({ totalQuantity: '2', totalPurchaseCost: '3950000.00', totalPurchaseValue: '2980500.00' });
    const log = await get(`/assets/${ids.generator}/transactions/logs?startDate=2027-03-01`);
    expect(log).toEqual([expect.objectContaining({ type: 'asset_sale', quantity: '1', amount: '400000.00', reference: gain.body.data.reference })]);
    const listed = await get('/assets/transactions');
    expect(listed.map((row: { type: string }) => row.type)).toEqual(['asset_sale', 'asset_sale', 'asset_buy']);
  });

  it('pages the asset list and the asset transactions: page, limit (at most 100), skip and total; a bad page is 400 naming it', async () => {
    const all = await api.request({ method: 'GET', url: '/api/v1/assets' });
    const second = await api.request({ method: 'GET', url: '/api/v1/assets/getAssets?page=2&limit=1' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ success: true, data: [all.body.data[1]], page: 2, limit: 1, skip: 1, total: all.body.total });
    const transactions = await api.request({ method: 'GET', url: '/api/v1/assets/transactions?limit=500' });
    expect([transactions.status, transactions.body.page, transactions.body.limit, transactions.body.skip, transactions.body.total]).toEqual([
      200, 1, 100, 0, 3,
    ]);
    for (const url of ['/api/v1/assets?page=0', '/api/v1/assets/transactions?limit=abc']) {
      const refused = await api.request({ method: 'GET', url });
      expect([url, refused.status, refused.body.success, refused.body.errors.map((error: { field: string }) => error.field)]).toEqual([
        url,
        400,
        false,
        [url.includes('page') ? 'page' : 'limit'],
      ]);
    }
  });

  it('refuses to void an asset purchase, sale or depreciation (the asset’s book moves with them), leaving no trace', async () => {
    const { rows } = await api.runtime.pool.query<{ transaction_id: string; event_type: string }>(
      "SELECT DISTINCT ON (event_type) transaction_id, event_type FROM transactions WHERE business_id = $1 AND event_type LIKE 'Asset%' ORDER BY event_type, position",
      [owner.businessId],
    );
    expect(rows.map((row) => row.event_type)).toEqual(['AssetBought', 'AssetDepreciated', 'AssetSold']);
    for (const row of rows) {
      const events = await countEvents(api);
      const response = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${row.transaction_id}`, body: { reason: 'typo' } });
      expect([row.event_type, response.status, response.body.code]).toEqual([row.event_type, 400, 'TRANSACTION_NOT_VOIDABLE']);
      expect(await countEvents(api)).toBe(events);
    }
  });

  it('shows cost, accumulated depreciation and net book value on the balance sheet to the kobo, balanced', async () => {
    const line = (lines: { key: string; amounts: string[] }[], key: string) => lines.find((candidate) => candidate.key === key)?.amounts;
    const assets = await get('/reports/balance-sheet/current-assets?endDate1=2027-03-31&endDate2=2027-02-28');
    expect(line(assets.fixedAssets.lines, 'account:1500')).toEqual(['3950000.00', '4580000.00']);
    expect(line(assets.fixedAssets.lines, 'account:1510')).toEqual(['-969500.00', '-1134000.00']);
    expect(assets.fixedAssets.total.amounts).toEqual(['2980500.00', '3446000.00']);
    const equity = await get('/reports/balance-sheet/equity?endDate1=2027-03-31');
    expect(equity.totalLiabilitiesAndEquity.amounts[0]).toBe(assets.totalAssets.amounts[0]);
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  });

  it('exports a journal that hledger balances exactly as we do', async () => {
    const exported = await api.request({ method: 'GET', url: '/api/v1/accounting/journal/export' });
    expect(exported.status).toBe(200);
    const file = join(dir, 'assets.journal');
    await writeFile(file, String(exported.body));
    const { stdout } = await run('hledger', ['-f', file, 'balance', '--flat', '--no-total', '-O', 'csv']);
    const theirs = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((row) => {
          const [account, amount] = row.split('","').map((cell) => cell.replace(/^"|"$/g, ''));
          return [account, new Decimal(amount.replace(/^NGN /, '').replace(/,/g, '')).toFixed(2)];
        }),
    );
    const { rows } = await api.runtime.pool.query<{ account_code: string; sub_account: string; net: string }>(
      'SELECT account_code, sub_account, debit_total - credit_total AS net FROM account_balances WHERE business_id = $1',
      [owner.businessId],
    );
    const ours = Object.fromEntries(
      rows
        .filter((row) => !new Decimal(row.net).isZero())
        .map((row) => [hledgerAccountName(row.account_code, row.sub_account, { currency: 'NGN', bankNames: new Map() }), new Decimal(row.net).toFixed(2)]),
    );
    expect(theirs).toEqual(ours);
    expect(ours[hledgerAccountName('1500', '', { currency: 'NGN', bankNames: new Map() })]).toBe('3950000.00');
    expect(ours[hledgerAccountName('1510', '', { currency: 'NGN', bankNames: new Map() })]).toBe('-969500.00');
  });

  it('keeps Asset Management to owner and admin; selling at another price needs 37', async () => {
    const clerk = await addMember(api, owner, { access: [27] });
    expect((await api.request({ method: 'GET', url: '/api/v1/assets', headers: as(clerk) })).status).toBe(403);
    const atAnotherPrice = await api.request({
      method: 'POST',
      url: '/api/v1/assets/sell',
      headers: as(clerk),
      body: { date: '2027-03-07', account: 'Cash', assets: [{ id: ids.van, quantity: 1, price: '1.00' }] },
    });
    expect(atAnotherPrice.status).toBe(403);
    const pricer = await addMember(api, owner, { access: [27, 37] });
    const allowed = await api.request({
      method: 'POST',
      url: '/api/v1/assets/sell',
      headers: as(pricer),
      body: { date: '2027-03-07', account: 'Cash', assets: [{ id: ids.generator, quantity: 1, price: '300000.00' }] },
    });
    expect(allowed.status).toBe(201);
    expect((await api.request({ method: 'GET', url: '/api/v1/assets/nope' })).status).toBe(404);
  });

  it('rebuilds every read model from the events identical, the assets’ included', async () => {
    const snapshot = async () => ({
      assets: (await api.runtime.pool.query('SELECT * FROM assets ORDER BY business_id, asset_id')).rows,
      lines: (await api.runtime.pool.query('SELECT * FROM asset_lines ORDER BY business_id, position, line_no')).rows,
      categories: (await api.runtime.pool.query('SELECT * FROM asset_categories ORDER BY business_id, sort_order')).rows,
    });
    const before = await snapshot();
    expect(before.lines.length).toBeGreaterThan(40);
    const results = (await rebuildWith(api.runtime, api.runtime.projectors)) as { projector: string; identical: boolean }[];
    expect(results.map((result) => [result.projector, result.identical])).toEqual(api.runtime.projectors.map((projector) => [projector.name, true]));
    expect(await snapshot()).toEqual(before);
  });
});
