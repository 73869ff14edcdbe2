import { jest } from '@jest/globals';
import { addMember, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

jest.setTimeout(120_000);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const TEN_MB = 10 * 1024 * 1024;

/**
 * The business logo (spec 002 §7 PATCH /accounts/settings/update-logo; 000 §2.1 company image in the
 * top bar): PNG, JPEG or GIF by content, up to 10 MB (the spec's image limit), kept in the image store
 * the product and asset pictures use, served to the business's members; anything else is 400 and
 * leaves no trace.
 */
describe('business logo upload, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { business: 'Logo Stores' });
    other = await createOwner(api, { business: 'Other Stores' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const upload = async (file: { bytes: Buffer; name: string; field?: string; type?: string } | undefined, user: { cookie: string } = owner) => {
    const form = new FormData();
    if (file) form.set(file.field ?? 'logo', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
    else form.set('note', 'no file');
    const response = await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: form, headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as any };
  };
  const getBytes = async (url: string, user: { cookie: string } = owner) => {
    const response = await fetch(`${api.baseUrl}${url}`, { headers: { cookie: user.cookie } });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const companyImage = async (user: { cookie: string } = owner) =>
    (await api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie: user.cookie } })).body.data.companyImage as string | null;
  const storedImages = async () =>
    (await api.runtime.pool.query('SELECT count(*)::int AS n FROM product_images WHERE business_id = $1', [owner.businessId])).rows[0].n as number;

  it.each([
    ['a PNG', PNG, 'image/png', 'logo.png'],
    ['a JPEG', JPEG, 'image/jpeg', 'logo.jpg'],
    ['a GIF (named .txt: the content decides)', GIF, 'image/gif', 'logo.txt'],
  ])('takes %s, makes it the company image, and serves it to the business', async (_, bytes, contentType, name) => {
    const response = await upload({ bytes, name });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Logo updated successfully',
      data: { changed: true, position: expect.any(String), companyImage: expect.stringMatching(/^\/api\/v1\/accounts\/settings\/logo\/[0-9a-f]{64}$/) },
    });
    const path = response.body.data.companyImage as string;
    expect(await companyImage()).toBe(path);
    expect((await api.request({ method: 'GET', url: '/api/v1/accounts/profile', headers: { cookie: owner.cookie } })).body.data).toMatchObject({
      companyImage: path,
    });
    const served = await getBytes(path);
    expect(served).toMatchObject({ status: 200, contentType });
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.cache).toContain('immutable');

    // Another business cannot read it.
    expect((await getBytes(path, other)).status).toBe(404);
  });

  it('the same picture again changes nothing and is kept once', async () => {
    const first = await upload({ bytes: PNG, name: 'a.png' });
    const images = await storedImages();
    const events = await countEvents(api);
    const again = await upload({ bytes: PNG, name: 'b.png' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ changed: false, companyImage: first.body.data.companyImage });
    expect(await storedImages()).toBe(images);
    expect(await countEvents(api)).toBe(events);
  });

  it.each([
    ['an SVG', { bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' }, 400, 'INVALID_IMAGE', 'logo must be a PNG, JPEG or GIF picture'],
    ['a program named .png', { bytes: EXECUTABLE, name: 'logo.png', type: 'image/png' }, 400, 'INVALID_IMAGE', 'logo must be a PNG, JPEG or GIF picture'],
    ['a picture over 10 MB', { bytes: Buffer.concat([PNG, Buffer.alloc(TEN_MB)]), name: 'big.png' }, 400, 'IMAGE_TOO_LARGE', 'logo must be at most 10 MB'],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'empty.png' }, 400, 'VALIDATION_FAILED', 'Choose a PNG, JPEG or GIF picture for the logo'],
    ['no file', undefined, 400, 'VALIDATION_FAILED', 'Choose a PNG, JPEG or GIF picture for the logo'],
    [
      'a file under another name',
      { bytes: PNG, name: 'x.png', field: 'attachment' },
      400,
      'VALIDATION_FAILED',
      'attachment is not a file this form accepts (only logo)',
    ],
  ])('refuses %s with 400 and leaves no trace', async (_, file, status, code, message) => {
    const before = { image: await companyImage(), images: await storedImages(), events: await countEvents(api) };
    const response = await upload(file);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false, code, message });
    expect({ image: await companyImage(), images: await storedImages(), events: await countEvents(api) }).toEqual(before);
  });

  it('refuses JSON with 400', async () => {
    const response = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/settings/update-logo',
      body: { logo: 'x' },
      headers: { cookie: owner.cookie },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('lets only the owner or an admin change it; every member sees it', async () => {
    const member = await addMember(api, owner, { access: [] });
    const path = await companyImage();
    const response = await upload({ bytes: GIF, name: 'm.gif' }, member);
    expect(response.status).toBe(403);
    expect(await companyImage()).toBe(path);
    expect((await getBytes(path!, member)).status).toBe(200);
  });

  it('a logo path is accepted by the profile form, other paths are not', async () => {
    const path = await companyImage();
    const ok = await api.request({ method: 'PATCH', url: '/api/v1/accounts/profile', body: { companyImage: path }, headers: { cookie: owner.cookie } });
    expect(ok.status).toBe(200);
    const bad = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/profile',
      body: { companyImage: '/etc/passwd' },
      headers: { cookie: owner.cookie },
    });
    expect(bad.status).toBe(400);
    expect((await getBytes('/api/v1/accounts/settings/logo/not-a-hash')).status).toBe(404);
  });
});
