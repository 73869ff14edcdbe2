import { rebuildWith } from '@ledgerline/platform';
import { catalogueProjector } from '@ledgerline/projections';
import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('the catalogue: products, services and contacts (through HTTP, on PostgreSQL)', () => {
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

  const post = (url: string, body: unknown, user: { cookie: string } = owner, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url, body, headers: as(user, headers) });
  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const postForm = async (url: string, form: FormData, user: { cookie: string } = owner) => {
    const response = await fetch(`${api.baseUrl}${url}`, { method: 'POST', body: form, headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as any };
  };
  const rows = async (text: string, values: unknown[]) => (await api.runtime.pool.query(text, values)).rows;

  /** The request is refused with `status`, naming `field`, and nothing is appended. */
  const expectRefused = async (send: () => Promise<{ status: number; body: any }>, status: number, field: string, message?: string) => {
    const before = await countEvents(api);
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, ...(message ? { message } : {}) })]));
    expect(await countEvents(api)).toBe(before);
    return response.body;
  };

  describe('products', () => {
    let riceId = '';

    it('creates a product with opening stock: ProductCreated and StockIntroduced in one append, the stock and the books agree', async () => {
      const response = await post('/api/v1/inventories', {
        type: 'PRODUCT',
        name: 'Rice 50kg',
        sku: 'RICE-50',
        quantity: '10',
        buyingPrice: '45000.50',
        sellingPrice: 52000,
        stockLevel: '2',
        measurement: 'Kg',
        categoryName: 'Grains',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        success: true,
        message: 'Product created successfully',
        data: {
          type: 'PRODUCT',
          name: 'Rice 50kg',
          sku: 'RICE-50',
          measurement: 'Kg',
          buyingPrice: '45000.50',
          sellingPrice: '52000.00',
          stockLevel: '2',
          quantity: '10',
          stockValue: '450005.00',
          categoryName: 'Grains',
          stockTransaction: { id: expect.any(String), reference: expect.stringMatching(/^[A-Z0-9]{6}$/) },
          position: expect.stringMatching(/^\d+$/),
        },
      });
      riceId = response.body.data.id;
      expect(response.body.data._id).toBe(riceId);

      const events = await rows('SELECT type, tx_id::text AS tx FROM events WHERE stream_id = $1 ORDER BY position DESC LIMIT 2', [
        `business-${owner.businessId}`,
      ]);
      expect(events.map((e) => e.type)).toEqual(['StockIntroduced', 'ProductCreated']);
      expect(events[0].tx).toBe(events[1].tx);

      const read = await get(`/api/v1/inventories/${riceId}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: riceId, quantity: '10', stockValue: '450005.00', isService: false });

      const lines = await rows(
        "SELECT account_code, product_id, debit, credit FROM journal_lines WHERE business_id = $1 AND account_code IN ('1200', '3000') ORDER BY account_code",
        [owner.businessId],
      );
      expect(lines).toEqual([
        { account_code: '1200', product_id: riceId, debit: '450005.00', credit: '0.00' },
        { account_code: '3000', product_id: null, debit: '0.00', credit: '450005.00' },
      ]);
      const transaction = await rows('SELECT type, subtype, amount, reference FROM transactions WHERE business_id = $1 AND transaction_id = $2', [
        owner.businessId,
        response.body.data.stockTransaction.id,
      ]);
      expect(transaction).toEqual([
        { type: 'inflows', subtype: 'stock_introduced', amount: '450005.00', reference: response.body.data.stockTransaction.reference },
      ]);
    });

    it('creates a service without stock, and a product without opening stock posts nothing', async () => {
      const before = await rows('SELECT count(*)::int AS n FROM journal_lines WHERE business_id = $1', [owner.businessId]);
      const service = await post('/api/v1/inventories', { type: 'SERVICE', name: 'Delivery within Lagos', sellingPrice: '1500', measurement: 'Hour' });
      expect(service.status).toBe(201);
      expect(service.body).toMatchObject({
        message: 'Service created successfully',
        data: { type: 'SERVICE', isService: true, sku: 'SRV-000001', quantity: null, stockValue: null, stockLevel: null, stockTransaction: null },
      });
      const product = await post('/api/v1/inventories', { name: 'Palm oil 5L', sellingPrice: '8000', quantity: '0' });
      expect(product.status).toBe(201);
      expect(product.body.data).toMatchObject({
        type: 'PRODUCT',
        sku: 'PRD-000001',
        quantity: '0',
        stockValue: '0.00',
        buyingPrice: '0.00',
        stockTransaction: null,
      });
      expect(await rows('SELECT count(*)::int AS n FROM journal_lines WHERE business_id = $1', [owner.businessId])).toEqual(before);

      const services = await get('/api/v1/services');
      expect(services.body).toMatchObject({ success: true, total: 1, data: [{ id: service.body.data.id, name: 'Delivery within Lagos' }] });
      expect((await get(`/api/v1/services/${service.body.data.id}`)).body.data.name).toBe('Delivery within Lagos');
      expect((await get(`/api/v1/services/${riceId}`)).status).toBe(404);
      expect((await get('/api/v1/inventories/sku?type=SERVICE')).body).toEqual({ success: true, data: 'SRV-000002' });
      expect((await get('/api/v1/inventories/sku')).body).toEqual({ success: true, data: 'PRD-000002' });
    });

    it('takes the spec’s multipart form, with an image checked by its content', async () => {
      const form = new FormData();
      form.set('type', 'PRODUCT');
      form.set('name', 'Groundnut oil');
      form.set('quantity', '4');
      form.set('buyingPrice', '2500');
      form.set('sellingPrice', '3000');
      form.set('variants', '[]');
      form.set('hasVariants', 'false');
      form.set('isBarcodeAutoGenerated', 'true');
      form.set('image', new Blob([PNG], { type: 'application/octet-stream' }), 'oil.bin');
      const created = await postForm('/api/v1/inventories', form);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ name: 'Groundnut oil', quantity: '4', stockValue: '10000.00', barcode: expect.stringMatching(/^[1-9]\d{7}$/) });
      expect(created.body.data.imageUrl).toBe(`/api/v1/inventories/${created.body.data.id}/image`);

      const image = await fetch(`${api.baseUrl}${created.body.data.imageUrl}`, { headers: { cookie: owner.cookie } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await get(`/api/v1/inventories/${created.body.data.id}/image`, other)).status).toBe(404);

      const fake = new FormData();
      fake.set('name', 'Fake picture');
      fake.set('sellingPrice', '1');
      fake.set('image', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }), 'fake.png');
      const before = await countEvents(api);
      const refused = await postForm('/api/v1/inventories', fake);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'INVALID_IMAGE', errors: [{ field: 'image' }] });
      expect(await countEvents(api)).toBe(before);

      const attached = new FormData();
      attached.set('name', 'Attachment');
      attached.set('sellingPrice', '1');
      attached.set('document', new Blob([PNG]), 'doc.png');
      const wrongFile = await postForm('/api/v1/inventories', attached);
      expect(wrongFile.status).toBe(400);
      expect(wrongFile.body.errors).toEqual([{ field: 'document', message: 'document is not a file this form accepts (only image)' }]);

      const bad = new FormData();
      bad.set('name', 'No price');
      bad.set('quantity', '3');
      bad.set('buyingPrice', '10');
      const noPrice = await postForm('/api/v1/inventories', bad);
      expect(noPrice.status).toBe(400);
      expect(noPrice.body).toMatchObject({ message: 'Selling price is required', errors: [{ field: 'sellingPrice', message: 'Selling price is required' }] });
    });

    it('takes an image as a data URL in JSON', async () => {
      const created = await post('/api/v1/inventories', { name: 'Salt', sellingPrice: '300', image: `data:image/png;base64,${PNG.toString('base64')}` });
      expect(created.status).toBe(201);
      expect(created.body.data.imageUrl).toBe(`/api/v1/inventories/${created.body.data.id}/image`);
    });

    it('refuses a SKU already used (without case): 409, nothing appended', async () => {
      const body = await expectRefused(() => post('/api/v1/inventories', { name: 'Other rice', sku: 'rice-50', sellingPrice: '1' }), 409, 'sku');
      expect(body.code).toBe('SKU_ALREADY_EXISTS');
    });

    it('refuses bad input with 400 naming the field, and appends nothing', async () => {
      const product = (body: Record<string, unknown>) => () => post('/api/v1/inventories', { name: 'Beans', sellingPrice: '900', ...body });
      await expectRefused(product({ quantity: '5' }), 400, 'buyingPrice', 'Cost price is required');
      await expectRefused(product({ sellingPrice: undefined }), 400, 'sellingPrice', 'Selling price is required');
      await expectRefused(product({ name: '' }), 400, 'name', 'name is required');
      await expectRefused(product({ sellingPrice: '9.999' }), 400, 'sellingPrice');
      await expectRefused(product({ quantity: '-2', buyingPrice: '5' }), 400, 'accountType'); // a purchase: from which account?
      await expectRefused(product({ measurement: 'Bucket' }), 400, 'measurement');
      await expectRefused(product({ type: 'ASSET' }), 400, 'type');
      await expectRefused(product({ type: 'SERVICE', quantity: '3', buyingPrice: '1' }), 400, 'quantity');
      await expectRefused(product({ expiryDate: '31/12/2027' }), 400, 'expiryDate');
      await expectRefused(product({ expiryReminderDays: 120 }), 400, 'expiryReminderDays');
      await expectRefused(product({ businessId: other.businessId }), 400, 'businessId');
      await expectRefused(product({ variants: [{ name: 'Small' }], hasVariants: true }), 400, 'variants[0].sku', 'SKU is required for each variant');
      await expectRefused(product({ rawMaterials: '[{"id":"x"}]' }), 400, 'rawMaterials[0].id', 'There is no such raw material in this business');
      await expectRefused(product({ category: 'some-category-id' }), 400, 'category');
      await expectRefused(product({ image: 'not a picture' }), 400, 'image');
    });

    it('answers a retried create (same Idempotency-Key and body) as the first, creating one product', async () => {
      const headers = { 'idempotency-key': 'product-key-0001' };
      const body = { name: 'Sugar 1kg', sellingPrice: '1200', quantity: '3', buyingPrice: '1000' };
      const first = await post('/api/v1/inventories', body, owner, headers);
      const events = await countEvents(api);
      const second = await post('/api/v1/inventories', body, owner, headers);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(await countEvents(api)).toBe(events);
      expect((await post('/api/v1/inventories', { ...body, quantity: '4' }, owner, headers)).status).toBe(409);
    });

    it('lists 25 a page by default, newest first, with the total, by type and text', async () => {
      for (let n = 1; n <= 24; n++) {
        const made = await post('/api/v1/inventories', { name: `Item ${String(n).padStart(2, '0')}`, sellingPrice: String(n), barcode: `BC-${n}` });
        expect(made.status).toBe(201);
      }
      const first = await get('/api/v1/inventories');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, page: 1, limit: 25, skip: 0 });
      const total = first.body.total;
      expect(total).toBe(30);
      expect(first.body.data).toHaveLength(25);
      expect(first.body.data[0].name).toBe('Item 24');
      const second = await get('/api/v1/inventories?page=2');
      expect(second.body).toMatchObject({ page: 2, skip: 25, total });
      expect(second.body.data).toHaveLength(total - 25);
      expect(second.body.data.at(-1).name).toBe('Rice 50kg');
      expect(second.body.data.at(-1).quantity).toBe('10');

      const small = await get('/api/v1/inventories?limit=10&page=3');
      expect(small.body.data.map((p: { name: string }) => p.name)).toEqual(
        first.body.data
          .slice(20, 25)
          .concat(second.body.data.slice(0, 5))
          .map((p: { name: string }) => p.name),
      );
      expect((await get('/api/v1/inventories?type=SERVICE')).body).toMatchObject({ total: 1, data: [{ type: 'SERVICE' }] });
      expect((await get('/api/v1/inventories?type=PRODUCT')).body.total).toBe(total - 1);
      const found = await get('/api/v1/inventories?q=item%201');
      expect(found.body.total).toBe(10); // Item 10 … Item 19
      expect((await get('/api/v1/inventories?q=%25')).body.total).toBe(0); // % is literal
      expect((await get('/api/v1/inventories?page=0')).status).toBe(400);
      expect((await get('/api/v1/inventories?sort=name')).status).toBe(400);
    });

    it('searches by name, SKU or barcode, exact SKU first', async () => {
      const bySku = await get('/api/v1/inventories/s/RICE-50/ALL/ALL');
      expect(bySku.body.data[0]).toMatchObject({ id: riceId, quantity: '10' });
      const byName = await get('/api/v1/inventories/s/oil/ALL/ALL');
      expect(byName.body.data.map((p: { name: string }) => p.name).sort()).toEqual(['Groundnut oil', 'Palm oil 5L']);
      expect((await get('/api/v1/inventories/s/BC-7/ALL/ALL')).body.data.map((p: { name: string }) => p.name)).toEqual(['Item 07']);
      expect((await get('/api/v1/inventories/s/delivery/PRODUCT/ALL')).body.data).toEqual([]);
      expect((await get('/api/v1/inventories/s/%20/ALL/ALL')).body).toEqual({ success: true, data: [] });
    });
  });

  describe('contacts', () => {
    let adaId = '';

    it('creates a contact; a name given as one string is split on the first space', async () => {
      const created = await post('/api/v1/entities', { name: 'Ada Lovelace Obi', email: 'ada@example.com', phone: '+234 803 123 4567', kinds: ['customer'] });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Contact created successfully',
        entity: { _id: expect.any(String), name: 'Ada Lovelace Obi' },
        data: { firstName: 'Ada', lastName: 'Lovelace Obi', fullName: 'Ada Lovelace Obi', kinds: ['customer'], position: expect.stringMatching(/^\d+$/) },
      });
      adaId = created.body.entity._id;
      const supplier = await post('/api/v1/entities', {
        firstName: 'Bayo',
        lastName: 'Adeyemi',
        company: 'Bayo Foods',
        postCode: '100001',
        kinds: ['supplier'],
      });
      expect(supplier.status).toBe(201);
      const investor = await post('/api/v1/entities', { firstName: 'Chika', kinds: ['investor'] });
      expect(investor.status).toBe(201);

      const read = await get(`/api/v1/entities/${adaId}`);
      expect(read.body.data).toMatchObject({ _id: adaId, firstName: 'Ada', email: 'ada@example.com', phone: '+234 803 123 4567' });
      expect((await get(`/api/v1/entities/${supplier.body.entity._id}`)).body.data).toMatchObject({ company: 'Bayo Foods', zip: '100001', postCode: '100001' });
    });

    it('refuses bad contacts with 400 naming the field, and appends nothing', async () => {
      await expectRefused(() => post('/api/v1/entities', { lastName: 'Obi' }), 400, 'firstName', 'First name is required');
      await expectRefused(() => post('/api/v1/entities', { firstName: 'Ada', email: 'ada@' }), 400, 'email');
      await expectRefused(() => post('/api/v1/entities', { firstName: 'Ada', phone: '12345' }), 400, 'phone');
      await expectRefused(() => post('/api/v1/entities', { firstName: 'Ada', kinds: ['friend'] }), 400, 'kinds');
      await expectRefused(() => post('/api/v1/entities', { firstName: 'Ada', nickname: 'A' }), 400, 'nickname');
    });

    it('lists contacts by group, pages them, and searches them', async () => {
      const all = await get('/api/v1/entities');
      expect(all.body).toMatchObject({ success: true, page: 1, limit: 25, total: 3 });
      expect(all.body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Chika', 'Bayo', 'Ada']);
      expect((await get('/api/v1/entities?group=customers')).body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Ada']);
      expect((await get('/api/v1/entities?group=suppliers')).body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Bayo']);
      expect((await get('/api/v1/entities?group=others')).body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Chika']);
      expect((await get('/api/v1/entities?limit=2&page=2')).body).toMatchObject({ total: 3, skip: 2, data: [{ firstName: 'Ada' }] });
      expect((await get('/api/v1/entities?group=debtors')).status).toBe(400);
      // The spec's name for the same filter (001 §7 "GET /entities (filter_by and paging params)").
      expect((await get('/api/v1/entities?filter_by=suppliers')).body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Bayo']);
      expect((await get('/api/v1/entities?filter_by=debtors')).body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect((await get('/api/v1/entities?q=foods')).body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Bayo']);
      expect((await get('/api/v1/entities/s/ad')).body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Ada', 'Bayo']);
      expect((await get('/api/v1/entities/s/lovelace%20obi')).body.data[0]._id).toBe(adaId);
      expect((await get('/api/v1/entities/s/%20')).body.data).toEqual([]);
    });

    it('lets a sale name a contact created here', async () => {
      const rice = (await get('/api/v1/inventories/s/RICE-50/ALL/ALL')).body.data[0];
      const sale = await post('/api/v1/transactions/sales', {
        date: '2026-11-22',
        items: [{ product: rice.id, quantity: '1', price: '52000' }],
        account: 'Cash',
        entity: adaId,
      });
      expect(sale.status).toBe(201);
      expect((await get(`/api/v1/inventories/${rice.id}`)).body.data).toMatchObject({ quantity: '9', stockValue: '405004.50' });
    });
  });

  it('rebuilds the catalogue from the events into identical tables', async () => {
    const snapshot = async () => [
      await rows('SELECT * FROM products ORDER BY business_id, product_id', []),
      await rows('SELECT * FROM contacts ORDER BY business_id, contact_id', []),
    ];
    const before = await snapshot();
    const result = await rebuildWith(api.runtime, catalogueProjector);
    expect(result).toMatchObject({ identical: true, swapped: true });
    expect(await snapshot()).toEqual(before);
  });

  describe('tenancy and permissions', () => {
    it('answers 404 to another business’s product, service and contact ids, and lists none of them', async () => {
      const theirs = await post(
        '/api/v1/inventories',
        { name: 'Bravo secret blend', sku: 'SECRET-1', sellingPrice: '5', quantity: '1', buyingPrice: '1' },
        other,
      );
      expect(theirs.status).toBe(201);
      const theirContact = await post('/api/v1/entities', { firstName: 'Bravo', lastName: 'Secret' }, other);
      expect(theirContact.status).toBe(201);
      for (const url of [
        `/api/v1/inventories/${theirs.body.data.id}`,
        `/api/v1/inventories/${theirs.body.data.id}/image`,
        `/api/v1/services/${theirs.body.data.id}`,
        `/api/v1/entities/${theirContact.body.entity._id}`,
        '/api/v1/inventories/not-a-uuid',
        '/api/v1/entities/not-a-uuid',
      ]) {
        const response = await get(url);
        expect({ url, status: response.status }).toEqual({ url, status: 404 });
        expect(JSON.stringify(response.body)).not.toContain('Bravo');
      }
      expect(JSON.stringify((await get('/api/v1/inventories/s/secret/ALL/ALL')).body)).not.toContain('Bravo');
      expect(JSON.stringify((await get('/api/v1/entities/s/bravo')).body)).not.toContain('Secret');
      // Their SKU is theirs: ours is free to use it.
      expect((await post('/api/v1/inventories', { name: 'Our blend', sku: 'SECRET-1', sellingPrice: '5' })).status).toBe(201);
    });

    it('lets a member with 33 create services but not products, and one with 6 read but not create', async () => {
      const services = await addMember(api, owner, { access: [33] });
      expect((await post('/api/v1/inventories', { type: 'SERVICE', name: 'Packaging', sellingPrice: '100' }, services)).status).toBe(201);
      const refused = await post('/api/v1/inventories', { type: 'PRODUCT', name: 'Boxes', sellingPrice: '100' }, services);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('PERMISSION_DENIED');
      const reader = await addMember(api, owner, { access: [6] });
      expect((await get('/api/v1/inventories', reader)).status).toBe(200);
      expect((await post('/api/v1/inventories', { name: 'Boxes', sellingPrice: '100' }, reader)).status).toBe(403);
      expect((await get('/api/v1/entities', reader)).status).toBe(403);
    });
  });
});
