import { Decimal } from '@ledgerline/ledger';
import {
  documentsKnownAt,
  productTotalsKnownAt,
  sqlKnownAtEvents,
  streamKnownAtEvents,
  type KnownDocuments,
  type KnownProductTotals,
} from '@ledgerline/projections';
import { addDays, monthStart } from '@ledgerline/ledger';
import { businessToday } from '../src/common/calendar/business-today.js';
import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { answersOf, knownAtEndpoints, type KnownAtEndpoint } from './support/known-at-endpoints.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct } from './support/trade-fixtures.js';

/**
 * "As known at" on the dashboard, the report summaries and POST reports, and Debtors &
 * Creditors, through HTTP on PostgreSQL: documents are recorded, every answer is noted at that
 * position, then one sale is voided, one amended (moved to last month), credit documents are paid
 * (one payment voided again), back-dated and new documents, a stock count and new catalogue
 * entries follow. Asked with knownAt = the noted position, every endpoint answers exactly what
 * it answered then; without it, the corrected figures.
 */
describe('knownAt on the dashboard, the report summaries and debtors & creditors', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let endpoints: KnownAtEndpoint[];
  const today = businessToday();
  const yesterday = addDays(today, -1);
  const lastMonth = addDays(monthStart(today), -1);
  const period = { startDate: monthStart(lastMonth), endDate: today };

  /** Positions noted: after the first documents, after the void and the amendment, at the end. */
  let recorded: string;
  let corrected: string;
  let latest: string;
  let before: Record<string, unknown>;
  let middle: Record<string, unknown>;
  let after: Record<string, unknown>;

  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await api.request({ method: 'POST', url: `/api/v1${url}`, body });
    if (response.status !== 201) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: string; reference: string; position: string };
  };
  const change = async (method: 'PATCH' | 'DELETE', id: string, body?: Record<string, unknown>) => {
    const response = await api.request({ method, url: `/api/v1/transactions/${id}`, body });
    if (response.status !== 200) throw new Error(`${method} ${id}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: string; position: string };
  };
  const find = (answers: Record<string, unknown>, name: string) => answers[name] as any;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'store' });
    endpoints = knownAtEndpoints(api, period);
    const rice = await createProduct(api, owner, { name: 'Rice' });
    const beans = await createProduct(api, owner, { name: 'Beans' });
    const fitting = await createProduct(api, owner, { name: 'Fitting', kind: 'service' });
    const ada = await createContact(api, owner, 'Ada Obi');
    const bola = await createContact(api, owner, 'Bola Ade');
    const chike = await createContact(api, owner, 'Chike Okafor');

    await post('/transactions/money-in', { date: monthStart(lastMonth), subtype: 'capital', amount: '100000', account: 'Cash' });
    await post('/transactions/purchases', {
      date: monthStart(lastMonth),
      account: 'Cash',
      items: [
        { product: rice, quantity: 20, price: '1000' },
        { product: beans, quantity: 20, price: '400' },
      ],
    });
    const saleA = await post('/transactions/sales', { date: today, account: 'Cash', entity: ada, items: [{ product: rice, quantity: 2, price: '1500' }] });
    const saleB = await post('/transactions/sales', {
      date: today,
      account: 'Cash',
      entity: bola,
      items: [
        { product: rice, quantity: 3, price: '1500' },
        { product: fitting, quantity: 1, price: '2000' },
      ],
      credit: true,
      initial_deposit: '500',
      due_date: yesterday,
    });
    const saleC = await post('/transactions/sales', { date: today, account: 'Cash', entity: ada, items: [{ product: beans, quantity: 1, price: '600' }] });
    const expense = await post('/transactions/expenses', {
      date: today,
      account: 'Cash',
      category: 'utility',
      amount: '5000',
      credit: true,
      due_date: yesterday,
      entity: chike,
    });
    const purchase = await post('/transactions/purchases', {
      date: today,
      account: 'Cash',
      entity: chike,
      items: [{ product: beans, quantity: 5, price: '400' }],
      credit: true,
      due_date: today,
    });
    const saleF = await post('/transactions/sales', {
      date: lastMonth,
      account: 'Cash',
      entity: bola,
      items: [{ product: rice, quantity: 1, price: '1500' }],
      credit: true,
      due_date: lastMonth,
    });
    recorded = saleF.position;
    before = await answersOf(endpoints);

    // A void and an amendment (sale C: more beans at another price, moved to last month).
    await change('DELETE', saleA.id, { reason: 'Customer changed their mind' });
    corrected = (await change('PATCH', saleC.id, { date: lastMonth, items: [{ product: beans, quantity: '2', price: '700' }] })).position;
    middle = await answersOf(endpoints);

    // Payments (one of them voided again), a back-dated sale, a new one, a stock count, a new product and contact.
    await post('/transactions/record-payment', { date: today, account: 'Cash', transactionId: saleB.id, amount: '1000' });
    const paidF = await post('/transactions/record-payment', { date: today, account: 'Cash', transactionId: saleF.id, amount: '1500' });
    await post('/transactions/record-payment', { date: today, account: 'Cash', transactionId: expense.id, amount: '2000' });
    await post('/transactions/record-payment', { date: today, account: 'Cash', transactionId: purchase.id, amount: '500' });
    await change('DELETE', paidF.id);
    await post('/transactions/sales', { date: lastMonth, account: 'Cash', entity: ada, items: [{ product: rice, quantity: 1, price: '1600' }] });
    await post('/transactions/sales', { date: today, account: 'Cash', entity: chike, items: [{ product: beans, quantity: 1, price: '650' }] });
    await post('/transactions/stock-adjustments', { date: today, product: rice, quantity: '-1', reason: 'Damaged' });
    await createProduct(api, owner, { name: 'Yam' });
    await createContact(api, owner, 'Dayo Ojo');
    latest = (await post('/transactions/money-out', { date: today, subtype: 'drawings', amount: '100', account: 'Cash' })).position;
    after = await answersOf(endpoints);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('answers every endpoint with knownAt exactly as it answered at that position', async () => {
    for (const endpoint of endpoints) {
      expect([endpoint.name, await endpoint.call(recorded)]).toEqual([endpoint.name, before[endpoint.name]]);
      expect([endpoint.name, await endpoint.call(corrected)]).toEqual([endpoint.name, middle[endpoint.name]]);
    }
  });

  it('answers without knownAt with the corrected figures: every endpoint has moved on', () => {
    for (const endpoint of endpoints) expect([endpoint.name, after[endpoint.name]]).not.toEqual([endpoint.name, before[endpoint.name]]);
  });

  it('shows the figures a void, an amendment, payments and back-dated entries changed, only without knownAt', () => {
    const summary = (answers: Record<string, unknown>) => find(answers, 'GET /dashboard/summary').stats;
    // Today's sales: A 3000 + B 6500 + C 600; then A voided, C moved to last month, a new sale of 650.
    expect(summary(before).todaySales).toBe('10100.00');
    expect(summary(middle).todaySales).toBe('6500.00');
    expect(summary(after).todaySales).toBe('7150.00');
    // Receivables due by today: B 6000 and F 1500; then B paid 1000 (F's payment was voided).
    expect(summary(before).creditDueDate).toBe('7500.00');
    expect(summary(after).creditDueDate).toBe('6500.00');
    expect(summary(before).debtDueDate).toBe('7000.00');
    expect(summary(after).debtDueDate).toBe('4500.00');

    const debtors = (answers: Record<string, unknown>) =>
      find(answers, 'GET /payables-and-receivables/debtors').data.map((contact: { name: string; total: string }) => [contact.name, contact.total]);
    expect(debtors(before)).toEqual([['Bola Ade', '7500.00']]);
    expect(debtors(after)).toEqual([['Bola Ade', '6500.00']]);

    const sold = (answers: Record<string, unknown>) =>
      Object.fromEntries(find(answers, 'GET /dashboard/topproducts').map((row: { name: string; sales_qty: string }) => [row.name, row.sales_qty]));
    expect(sold(before)).toEqual({ Rice: '6', Beans: '1', Fitting: '1' });
    expect(sold(after)).toEqual({ Rice: '5', Beans: '3', Fitting: '1' });

    const listed = (answers: Record<string, unknown>) => find(answers, 'POST /reports/inventory/list').data.map((row: { name: string }) => row.name);
    expect(listed(before)).toEqual(['Beans', 'Rice']);
    expect(listed(after)).toEqual(['Beans', 'Rice', 'Yam']);

    const events = (answers: Record<string, unknown>) => find(answers, 'GET /dashboard/topevents').map((event: { type: string }) => event.type);
    expect(events(before)).not.toContain('TransactionVoided');
    expect(events(after)).toEqual(expect.arrayContaining(['TransactionVoided', 'TransactionAmended', 'StockAdjusted', 'ProductCreated']));
  });

  it('answers knownAt at the latest position, or beyond it, as now', async () => {
    expect(await answersOf(endpoints, latest)).toEqual(after);
    expect(await answersOf(endpoints, '9223372036854775807')).toEqual(after);
  });

  it('knew nothing at position 0', async () => {
    const nothing = await answersOf(endpoints, '0');
    expect(find(nothing, 'GET /dashboard/topcustomers')).toEqual([]);
    expect(find(nothing, 'GET /dashboard/getrecenttransactions')).toEqual([]);
    expect(find(nothing, 'GET /dashboard/topproducts')).toEqual([]);
    expect(find(nothing, 'GET /dashboard/topevents')).toEqual([]);
    expect(find(nothing, 'POST /reports/inventory')).toMatchObject({ products: 0, closing: { quantity: '0', value: '0.00' } });
    expect(find(nothing, 'GET /payables-and-receivables/stats').receivables).toMatchObject({ total: '0.00', count: 0 });
    expect(find(nothing, 'GET /dashboard/summary')).toMatchObject({ totalRevenue: '0.00', stats: { cashBalance: '0.00', todaySales: '0.00' } });
  });

  it('refuses a knownAt that is no position with 400 naming it, as the other reports do', async () => {
    for (const endpoint of endpoints) {
      for (const bad of ['abc', '-1', '1.5', '12abc', '99999999999999999999', '9223372036854775808']) {
        const response = await endpoint.request(bad);
        expect([endpoint.name, bad, response.status, response.body.code, response.body.errors?.map((error: { field: string }) => error.field)]).toEqual([
          endpoint.name,
          bad,
          400,
          'VALIDATION_FAILED',
          ['knownAt'],
        ]);
      }
    }
  });

  it('reads the same history from the events table and from the stream through the port', async () => {
    const sqlEvents = sqlKnownAtEvents(api.runtime.pool);
    const streamEvents = streamKnownAtEvents(api.runtime.store);
    const sorted = (known: KnownDocuments) => [...known.rebuilt].sort((a, b) => a.transaction_id.localeCompare(b.transaction_id));
    const products = (known: KnownProductTotals) => [...known.rows].sort((a, b) => `${a.product_id}${a.day}`.localeCompare(`${b.product_id}${b.day}`));
    for (const position of [recorded, corrected]) {
      const fromTable = await documentsKnownAt(api.runtime.pool, sqlEvents, owner.businessId, position);
      const fromStream = await documentsKnownAt(api.runtime.pool, streamEvents, owner.businessId, position);
      expect(fromTable.rebuilt.length).toBeGreaterThan(0);
      expect(sorted(fromStream)).toEqual(sorted(fromTable));
      expect(products(await productTotalsKnownAt(streamEvents, owner.businessId, position))).toEqual(
        products(await productTotalsKnownAt(sqlEvents, owner.businessId, position)),
      );
    }
  });

  it('rebuilds the product sums exactly as the reports projector keeps them', async () => {
    const known = await productTotalsKnownAt(sqlKnownAtEvents(api.runtime.pool), owner.businessId, latest);
    const { rows } = await api.runtime.pool.query(
      `SELECT product_id, to_char(day, 'YYYY-MM-DD') AS day, sold_quantity, sales_amount, cost_of_sales, in_quantity, in_value, out_quantity, out_value
       FROM daily_product_totals WHERE business_id = $1`,
      [owner.businessId],
    );
    const normalise = (row: Record<string, string>) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /^-?\d+(\.\d+)?$/.test(value) ? new Decimal(value).toString() : value]));
    const key = (row: Record<string, string>) => `${row.product_id} ${row.day}`;
    const SUMS = ['sold_quantity', 'sales_amount', 'cost_of_sales', 'in_quantity', 'in_value', 'out_quantity', 'out_value'];
    // A row whose sums net to nothing (a sale and its void) adds nothing: the rebuild leaves it out.
    const table = new Map(
      (rows as Record<string, string>[]).filter((row) => SUMS.some((column) => !new Decimal(row[column]).isZero())).map((row) => [key(row), normalise(row)]),
    );
    const rebuilt = new Map(known.rows.map((row) => [key(row as unknown as Record<string, string>), normalise(row as unknown as Record<string, string>)]));
    expect(rebuilt).toEqual(table);
  });
});
