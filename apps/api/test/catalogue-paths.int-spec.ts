import { rebuildWith } from '@ledgerline/platform';
import { catalogueProjector } from '@ledgerline/projections';
import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

describe('the catalogue on the spec’s paths: archive and restore (through HTTP, on PostgreSQL)', () => {
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

  it('rebuilds the catalogue, archived flags included, into identical tables', async () => {
    const snapshot = async () => (await api.runtime.pool.query('SELECT product_id, archived_at FROM products ORDER BY product_id')).rows;
    const before = await snapshot();
    expect(before.some((row) => row.archived_at !== null)).toBe(true);
    expect(await rebuildWith(api.runtime, catalogueProjector)).toMatchObject({ identical: true, swapped: true });
    expect(await snapshot()).toEqual(before);
  });
});
