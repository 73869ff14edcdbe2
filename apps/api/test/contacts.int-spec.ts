import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

/** Contacts (spec 001 §2, §5–§8): a contact's transactions, bulk upload, export and the Micro plan's locks; through HTTP, on PostgreSQL. */
describe('contacts: transactions, bulk upload, export and plan locks (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let micro: SignedInOwner;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { plan: 'basic', business: 'Ada & Sons Stores' });
    other = await createOwner(api, { plan: 'basic', business: 'Bravo Traders' });
    micro = await createOwner(api, { business: 'Micro Traders' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const post = (url: string, body: unknown, user: { cookie: string } = owner) => api.request({ method: 'POST', url, body, headers: as(user) });
  const get = (url: string, user: { cookie: string } = owner) => api.request({ method: 'GET', url, headers: as(user) });
  const contact = async (body: Record<string, unknown>, user: { cookie: string } = owner) =>
    (await post('/api/v1/entities', body, user)).body.entity._id as string;
  const moneyIn = (entity: string, date: string, amount: string) =>
    post('/api/v1/transactions/money-in', { date, amount, subtype: 'customer_deposit', account: 'Cash', entity });

  describe('GET /entities/{id}/transactions', () => {
    it('lists the contact’s transactions, newest first, between dates and paged; others’ are left out', async () => {
      const ngozi = await contact({ firstName: 'Ngozi', kinds: ['customer'] });
      const emeka = await contact({ firstName: 'Emeka', kinds: ['customer'] });
      for (const [entity, date, amount] of [
        [ngozi, '2026-11-02', '100'],
        [ngozi, '2026-11-12', '250.5'],
        [ngozi, '2026-11-20', '75'],
        [emeka, '2026-11-12', '999'],
      ]) {
        expect((await moneyIn(entity, date, amount)).status).toBe(201);
      }
      const all = await get(`/api/v1/entities/${ngozi}/transactions`);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ success: true, page: 1, limit: 25, skip: 0, total: 3 });
      expect(all.body.data.map((row: { date: string; amount: string }) => [row.date, row.amount])).toEqual([
        ['2026-11-20', '75.00'],
        ['2026-11-12', '250.50'],
        ['2026-11-02', '100.00'],
      ]);
      expect(all.body.data[0]).toMatchObject({ type: 'inflows', status: 'posted', currency: 'NGN', entity: { id: ngozi, name: 'Ngozi' } });

      const between = await get(`/api/v1/entities/${ngozi}/transactions?startDate=2026-11-10&endDate=2026-11-15`);
      expect(between.body).toMatchObject({ total: 1, data: [{ date: '2026-11-12' }] });
      const paged = await get(`/api/v1/entities/${ngozi}/transactions?limit=2&page=2`);
      expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2, skip: 2, data: [{ date: '2026-11-02' }] });
      expect((await get(`/api/v1/entities/${emeka}/transactions`)).body.total).toBe(1);
    });

    it('answers 400 to bad dates and pages, 404 to another business’s contact', async () => {
      const ada = await contact({ firstName: 'Ada' });
      for (const query of ['startDate=20261110', 'endDate=2026-02-30', 'startDate=2026-11-20&endDate=2026-11-01', 'page=0', 'limit=x']) {
        const answer = await get(`/api/v1/entities/${ada}/transactions?${query}`);
        expect({ query, status: answer.status, success: answer.body.success }).toEqual({ query, status: 400, success: false });
        expect(answer.body.errors.length).toBeGreaterThan(0);
        expect(JSON.stringify(answer.body)).not.toMatch(/stack|at \w+ \(/);
      }
      const theirs = await contact({ firstName: 'Bravo' }, other);
      expect((await get(`/api/v1/entities/${theirs}/transactions`)).status).toBe(404);
      expect((await get('/api/v1/entities/not-a-contact/transactions')).status).toBe(404);
    });

    it('needs one of the contact codes (13, 14, 12)', async () => {
      const ada = await contact({ firstName: 'Adaeze' });
      const clerk = await addMember(api, owner, { access: [1] });
      expect((await get(`/api/v1/entities/${ada}/transactions`, clerk)).status).toBe(403);
      const viewer = await addMember(api, owner, { access: [13] });
      expect((await get(`/api/v1/entities/${ada}/transactions`, viewer)).status).toBe(200);
    });
  });

  const upload = async (content: string | Uint8Array, user: { cookie: string } = owner, fileName = 'contacts.csv', field = 'imageFile') => {
    const form = new FormData();
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    form.append(field, new Blob([bytes], { type: 'text/csv' }), fileName);
    const response = await fetch(`${api.baseUrl}/api/v1/entities/bulk-upload`, { method: 'POST', headers: { cookie: user.cookie }, body: form });
    return { status: response.status, body: (await response.json()) as any };
  };
  const download = async (url: string, user: { cookie: string } = owner) => {
    const response = await fetch(`${api.baseUrl}${url}`, { headers: { cookie: user.cookie } });
    return { status: response.status, headers: Object.fromEntries(response.headers.entries()), text: await response.text() };
  };

  describe('bulk upload and its template', () => {
    it('downloads the template: the upload’s columns and two example rows, which upload as they are', async () => {
      const template = await download('/api/v1/entities/bulk-upload-template/download');
      expect(template.status).toBe(200);
      expect(template.headers['content-type']).toMatch(/^text\/csv/);
      expect(template.headers['content-disposition']).toBe('attachment; filename="ada-sons-stores-entities-template.csv"');
      const lines = template.text.trim().split('\r\n');
      expect(lines[0]).toBe('First Name,Last Name,Email,Phone,Company,Website,Address 1,Address 2,City,State,Post Code,Country,Description,Kinds');
      expect(lines).toHaveLength(3);
      const answer = await upload(template.text, owner, 'template.csv');
      expect(answer.body).toMatchObject({ success: true, data: { total: 2, created: 2, alreadyCreated: 0, refused: [] } });
      const musa = (await get('/api/v1/entities/s/bello')).body.data[0];
      expect(template.text).toContain("'+234 809 555 0101");
      expect(musa).toMatchObject({ phone: '+234 809 555 0101', firstName: 'Musa', lastName: 'Bello', company: 'Bello Farms', kinds: ['creditor', 'supplier'] });
    });

    it('creates each good row whole, lists refused rows by line and reason, and a second upload creates nothing twice', async () => {
      const file = [
        'first name,LAST NAME,e-mail,Phone,Kinds,Notes,Favourite colour',
        'Chidi,Okeke,chidi@example.com,+234 803 000 1111,customer,"Pays, mostly, on time",blue',
        ',Nameless,nobody@example.com,,,,',
        'Bola,Ade,not-an-email,,,,',
        '',
        'Tunde,Bakare,,12,,,',
        'Kemi,Ola,,,dragon,,',
        '"Zainab",Musa,,,supplier,"Line one',
        'line two",',
      ].join('\r\n');
      const before = await countEvents(api);
      const first = await upload(file);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: false, data: { total: 6, created: 2, alreadyCreated: 0 } });
      expect(first.body.data.refused).toEqual([
        { line: 3, reasons: ['First name is required'] },
        { line: 4, reasons: ['email must be a valid email address'] },
        { line: 6, reasons: [expect.stringMatching(/^phone must have at least 6 digits/)] },
        { line: 7, reasons: [expect.stringMatching(/^kinds must be a list of/)] },
      ]);
      expect(first.body.errors[0]).toEqual({ field: 'line 3', message: 'line 3: First name is required' });
      expect(await countEvents(api)).toBe(before + 2);
      expect((await get('/api/v1/entities/s/okeke')).body.data[0]).toMatchObject({
        email: 'chidi@example.com',
        description: 'Pays, mostly, on time',
        kinds: ['customer'],
      });
      expect((await get('/api/v1/entities/s/zainab')).body.data[0]).toMatchObject({
        description: expect.stringMatching(/^Line one\r?\nline two$/),
        kinds: ['supplier'],
      });

      const again = await upload(file);
      expect(again.body).toMatchObject({ data: { total: 6, created: 0, alreadyCreated: 2 } });
      expect(await countEvents(api)).toBe(before + 2);
      expect((await get('/api/v1/entities/s/okeke')).body.data).toHaveLength(1);
    });

    it('refuses, with 400 and nothing written, a missing or unreadable file, a file without a first-name column or rows', async () => {
      const before = await countEvents(api);
      for (const [content, fileName, field] of [
        ['First Name\r\nAda\r\n', 'contacts.csv', 'file'],
        ['Email,Phone\r\nada@example.com,08031234567\r\n', 'contacts.csv', 'imageFile'],
        ['First Name,Last Name\r\n', 'contacts.csv', 'imageFile'],
        ['First Name\r\n"Ada\r\n', 'contacts.csv', 'imageFile'],
        ['PK\u0003\u0004\u0000\u0000binary', 'contacts.csv', 'imageFile'],
      ] as const) {
        const answer = await upload(content, owner, fileName, field);
        expect({ content, status: answer.status, success: answer.body.success }).toEqual({ content, status: 400, success: false });
        expect(answer.body.errors?.[0]?.field).toBe('imageFile');
        expect(JSON.stringify(answer.body)).not.toMatch(/\bat \S+ \(/);
      }
      const json = await post('/api/v1/entities/bulk-upload', { rows: [] });
      expect(json.status).toBe(400);
      expect(await countEvents(api)).toBe(before);
    });

    it('needs code 66 (bulk create contacts)', async () => {
      const clerk = await addMember(api, owner, { access: [13, 30] });
      expect((await upload('First Name\r\nAda\r\n', clerk)).status).toBe(403);
      expect((await download('/api/v1/entities/bulk-upload-template/download', clerk)).status).toBe(403);
      const bulk = await addMember(api, owner, { access: [66] });
      expect((await upload('First Name\r\nYemi\r\n', bulk)).body).toMatchObject({ success: true, data: { created: 1 } });
    });
  });

  describe('export', () => {
    it('exports the contacts as {org}-entities-export.csv, formula cells neutralised, archived ones left out; the file uploads again', async () => {
      const evil = await contact({ firstName: '=HYPERLINK("http://evil.example","x")', lastName: '+1+1', company: '@SUM(A1)', description: '-2+3' });
      const gone = await contact({ firstName: 'Gone', lastName: 'Away' });
      expect((await get(`/api/v1/entities/${gone}/archive`)).status).toBe(200);
      const exported = await download('/api/v1/entities/export/csv');
      expect(exported.status).toBe(200);
      expect(exported.headers['content-disposition']).toBe('attachment; filename="ada-sons-stores-entities-export.csv"');
      const lines = exported.text.trim().split('\r\n');
      expect(lines[0]).toBe(
        '"First Name","Last Name","Email","Phone","Company","Website","Address 1","Address 2","City","State","Post Code","Country","Description","Kinds","Id","Added"',
      );
      const row = lines.find((line) => line.includes(evil))!;
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","'+1+1"`);
      expect(row).toContain(`"'@SUM(A1)"`);
      expect(row).toContain(`"'-2+3"`);
      expect(exported.text).not.toContain(gone);
      expect(exported.text).toContain('Chidi');

      // Into another business: every exported contact is created there.
      const total = (await get('/api/v1/entities?limit=1')).body.total;
      const imported = await upload(exported.text, other, 'ada-sons-stores-entities-export.csv');
      expect(imported.body).toMatchObject({ success: true, data: { total, created: total } });
    });

    it('needs code 67 (export contacts)', async () => {
      const clerk = await addMember(api, owner, { access: [13] });
      expect((await download('/api/v1/entities/export/csv', clerk)).status).toBe(403);
      const exporter = await addMember(api, owner, { access: [67] });
      expect((await download('/api/v1/entities/export/csv', exporter)).status).toBe(200);
    });
  });

  describe('the Micro Business Plan (spec 001 §6, §8)', () => {
    it('locks export with its own message, and edit, archive, restore, the archived list and bulk upload with the upgrade message', async () => {
      const ada = await contact({ firstName: 'Ada', kinds: ['customer'] }, micro);
      expect(ada).toBeDefined();
      const before = await countEvents(api);
      const exported = await download('/api/v1/entities/export/csv', micro);
      expect(exported.status).toBe(403);
      expect(JSON.parse(exported.text)).toMatchObject({
        success: false,
        code: 'PLAN_FEATURE_UNAVAILABLE',
        message: 'Exporting of data is only available for Paid plans',
      });
      const locked = { success: false, code: 'PLAN_FEATURE_UNAVAILABLE', message: 'This feature is not available on free plan. Upgrade to unlock!' };
      for (const answer of [
        await get(`/api/v1/entities/update/${ada}`, micro),
        await api.request({ method: 'PATCH', url: `/api/v1/entities/update/${ada}`, body: { firstName: 'Adaora' }, headers: as(micro) }),
        await get(`/api/v1/entities/${ada}/archive`, micro),
        await get(`/api/v1/entities/${ada}/restore`, micro),
        await get('/api/v1/entities/archived/all', micro),
        await upload('First Name\r\nBola\r\n', micro),
      ]) {
        expect([answer.status, answer.body]).toEqual([403, expect.objectContaining(locked)]);
      }
      const template = await download('/api/v1/entities/bulk-upload-template/download', micro);
      expect(template.status).toBe(403);
      expect(await countEvents(api)).toBe(before);
    });

    it('locks editing, archiving and restoring products and price updates; creating and reading products stay open', async () => {
      const created = await post('/api/v1/inventories', { name: 'Garri', buyingPrice: '500', sellingPrice: '700', quantity: '2' }, micro);
      expect(created.status).toBe(201);
      const garri = created.body.data.id as string;
      const before = await countEvents(api);
      const locked = { success: false, code: 'PLAN_FEATURE_UNAVAILABLE', message: 'This feature is not available on free plan. Upgrade to unlock!' };
      for (const answer of [
        await get(`/api/v1/inventories/update/${garri}`, micro),
        await api.request({ method: 'PATCH', url: `/api/v1/inventories/update/${garri}`, body: { name: 'Garri 2' }, headers: as(micro) }),
        await get(`/api/v1/inventories/${garri}/archive`, micro),
        await get(`/api/v1/inventories/${garri}/restore`, micro),
        await get('/api/v1/inventories/archived/all', micro),
        await post('/api/v1/inventories/price-update', { products: [{ id: garri, sellingPrice: '800' }] }, micro),
      ]) {
        expect([answer.status, answer.body]).toEqual([403, expect.objectContaining(locked)]);
      }
      expect(await countEvents(api)).toBe(before);
      for (const url of ['/api/v1/inventories', `/api/v1/inventories/${garri}`, '/api/v1/inventories/s/garri/ALL/ALL']) {
        expect({ url, status: (await get(url, micro)).status }).toEqual({ url, status: 200 });
      }
      // A paid plan may.
      const rice = (await post('/api/v1/inventories', { name: 'Rice', buyingPrice: '500', sellingPrice: '700' })).body.data.id as string;
      expect((await get(`/api/v1/inventories/update/${rice}`)).status).toBe(200);
    });

    it('keeps creating, listing, searching and reading contacts and their transactions open (the free plan invoices customers)', async () => {
      const bayo = await contact({ firstName: 'Bayo' }, micro);
      for (const url of [
        '/api/v1/entities',
        '/api/v1/entities/s/bayo',
        `/api/v1/entities/${bayo}`,
        `/api/v1/entities/${bayo}/transactions`,
        `/api/v1/entities/${bayo}/invoices`,
      ]) {
        expect({ url, status: (await get(url, micro)).status }).toEqual({ url, status: 200 });
      }
    });
  });
});
