import { monthStart } from '@ledgerline/ledger';
import { businessToday } from '../src/common/calendar/business-today.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct } from './support/trade-fixtures.js';

/**
 * The sales, expense and inventory reports and their summaries, through HTTP on PostgreSQL:
 * March and April 2025 of a small shop (one sale voided), every figure checked exactly.
 */
describe('report summaries, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let rice: string;
  let oil: string;
  let repair: string;
  let ada: string;
  let bola: string;
  let chike: string;
  let beforeVoid: string;
  const march = { startDate: '2025-03-01', endDate: '2025-03-31' };
  const april = { startDate: '2025-04-01', endDate: '2025-04-30' };
  const dates = (period: { startDate: string; endDate: string }) => `startDate=${period.startDate}&endDate=${period.endDate}`;

  const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url: `/api/v1/reports/${url}`, headers });
  const report = (url: string, body?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url: `/api/v1/reports/${url}`, body, headers });
  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await api.request({ method: 'POST', url: `/api/v1${url}`, body: { account: 'Cash', ...body } });
    if (response.status !== 201) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: string; reference: string; position: string };
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    rice = await createProduct(api, owner, { name: 'Rice' });
    oil = await createProduct(api, owner, { name: 'Oil' });
    repair = await createProduct(api, owner, { name: 'Repair', kind: 'service' });
    ada = await createContact(api, owner, 'Ada Obi');
    bola = await createContact(api, owner, 'Bola Ade');
    chike = await createContact(api, owner, 'Chike Okafor');

    await post('/transactions/money-in', { date: '2025-03-01', subtype: 'capital', amount: '500000' });
    await post('/transactions/purchases', {
      date: '2025-03-02',
      items: [
        { product: rice, quantity: 20, price: '1000' },
        { product: oil, quantity: 10, price: '250.50' },
      ],
    }); // 22505.00
    await post('/transactions/sales', {
      date: '2025-03-05',
      items: [
        { product: rice, quantity: 4, price: '1500' },
        { product: repair, quantity: 1, price: '3000' },
      ],
      tax: '7.5',
      entity: ada,
    }); // 9000 + 675 VAT = 9675.00; cost 4000
    await post('/transactions/sales', { date: '2025-03-05', items: [{ product: oil, quantity: 2, price: '400' }] }); // 800; cost 501.00
    await post('/transactions/expenses', { date: '2025-03-10', category: 'rent', amount: '30000' });
    await post('/transactions/expenses', { date: '2025-03-15', category: 'transport', amount: '2500' });
    await post('/transactions/sales', {
      date: '2025-03-20',
      items: [{ product: rice, quantity: 6, price: '1500' }],
      credit: true,
      initial_deposit: '2000',
      due_date: '2025-04-30',
      entity: bola,
    }); // 9000, owes 7000; cost 6000
    const voided = await post('/transactions/sales', { date: '2025-03-21', items: [{ product: rice, quantity: 1, price: '1500' }], entity: ada });
    beforeVoid = voided.position;
    expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${voided.id}` })).status).toBe(200);
    await post('/transactions/expenses', { date: '2025-04-02', category: 'rent', amount: '30000' });
    await post('/transactions/sales', { date: '2025-04-03', items: [{ product: oil, quantity: 3, price: '400' }], entity: ada }); // 1200; cost round(2004 × 3/8) = 751.50
    await post('/transactions/purchases', {
      date: '2025-04-05',
      items: [{ product: oil, quantity: 4, price: '260' }],
      credit: true,
      due_date: '2025-05-01',
      entity: chike,
    }); // 1040, owed
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('GET /reports/summary/sales', () => {
    it('totals the period’s sales and gives every day of it', async () => {
      const response = await get(`summary/sales?${dates(march)}`);
      expect(response.status).toBe(200);
      const data = response.body.data;
      expect(data).toMatchObject({ currency: 'NGN', ...march, groupBy: 'day', count: 3, total: '19475.00', paid: '12475.00', balanceDue: '7000.00' });
      expect(data.series).toHaveLength(31);
      expect(data.series[4]).toEqual({ period: '2025-03-05', count: 2, total: '10475.00', paid: '10475.00', balanceDue: '0.00' });
      expect(data.series[19]).toEqual({ period: '2025-03-20', count: 1, total: '9000.00', paid: '2000.00', balanceDue: '7000.00' });
      // The voided sale of the 21st counts nowhere.
      expect(data.series[20]).toEqual({ period: '2025-03-21', count: 0, total: '0.00', paid: '0.00', balanceDue: '0.00' });
    });

    it('groups by month on request (and by default beyond two months)', async () => {
      const response = await get(`summary/sales?startDate=2025-03-01&endDate=2025-04-30&groupBy=month`);
      expect(response.body.data).toMatchObject({ count: 4, total: '20675.00', groupBy: 'month' });
      expect(response.body.data.series).toEqual([
        { period: '2025-03', count: 3, total: '19475.00', paid: '12475.00', balanceDue: '7000.00' },
        { period: '2025-04', count: 1, total: '1200.00', paid: '1200.00', balanceDue: '0.00' },
      ]);
      expect((await get('summary/sales?startDate=2025-01-01&endDate=2025-12-31')).body.data.series).toHaveLength(12);
    });

    it('defaults to this month', async () => {
      const today = businessToday();
      const response = await get('summary/sales');
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ startDate: monthStart(today), endDate: today, count: 0, total: '0.00' });
      expect(response.body.data.series).toHaveLength(Number(today.slice(8, 10)));
    });
  });

  describe('GET /reports/summary/expense', () => {
    it('totals the ledger’s expenses (cost of sales included) by day and by category', async () => {
      const response = await get(`summary/expense?${dates(march)}`);
      expect(response.status).toBe(200);
      const data = response.body.data;
      // Cost of goods 4000 + 501 + 6000 (the void's cost comes back), rent 30000, transport 2500.
      expect(data).toMatchObject({ ...march, groupBy: 'day', knownAt: null, total: '43001.00' });
      expect(data.categories).toEqual([
        { subtype: 'rent', name: 'Rent', accountCode: '6050', amount: '30000.00' },
        { subtype: 'cost_of_goods_sold', name: 'Cost of goods sold', accountCode: '5000', amount: '10501.00' },
        { subtype: 'transport', name: 'Transport', accountCode: '6030', amount: '2500.00' },
      ]);
      const byDay = Object.fromEntries(
        data.series.filter((s: { total: string }) => s.total !== '0.00').map((s: { period: string; total: string }) => [s.period, s.total]),
      );
      expect(byDay).toEqual({ '2025-03-05': '4501.00', '2025-03-10': '30000.00', '2025-03-15': '2500.00', '2025-03-20': '6000.00' });
    });

    it('shows the figures as known before the void with knownAt', async () => {
      const response = await get(`summary/expense?${dates(march)}&knownAt=${beforeVoid}`);
      expect(response.body.data).toMatchObject({ knownAt: beforeVoid, total: '44001.00' });
      expect(response.body.data.series[20]).toEqual({ period: '2025-03-21', total: '1000.00' });
      expect((await get(`summary/expense?knownAt=abc`)).status).toBe(400);
    });

    it('groups by month', async () => {
      const response = await get('summary/expense?startDate=2025-03-01&endDate=2025-04-30&groupBy=month');
      expect(response.body.data.series).toEqual([
        { period: '2025-03', total: '43001.00' },
        { period: '2025-04', total: '30751.50' },
      ]);
      expect(response.body.data.total).toBe('73752.50');
    });
  });

  describe('POST /reports/sales', () => {
    it('breaks the period’s sales down by product, customer and day', async () => {
      const response = await report('sales', march);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        currency: 'NGN',
        ...march,
        totals: {
          count: 3,
          total: '19475.00',
          paid: '12475.00',
          balanceDue: '7000.00',
          quantity: '13',
          salesAmount: '18800.00',
          costOfSales: '10501.00',
          grossProfit: '8299.00',
        },
        byProduct: [
          {
            productId: rice,
            name: 'Rice',
            kind: 'product',
            quantity: '10',
            amount: '15000.00',
            averagePrice: '1500.00',
            costOfSales: '10000.00',
            grossProfit: '5000.00',
          },
          {
            productId: repair,
            name: 'Repair',
            kind: 'service',
            quantity: '1',
            amount: '3000.00',
            averagePrice: '3000.00',
            costOfSales: '0.00',
            grossProfit: '3000.00',
          },
          {
            productId: oil,
            name: 'Oil',
            kind: 'product',
            quantity: '2',
            amount: '800.00',
            averagePrice: '400.00',
            costOfSales: '501.00',
            grossProfit: '299.00',
          },
        ],
        byCustomer: [
          { contactId: ada, name: 'Ada Obi', count: 1, total: '9675.00', paid: '9675.00', balanceDue: '0.00' },
          { contactId: bola, name: 'Bola Ade', count: 1, total: '9000.00', paid: '2000.00', balanceDue: '7000.00' },
          { contactId: null, name: null, count: 1, total: '800.00', paid: '800.00', balanceDue: '0.00' },
        ],
        byDay: [
          { date: '2025-03-05', count: 2, total: '10475.00', paid: '10475.00', balanceDue: '0.00' },
          { date: '2025-03-20', count: 1, total: '9000.00', paid: '2000.00', balanceDue: '7000.00' },
        ],
      });
    });

    it('takes an empty body (this month)', async () => {
      const response = await report('sales');
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        startDate: monthStart(businessToday()),
        totals: { count: 0, total: '0.00', quantity: '0' },
        byProduct: [],
        byCustomer: [],
        byDay: [],
      });
    });
  });

  describe('POST /reports/inventory and /reports/inventory/list', () => {
    it('gives opening + in − out = closing for all products, and what was sold', async () => {
      const marchReport = await report('inventory', march);
      expect(marchReport.status).toBe(200);
      expect(marchReport.body.data).toEqual({
        currency: 'NGN',
        ...march,
        products: 2,
        lowStock: 0,
        opening: { quantity: '0', value: '0.00' },
        in: { quantity: '30', value: '22505.00' },
        out: { quantity: '12', value: '10501.00' },
        closing: { quantity: '18', value: '12004.00' },
        sold: { quantity: '12', amount: '15800.00', costOfSales: '10501.00' },
      });
      expect((await report('inventory', april)).body.data).toMatchObject({
        opening: { quantity: '18', value: '12004.00' },
        in: { quantity: '4', value: '1040.00' },
        out: { quantity: '3', value: '751.50' },
        closing: { quantity: '19', value: '12292.50' },
        sold: { quantity: '3', amount: '1200.00', costOfSales: '751.50' },
      });
    });

    it('lists each product by name, paged and searchable', async () => {
      const response = await report('inventory/list', april);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ ...april, page: 1, limit: 25, total: 2, totalPages: 1 });
      expect(response.body.data.data).toEqual([
        {
          productId: oil,
          name: 'Oil',
          sku: expect.any(String),
          measurement: expect.any(String),
          stockLevel: null,
          opening: { quantity: '8', value: '2004.00' },
          in: { quantity: '4', value: '1040.00' },
          out: { quantity: '3', value: '751.50' },
          closing: { quantity: '9', value: '2292.50' },
          sold: { quantity: '3', amount: '1200.00', costOfSales: '751.50' },
          lowStock: false,
        },
        {
          productId: rice,
          name: 'Rice',
          sku: expect.any(String),
          measurement: expect.any(String),
          stockLevel: null,
          opening: { quantity: '10', value: '10000.00' },
          in: { quantity: '0', value: '0.00' },
          out: { quantity: '0', value: '0.00' },
          closing: { quantity: '10', value: '10000.00' },
          sold: { quantity: '0', amount: '0.00', costOfSales: '0.00' },
          lowStock: false,
        },
      ]);
      const second = await report('inventory/list', { ...april, page: 2, limit: 1 });
      expect(second.body.data).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
      expect(second.body.data.data.map((row: { name: string }) => row.name)).toEqual(['Rice']);
      const found = await report('inventory/list', { ...april, q: 'ric' });
      expect(found.body.data.data.map((row: { name: string }) => row.name)).toEqual(['Rice']);
      expect((await report('inventory/list', { page: 0 })).status).toBe(400);
    });

    it('flags products at or below their low-stock level', async () => {
      const created = await api.request({
        method: 'POST',
        url: '/api/v1/inventories',
        body: { type: 'PRODUCT', name: 'Salt', buyingPrice: '100', sellingPrice: '150', stockLevel: '5' },
      });
      expect(created.status).toBe(201);
      const response = await report('inventory', april);
      expect(response.body.data).toMatchObject({ products: 3, lowStock: 1 });
      const list = await report('inventory/list', { ...april, q: 'salt' });
      expect(list.body.data.data).toEqual([
        expect.objectContaining({ name: 'Salt', stockLevel: '5', closing: { quantity: '0', value: '0.00' }, lowStock: true }),
      ]);
    });
  });

  describe('POST /reports/expense', () => {
    it('gives the period’s expenses by category with each one’s share', async () => {
      const response = await report('expense', march);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        currency: 'NGN',
        ...march,
        knownAt: null,
        total: '43001.00',
        categories: [
          { subtype: 'rent', name: 'Rent', accountCode: '6050', amount: '30000.00', percent: '69.77' },
          { subtype: 'cost_of_goods_sold', name: 'Cost of goods sold', accountCode: '5000', amount: '10501.00', percent: '24.42' },
          { subtype: 'transport', name: 'Transport', accountCode: '6030', amount: '2500.00', percent: '5.81' },
        ],
      });
      expect((await report('expense', { ...march, knownAt: beforeVoid })).body.data.total).toBe('44001.00');
      // Known at the latest position, the journal gives what the aggregates give.
      const latest = (await api.runtime.pool.query('SELECT max(position)::text AS position FROM events')).rows[0].position;
      expect((await report('expense', { ...march, knownAt: latest })).body.data).toEqual({ ...response.body.data, knownAt: latest });
      expect((await report('expense', april)).body.data.total).toBe('30751.50');
    });
  });

  describe('GET /reports/transactions/sales and /purchases', () => {
    it('lists the period’s posted sales, newest first, with totals', async () => {
      const response = await get(`transactions/sales?${dates(march)}`);
      expect(response.status).toBe(200);
      const data = response.body.data;
      expect(data).toMatchObject({
        ...march,
        totals: { count: 3, total: '19475.00', paid: '12475.00', balanceDue: '7000.00' },
        page: 1,
        limit: 25,
        total: 3,
        totalPages: 1,
      });
      expect(data.data.map((t: { date: string; amount: string; status: string }) => [t.date, t.amount, t.status])).toEqual([
        ['2025-03-20', '9000.00', 'posted'],
        ['2025-03-05', '800.00', 'posted'],
        ['2025-03-05', '9675.00', 'posted'],
      ]);
      expect(data.data[0].entity).toEqual({ id: bola, name: 'Bola Ade' });
      const paged = await get(`transactions/sales?${dates(march)}&limit=2&page=2`);
      expect(paged.body.data).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
      expect(paged.body.data.data).toHaveLength(1);
    });

    it('lists purchases the same way', async () => {
      const response = await get(`transactions/purchases?${dates(april)}`);
      expect(response.status).toBe(200);
      expect(response.body.data.totals).toEqual({ count: 1, total: '1040.00', paid: '0.00', balanceDue: '1040.00' });
      expect(response.body.data.data).toEqual([expect.objectContaining({ type: 'purchases', amount: '1040.00', entity: { id: chike, name: 'Chike Okafor' } })]);
      expect((await get('transactions/purchases')).body.data).toMatchObject({ totals: { count: 0, total: '0.00' }, data: [], total: 0 });
    });
  });

  it('answers zeros and empty lists for a business with nothing recorded', async () => {
    const empty = await createOwner(api);
    const headers = as(empty);
    expect((await get(`summary/sales?${dates(march)}`, headers)).body.data).toMatchObject({ count: 0, total: '0.00', paid: '0.00', balanceDue: '0.00' });
    expect((await get(`summary/expense?${dates(march)}`, headers)).body.data).toMatchObject({ total: '0.00', categories: [] });
    expect((await report('sales', march, headers)).body.data).toMatchObject({
      totals: { count: 0, salesAmount: '0.00' },
      byProduct: [],
      byCustomer: [],
      byDay: [],
    });
    expect((await report('inventory', march, headers)).body.data).toMatchObject({ products: 0, closing: { quantity: '0', value: '0.00' } });
    expect((await report('inventory/list', march, headers)).body.data).toMatchObject({ data: [], total: 0, totalPages: 0 });
    expect((await report('expense', march, headers)).body.data).toEqual({ currency: 'NGN', ...march, knownAt: null, total: '0.00', categories: [] });
    expect((await get(`transactions/sales?${dates(march)}`, headers)).body.data).toMatchObject({ data: [], total: 0 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Promise<{ status: number; body: any }>, string][] = [
      [get('summary/sales?startDate=2025-13-01'), 'startDate'],
      [get('summary/sales?startDate=2025-04-01&endDate=2025-03-01'), 'endDate'],
      [get('summary/sales?groupBy=week'), 'groupBy'],
      [get('summary/sales?startDate=2020-01-01&endDate=2025-01-01&groupBy=day'), 'groupBy'],
      [report('expense', { knownAt: '12x' }), 'knownAt'],
      [report('sales', { from: '2025-01-01' }), 'from'],
      [get('transactions/sales?limit=500'), 'limit'],
    ];
    for (const [call, field] of cases) {
      const response = await call;
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
  });

  it('lets each report through for its permission codes only', async () => {
    const member = (access: number[]) => addMember(api, owner, { access });
    const routes: [string, () => string, 'GET' | 'POST'][] = [
      ['summary/sales', () => 'summary/sales', 'GET'],
      ['summary/expense', () => 'summary/expense', 'GET'],
      ['sales', () => 'sales', 'POST'],
      ['inventory', () => 'inventory', 'POST'],
      ['inventory/list', () => 'inventory/list', 'POST'],
      ['expense', () => 'expense', 'POST'],
      ['transactions/sales', () => 'transactions/sales', 'GET'],
      ['transactions/purchases', () => 'transactions/purchases', 'GET'],
    ];
    const allowed: Record<string, string[]> = {
      '16': ['summary/sales', 'sales', 'transactions/sales'],
      '17': ['summary/expense', 'expense'],
      '18': ['inventory', 'inventory/list'],
      '15': ['summary/sales', 'summary/expense', 'transactions/purchases'],
      '3': ['transactions/purchases'],
      '150': [],
    };
    for (const [code, routesAllowed] of Object.entries(allowed)) {
      const user = await member([Number(code)]);
      for (const [name, path, method] of routes) {
        const response = await api.request({ method, url: `/api/v1/reports/${path()}`, headers: as(user) });
        expect([name, code, response.status === 403 ? 'denied' : response.status]).toEqual([name, code, routesAllowed.includes(name) ? 200 : 'denied']);
      }
    }
  });
});
