import { businessToday } from '../src/common/calendar/business-today.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, stockOf, trialBalance } from './support/trade-fixtures.js';

describe('products with variants, raw material lines, history, recent sales and graph data (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  const today = businessToday();

  beforeAll(async () => {
    api = await createTestApi();
    other = await createOwner(api, { plan: 'professional', business: 'Bravo Traders' });
    owner = await actAsNewOwner(api, { plan: 'professional' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = (url: string, body: unknown) => api.request({ method: 'POST', url, body });
  const get = (url: string) => api.request({ method: 'GET', url });

  /** Bad input: 400 with the message and the field, and nothing appended. */
  async function expectRefused(body: unknown, field: string, message: string | RegExp, status = 400) {
    const before = await countEvents(api);
    const response = await post('/api/v1/inventories', body);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(JSON.stringify(response.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(await countEvents(api)).toBe(before);
  }

  let shirt: { id: string; variants: { id: string; sku: string; name: string }[] };

  it('answers the next SKU per type, and the next ones after a base for variants', async () => {
    expect((await get('/api/v1/inventories/sku?type=PRODUCT')).body.data).toBe('PRD-000001');
    expect((await get('/api/v1/inventories/sku?type=SERVICE')).body.data).toBe('SRV-000001');
    expect((await get('/api/v1/inventories/sku?type=ASSET')).body.data).toMatch(/^AST-/);
    expect((await get('/api/v1/inventories/sku?type=VARIANT')).body.data).toBe('PRD-000002');
    expect((await get('/api/v1/inventories/sku?type=VARIANT&base=PRD-000001&index=3')).body.data).toBe('PRD-000004');
    expect((await get('/api/v1/inventories/sku?type=VARIANT&base=SHIRT')).body.data).toBe('SHIRT-1');
    const bad = await get('/api/v1/inventories/sku?type=VARIANT&index=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'index must be a whole number from 1 to 100' });
    expect((await get('/api/v1/inventories/sku?type=GIFT')).status).toBe(400);
  });

  it('creates a product with variants: each a stocked product with the parent’s category, brand and measurement; one opening-stock transaction', async () => {
    const created = await post('/api/v1/inventories', {
      name: 'Polo shirt',
      sku: 'PRD-000001',
      sellingPrice: '0',
      measurement: 'Piece',
      categoryName: 'Clothing',
      brandName: 'Ankara Co',
      hasVariants: true,
      variants: JSON.stringify([
        { name: 'Polo shirt S', sku: 'PRD-000002', quantity: '4', buyingPrice: '2500', sellingPrice: '4000', stockLevel: '1' },
        { name: 'Polo shirt M', sku: 'PRD-000003', quantity: '2', buyingPrice: '2600.50', sellingPrice: '4200' },
        { name: '', sku: 'PRD-000009' },
      ]),
    });
    expect(created.status).toBe(201);
    const data = created.body.data;
    expect(data).toMatchObject({ name: 'Polo shirt', quantity: '0', categoryName: 'Clothing' });
    expect(data.variants).toEqual([
      expect.objectContaining({
        name: 'Polo shirt S',
        sku: 'PRD-000002',
        quantity: '4',
        stockValue: '10000.00',
        measurement: 'Piece',
        categoryName: 'Clothing',
        brandName: 'Ankara Co',
      }),
      expect.objectContaining({ name: 'Polo shirt M', sku: 'PRD-000003', quantity: '2', stockValue: '5201.00', measurement: 'Piece', brandName: 'Ankara Co' }),
    ]);
    expect(data.stockTransaction).toEqual(expect.objectContaining({ reference: expect.any(String) }));
    shirt = data;

    // The books: 1200 up by both variants' opening stock against 3000, one transaction.
    expect(await balanceOf(api, owner.businessId, '1200')).toBe('15201.00');
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
    expect(await stockOf(api, owner.businessId, data.variants[0].id)).toEqual({ quantity: '4', value: '10000.00' });

    const variants = await get(`/api/v1/inventory/${data.id}/variants`);
    expect(variants.body.data.map((v: { name: string; parentId: string }) => [v.name, v.parentId])).toEqual([
      ['Polo shirt S', data.id],
      ['Polo shirt M', data.id],
    ]);
    const details = (await get(`/api/v1/inventories/${data.id}`)).body.data;
    expect(details.variants.map((v: { sku: string }) => v.sku)).toEqual(['PRD-000002', 'PRD-000003']);
    expect(details.parentId).toBeNull();
    expect((await get(`/api/v1/inventories/${data.variants[1].id}`)).body.data).toMatchObject({ parentId: data.id, quantity: '2' });
    // The next variant SKU after the parent's skips the ones in use.
    expect((await get('/api/v1/inventories/sku?type=VARIANT&base=PRD-000001')).body.data).toBe('PRD-000004');
    expect((await get('/api/v1/inventories?filter_by=variants')).body.data.map((p: { name: string }) => p.name).sort()).toEqual([
      'Polo shirt M',
      'Polo shirt S',
    ]);
    expect((await get('/api/v1/inventories?filter_by=with_variants')).body.data.map((p: { name: string }) => p.name)).toEqual(['Polo shirt']);
  });

  it('never counts a product with variants as low in stock (its own quantity is 0, its stock is its variants’): not listed, filtered, counted nor shown low', async () => {
    // Beside the shirt (0 of its own, level 0) and its variants (above their levels), one product below its level.
    const socks = await post('/api/v1/inventories', { name: 'Ankle socks', quantity: '1', buyingPrice: '300', sellingPrice: '500', stockLevel: '3' });
    expect(socks.status).toBe(201);
    const names = (response: { body: { data: { name: string }[] } }) => response.body.data.map((p) => p.name);

    expect(names(await get('/api/v1/inventories/low-in-stock'))).toEqual(['Ankle socks']);
    expect(names(await get('/api/v1/inventories?filter_by=low_in_stock'))).toEqual(['Ankle socks']);
    expect((await get('/api/v1/inventories/summary')).body.data).toMatchObject({ lowInStock: 1 });

    expect((await get(`/api/v1/inventories/${shirt.id}`)).body.data).toMatchObject({ quantity: '0', stockLevel: '0', hasVariants: true, lowInStock: false });
    expect((await get(`/api/v1/inventories/${socks.body.data.id}`)).body.data).toMatchObject({ hasVariants: false, lowInStock: true });
    const listed = (await get('/api/v1/inventories?type=PRODUCT')).body.data as { name: string; hasVariants: boolean; lowInStock: boolean }[];
    expect(Object.fromEntries(listed.map((p) => [p.name, [p.hasVariants, p.lowInStock]]))).toEqual({
      'Polo shirt': [true, false],
      'Polo shirt S': [false, false],
      'Polo shirt M': [false, false],
      'Ankle socks': [false, true],
    });
  });

  it('never counts a product with variants as in or out of stock; its variants count by their own quantity, in the filters and the summary', async () => {
    // A business of its own, so every list and count is exact: three families (every variant stocked,
    // none, some), two plain products (one with none left) and a service. Stock levels are 0.
    const shop = await createOwner(api, { plan: 'professional', business: 'Delta Wears' });
    const asShop = (method: 'GET' | 'POST', url: string, body?: unknown) => api.request({ method, url, body, headers: as(shop) });
    const family = async (name: string, sku: string, quantities: [string, string][]) => {
      const created = await asShop('POST', '/api/v1/inventories', {
        name,
        sellingPrice: '0',
        hasVariants: true,
        variants: quantities.map(([variant, quantity], i) => ({
          name: `${name} ${variant}`,
          sku: `${sku}-${i + 1}`,
          quantity,
          buyingPrice: '100',
          sellingPrice: '150',
        })),
      });
      expect(created.status).toBe(201);
    };
    await family('Tote bag', 'TOTE', [
      ['red', '3'],
      ['blue', '2'],
    ]);
    await family('Beanie', 'BEAN', [
      ['grey', '0'],
      ['black', '0'],
    ]);
    await family('Sandal', 'SAND', [
      ['brown', '1'],
      ['tan', '0'],
    ]);
    for (const [name, quantity] of [
      ['Plain cap', '0'],
      ['Plain belt', '2'],
    ]) {
      expect((await asShop('POST', '/api/v1/inventories', { name, quantity, buyingPrice: '100', sellingPrice: '150' })).status).toBe(201);
    }
    expect((await asShop('POST', '/api/v1/inventories', { type: 'SERVICE', name: 'Tailoring', sellingPrice: '500' })).status).toBe(201);

    const filtered = async (filter: string) =>
      ((await asShop('GET', `/api/v1/inventories?filter_by=${filter}&limit=100`)).body.data as { name: string }[]).map((p) => p.name).sort();
    // No parent in either, whatever its variants hold; each variant by its own quantity.
    expect(await filtered('in_stock')).toEqual(['Plain belt', 'Sandal brown', 'Tote bag blue', 'Tote bag red']);
    expect(await filtered('out_of_stock')).toEqual(['Beanie black', 'Beanie grey', 'Plain cap', 'Sandal tan']);
    // As low in stock already was: a level of 0 makes the same products low as out.
    expect(await filtered('low_in_stock')).toEqual(['Beanie black', 'Beanie grey', 'Plain cap', 'Sandal tan']);
    // The parents are still products of the list.
    expect(await filtered('all')).toEqual(expect.arrayContaining(['Beanie', 'Sandal', 'Tote bag']));
    expect(await filtered('with_variants')).toEqual(['Beanie', 'Sandal', 'Tote bag']);

    expect((await asShop('GET', '/api/v1/inventories/summary')).body.data).toEqual({
      products: 11,
      services: 1,
      archived: 0,
      lowInStock: 4,
      outOfStock: 4,
      quantity: '8',
      values: [{ currency: 'NGN', value: '800.00' }],
    });
  });

  it('refuses bad variants with the spec’s messages, naming the line, and appends nothing', async () => {
    const base = { name: 'Cap', sellingPrice: '1000', hasVariants: true };
    await expectRefused(
      { ...base, variants: [{ name: 'Cap red', sku: 'CAP-R', quantity: '3', sellingPrice: '900' }] },
      'variants[0].buyingPrice',
      'Cost price is required',
    );
    await expectRefused({ ...base, variants: [{ name: 'Cap red', sku: 'CAP-R' }] }, 'variants[0].sellingPrice', 'Selling price is required');
    await expectRefused({ ...base, variants: [{ name: 'Cap red', sellingPrice: '900' }] }, 'variants[0].sku', 'SKU is required for each variant');
    await expectRefused({ ...base, variants: [] }, 'variants', 'Add at least one variant with a name');
    await expectRefused({ ...base, variants: 'not json' }, 'variants', 'variants must be a JSON list');
    await expectRefused(
      {
        ...base,
        variants: [
          { name: 'A', sku: 'CAP-X', sellingPrice: '1' },
          { name: 'B', sku: 'cap-x', sellingPrice: '1' },
        ],
      },
      'variants[1].sku',
      'SKU cap-x is used twice in this form',
    );
    await expectRefused({ ...base, variants: [{ name: 'A', sku: 'PRD-000002', sellingPrice: '1' }] }, 'variants[0].sku', /already used/, 409);
    await expectRefused(
      { type: 'SERVICE', name: 'Tailoring', sellingPrice: '500', variants: [{ name: 'A', sku: 'T-1', sellingPrice: '1' }] },
      'variants',
      'A service has no variants',
    );
  });

  it('makes a product of raw materials, priced at their moving average; refuses bad lines', async () => {
    const flour = (await post('/api/v1/production/raw-material', { name: 'Flour', measurement: 'Kg', quantity: '3', price: '3333.33' })).body.data.id;
    const yeast = (await post('/api/v1/production/raw-material', { name: 'Yeast', quantity: '10', price: '250' })).body.data.id;
    const before = await balanceOf(api, owner.businessId, '1210');
    const bread = await post('/api/v1/inventories', {
      name: 'Bread',
      sellingPrice: '1500',
      hasRawMaterial: true,
      rawMaterials: [
        { id: flour, quantity: '0.5' },
        { id: yeast, quantity: '2', price: '300' },
      ],
    });
    expect(bread.status).toBe(201);
    // Without a buying price it costs what its lines cost: 0.5 × 3333.33 (average) + 2 × 300.
    expect(bread.body.data.buyingPrice).toBe('2266.67');
    const details = (await get(`/api/v1/inventories/${bread.body.data.id}`)).body.data;
    expect(details.rawMaterials).toEqual([
      { id: flour, name: 'Flour', quantity: '0.5', price: '3333.33', measurement: 'Kg' },
      { id: yeast, name: 'Yeast', quantity: '2', price: '300.00', measurement: 'Unit' },
    ]);
    // Nothing is consumed by describing a recipe.
    expect(await balanceOf(api, owner.businessId, '1210')).toBe(before);
    expect((await get('/api/v1/inventories?filter_by=with_raw_materials')).body.data.map((p: { name: string }) => p.name)).toEqual(['Bread']);

    const foreign = (
      await api.request({ method: 'POST', url: '/api/v1/production/raw-material', body: { name: 'Sugar', quantity: '1', price: '100' }, headers: as(other) })
    ).body.data.id;
    await expectRefused(
      { name: 'Cake', sellingPrice: '1', rawMaterials: [{ id: foreign, quantity: '1' }] },
      'rawMaterials[0].id',
      'There is no such raw material in this business',
    );
    await expectRefused(
      { name: 'Cake', sellingPrice: '1', rawMaterials: [{ id: flour }] },
      'rawMaterials[0].quantity',
      'Each raw material line needs a quantity above 0',
    );
    await expectRefused({ name: 'Cake', sellingPrice: '1', rawMaterials: [{ id: flour, quantity: '-1' }] }, 'rawMaterials[0].quantity', /quantity/);
    await expectRefused({ name: 'Cake', sellingPrice: '1', hasRawMaterial: 'true', rawMaterials: '[]' }, 'rawMaterials', 'Add at least one raw material line');
  });

  it('shows a product’s history between dates, the recent sales and the graph data; refuses bad dates', async () => {
    const small = shirt.variants[0]!.id;
    const sale = await post('/api/v1/transactions/sales', { date: today, account: 'Cash', items: [{ product: small, quantity: '1', price: '4000.00' }] });
    expect(sale.status).toBe(201);

    const history = (await get(`/api/v1/inventories/${small}?startDate=${today}&endDate=${today}`)).body.data.history;
    expect(history).toEqual([
      expect.objectContaining({ type: 'sales', quantity: '-1', value: '-2500.00', itemQuantity: '1', price: '4000.00', total: '4000.00', date: today }),
      expect.objectContaining({ subtype: 'stock_introduced', quantity: '4', value: '10000.00' }),
    ]);
    expect((await get(`/api/v1/inventories/${small}?startDate=2000-01-01&endDate=2000-01-31`)).body.data.history).toEqual([]);

    for (const [query, field, message] of [
      ['startDate=25/11/2026', 'startDate', 'startDate must be a real date written YYYY-MM-DD'],
      ['endDate=2026-02-30', 'endDate', 'endDate must be a real date written YYYY-MM-DD'],
      ['startDate=2026-12-01&endDate=2026-11-01', 'startDate', 'startDate must be on or before endDate'],
    ] as const) {
      const bad = await get(`/api/v1/inventories/${small}?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, message, errors: [expect.objectContaining({ field })] });
    }

    const recent = (await get('/api/v1/inventories/recent-sales?limit=5')).body.data;
    expect(recent).toEqual([expect.objectContaining({ productId: small, name: 'Polo shirt S', quantity: '1', amount: '4000.00', date: today })]);
    expect((await get('/api/v1/inventories/recent-sales?limit=0')).status).toBe(400);

    const graph = await post('/api/v1/inventory/graphdata', { startDate: today, endDate: today, productId: small });
    expect(graph.status).toBe(200);
    expect(graph.body.data).toEqual([expect.objectContaining({ date: today, soldQuantity: '1', salesAmount: '4000.00' })]);
    const month = await post('/api/v1/inventory/graphdata', {});
    expect(month.body.data).toHaveLength(30);
    expect(month.body.data.at(-1).date).toBe(today);
    expect((await post('/api/v1/inventory/graphdata', { startDate: '2020-01-01', endDate: '2026-01-01' })).body.message).toBe(
      'The graph covers at most 366 days',
    );
    expect((await post('/api/v1/inventory/graphdata', { productId: 'nope' })).status).toBe(404);

    // Bread has none in stock; the shirt has none of its own, but a product with variants is never out of stock.
    expect((await get('/api/v1/inventories?filter_by=out_of_stock')).body.data.map((p: { name: string }) => p.name)).toEqual(['Bread']);
    expect((await get('/api/v1/inventories?filter_by=in_stock&filterByBrand=ankara co')).body.data.map((p: { name: string }) => p.name).sort()).toEqual([
      'Polo shirt M',
      'Polo shirt S',
    ]);
    const badFilter = await get('/api/v1/inventories?filter_by=cheap');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toMatch(/^filter_by must be one of/);
  });

  it('keeps another business’s products out: variants and history are 404', async () => {
    const asOther = (url: string) => api.request({ method: 'GET', url, headers: as(other) });
    expect((await asOther(`/api/v1/inventory/${shirt.id}/variants`)).status).toBe(404);
    expect((await asOther(`/api/v1/inventories/${shirt.id}`)).status).toBe(404);
  });

  it('passes a parent’s category, brand and measurement down to its variants, and archives and restores them with it', async () => {
    const patch = (url: string, body: unknown) => api.request({ method: 'PATCH', url, body });
    const before = await countEvents(api);
    const edited = await patch(`/api/v1/inventories/update/${shirt.id}`, { categoryName: 'Menswear', brandName: 'Kente Ltd', measurement: 'Pack' });
    expect(edited.status).toBe(200);
    // The parent's edit and one ProductUpdated per variant, in one append.
    expect(await countEvents(api)).toBe(before + 3);
    for (const variant of shirt.variants) {
      expect((await get(`/api/v1/inventories/${variant.id}`)).body.data).toMatchObject({
        name: variant.name,
        sku: variant.sku,
        categoryName: 'Menswear',
        brandName: 'Kente Ltd',
        measurement: 'Pack',
      });
    }
    // A variant keeps its own prices and stock.
    expect((await get(`/api/v1/inventories/${shirt.variants[0].id}`)).body.data).toMatchObject({ sellingPrice: '4000.00', buyingPrice: '2500.00' });

    // An edit of anything else leaves the variants alone.
    const renamed = await countEvents(api);
    expect((await patch(`/api/v1/inventories/update/${shirt.id}`, { description: 'Cotton polo' })).status).toBe(200);
    expect(await countEvents(api)).toBe(renamed + 1);

    expect((await get(`/api/v1/inventories/${shirt.id}/archive`)).body).toMatchObject({ success: true });
    for (const variant of shirt.variants) expect((await get(`/api/v1/inventories/${variant.id}`)).body.data).toMatchObject({ archived: true });
    expect((await get('/api/v1/inventories?filter_by=variants')).body.data).toEqual([]);

    expect((await get(`/api/v1/inventories/${shirt.id}/restore`)).body).toMatchObject({ success: true });
    for (const variant of shirt.variants) expect((await get(`/api/v1/inventories/${variant.id}`)).body.data).toMatchObject({ archived: false });
    expect((await get('/api/v1/inventories?filter_by=variants')).body.data).toHaveLength(2);
  });

  it('needs 54 (create variant) besides 32 or 34 to create a product with variants; nothing appended when refused', async () => {
    const asMember = (member: { cookie: string }, body: unknown) => api.request({ method: 'POST', url: '/api/v1/inventories', body, headers: as(member) });
    const body = (sku: string) => ({
      name: `Scarf ${sku}`,
      sellingPrice: '0',
      hasVariants: true,
      variants: [{ name: `Scarf ${sku} red`, sku, buyingPrice: '100', sellingPrice: '200' }],
    });
    const creator = await addMember(api, owner, { access: [32] });
    const before = await countEvents(api);
    const refused = await asMember(creator, body('SCF-1'));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: 'You do not have permission to perform this action' });
    expect(await countEvents(api)).toBe(before);
    // A product without variants needs no 54.
    expect((await asMember(creator, { name: 'Plain scarf', sellingPrice: '150' })).status).toBe(201);
    const variantMaker = await addMember(api, owner, { access: [32, 54] });
    expect((await asMember(variantMaker, body('SCF-2'))).status).toBe(201);
    // 54 alone does not create products.
    const only54 = await addMember(api, owner, { access: [54] });
    expect((await asMember(only54, body('SCF-3'))).status).toBe(403);
  });
});
