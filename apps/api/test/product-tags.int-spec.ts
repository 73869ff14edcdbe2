import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

// Spec 002: GET /api/v1/tags "returns a data list" ("Tag list: read as a data array"), and the
// list filters' filterByTags. Tags are the labels the business's products carry: their category
// and brand names.

describe('product tags and the product list’s filterByTags (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  const ids: Record<string, string> = {};

  const post = (url: string, body: unknown, user: { cookie: string } = owner) => api.request({ method: 'POST', url, body, headers: as(user) });
  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const create = async (body: Record<string, unknown>, user: SignedInOwner = owner) => {
    const response = await post('/api/v1/inventories', { sellingPrice: '100', ...body }, user);
    expect(response.status).toBe(201);
    return response.body.data.id as string;
  };
  const namesListed = async (query: string) => {
    const response = await get(`/api/v1/inventories?${query}`);
    expect(response.status).toBe(200);
    return (response.body.data as { name: string }[]).map((product) => product.name).sort();
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'professional', business: 'Ada Stores' });
    other = await createOwner(api, { plan: 'professional', business: 'Bravo Traders' });
    ids.rice = await create({ name: 'Rice 50kg', categoryName: 'Grains', brandName: 'Mama Gold' });
    ids.beans = await create({ name: 'Beans', categoryName: 'grains' });
    ids.oil = await create({ name: 'Palm oil', categoryName: 'Oils', brandName: 'Mama Gold' });
    ids.plain = await create({ name: 'Matches' });
    ids.delivery = await create({ type: 'SERVICE', name: 'Delivery', categoryName: 'Logistics' });
    ids.old = await create({ name: 'Old stock', categoryName: 'Discontinued', brandName: 'Gone' });
    expect((await get(`/api/v1/inventories/${ids.old}/archive`)).status).toBe(200);
    await create({ name: 'Their secret', categoryName: 'Secret', brandName: 'Bravo Brand' }, other);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers the business’s category and brand names as a data list: each once (without case), counted, sorted; archived products carry none', async () => {
    const response = await get('/api/v1/tags');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: [
        { name: 'Grains', kind: 'category', count: 2 },
        { name: 'Logistics', kind: 'category', count: 1 },
        { name: 'Mama Gold', kind: 'brand', count: 2 },
        { name: 'Oils', kind: 'category', count: 1 },
      ],
    });
  });

  it('keeps businesses apart: another business sees its own tags only', async () => {
    const response = await get('/api/v1/tags', other);
    expect(response.body.data).toEqual([
      { name: 'Bravo Brand', kind: 'brand', count: 1 },
      { name: 'Secret', kind: 'category', count: 1 },
    ]);
    expect(await namesListed('filterByTags=Secret,Bravo%20Brand')).toEqual([]);
  });

  it('is read with the product list’s codes: a member with 6 may, one with contacts only (13) may not', async () => {
    const reader = await addMember(api, owner, { access: [6] });
    const contactsOnly = await addMember(api, owner, { access: [13] });
    expect((await get('/api/v1/tags', reader)).status).toBe(200);
    const refused = await get('/api/v1/tags', contactsOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await api.request({ method: 'GET', url: '/api/v1/tags' })).status).toBe(401);
  });

  it('filters the product list by tags: a category or a brand among the names, without case, comma-separated', async () => {
    expect(await namesListed('filterByTags=grains')).toEqual(['Beans', 'Rice 50kg']);
    expect(await namesListed('filterByTags=Oils,%20mama%20gold')).toEqual(['Palm oil', 'Rice 50kg']);
    expect(await namesListed('filterByTags=Logistics')).toEqual(['Delivery']);
    expect(await namesListed('filterByTags=Discontinued')).toEqual([]); // archived: out of the list
    expect(await namesListed('type=PRODUCT&filterByTags=Grains,Logistics')).toEqual(['Beans', 'Rice 50kg']);
    expect(await namesListed('filterByTags=Grains&filterByBrand=Mama%20Gold')).toEqual(['Rice 50kg']);
    expect(await namesListed('filterByTags=%20,%20')).toEqual(['Beans', 'Delivery', 'Matches', 'Palm oil', 'Rice 50kg']); // no names: no filter
    const tooLong = await get(`/api/v1/inventories?filterByTags=${'a'.repeat(2001)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([expect.objectContaining({ field: 'filterByTags' })]);
  });
});
