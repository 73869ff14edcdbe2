import { jest } from '@jest/globals';
import { addDays } from '@ledgerline/ledger';
import { businessToday } from '../src/common/calendar/business-today.js';
import type { TransactionGraphDay } from '../src/transactions/queries/get-transaction-graph/get-transaction-graph.query.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { createProduct } from './support/trade-fixtures.js';

// Set-up records a business's worth of documents over HTTP; slow machines need more than 5 s.
jest.setTimeout(60_000);

const GRAPH = '/api/v1/transaction/graphdata';
const today = businessToday();
const daysAgo = (days: number) => addDays(today, -days);

const ZERO_DAY = { sales: '0.00', purchases: '0.00', expenses: '0.00', moneyIn: '0.00', moneyOut: '0.00' };

/**
 * POST /transaction/graphdata on the real PostgreSQL: a sale, a purchase, an expense, money in and
 * money out on different days (amounts with kobo), a voided document, a prepayment and opening
 * stock (which the graph, like the dashboard, does not count), and another business's sale.
 */
describe('POST /transaction/graphdata', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;

  const graph = async (body?: unknown, headers: Record<string, string> = {}) => {
    const response = await api.request({ method: 'POST', url: GRAPH, body, headers });
    expect({ body, status: response.status }).toEqual({ body, status: 200 });
    expect(response.body.success).toBe(true);
    return response.body.data as TransactionGraphDay[];
  };
  const refused = async (body: unknown) => {
    const response = await api.request({ method: 'POST', url: GRAPH, body });
    expect({ body, status: response.status }).toEqual({ body, status: 400 });
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    return response.body as { message: string; errors: { field: string; message: string }[] };
  };
  const dayOf = (days: TransactionGraphDay[], date: string) => days.find((day) => day.date === date);
  const record = async (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await api.request({ method: 'POST', url: `/api/v1/transactions/${url}`, body, headers });
    if (response.status !== 201) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: string; reference: string };
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    const rice = await createProduct(api, owner, { name: 'Rice 50kg' });

    await record('purchases', { date: daysAgo(3), items: [{ product: rice, quantity: '5', price: '100.10' }], account: 'Cash' });
    // Two sales on one day add up: 3 × 1234.57 + 0.01.
    await record('sales', { date: daysAgo(1), items: [{ product: rice, quantity: '3', price: '1234.57' }], account: 'Cash' });
    await record('sales', { date: daysAgo(1), items: [{ product: rice, quantity: '1', price: '0.01' }], account: 'Cash' });
    await record('expenses', { date: daysAgo(2), category: 'rent', amount: '400.35', account: 'Cash' });
    // A prepayment counts as it is used, not when paid (the dashboard's rule).
    await record('expenses', { date: daysAgo(2), category: 'utility', amount: '600.00', account: 'Cash', prepayment: true });
    await record('money-in', { date: daysAgo(4), subtype: 'capital', amount: '5000.05', account: 'Cash' });
    await record('money-out', { date: daysAgo(5), subtype: 'drawings', amount: '250.45', account: 'Cash' });
    const voided = await record('money-in', { date: daysAgo(4), subtype: 'gift', amount: '999.00', account: 'Cash' });
    expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${voided.id}` })).status).toBe(200);
    // Outside the default 30 days.
    await record('money-in', { date: daysAgo(45), subtype: 'gift', amount: '300.00', account: 'Cash' });
    // Today: one of each, and opening stock (listed under inflows, but it moves no money).
    await record('sales', { date: today, items: [{ product: rice, quantity: '1', price: '2500.50' }], account: 'Cash' });
    await record('purchases', { date: today, items: [{ product: rice, quantity: '2', price: '99.99' }], account: 'Cash' });
    await record('expenses', { date: today, category: 'transport', amount: '150.25', account: 'Cash' });
    await record('money-in', { date: today, subtype: 'gift', amount: '700.70', account: 'Cash' });
    await record('money-out', { date: today, subtype: 'drawings', amount: '1000.01', account: 'Cash' });
    const stocked = await api.request({
      method: 'POST',
      url: '/api/v1/inventories',
      body: { name: 'Salt 1kg', quantity: '5', buyingPrice: '200', sellingPrice: '250' },
    });
    expect(stocked.status).toBe(201);

    other = await createOwner(api);
    const theirService = await createProduct(api, other, { name: 'Their fitting', kind: 'service' });
    await record('sales', { date: today, items: [{ product: theirService, quantity: '1', price: '77777.77' }], account: 'Cash' }, as(other));
    await record('money-in', { date: daysAgo(1), subtype: 'capital', amount: '88888.88', account: 'Cash' }, as(other));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers the last 30 days by default (empty body), every day present, "0.00" where nothing was recorded', async () => {
    const days = await graph();
    expect(days).toHaveLength(30);
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => daysAgo(29 - index)));
    expect(dayOf(days, today)).toEqual({ date: today, sales: '2500.50', purchases: '199.98', expenses: '150.25', moneyIn: '700.70', moneyOut: '1000.01' });
    expect(dayOf(days, daysAgo(1))).toEqual({ date: daysAgo(1), ...ZERO_DAY, sales: '3703.72' });
    expect(dayOf(days, daysAgo(2))).toEqual({ date: daysAgo(2), ...ZERO_DAY, expenses: '400.35' });
    expect(dayOf(days, daysAgo(3))).toEqual({ date: daysAgo(3), ...ZERO_DAY, purchases: '500.50' });
    // The voided 999.00 on the same day is left out.
    expect(dayOf(days, daysAgo(4))).toEqual({ date: daysAgo(4), ...ZERO_DAY, moneyIn: '5000.05' });
    expect(dayOf(days, daysAgo(5))).toEqual({ date: daysAgo(5), ...ZERO_DAY, moneyOut: '250.45' });
    const quiet = days.filter((day) => day.date < daysAgo(5));
    expect(quiet).toHaveLength(24);
    expect(quiet.every((day) => JSON.stringify({ ...day, date: undefined }) === JSON.stringify(ZERO_DAY))).toBe(true);
    expect(await graph({})).toEqual(days);
  });

  it('answers only the chosen type’s series, in the list filter’s words', async () => {
    const window = { startDate: daysAgo(1), endDate: today };
    expect(await graph({ ...window, type: 'sales' })).toEqual([
      { date: daysAgo(1), sales: '3703.72' },
      { date: today, sales: '2500.50' },
    ]);
    expect(await graph({ ...window, type: 'money-in' })).toEqual([
      { date: daysAgo(1), moneyIn: '0.00' },
      { date: today, moneyIn: '700.70' },
    ]);
    expect(await graph({ ...window, type: 'Outflows' })).toEqual(await graph({ ...window, type: 'outflows' }));
    // Several, comma-separated, in the graph's own order.
    expect(await graph({ ...window, type: 'expenses, purchase' })).toEqual([
      { date: daysAgo(1), purchases: '0.00', expenses: '0.00' },
      { date: today, purchases: '199.98', expenses: '150.25' },
    ]);
    expect(await graph({ ...window, type: '' })).toEqual(await graph(window));
  });

  it('agrees with the dashboard’s overview to the kobo, day by day, and with today’s money in and out', async () => {
    const window = { startDate: daysAgo(14), endDate: today };
    const days = await graph(window);
    const overview = await api.request({ method: 'POST', url: '/api/v1/dashboard/todayoverview', body: { ...window, reportType: 'daily' } });
    expect(overview.status).toBe(200);
    const { monthsLabel, data, series, todayInflows, todayOutFlows, todaySales, todayPurchase, todayExpense } = overview.body.data;
    expect(series.map((line: { name: string }) => line.name)).toEqual(['Sales', 'Expenses', 'Purchases']);
    expect(days.map((day) => day.date)).toEqual(monthsLabel);
    expect(days.map((day) => [day.sales, day.expenses, day.purchases])).toEqual(
      monthsLabel.map((_: string, index: number) => [data[0][index], data[1][index], data[2][index]]),
    );
    expect(dayOf(days, today)).toEqual({
      date: today,
      sales: todaySales,
      purchases: todayPurchase,
      expenses: todayExpense,
      moneyIn: todayInflows,
      moneyOut: todayOutFlows,
    });
  });

  it('takes a window: startDate alone runs to today, endDate alone covers 30 days to it, a future startDate alone is one day', async () => {
    const fromStart = await graph({ startDate: daysAgo(45) });
    expect(fromStart).toHaveLength(46);
    expect(fromStart[0]).toEqual({ date: daysAgo(45), ...ZERO_DAY, moneyIn: '300.00' });
    expect(fromStart.at(-1)!.date).toBe(today);
    const toEnd = await graph({ endDate: daysAgo(40) });
    expect(toEnd.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => daysAgo(69 - index)));
    expect(await graph({ startDate: addDays(today, 10) })).toEqual([{ date: addDays(today, 10), ...ZERO_DAY }]);
    expect(await graph({ startDate: today, endDate: today, type: 'sales' })).toEqual([{ date: today, sales: '2500.50' }]);
    // A date-time is read as its date; at most 366 days.
    expect((await graph({ startDate: `${daysAgo(1)}T09:30:00Z`, endDate: today })).map((day) => day.date)).toEqual([daysAgo(1), today]);
    expect(await graph({ startDate: daysAgo(365), endDate: today })).toHaveLength(366);
  });

  it('refuses a bad window or type with 400 naming the field', async () => {
    expect(await refused({ startDate: daysAgo(366), endDate: today })).toMatchObject({
      message: 'The graph covers at most 366 days',
      errors: [{ field: 'endDate', message: 'The graph covers at most 366 days' }],
    });
    expect((await refused({ startDate: '2020-01-01' })).errors).toEqual([{ field: 'endDate', message: 'The graph covers at most 366 days' }]);
    expect((await refused({ startDate: today, endDate: daysAgo(1) })).errors).toEqual([
      { field: 'startDate', message: 'startDate must be on or before endDate' },
    ]);
    for (const [body, field] of [
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ endDate: 'yesterday' }, 'endDate'],
      [{ startDate: 20260101 }, 'startDate'],
      [{ endDate: ['2026-01-01'] }, 'endDate'],
      [{ endDate: '0001-01-05' }, 'endDate'],
      [{ startDate: '9999-12-31' }, 'startDate'],
      [{ type: 'transfer' }, 'type'],
      [{ type: 'sales,gifts' }, 'type'],
      [{ type: 42 }, 'type'],
      [{ type: 'x'.repeat(201) }, 'type'],
      [{ businessId: owner.businessId }, 'businessId'],
    ] as const) {
      const body400 = await refused(body);
      expect({ body, fields: body400.errors.map((error) => error.field) }).toEqual({ body, fields: expect.arrayContaining([field]) });
    }
    expect((await refused({ type: 'transfer' })).message).toBe('type must be among: sales, purchases, expenses, inflows, outflows');
  });

  it('never answers 500, whatever the body, and records nothing', async () => {
    const before = await countEvents(api);
    for (const payload of ['[]', '"text"', '42', '{"startDate": {"$gt": ""}}', '{"type": ["sales"]}', '{"startDate":']) {
      const response = await api.request({ method: 'POST', url: GRAPH, payload });
      expect({ payload, status: response.status, success: response.body.success }).toEqual({ payload, status: 400, success: false });
    }
    // Nulls are as good as absent, a null body as an empty one.
    expect(await graph({ startDate: null, endDate: null, type: null })).toHaveLength(30);
    const nullBody = await api.request({ method: 'POST', url: GRAPH, payload: 'null' });
    expect({ status: nullBody.status, days: nullBody.body.data?.length }).toEqual({ status: 200, days: 30 });
    expect(await countEvents(api)).toBe(before);
  });

  it('shows each business only its own documents', async () => {
    const theirs = await graph({ startDate: daysAgo(1), endDate: today }, as(other));
    expect(theirs).toEqual([
      { date: daysAgo(1), ...ZERO_DAY, moneyIn: '88888.88' },
      { date: today, ...ZERO_DAY, sales: '77777.77' },
    ]);
    const ours = await graph({ startDate: daysAgo(1), endDate: today });
    expect(ours.map((day) => [day.sales, day.moneyIn])).toEqual([
      ['3703.72', '0.00'],
      ['2500.50', '700.70'],
    ]);
  });

  it('lets in whoever may read the transaction list’s summary (51 or 1), and refuses others with 403', async () => {
    for (const code of [51, 1]) {
      const viewer = await addMember(api, owner, { access: [code] });
      expect({ code, status: (await api.request({ method: 'POST', url: GRAPH, body: {}, headers: as(viewer) })).status }).toEqual({ code, status: 200 });
    }
    const seller = await addMember(api, owner, { access: [2] });
    expect((await api.request({ method: 'POST', url: GRAPH, body: {}, headers: as(seller) })).status).toBe(403);
    expect((await api.request({ method: 'POST', url: GRAPH, body: {}, headers: { cookie: '' } })).status).toBe(401);
  });
});
