import { rebuildWith } from '@ledgerline/platform';
import { catalogueProjector } from '@ledgerline/projections';
import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

describe('the catalogue on the spec’s paths: edits, archive and restore (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'professional', business: 'Ada Stores' });
    other = await createOwner(api, { plan: 'professional', business: 'Bravo Traders' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = (url: string, body: unknown, user: { cookie: string } = owner) => api.request({ method: 'POST', url, body, headers: as(user) });
  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const patch = (url: string, body: unknown, user: { cookie: string } = owner) => api.request({ method: 'PATCH', url, body, headers: as(user) });
  const names = (body: { data: { name?: string; firstName?: string }[] }) => body.data.map((row) => row.name ?? row.firstName);

  it('serves the catalogue on /inventories, /services, /inventories/s/… and /entities/s/…; the old /products paths are gone', async () => {
    const rice = await post('/api/v1/inventories', { name: 'Rice 50kg', sku: 'RICE-50', buyingPrice: '42000', sellingPrice: '51000', quantity: '3' });
    expect(rice.status).toBe(201);
    const delivery = await post('/api/v1/inventories', { type: 'SERVICE', name: 'Delivery', sellingPrice: '1500' });
    expect(delivery.status).toBe(201);
    expect((await get('/api/v1/inventories?limit=1&page=1')).body).toMatchObject({ total: 2, limit: 1, page: 1 });
    expect(names((await get('/api/v1/services')).body)).toEqual(['Delivery']);
    expect((await get(`/api/v1/inventories/${rice.body.data.id}`)).body.data).toMatchObject({ name: 'Rice 50kg', quantity: '3', archived: false });
    expect((await get(`/api/v1/services/${delivery.body.data.id}`)).body.data).toMatchObject({ name: 'Delivery' });
    expect((await get('/api/v1/inventories/sku?type=SERVICE')).body.data).toMatch(/^SRV-/);
    expect(names((await get('/api/v1/inventories/s/rice/BOTH/ALL?transactionType=SALES')).body)).toEqual(['Rice 50kg']);
    expect(names((await get('/api/v1/inventories/s/deliv/ALL/ALL')).body)).toEqual(['Delivery']);
    expect((await get('/api/v1/inventories/s/deliv/PRODUCT/ALL')).body.data).toEqual([]);
    expect((await get('/api/v1/inventories/s/rice/GIFTS/ALL')).status).toBe(400);
    await post('/api/v1/entities', { firstName: 'Ada', lastName: 'Obi' });
    expect(names((await get('/api/v1/entities/s/obi')).body)).toEqual(['Ada']);
    for (const url of ['/api/v1/products', '/api/v1/products/search?q=rice', `/api/v1/products/${rice.body.data.id}`, '/api/v1/entities/search?q=ada']) {
      expect({ url, status: (await get(url)).status }).toEqual({ url, status: 404 });
    }
    expect((await post('/api/v1/products', { name: 'Beans', sellingPrice: '900' })).status).toBe(404);
  });

  it('archives a product: it leaves the list and the search, shows in the archived list, keeps its stock; restore brings it back', async () => {
    const beans = (await post('/api/v1/inventories', { name: 'Beans', buyingPrice: '700', sellingPrice: '900', quantity: '4' })).body.data;
    const archived = await get(`/api/v1/inventories/${beans.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ success: true, message: 'Product archived successfully' });
    expect(names((await get('/api/v1/inventories')).body)).not.toContain('Beans');
    expect((await get('/api/v1/inventories/s/beans/ALL/ALL')).body.data).toEqual([]);
    expect(names((await get('/api/v1/inventories/archived/all')).body)).toEqual(['Beans']);
    // Its history stays: the product still answers by id, with its stock.
    expect((await get(`/api/v1/inventories/${beans.id}`)).body.data).toMatchObject({ archived: true, quantity: '4' });

    const before = await countEvents(api);
    const twice = await get(`/api/v1/inventories/${beans.id}/archive`);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('PRODUCT_ALREADY_ARCHIVED');
    expect(await countEvents(api)).toBe(before);

    expect((await get(`/api/v1/inventories/${beans.id}/restore`)).body).toMatchObject({ success: true, message: 'Product restored successfully' });
    expect(names((await get('/api/v1/inventories')).body)).toContain('Beans');
    expect(names((await get('/api/v1/inventories/s/beans/ALL/ALL')).body)).toEqual(['Beans']);
    expect((await get('/api/v1/inventories/archived/all')).body).toMatchObject({ data: [], total: 0 });
    expect((await get(`/api/v1/inventories/${beans.id}/restore`)).status).toBe(409);
  });

  it('archives a contact: it leaves the list and the search, shows in the archived list; restore brings it back', async () => {
    const bayo = (await post('/api/v1/entities', { firstName: 'Bayo', lastName: 'Ade', kinds: ['customer'] })).body.entity._id;
    expect((await get(`/api/v1/entities/${bayo}/archive`)).body).toMatchObject({ success: true, message: 'Contact archived successfully' });
    expect(names((await get('/api/v1/entities')).body)).not.toContain('Bayo');
    expect((await get('/api/v1/entities/s/bayo')).body.data).toEqual([]);
    expect(names((await get('/api/v1/entities/archived/all')).body)).toEqual(['Bayo']);
    expect((await get(`/api/v1/entities/${bayo}`)).body.data).toMatchObject({ firstName: 'Bayo', archived: true });
    expect((await get(`/api/v1/entities/${bayo}/archive`)).status).toBe(409);
    expect((await get(`/api/v1/entities/${bayo}/restore`)).body).toMatchObject({ success: true, message: 'Contact restored successfully' });
    expect(names((await get('/api/v1/entities/s/bayo')).body)).toEqual(['Bayo']);
    expect((await get('/api/v1/entities/archived/all')).body.total).toBe(0);
  });

  it('answers 404 to archiving or restoring another business’s ids, and appends nothing', async () => {
    const theirs = (await post('/api/v1/inventories', { name: 'Bravo blend', sellingPrice: '5' }, other)).body.data.id;
    const theirContact = (await post('/api/v1/entities', { firstName: 'Bravo' }, other)).body.entity._id;
    const before = await countEvents(api);
    for (const url of [
      `/api/v1/inventories/${theirs}/archive`,
      `/api/v1/inventories/${theirs}/restore`,
      `/api/v1/entities/${theirContact}/archive`,
      `/api/v1/entities/${theirContact}/restore`,
      '/api/v1/inventories/not-a-product/archive',
    ]) {
      const response = await get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(JSON.stringify(response.body)).not.toContain('Bravo');
    }
    expect(await countEvents(api)).toBe(before);
    expect(names((await get('/api/v1/inventories', other)).body)).toEqual(['Bravo blend']);
  });

  it('needs code 40 to archive a product and 39 to archive a contact', async () => {
    const salt = (await post('/api/v1/inventories', { name: 'Salt', sellingPrice: '300' })).body.data.id;
    const chidi = (await post('/api/v1/entities', { firstName: 'Chidi' })).body.entity._id;
    const viewer = await addMember(api, owner, { access: [6, 30] });
    expect((await get(`/api/v1/inventories/${salt}/archive`, viewer)).status).toBe(403);
    expect((await get(`/api/v1/entities/${chidi}/archive`, viewer)).status).toBe(403);
    const products = await addMember(api, owner, { access: [40] });
    expect((await get(`/api/v1/inventories/${salt}/archive`, products)).status).toBe(200);
    expect((await get(`/api/v1/entities/${chidi}/archive`, products)).status).toBe(403);
    const contacts = await addMember(api, owner, { access: [39] });
    expect((await get(`/api/v1/entities/${chidi}/archive`, contacts)).status).toBe(200);
    expect((await get(`/api/v1/inventories/${salt}/restore`, contacts)).status).toBe(403);
  });

  it('edits a product: the given fields change, the others stay, the stock does not move', async () => {
    const oil = (await post('/api/v1/inventories', { name: 'Palm oil 5L', buyingPrice: '6500', sellingPrice: '8200', quantity: '2', barcode: '11112222' })).body
      .data;
    expect((await get(`/api/v1/inventories/update/${oil.id}`)).body.data).toMatchObject({ name: 'Palm oil 5L', sellingPrice: '8200.00' });
    const edited = await patch(`/api/v1/inventories/update/${oil.id}`, {
      name: 'Palm oil 4L',
      sellingPrice: '7900',
      measurement: 'litre',
      stockLevel: '3',
      categoryName: 'Oils',
      barcode: '',
      expiryDate: '2027-03-31',
      expiryReminderDays: 10,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ success: true, message: 'Product updated successfully', data: { name: 'Palm oil 4L', sellingPrice: '7900.00' } });
    const read = (await get(`/api/v1/inventories/${oil.id}`)).body.data;
    expect(read).toMatchObject({
      name: 'Palm oil 4L',
      buyingPrice: '6500.00',
      sellingPrice: '7900.00',
      measurement: 'Litre',
      stockLevel: '3',
      categoryName: 'Oils',
      barcode: null,
      expiryDate: '2027-03-31',
      expiryReminderDays: 10,
      quantity: '2',
      stockValue: '13000.00',
    });
    expect(names((await get('/api/v1/inventories/s/palm oil 4l/ALL/ALL')).body)).toEqual(['Palm oil 4L']);
  });

  it('refuses bad edits with the spec’s messages and 404 for another business’s ids, appending nothing', async () => {
    const soap = (await post('/api/v1/inventories', { name: 'Soap', sellingPrice: '400' })).body.data.id;
    const theirs = (await post('/api/v1/inventories', { name: 'Bravo soap', sellingPrice: '5' }, other)).body.data.id;
    const theirContact = (await post('/api/v1/entities', { firstName: 'Bravo' }, other)).body.entity._id;
    const ada = (await post('/api/v1/entities', { firstName: 'Ada', lastName: 'Eze' })).body.entity._id;
    const before = await countEvents(api);
    const noPrice = await patch(`/api/v1/inventories/update/${soap}`, { sellingPrice: '' });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.errors).toEqual([expect.objectContaining({ field: 'sellingPrice', message: 'Selling price is required' })]);
    expect((await patch(`/api/v1/inventories/update/${soap}`, { expiryReminderDays: '0' })).status).toBe(400);
    expect((await patch(`/api/v1/inventories/update/${soap}`, { sku: 'NEW-1' })).status).toBe(400);
    const noName = await patch(`/api/v1/entities/update/${ada}`, { firstName: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual([expect.objectContaining({ field: 'firstName', message: 'First name is required' })]);
    for (const [url, body] of [
      [`/api/v1/inventories/update/${theirs}`, { name: 'Mine' }],
      [`/api/v1/entities/update/${theirContact}`, { firstName: 'Mine' }],
    ] as const) {
      expect((await patch(url, body)).status).toBe(404);
      expect((await get(url)).status).toBe(404);
    }
    expect(await countEvents(api)).toBe(before);
  });

  it('edits a contact: given fields change, blank ones clear, a whole name splits', async () => {
    const ada = (await post('/api/v1/entities', { firstName: 'Ada', lastName: 'Eze', email: 'ada@example.com', kinds: ['customer'] })).body.entity._id;
    expect((await get(`/api/v1/entities/update/${ada}`)).body.data).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' });
    const edited = await patch(`/api/v1/entities/update/${ada}`, { name: 'Adaeze Okafor Eze', email: '', phone: '+2348012345678' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ success: true, message: 'Contact updated successfully' });
    expect((await get(`/api/v1/entities/${ada}`)).body.data).toMatchObject({
      firstName: 'Adaeze',
      lastName: 'Okafor Eze',
      email: null,
      phone: '+2348012345678',
      kinds: ['customer'],
    });
    expect(names((await get('/api/v1/entities/s/okafor')).body)).toEqual(['Adaeze']);
  });

  it('needs 36 to edit a product, 37 to change its prices, 35 to edit a contact', async () => {
    const tea = (await post('/api/v1/inventories', { name: 'Tea', sellingPrice: '100' })).body.data.id;
    const dayo = (await post('/api/v1/entities', { firstName: 'Dayo' })).body.entity._id;
    const editor = await addMember(api, owner, { access: [36] });
    expect((await patch(`/api/v1/inventories/update/${tea}`, { name: 'Green tea' }, editor)).status).toBe(200);
    expect((await patch(`/api/v1/inventories/update/${tea}`, { sellingPrice: '120' }, editor)).status).toBe(403);
    const pricer = await addMember(api, owner, { access: [37] });
    expect((await patch(`/api/v1/inventories/update/${tea}`, { sellingPrice: '120' }, pricer)).status).toBe(200);
    expect((await patch(`/api/v1/inventories/update/${tea}`, { name: 'Black tea' }, pricer)).status).toBe(403);
    // The same price sent again is no change: 36 is enough.
    expect((await patch(`/api/v1/inventories/update/${tea}`, { sellingPrice: '120', name: 'Tea' }, editor)).status).toBe(200);
    expect((await patch(`/api/v1/entities/update/${dayo}`, { lastName: 'Ade' }, editor)).status).toBe(403);
    const contacts = await addMember(api, owner, { access: [35] });
    expect((await patch(`/api/v1/entities/update/${dayo}`, { lastName: 'Ade' }, contacts)).status).toBe(200);
    expect((await get(`/api/v1/inventories/${tea}`)).body.data).toMatchObject({ name: 'Tea', sellingPrice: '120.00' });
  });

  it('answers the inventory summary, low in stock, top in stock and the contact counts, archived ones left out', async () => {
    const bakery = await createOwner(api, { plan: 'professional', business: 'Chika Bakery' });
    expect((await get('/api/v1/inventories/summary', bakery)).body).toEqual({
      success: true,
      data: { products: 0, services: 0, archived: 0, lowInStock: 0, outOfStock: 0, quantity: '0', values: [] },
    });
    await post('/api/v1/inventories', { name: 'Butter', sellingPrice: '900' }, bakery);
    const flour = (await post('/api/v1/inventories', { name: 'Flour', buyingPrice: '100', sellingPrice: '150', quantity: '2', stockLevel: '5' }, bakery)).body
      .data.id;
    await post('/api/v1/inventories', { name: 'Yeast', buyingPrice: '10', sellingPrice: '15', quantity: '40', stockLevel: '5' }, bakery);
    await post('/api/v1/inventories', { type: 'SERVICE', name: 'Baking class', sellingPrice: '5000' }, bakery);
    expect((await get('/api/v1/inventories/summary', bakery)).body.data).toEqual({
      products: 3,
      services: 1,
      archived: 0,
      lowInStock: 2,
      outOfStock: 1,
      quantity: '42',
      values: [{ currency: 'NGN', value: '600.00' }],
    });
    expect(names((await get('/api/v1/inventories/low-in-stock', bakery)).body)).toEqual(['Butter', 'Flour']);
    expect(names((await get('/api/v1/inventories/top-in-stock?limit=1', bakery)).body)).toEqual(['Yeast']);
    await get(`/api/v1/inventories/${flour}/archive`, bakery);
    expect(names((await get('/api/v1/inventories/low-in-stock', bakery)).body)).toEqual(['Butter']);
    expect((await get('/api/v1/inventories/summary', bakery)).body.data).toMatchObject({ products: 2, archived: 1, quantity: '40' });

    await post('/api/v1/entities', { firstName: 'Seller', kinds: ['supplier'] }, bakery);
    const gone = (await post('/api/v1/entities', { firstName: 'Gone', kinds: ['customer'] }, bakery)).body.entity._id;
    await get(`/api/v1/entities/${gone}/archive`, bakery);
    expect((await get('/api/v1/entities/count/all', bakery)).body).toEqual({
      success: true,
      data: { all: 1, customers: 0, suppliers: 1, others: 0, archived: 1 },
    });
  });

  it('lists a contact’s invoices and quotations between dates; another business’s contact is 404', async () => {
    const ngozi = (await post('/api/v1/entities', { firstName: 'Ngozi', kinds: ['customer'] })).body.entity._id;
    const emeka = (await post('/api/v1/entities', { firstName: 'Emeka', kinds: ['customer'] })).body.entity._id;
    const cake = (await post('/api/v1/inventories', { type: 'SERVICE', name: 'Cake design', sellingPrice: '5000' })).body.data.id;
    const invoice = (entity: string, date: string) => ({ date, dueDate: '2026-12-31', entity, items: [{ product: cake, quantity: '1', price: '5000' }] });
    expect((await post('/api/v1/invoice/create', invoice(ngozi, '2026-11-02'))).status).toBe(201);
    expect((await post('/api/v1/invoice/create', invoice(ngozi, '2026-11-20'))).status).toBe(201);
    expect((await post('/api/v1/invoice/create', invoice(emeka, '2026-11-20'))).status).toBe(201);
    const quoted = await post('/api/v1/quotes', { ...invoice(ngozi, '2026-11-21'), dueDate: undefined, expiryDate: '2026-12-31' });
    expect(quoted.status).toBe(201);

    const all = await get(`/api/v1/entities/${ngozi}/invoices`);
    expect(all.body).toMatchObject({ success: true, total: 2 });
    expect(all.body.data.map((row: { date: string }) => row.date)).toEqual(['2026-11-20', '2026-11-02']);
    expect((await get(`/api/v1/entities/${ngozi}/invoices?startDate=2026-11-10&endDate=2026-11-30`)).body.total).toBe(1);
    expect((await get(`/api/v1/entities/${ngozi}/invoices?startDate=20261110`)).status).toBe(400);
    expect((await get(`/api/v1/entities/${ngozi}/quotations`)).body).toMatchObject({
      total: 1,
      data: [{ quotationId: quoted.body.data.id, reference: 'QUO-001' }],
    });
    expect((await get(`/api/v1/entities/${emeka}/quotations`)).body.total).toBe(0);

    const theirs = (await post('/api/v1/entities', { firstName: 'Bravo' }, other)).body.entity._id;
    expect((await get(`/api/v1/entities/${theirs}/invoices`)).status).toBe(404);
    expect((await get(`/api/v1/entities/${theirs}/quotations`)).status).toBe(404);
  });

  it('records a stock count as an adjustment of the difference, never an overwrite', async () => {
    const sugar = (await post('/api/v1/inventories', { name: 'Sugar 1kg', buyingPrice: '1000', sellingPrice: '1400', quantity: '10' })).body.data.id;
    const stock = async () => (await get(`/api/v1/inventories/${sugar}`)).body.data;
    const counted = await patch('/api/v1/inventory/stock-update', { product: sugar, quantity: '7', reason: 'Stock count', date: '2026-11-22' });
    expect(counted.status).toBe(200);
    expect(counted.body).toMatchObject({ success: true, message: 'Stock updated successfully' });
    expect(await stock()).toMatchObject({ quantity: '7', stockValue: '7000.00' });
    // The count went in as a StockAdjusted transaction (the only one of this file).
    expect((await api.runtime.pool.query("SELECT 1 FROM events WHERE type = 'StockAdjusted'")).rowCount).toBe(1);
    expect((await patch('/api/v1/inventory/stock-update', { product: sugar, quantity: '9', unitCost: '1000' })).status).toBe(200);
    expect(await stock()).toMatchObject({ quantity: '9', stockValue: '9000.00' });
    const theirs = (await post('/api/v1/inventories', { name: 'Bravo sugar', sellingPrice: '5' }, other)).body.data.id;
    const before = await countEvents(api);
    const same = await patch('/api/v1/inventory/stock-update', { product: sugar, quantity: '9' });
    expect(same.status).toBe(400);
    expect(same.body.errors[0]).toMatchObject({ field: 'quantity', message: 'The stock is already 9' });
    expect((await patch('/api/v1/inventory/stock-update', { product: sugar, quantity: '-1' })).status).toBe(400);
    expect((await patch('/api/v1/inventory/stock-update', { product: theirs, quantity: '3', unitCost: '1' })).status).toBe(404);
    expect(await countEvents(api)).toBe(before);
  });

  it('updates prices product by product for the owner (POST /inventories/price-update), all or none; members may not', async () => {
    const milk = (await post('/api/v1/inventories', { name: 'Milk', buyingPrice: '500', sellingPrice: '700' })).body.data.id;
    const bread = (await post('/api/v1/inventories', { name: 'Bread', buyingPrice: '800', sellingPrice: '1000' })).body.data.id;
    const updated = await post('/api/v1/inventories/price-update', {
      products: [
        { _id: milk, sellingPrice: '750' },
        { _id: bread, sellingPrice: '1100', buyingPrice: '850.5' },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Prices updated successfully', data: { updated: 2 } });
    expect((await get(`/api/v1/inventories/${milk}`)).body.data).toMatchObject({ buyingPrice: '500.00', sellingPrice: '750.00', name: 'Milk' });
    expect((await get(`/api/v1/inventories/${bread}`)).body.data).toMatchObject({ buyingPrice: '850.50', sellingPrice: '1100.00' });

    const theirs = (await post('/api/v1/inventories', { name: 'Bravo bread', sellingPrice: '5' }, other)).body.data.id;
    const member = await addMember(api, owner, { access: [36, 37] });
    const before = await countEvents(api);
    expect((await post('/api/v1/inventories/price-update', { products: [{ _id: milk, sellingPrice: '1' }] }, member)).status).toBe(403);
    const blank = await post('/api/v1/inventories/price-update', {
      products: [
        { _id: milk, sellingPrice: '800' },
        { _id: bread, sellingPrice: '' },
      ],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0]).toMatchObject({ field: 'sellingPrice', message: 'Selling price is required' });
    expect(
      (
        await post('/api/v1/inventories/price-update', {
          products: [
            { _id: milk, sellingPrice: '800' },
            { _id: theirs, sellingPrice: '9' },
          ],
        })
      ).status,
    ).toBe(404);
    expect((await post('/api/v1/inventories/price-update', { products: [] })).status).toBe(400);
    expect(await countEvents(api)).toBe(before);
    expect((await get(`/api/v1/inventories/${milk}`)).body.data.sellingPrice).toBe('750.00');
  });

  it('creates a product in the owner’s other businesses, each with its own opening stock; a retry creates nothing twice', async () => {
    const added = await post('/api/v1/accounts/businesses', { name: 'Ikeja Branch' });
    expect(added.status).toBe(201);
    const branch = added.body.data.businessId;
    const rice = (await post('/api/v1/inventories', { name: 'Ofada rice', sku: 'OFADA-1', buyingPrice: '2000', sellingPrice: '2600' })).body.data.id;
    const inBranch = async () =>
      (
        await api.runtime.pool.query(
          `SELECT p.name, p.sku, p.selling_price::text, coalesce(s.quantity, 0)::text AS quantity, coalesce(s.value, 0)::text AS value
           FROM products p LEFT JOIN product_stock s USING (business_id, product_id) WHERE p.business_id = $1 AND p.name = 'Ofada rice'`,
          [branch],
        )
      ).rows;
    const body = { product: rice, businesses: [{ business: branch, quantity: '4' }] };
    const first = await post('/api/v1/inventories/replicate-products', body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: 'Product created in 1 business', data: [{ business: branch }] });
    expect(await inBranch()).toEqual([{ name: 'Ofada rice', sku: 'OFADA-1', selling_price: '2600.00', quantity: '4', value: '8000.00' }]);
    const again = await post('/api/v1/inventories/replicate-products', body);
    expect(again.status).toBe(201);
    expect(again.body.data[0].productId).toBe(first.body.data[0].productId);
    expect(await inBranch()).toHaveLength(1);
    expect((await inBranch())[0].quantity).toBe('4');

    const before = await countEvents(api);
    const notOurs = await post('/api/v1/inventories/replicate-products', { product: rice, businesses: [{ business: other.businessId, quantity: '1' }] });
    expect(notOurs.status).toBe(404);
    expect((await post('/api/v1/inventories/replicate-products', { product: rice, businesses: [{ business: owner.businessId }] })).status).toBe(404);
    expect((await post('/api/v1/inventories/replicate-products', { product: rice, businesses: [] })).status).toBe(400);
    expect(await countEvents(api)).toBe(before);
  });

  it('answers the top-selling products by sales amount, between dates', async () => {
    const salon = await createOwner(api, { plan: 'professional', business: 'Tola Salon' });
    const haircut = (await post('/api/v1/inventories', { type: 'SERVICE', name: 'Haircut', sellingPrice: '3000' }, salon)).body.data.id;
    const braids = (await post('/api/v1/inventories', { type: 'SERVICE', name: 'Braids', sellingPrice: '8000' }, salon)).body.data.id;
    const sell = (date: string, product: string, quantity: string, price: string) =>
      post('/api/v1/transactions/sales', { date, items: [{ product, quantity, price }], account: 'Cash' }, salon);
    expect((await sell('2026-11-02', haircut, '3', '3000')).status).toBe(201);
    expect((await sell('2026-11-20', braids, '1', '8000')).status).toBe(201);
    expect((await sell('2026-11-21', haircut, '1', '3000')).status).toBe(201);
    expect((await get('/api/v1/inventories/top-selling-products', salon)).body).toEqual({
      success: true,
      data: [
        { _id: haircut, name: 'Haircut', kind: 'service', quantity: '4', amount: '12000.00' },
        { _id: braids, name: 'Braids', kind: 'service', quantity: '1', amount: '8000.00' },
      ],
    });
    const late = (await get('/api/v1/inventories/top-selling-products?startDate=2026-11-15&limit=1', salon)).body.data;
    expect(late).toEqual([{ _id: braids, name: 'Braids', kind: 'service', quantity: '1', amount: '8000.00' }]);
    expect((await get('/api/v1/inventories/top-selling-products?startDate=15-11-2026', salon)).status).toBe(400);
  });

  it('rebuilds the catalogue, edits and archived flags included, into identical tables', async () => {
    const snapshot = async () => [
      (await api.runtime.pool.query('SELECT * FROM products ORDER BY product_id')).rows,
      (await api.runtime.pool.query('SELECT * FROM contacts ORDER BY contact_id')).rows,
    ];
    const before = await snapshot();
    expect(before[0].some((row) => row.archived_at !== null)).toBe(true);
    expect(await rebuildWith(api.runtime, catalogueProjector)).toMatchObject({ identical: true, swapped: true });
    expect(await snapshot()).toEqual(before);
  });
});
