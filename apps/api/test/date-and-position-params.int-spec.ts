import { randomUUID } from 'node:crypto';
import { businessToday } from '../src/common/calendar/business-today.js';
import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct } from './support/trade-fixtures.js';

type Answer = { status: number; body: any };

/**
 * Every read that takes a calendar date or an event position reads it with the shared readers
 * (common/http/date-param.ts, position-param.ts): whatever the client sends — an impossible day,
 * a year the books do not take, a repeated parameter, a number beyond any bigint, a JSON number —
 * the answer is 400 VALIDATION_FAILED naming the field, never a 500.
 */
describe('date and position parameters on every read', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let product: string;
  let contact: string;
  const asset = randomUUID();
  const today = businessToday();

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'enterprise' });
    product = await createProduct(api, owner, { name: 'Rice 50kg' });
    contact = await createContact(api, owner, 'Ada Stores');
    const capital = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: today, subtype: 'capital', amount: '1000', account: 'Cash' },
    });
    expect(capital.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** A GET of `url` with `field` added to its query string, once per value. */
  const getWith = (url: string, field: string, values: string[]): Promise<Answer> => {
    const query = values.map((value) => `${field}=${encodeURIComponent(value)}`).join('&');
    return api.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${query}` });
  };
  const postWith = (url: string, body: Record<string, unknown>): Promise<Answer> => api.request({ method: 'POST', url, body });

  const refusal = (response: Answer) => [
    response.status,
    response.body.success,
    response.body.code,
    response.body.errors?.map((error: { field: string }) => error.field),
  ];

  /** The reads that take a date in the query string, and the field. */
  const DATE_QUERIES: [string, string][] = [
    ['/api/v1/dashboard/summary?filterType=customrange', 'startDate'],
    ['/api/v1/dashboard/gettopexpenses', 'endDate'],
    ['/api/v1/reports/summary/sales', 'startDate'],
    ['/api/v1/reports/summary/expense', 'endDate'],
    ['/api/v1/reports/transactions/sales', 'startDate'],
    ['/api/v1/reports/summary/profits', 'startDate'],
    ['/api/v1/reports/trial-balance', 'date'],
    ['/api/v1/reports/profit-and-loss/custom?endDate1=2199-12-31', 'startDate1'],
    ['/api/v1/reports/balance-sheet/equity', 'endDate1'],
    ['/api/v1/transactions?filterType=customrange', 'startDate'],
    ['/api/v1/transactions/sales', 'endDate'],
    ['/api/v1/transactions/summary', 'startDate'],
    ['/api/v1/transactions/export/csv', 'startDate'],
    ['/api/v1/accounting/assets/cash', 'startDate'],
    ['/api/v1/accounting/expenses/type', 'endDate'],
    ['/api/v1/quotes', 'startDate'],
    ['/api/v1/inventories/top-selling-products', 'startDate'],
    ['/api/v1/inventories/{product}', 'endDate'],
    ['/api/v1/entities/{contact}/transactions', 'startDate'],
    ['/api/v1/entities/{contact}/invoices', 'startDate'],
    ['/api/v1/entities/{contact}/quotations', 'endDate'],
    ['/api/v1/assets/{asset}/transactions/logs', 'startDate'],
  ];
  const urlOf = (template: string) => template.replace('{product}', product).replace('{contact}', contact).replace('{asset}', asset);

  /** The reads that take a date in a JSON body, and the field. */
  const DATE_BODIES: [string, string][] = [
    ['/api/v1/dashboard/todayoverview', 'startDate'],
    ['/api/v1/reports/sales', 'endDate'],
    ['/api/v1/reports/inventory/list', 'startDate'],
    ['/api/v1/invoice/summary', 'startDate'],
    ['/api/v1/inventory/graphdata', 'endDate'],
  ];

  const WRONG_DATES = ['2026-02-30', '2026-13-01', '18/11/2026', '2026-11-01Tlunch', '0001-01-01', '9999-12-31', '9'.repeat(2000)];

  it.each(DATE_QUERIES)('GET %s: a wrong %s is 400 naming it, a right one is read', async (template, field) => {
    const url = urlOf(template);
    for (const value of WRONG_DATES) {
      expect([url, value, ...refusal(await getWith(url, field, [value]))]).toEqual([url, value, 400, false, 'VALIDATION_FAILED', [field]]);
    }
    const twice = await getWith(url, field, ['2026-11-01', '2026-11-02']);
    expect([url, ...refusal(twice), twice.body.message]).toEqual([url, 400, false, 'VALIDATION_FAILED', [field], `${field} must be given once`]);
    const impossible = await getWith(url, field, ['2026-02-30']);
    expect(impossible.body.message).toBe(`${field} must be a real date written YYYY-MM-DD`);
    const outOfRange = await getWith(url, field, ['1899-12-31']);
    expect(outOfRange.body.message).toBe(`${field} must be between 1900-01-01 and 2199-12-31`);
    // Today, written right: no refusal of the date (an asset that is not there is a 404).
    const right = await getWith(url, field, [today]);
    expect([url, right.status]).toEqual([url, template.includes('{asset}') ? 404 : 200]);
  });

  it.each(DATE_BODIES)('POST %s: a wrong %s is 400 naming it, a right one is read', async (url, field) => {
    for (const value of [...WRONG_DATES, 20261101, ['2026-11-01'], { day: 1 }, true]) {
      expect([url, value, ...refusal(await postWith(url, { [field]: value }))]).toEqual([url, value, 400, false, 'VALIDATION_FAILED', [field]]);
    }
    expect((await postWith(url, { startDate: '2026-11-01', endDate: '2026-11-22' })).status).toBe(200);
  });

  /** The reads that take `knownAt` in the query string. */
  const KNOWN_AT_QUERIES = [
    '/api/v1/dashboard/summary',
    '/api/v1/dashboard/topcustomers',
    '/api/v1/dashboard/getrecenttransactions',
    '/api/v1/dashboard/topproducts',
    '/api/v1/dashboard/gettopexpenses',
    '/api/v1/dashboard/topevents',
    '/api/v1/reports/summary/sales',
    '/api/v1/reports/summary/expense',
    '/api/v1/reports/summary/profits',
    '/api/v1/reports/transactions/purchases',
    '/api/v1/reports/trial-balance',
    '/api/v1/reports/profit-and-loss/this-year',
    '/api/v1/reports/balance-sheet/current-assets',
    '/api/v1/accounting/journal/export',
    '/api/v1/accounting/assets/cash',
    '/api/v1/payables-and-receivables/stats',
    '/api/v1/payables-and-receivables/debtors',
  ];
  const KNOWN_AT_BODIES = ['/api/v1/dashboard/todayoverview', '/api/v1/reports/sales', '/api/v1/reports/inventory', '/api/v1/reports/expense'];
  const WRONG_POSITIONS = ['abc', '-1', '1.5', '1e3', '12abc', '9223372036854775808', '99999999999999999999', '9'.repeat(2000)];

  it.each(KNOWN_AT_QUERIES)('GET %s: a knownAt that is no position is 400 naming it; a position is read', async (url) => {
    for (const value of WRONG_POSITIONS) {
      const response = await getWith(url, 'knownAt', [value]);
      expect([url, value, ...refusal(response), response.body.message]).toEqual([
        url,
        value,
        400,
        false,
        'VALIDATION_FAILED',
        ['knownAt'],
        'knownAt must be an event position: a whole number from 0 to 9223372036854775807',
      ]);
    }
    const twice = await getWith(url, 'knownAt', ['1', '2']);
    expect([url, ...refusal(twice), twice.body.message]).toEqual([url, 400, false, 'VALIDATION_FAILED', ['knownAt'], 'knownAt must be given once']);
    for (const value of ['0', ' 1 ', '9223372036854775807']) expect([url, value, (await getWith(url, 'knownAt', [value])).status]).toEqual([url, value, 200]);
  });

  it.each(KNOWN_AT_BODIES)('POST %s: a knownAt that is no position, or a JSON number, is 400 naming it', async (url) => {
    for (const value of [...WRONG_POSITIONS, ['1'], { at: 1 }, true]) {
      expect([url, value, ...refusal(await postWith(url, { knownAt: value }))]).toEqual([url, value, 400, false, 'VALIDATION_FAILED', ['knownAt']]);
    }
    const number = await postWith(url, { knownAt: 42 });
    expect([...refusal(number), number.body.message]).toEqual([
      400,
      false,
      'VALIDATION_FAILED',
      ['knownAt'],
      'knownAt must be an event position sent as a string of digits, as a command answers it',
    ]);
    expect((await postWith(url, { knownAt: '9223372036854775807' })).status).toBe(200);
  });

  it('GET /audit/events/{position}: no position is 400 naming it, a position that is none of ours 404', async () => {
    for (const value of ['abc', '-1', '9223372036854775808', '99999999999999999999']) {
      expect([value, ...refusal(await api.request({ method: 'GET', url: `/api/v1/audit/events/${value}` }))]).toEqual([
        value,
        400,
        false,
        'VALIDATION_FAILED',
        ['position'],
      ]);
    }
    expect((await api.request({ method: 'GET', url: '/api/v1/audit/events/9223372036854775807' })).status).toBe(404);
  });

  it('X-Consistent-After beyond any position is 400 naming it, not a database error', async () => {
    for (const value of ['9223372036854775808', '9999999999999999999', 'soon']) {
      const response = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { 'x-consistent-after': value } });
      expect([value, ...refusal(response)]).toEqual([value, 400, false, 'VALIDATION_FAILED', ['X-Consistent-After']]);
    }
  });
});
