import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { rebuildWith } from '@ledgerline/platform';
import { as, createOwner, type SignedInOwner } from './support/accounts.js';
import { pdfText } from './support/pdf-text.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

jest.setTimeout(60_000);
const run = promisify(execFile);

/** Categories, brands and QR menus through HTTP on PostgreSQL; the public menu page needs no sign-in. */
describe('categories, brands and QR menus', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let jollof: string;
  let delivery: string;
  const post = (url: string, body: unknown) => api.request({ method: 'POST', url, body, headers: as(owner) });
  const get = (url: string) => api.request({ method: 'GET', url, headers: as(owner) });

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'basic' });
    jollof = (await post('/api/v1/inventories', { name: 'Jollof rice', buyingPrice: '900.00', sellingPrice: '1500.00', quantity: '10' })).body.data.id;
    delivery = (await post('/api/v1/inventories', { name: 'Delivery', type: 'SERVICE', buyingPrice: '0', sellingPrice: '700.00' })).body.data.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('creates categories and brands answering their ids, names unique without case, name required', async () => {
    const grains = await post('/api/v1/categories', { name: 'Grains', description: 'Rice, beans, garri' });
    expect(grains.status).toBe(201);
    expect(grains.body).toMatchObject({ success: true, message: 'Category created successfully', categoryId: expect.any(String) });
    const brand = await post('/api/v1/brands', { name: 'Mama Gold' });
    expect(brand.status).toBe(201);
    expect(brand.body.brandId).toEqual(expect.any(String));

    const events = await countEvents(api);
    const twice = await post('/api/v1/categories', { name: ' grains ' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('CATEGORY_ALREADY_EXISTS');
    const nameless = await post('/api/v1/brands', { name: '' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe('Name is required');
    expect(await countEvents(api)).toBe(events);

    expect((await get('/api/v1/categories')).body.data).toEqual([
      { _id: grains.body.categoryId, name: 'Grains', description: 'Rice, beans, garri', createdAt: expect.any(String) },
    ]);
    expect((await get('/api/v1/brands')).body.data.map((row: { name: string }) => row.name)).toEqual(['Mama Gold']);
  });

  it('publishes a QR menu whose public page shows the menu and nothing of the books, with a QR code and a page to print', async () => {
    const created = await post('/api/v1/inventories/qr-menus', {
      name: 'Lunch menu',
      items: [{ product: jollof }, { product: delivery, price: '500' }],
    });
    expect(created.status).toBe(201);
    const id: string = created.body.data.id;
    expect(created.body.data.url).toMatch(new RegExp(`/qr-menus/${id}$`));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await get('/api/v1/inventories/qr-menus/list');
    expect(listed.body.data[0]).toMatchObject({ _id: id, name: 'Lunch menu', qrCode: `/api/v1/qr-menus/${id}/qr.png` });

    const page = await api.request({ method: 'GET', url: `/api/v1/qr-menus/${id}` });
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({
      _id: id,
      business: { name: expect.any(String) },
      name: 'Lunch menu',
      description: null,
      currency: 'NGN',
      items: [
        { name: 'Jollof rice', type: 'PRODUCT', price: '1500.00' },
        { name: 'Delivery', type: 'SERVICE', price: '500.00' },
      ],
    });
    // Nothing of the books: no cost (900.00), no stock. The menu's own id is left out of the check: a random UUID may hold "900".
    const { _id: _ownId, ...shown } = page.body.data as Record<string, unknown>;
    expect(JSON.stringify(shown)).not.toMatch(/900|quantity|buying/);
    expect((await api.request({ method: 'GET', url: '/api/v1/qr-menus/00000000-0000-4000-8000-000000000000' })).status).toBe(404);

    const png = await fetch(`${api.baseUrl}/api/v1/qr-menus/${id}/qr.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('89504e47');

    const pdf = await fetch(`${api.baseUrl}/api/v1/inventories/qr-menus/${id}/pdf`, { headers: as(owner) });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('Lunch menu');
    expect(pdfText(bytes)).toContain(`/qr-menus/${id}`);
    // The page renders (poppler), as a printer would see it.
    const dir = await mkdtemp(join(tmpdir(), 'qr-menu-'));
    try {
      await writeFile(join(dir, 'menu.pdf'), bytes);
      await run('pdftoppm', ['-png', '-r', '40', '-singlefile', join(dir, 'menu.pdf'), join(dir, 'menu')]);
      expect((await readFile(join(dir, 'menu.png'))).subarray(0, 4).toString('hex')).toBe('89504e47');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a menu of another business’s product or of nothing, and rebuilds identical', async () => {
    const stranger = await createOwner(api, { plan: 'basic' });
    const theirs = await api.request({
      method: 'POST',
      url: '/api/v1/inventories',
      body: { name: 'Suya', buyingPrice: '1', sellingPrice: '2' },
      headers: as(stranger),
    });
    expect((await post('/api/v1/inventories/qr-menus', { name: 'X', items: [{ product: theirs.body.data.id }] })).status).toBe(404);
    expect((await post('/api/v1/inventories/qr-menus', { name: 'X', items: [] })).status).toBe(400);
    const results = (await rebuildWith(api.runtime, api.runtime.projectors)) as { projector: string; identical: boolean }[];
    expect(results.filter((result) => !result.identical).map((result) => result.projector)).toEqual([]);
  });
});
