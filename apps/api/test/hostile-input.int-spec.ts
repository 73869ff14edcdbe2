import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { createProduct } from './support/trade-fixtures.js';

type Method = 'POST' | 'PATCH';

/**
 * What a user can type never gets a 500: references with spaces around them, NUL and lone
 * surrogates in any string, JSON nested 2,000 levels deep. Each is 400 or 409, and leaves no trace.
 */
describe('hostile input', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let rice: string;
  let gtb: string;
  const today = '2026-11-22';
  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'store', bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    gtb = (details.body.data.accounts as { name: string; id: string }[]).find((account) => account.name === 'GTBank')!.id;
    const capital = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: today, subtype: 'capital', amount: '100000', account: 'Cash' },
    });
    expect(capital.status).toBe(201);
    const stock = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/purchases',
      body: { date: today, account: 'Cash', items: [{ product: rice, quantity: 50, price: '600' }] },
    });
    expect(stock.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** One valid document of each kind that takes a reference of the client's. */
  const documents = (): { name: string; url: string; body: Record<string, unknown> }[] => [
    { name: 'sale', url: '/api/v1/transactions/sales', body: { date: today, account: 'Cash', items: [{ product: rice, quantity: 1, price: '900' }] } },
    { name: 'purchase', url: '/api/v1/transactions/purchases', body: { date: today, account: 'Cash', items: [{ product: rice, quantity: 1, price: '600' }] } },
    { name: 'expense', url: '/api/v1/transactions/expenses', body: { date: today, category: 'rent', amount: '700', account: 'Cash' } },
    { name: 'money-in', url: '/api/v1/transactions/money-in', body: { date: today, subtype: 'capital', amount: '100', account: 'Cash' } },
    { name: 'money-out', url: '/api/v1/transactions/money-out', body: { date: today, subtype: 'drawings', amount: '100', account: 'Cash' } },
    { name: 'transfer', url: '/api/v1/transaction/account-transfer', body: { date: today, from: 'Cash', to: gtb, amount: '100' } },
    { name: 'stock adjustment', url: '/api/v1/transactions/stock-adjustments', body: { date: today, product: rice, quantity: '-1', reason: 'Damaged' } },
  ];
  const send = (method: Method, url: string, body: unknown, headers: Record<string, string> = {}) => api.request({ method, url, body, headers });

  it.each(['sale', 'purchase', 'expense', 'money-in', 'money-out', 'transfer', 'stock adjustment'])(
    'a %s whose reference, with spaces around it, is taken: 409 REFERENCE_TAKEN; stored trimmed',
    async (name) => {
      const document = documents().find((entry) => entry.name === name)!;
      const reference = `R-${name.replace(/\W/g, '')}-1`;
      const first = await send('POST', document.url, { ...document.body, reference: `  ${reference}\t` });
      expect(first.status).toBe(201);
      expect(first.body.data.reference).toBe(reference);
      const events = await countEvents(api);
      for (const spaced of [reference, ` ${reference}`, `${reference} `, `  ${reference}  `]) {
        const again = await send('POST', document.url, { ...document.body, reference: spaced });
        expect([again.status, again.body.code]).toEqual([409, 'REFERENCE_TAKEN']);
      }
      const blank = await send('POST', document.url, { ...document.body, reference: '   ' });
      expect(blank.status).toBe(400);
      expect(await countEvents(api)).toBe(events);
    },
  );

  const BAD_TEXT: [string, string, RegExp][] = [
    ['NUL', 'Rice\u0000Bag', /not allowed \(NUL\)/],
    ['a lone high surrogate', 'Rice \uD800 Bag', /broken Unicode/],
    ['a lone low surrogate', '\uDC00', /broken Unicode/],
  ];

  it.each(BAD_TEXT)('%s in any string field of any document: 400 naming the field, nothing stored', async (_, text, message) => {
    const events = await countEvents(api);
    const wrong: string[] = [];
    for (const document of documents()) {
      for (const field of [...Object.keys(document.body).filter((key) => typeof document.body[key] === 'string'), 'description', 'reference']) {
        const response = await send('POST', document.url, { ...document.body, [field]: text });
        const error = response.body.errors?.find((entry: { field: string }) => entry.field === field);
        if (response.status !== 400 || !message.test(error?.message ?? ''))
          wrong.push(`${document.name}.${field}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    // Nested, in a key, in the query and in the path too.
    const nested = await send('POST', '/api/v1/transactions/sales', {
      date: today,
      account: 'Cash',
      items: [{ product: rice, quantity: 1, price: '900', name: text }],
    });
    if (nested.status !== 400) wrong.push(`sale items.0.name: ${nested.status}`);
    const key = await send('POST', '/api/v1/transactions/money-in', { date: today, subtype: 'capital', amount: '1', account: 'Cash', [text]: 'x' });
    if (key.status !== 400) wrong.push(`a key: ${key.status}`);
    // A lone surrogate has no UTF-8 form: in a URL it arrives as the bytes a careless client would send.
    const inUrl = text.includes('\u0000') ? encodeURIComponent(text) : '%ED%A0%80';
    const query = await api.request({ method: 'GET', url: `/api/v1/inventories/s/x/ALL/ALL?search=${inUrl}` });
    if (query.status !== 400) wrong.push(`query: ${query.status}`);
    const path = await api.request({ method: 'GET', url: `/api/v1/transactions/${inUrl}` });
    if (path.status !== 400) wrong.push(`path: ${path.status}`);
    const signIn = await send('POST', '/api/v1/auth/sign-in', { email: 'ada@example.com', password: text });
    if (signIn.status !== 400) wrong.push(`sign-in password: ${signIn.status}`);
    expect(wrong).toEqual([]);
    expect(await countEvents(api)).toBe(events);
  });

  const deep = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const deepArray = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it.each([
    ['money-in', '/api/v1/transactions/money-in', {}],
    ['sign-in (no session)', '/api/v1/auth/sign-in', { cookie: '' }],
    ['sale, with an Idempotency-Key (hashed)', '/api/v1/transactions/sales', { 'idempotency-key': 'deep-nesting-0001' }],
  ])('JSON nested 2,000 levels on %s: 400 BODY_TOO_DEEP, before validation and hashing', async (_, url, headers) => {
    const events = await countEvents(api);
    for (const payload of [`{"date":"${today}","description":${deep(2000)}}`, `{"items":${deepArray(2000)}}`]) {
      const response = await api.request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
      expect([response.status, response.body.code]).toEqual([400, 'BODY_TOO_DEEP']);
      expect(response.body.message).toMatch(/nested too deeply/);
    }
    expect(await countEvents(api)).toBe(events);
  });

  it.each(['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31'])('a document dated %s: 400 naming the range, nothing stored', async (date) => {
    const events = await countEvents(api);
    for (const document of documents()) {
      const response = await send('POST', document.url, { ...document.body, date });
      expect([document.name, response.status, response.body.errors?.[0]]).toEqual([
        document.name,
        400,
        { field: 'date', message: 'date must be between 1900-01-01 and 2199-12-31' },
      ]);
    }
    const report = await api.request({ method: 'GET', url: `/api/v1/reports/profit-and-loss/custom?startDate1=${date}&endDate1=2026-01-31` });
    expect([report.status, report.body.errors?.[0]?.message]).toEqual([400, 'startDate1 must be between 1900-01-01 and 2199-12-31']);
    expect(await countEvents(api)).toBe(events);
  });

  it('takes the first and last dates of the range', async () => {
    const moneyIn = documents().find((document) => document.name === 'money-in')!;
    for (const date of ['1900-01-01', '2199-12-31']) expect((await send('POST', moneyIn.url, { ...moneyIn.body, date })).status).toBe(201);
  });

  it('takes nesting a real request needs (a sale with items)', async () => {
    const sale = documents()[0];
    expect((await send('POST', sale.url, sale.body)).status).toBe(201);
  });
});
