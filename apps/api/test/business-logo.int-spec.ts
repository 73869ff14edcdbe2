import { createHash, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { expectNoPublicLogo, expectPublicLogo, getSignedOut, publicLogoAddress } from './support/public-logo.js';
import { GIF_1X1, JPEG_1X1, PNG_1X1, testPng } from '@ledgerline/testing';
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

  it('stores a picture the profile already names but the business does not hold, appending nothing', async () => {
    const picture = testPng({ width: 4, height: 3 });
    const path = `/api/v1/accounts/settings/logo/${createHash('sha256').update(picture).digest('hex')}`;
    // The profile form takes any logo path: the profile points at a picture never uploaded.
    const pointed = await api.request({ method: 'PATCH', url: '/api/v1/accounts/profile', body: { companyImage: path }, headers: as(owner) });
    expect(pointed.status).toBe(200);
    expect((await getBytes(path)).status).toBe(404);
    const before = { images: await storedImages(), events: await countEvents(api) };

    const response = await upload({ bytes: picture, name: 'logo.png' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ changed: false, companyImage: path });
    const served = await getBytes(path);
    expect(served).toMatchObject({ status: 200, contentType: 'image/png' });
    expect(served.bytes.equals(picture)).toBe(true);
    expect({ images: await storedImages(), events: await countEvents(api) }).toEqual({ images: before.images + 1, events: before.events });
    expect(await companyImage()).toBe(path);
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

  describe('its public address, GET /api/v1/logo/{orgId}/{hash} (no sign-in)', () => {
    let publisher: SignedInOwner;
    beforeAll(async () => {
      publisher = await createOwner(api, { business: 'Public Logo Stores' });
    });

    it('serves the current logo to anyone, with the member address’s headers but public', async () => {
      expect((await upload({ bytes: PNG_1X1, name: 'logo.png' }, publisher)).status).toBe(200);
      const address = publicLogoAddress(publisher.businessId, PNG_1X1);
      await expectPublicLogo(api, address, PNG_1X1, 'image/png');
      // The same picture at the members' address: the same headers, but kept private.
      const member = await fetch(`${api.baseUrl}${(await companyImage(publisher))!}`, { headers: as(publisher) });
      expect(member.status).toBe(200);
      expect([member.headers.get('content-type'), member.headers.get('x-content-type-options'), member.headers.get('cache-control')]).toEqual([
        'image/png',
        'nosniff',
        'private, max-age=31536000, immutable',
      ]);
    });

    it('serves only the current one: an old logo is 404 once another is uploaded', async () => {
      expect((await upload({ bytes: PNG_1X1, name: 'logo.png' }, publisher)).status).toBe(200);
      expect((await upload({ bytes: JPEG_1X1, name: 'logo.jpg' }, publisher)).status).toBe(200);
      await expectPublicLogo(api, publicLogoAddress(publisher.businessId, JPEG_1X1), JPEG_1X1, 'image/jpeg');
      await expectNoPublicLogo(api, publicLogoAddress(publisher.businessId, PNG_1X1));
    });

    it('is 404 under another business’s id, even one whose hash is the same picture it does not use', async () => {
      expect((await upload({ bytes: JPEG_1X1, name: 'logo.jpg' }, publisher)).status).toBe(200);
      await expectNoPublicLogo(api, publicLogoAddress(other.businessId, JPEG_1X1));
      await expectNoPublicLogo(api, publicLogoAddress(randomUUID(), JPEG_1X1));
    });

    it('is 404 for a product image of the business (its own picture, but not its logo)', async () => {
      const picture = testPng({ width: 2, height: 2 });
      const product = await api.request({
        method: 'POST',
        url: '/api/v1/inventories',
        headers: as(publisher),
        body: { name: 'Salt', sellingPrice: '300', image: `data:image/png;base64,${picture.toString('base64')}` },
      });
      expect(product.status).toBe(201);
      const hash = publicLogoAddress(publisher.businessId, picture).split('/').pop()!;
      // It is in the business's image store (the members' address serves any of it)...
      expect((await getBytes(`/api/v1/accounts/settings/logo/${hash}`, publisher)).status).toBe(200);
      // ...but the public address serves the logo alone.
      await expectNoPublicLogo(api, publicLogoAddress(publisher.businessId, picture));
    });

    it('is 404 for a logo the documents cannot draw (a GIF), as the public answers name none', async () => {
      expect((await upload({ bytes: GIF_1X1, name: 'logo.gif' }, publisher)).status).toBe(200);
      await expectNoPublicLogo(api, publicLogoAddress(publisher.businessId, GIF_1X1));
    });

    it('names a logo the profile points at only once the business holds it (the answer is not kept before)', async () => {
      const { publicLogo } = await import('@ledgerline/platform');
      const picture = testPng({ width: 3, height: 2 });
      const address = publicLogoAddress(publisher.businessId, picture);
      const path = `/api/v1/accounts/settings/logo/${address.split('/').pop()!}`;
      // The profile form takes any logo path; this picture is not in the business's store yet.
      const pointed = await api.request({ method: 'PATCH', url: '/api/v1/accounts/profile', body: { companyImage: path }, headers: as(publisher) });
      expect(pointed.status).toBe(200);
      expect(await publicLogo(api.runtime.pool, publisher.businessId, path)).toBeNull();
      await expectNoPublicLogo(api, address);
      // The business comes to hold it (here as a product's picture; an upload of it would do too).
      const product = await api.request({
        method: 'POST',
        url: '/api/v1/inventories',
        headers: as(publisher),
        body: { name: 'Pepper', sellingPrice: '300', image: `data:image/png;base64,${picture.toString('base64')}` },
      });
      expect(product.status).toBe(201);
      expect(await publicLogo(api.runtime.pool, publisher.businessId, path)).toBe(address);
      await expectPublicLogo(api, address, picture, 'image/png');
    });

    it.each([
      ['an org id that is not a uuid', 'not-a-uuid', 'a'.repeat(64)],
      ['a hash that is not a sha256', '', 'not-a-hash'],
      ['a hash in capitals', '', 'A'.repeat(64)],
      ['a hash too long', '', 'a'.repeat(65)],
    ])('is 404, never 500, for %s', async (_, orgId, hash) => {
      await expectNoPublicLogo(api, `/api/v1/logo/${orgId || publisher.businessId}/${hash}`);
    });

    it('answers the same to someone signed in to another business', async () => {
      expect((await upload({ bytes: PNG_1X1, name: 'logo.png' }, publisher)).status).toBe(200);
      const address = publicLogoAddress(publisher.businessId, PNG_1X1);
      const signedIn = await fetch(`${api.baseUrl}${address}`, { headers: as(other) });
      expect(signedIn.status).toBe(200);
      expect(Buffer.from(await signedIn.arrayBuffer()).equals((await getSignedOut(api, address)).bytes)).toBe(true);
    });
  });
});
