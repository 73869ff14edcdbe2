import { jest } from '@jest/globals';
import { rebuildWith } from '@ledgerline/platform';
import { assetsProjector } from '@ledgerline/projections';
import { actAsNewOwner, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

// The machine running these is shared: a slow moment must not fail them.
jest.setTimeout(120_000);

// A 1×1 PNG, a 1×1 GIF and the first bytes of a JPEG (the type is read from these, not from the name).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
// An ELF program header, renamed to look like a picture.
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const TEN_MB = 10 * 1024 * 1024;

/**
 * Asset pictures (spec 001 §3 Asset image, §9 image limit): the multipart create and edit forms
 * take a PNG, JPEG or GIF up to 10 MB, checked by content, kept as product pictures are, and read
 * back from GET /assets/{id}/image. Anything else is 400 naming the field, leaving no trace.
 */
describe('asset pictures, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi();
    other = await createOwner(api, { plan: 'store', business: 'Other Stores' });
    owner = await actAsNewOwner(api, { plan: 'store', business: 'Picture Stores' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const send = async (method: 'POST' | 'PUT', url: string, form: FormData, user: { cookie: string } = owner) => {
    const response = await fetch(`${api.baseUrl}/api/v1${url}`, { method, body: form, headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as any };
  };
  const getBytes = async (url: string, user: { cookie: string } = owner) => {
    const response = await fetch(`${api.baseUrl}${url}`, { headers: { cookie: user.cookie } });
    return { status: response.status, contentType: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const assetForm = (tag: string, file?: { field?: string; bytes: Buffer; name: string; type?: string }) => {
    const form = new FormData();
    form.set('tag', tag);
    form.set('name', 'Laptop');
    form.set('category', 'Computer Equipment');
    form.set('group', 'Machinery and Equipment');
    form.set('purchasePrice', '600000');
    form.set('salvageValue', '60000');
    form.set('condition', 'new');
    if (file) form.set(file.field ?? 'image', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
    return form;
  };
  const storedImages = async () =>
    (await api.runtime.pool.query('SELECT count(*)::int AS n FROM product_images WHERE business_id = $1', [owner.businessId])).rows[0].n as number;

  let assetId: string;

  it('creates an asset with a PNG (its name and declared type ignored), and reads the picture back', async () => {
    const created = await send('POST', '/assets/create', assetForm('AST-000001', { bytes: PNG, name: 'laptop.bin' }));
    expect(created.status).toBe(201);
    assetId = created.body.data._id;
    expect(created.body.data).toMatchObject({
      imageUrl: `/api/v1/assets/${assetId}/image`,
      image: { contentType: 'image/png', size: PNG.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });

    const picture = await getBytes(`/api/v1/assets/${assetId}/image`);
    expect([picture.status, picture.contentType, picture.bytes.equals(PNG)]).toEqual([200, 'image/png', true]);
    // The web client adds ?v=<hash> so a new picture is not hidden by the browser's cache.
    const versioned = await getBytes(`/api/v1/assets/${assetId}/image?v=${created.body.data.image.sha256.slice(0, 16)}`);
    expect([versioned.status, versioned.bytes.equals(PNG)]).toEqual([200, true]);
    expect((await getBytes(`/api/v1/assets/${assetId}/image`, other)).status).toBe(404);
    expect((await api.request({ method: 'GET', url: `/api/v1/assets/${assetId}`, headers: { cookie: owner.cookie } })).body.data.imageUrl).toBe(
      `/api/v1/assets/${assetId}/image`,
    );
  });

  it('takes a JPEG sent as imageFile, and a file of exactly 10 MB', async () => {
    const jpeg = await send('POST', '/assets/create', assetForm('AST-000002', { field: 'imageFile', bytes: JPEG, name: 'photo.jpg', type: 'image/jpeg' }));
    expect([jpeg.status, jpeg.body.data?.image?.contentType]).toEqual([201, 'image/jpeg']);

    const large = Buffer.concat([GIF, Buffer.alloc(TEN_MB - GIF.length)]);
    const exact = await send('POST', '/assets/create', assetForm('AST-000003', { bytes: large, name: 'big.gif' }));
    expect([exact.status, exact.body.data?.image?.contentType, exact.body.data?.image?.size]).toEqual([201, 'image/gif', TEN_MB]);
  });

  it('an asset without a picture answers 404 for it', async () => {
    const plain = await send('POST', '/assets/create', assetForm('AST-000004'));
    expect(plain.status).toBe(201);
    expect(plain.body.data.imageUrl).toBeUndefined();
    expect((await getBytes(`/api/v1/assets/${plain.body.data._id}/image`)).status).toBe(404);
  });

  it('edits the picture with PUT /assets/{id} (multipart), and keeps it when an edit sends none', async () => {
    const edited = await send('PUT', `/assets/${assetId}`, assetForm('AST-000001', { bytes: GIF, name: 'new.gif' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.image).toMatchObject({ contentType: 'image/gif', size: GIF.length });
    const picture = await getBytes(`/api/v1/assets/${assetId}/image`);
    expect([picture.contentType, picture.bytes.equals(GIF)]).toEqual(['image/gif', true]);

    const renamed = assetForm('AST-000001');
    renamed.set('name', 'Laptop 14"');
    const kept = await send('PUT', `/assets/${assetId}`, renamed);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Laptop 14"', imageUrl: `/api/v1/assets/${assetId}/image`, image: { contentType: 'image/gif' } });
  });

  it.each<[string, { field?: string; bytes: Buffer; name: string; type?: string }, string, string]>([
    ['an SVG sent as a PNG', { bytes: SVG, name: 'drawing.png', type: 'image/png' }, 'image', 'INVALID_IMAGE'],
    ['an SVG as imageFile', { field: 'imageFile', bytes: SVG, name: 'drawing.svg', type: 'image/svg+xml' }, 'imageFile', 'INVALID_IMAGE'],
    ['a renamed executable', { bytes: EXECUTABLE, name: 'generator.jpg', type: 'image/jpeg' }, 'image', 'INVALID_IMAGE'],
    ['a file one byte over 10 MB', { bytes: Buffer.concat([PNG, Buffer.alloc(TEN_MB + 1 - PNG.length)]), name: 'huge.png' }, 'image', 'IMAGE_TOO_LARGE'],
    ['a file under another field', { field: 'document', bytes: PNG, name: 'doc.png' }, 'document', 'VALIDATION_FAILED'],
  ])('refuses %s on create and on edit: 400 naming the field, no trace', async (_, file, field, code) => {
    const events = await countEvents(api);
    const images = await storedImages();
    const before = (await api.request({ method: 'GET', url: `/api/v1/assets/${assetId}`, headers: { cookie: owner.cookie } })).body.data;

    const create = await send('POST', '/assets/create', assetForm('AST-000099', file));
    const edit = await send('PUT', `/assets/${assetId}`, assetForm('AST-000001', file));
    for (const refused of [create, edit]) {
      expect([refused.status, refused.body.success, refused.body.errors?.[0]?.field]).toEqual([400, false, field]);
      if (code !== 'VALIDATION_FAILED') expect(refused.body.code).toBe(code);
      expect(refused.body.message).toContain(field);
    }
    expect(await countEvents(api)).toBe(events);
    expect(await storedImages()).toBe(images);
    expect((await api.request({ method: 'GET', url: `/api/v1/assets/${assetId}`, headers: { cookie: owner.cookie } })).body.data).toEqual(before);
  });

  it('rebuilds the assets read model identical, pictures included', async () => {
    const snapshot = async () => (await api.runtime.pool.query('SELECT * FROM assets ORDER BY business_id, asset_id')).rows;
    const before = await snapshot();
    expect(before.filter((row) => row.image !== null)).toHaveLength(3);
    const [result] = (await rebuildWith(api.runtime, [assetsProjector])) as { projector: string; identical: boolean }[];
    expect(result).toMatchObject({ projector: 'assets', identical: true });
    expect(await snapshot()).toEqual(before);
  });
});
