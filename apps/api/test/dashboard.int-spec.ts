import { addDays, monthStart } from '@ledgerline/ledger';
import { businessToday } from '../src/common/calendar/business-today.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct } from './support/trade-fixtures.js';

/**
 * The dashboard through HTTP on PostgreSQL: documents recorded by the real routes last month and
 * today (one sale voided), then every dashboard call checked to the kobo. "Today" is the UTC date,
 * as the API takes it.
 */
describe('the dashboard, through HTTP, on PostgreSQL', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bankId: string;
  let rice: string;
  let beans: string;
  let fitting: string;
  let ada: string;
  let bola: string;
  let chike: string;
  const today = businessToday();
  const yesterday = addDays(today, -1);
  const lastMonth = addDays(monthStart(today), -1);
  const positions: string[] = [];
  let voidedReference: string;

  const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url: `/api/v1/dashboard/${url}`, headers });
  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await api.request({ method: 'POST', url: `/api/v1${url}`, body });
    if (response.status !== 201) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    positions.push(response.body.data.position);
    return response.body.data as { id: string; reference: string; position: string };
  };
  const sell = (date: string, body: Record<string, unknown>) => post('/transactions/sales', { date, account: 'Cash', ...body });
  const buy = (date: string, body: Record<string, unknown>) => post('/transactions/purchases', { date, account: 'Cash', ...body });
  const spend = (date: string, body: Record<string, unknown>) => post('/transactions/expenses', { date, account: 'Cash', ...body });

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      firstName: 'Ngozi',
      lastName: 'Eze',
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }],
    });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = details.body.data.accounts.find((a: { code: string }) => a.code === '1010').id;
    rice = await createProduct(api, owner, { name: 'Rice' });
    beans = await createProduct(api, owner, { name: 'Beans' });
    fitting = await createProduct(api, owner, { name: 'Fitting', kind: 'service' });
    ada = await createContact(api, owner, 'Ada Obi');
    bola = await createContact(api, owner, 'Bola Ade');
    chike = await createContact(api, owner, 'Chike Okafor');

    // Last month: capital, stock bought, one sale to Ada (revenue 3000, cost 2000).
    await post('/transactions/money-in', { date: lastMonth, subtype: 'capital', amount: '100000', account: 'Cash' });
    await buy(lastMonth, {
      items: [
        { product: rice, quantity: 10, price: '1000' },
        { product: beans, quantity: 5, price: '400' },
      ],
    });
    await sell(lastMonth, { items: [{ product: rice, quantity: 2, price: '1500' }], entity: ada });

    // Today.
    await sell(today, {
      items: [
        { product: rice, quantity: 3, price: '1500' },
        { product: fitting, quantity: 1, price: '2000' },
      ],
      discount: '500',
      credit: true,
      initial_deposit: '1000',
      due_date: yesterday,
      entity: ada,
    }); // total 6000, owes 5000 (overdue); cost 3000
    await sell(today, { items: [{ product: beans, quantity: 2, price: '600' }], entity: bola, account: bankId }); // 1200 to the bank; cost 800
    const voided = await sell(today, { items: [{ product: rice, quantity: 1, price: '1500' }], entity: bola });
    voidedReference = voided.reference;
    await sell(today, { items: [{ product: beans, quantity: 1, price: '600' }], credit: true, due_date: today, entity: bola }); // owes 600, due today; cost 400
    await spend(today, { category: 'rent', amount: '20000' });
    await spend(today, { category: 'utility', amount: '5000', credit: true, due_date: yesterday, entity: chike }); // we owe 5000, overdue
    await buy(today, { items: [{ product: beans, quantity: 10, price: '400' }], credit: true, due_date: today, entity: chike }); // we owe 4000, due today
    await post('/transactions/money-out', { date: today, subtype: 'drawings', amount: '1000', account: 'Cash' });
    await post('/transactions/money-in', { date: today, subtype: 'gift', amount: '700', account: 'Cash' });
    const voiding = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${voided.id}`, body: { reason: 'Customer changed their mind' } });
    expect(voiding.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('GET /dashboard/summary', () => {
    it('answers this month by default: revenue, expenses, profit over the month; balances at its end; what is due; today’s documents', async () => {
      const response = await get('summary');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          currency: 'NGN',
          filterType: 'thisMonth',
          startDate: monthStart(today),
          endDate: today,
          // 6000 (4500 + 2000 − 500 discount) + 1200 + 600; the voided 1500 and last month's 3000 do not count.
          totalRevenue: '7800.00',
          // Cost of goods 3000 + 800 + 400, rent 20000, utility 5000.
          totalExpense: '29200.00',
          // Rice 5 × 1000; beans 5 − 2 − 1 + 10 = 12 at 400.
          totalInventory: '9800.00',
          // 7800 + 700 (gift) − 29200.
          profitability: '-20700.00',
          stats: {
            receivablesAmount: '5600.00',
            // Cash 100000 − 12000 + 3000 + 1000 − 20000 − 1000 + 700 = 71700; bank 1200.
            cashBalance: '72900.00',
            creditDueDate: '5600.00',
            debtDueDate: '9000.00',
            todayExpense: '25000.00',
            todaySales: '7800.00',
          },
        },
      });
    });

    it('takes a custom range, and the period options', async () => {
      const range = await get(`summary?filterType=customrange&startDate=${lastMonth}&endDate=${lastMonth}`);
      expect(range.status).toBe(200);
      expect(range.body.data).toMatchObject({
        filterType: 'customrange',
        startDate: lastMonth,
        endDate: lastMonth,
        totalRevenue: '3000.00',
        totalExpense: '2000.00',
        totalInventory: '10000.00',
        profitability: '1000.00',
        stats: { receivablesAmount: '0.00', cashBalance: '91000.00', todayExpense: '25000.00', todaySales: '7800.00' },
      });
      // Dates alone are a custom range too.
      expect((await get(`summary?startDate=${lastMonth}&endDate=${lastMonth}`)).body.data).toEqual(range.body.data);

      const todayOnly = await get('summary?filterType=today');
      expect(todayOnly.body.data).toMatchObject({ filterType: 'today', startDate: today, endDate: today, totalRevenue: '7800.00', totalExpense: '29200.00' });
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      expect((await get('summary?filterType=thisWeek')).body.data).toMatchObject({ startDate: addDays(today, -weekday), endDate: today });
      expect((await get('summary?filterType=thisYear')).body.data).toMatchObject({ startDate: `${today.slice(0, 4)}-01-01`, endDate: today });
    });

    it('ignores the spec’s business parameter: the business is the session’s', async () => {
      const other = await createOwner(api);
      const response = await get(`summary?business=${other.businessId}`);
      expect(response.status).toBe(200);
      expect(response.body.data.totalRevenue).toBe('7800.00');
    });

    it('refuses bad input with 400 naming the field', async () => {
      for (const [query, field] of [
        ['filterType=lastDecade', 'filterType'],
        ['startDate=2026-02-30', 'startDate'],
        ['startDate=2026-05-02&endDate=2026-05-01', 'endDate'],
        ['businessId=x', 'businessId'],
      ]) {
        const response = await get(`summary?${query}`);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ success: false, errors: expect.arrayContaining([expect.objectContaining({ field })]) });
      }
    });
  });

  describe('POST /dashboard/todayoverview', () => {
    it('answers the last 15 days by default (empty body), with today’s figures', async () => {
      const response = await api.request({ method: 'POST', url: '/api/v1/dashboard/todayoverview' });
      expect(response.status).toBe(200);
      const data = response.body.data;
      expect(data.reportType).toBe('daily');
      expect(data.monthsLabel).toHaveLength(15);
      expect(data.monthsLabel[0]).toBe(addDays(today, -14));
      expect(data.monthsLabel[14]).toBe(today);
      expect(data.startDate).toBe(addDays(today, -14));
      expect(data.series).toEqual([
        { id: 0, name: 'Sales' },
        { id: 1, name: 'Expenses' },
        { id: 2, name: 'Purchases' },
      ]);
      expect(data.data.map((series: string[]) => series[14])).toEqual(['7800.00', '25000.00', '4000.00']);
      expect(data).toMatchObject({
        cashBalance: '72900.00',
        overDueCredit: '5000.00',
        OverdueDebt: '5000.00',
        todayExpense: '25000.00',
        todayInflows: '700.00',
        todayOutFlows: '1000.00',
        todayPurchase: '4000.00',
        todaySales: '7800.00',
      });
      expect((await api.request({ method: 'POST', url: '/api/v1/dashboard/todayoverview', body: {} })).body.data).toEqual(data);
    });

    it('covers a given range by day, zero where nothing was recorded', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/v1/dashboard/todayoverview?business=ignored',
        body: { startDate: lastMonth, endDate: today, numberOfDays: 15, reportType: 'daily', business: 'ignored' },
      });
      expect(response.status).toBe(200);
      const { data, monthsLabel } = response.body.data;
      const days = Math.round((Date.parse(today) - Date.parse(lastMonth)) / 86_400_000) + 1;
      expect(monthsLabel).toHaveLength(days);
      const at = (series: number, day: string) => data[series][monthsLabel.indexOf(day)];
      expect([at(0, lastMonth), at(1, lastMonth), at(2, lastMonth)]).toEqual(['3000.00', '0.00', '12000.00']);
      expect([at(0, today), at(1, today), at(2, today)]).toEqual(['7800.00', '25000.00', '4000.00']);
      const others = monthsLabel.filter((day: string) => day !== lastMonth && day !== today);
      expect(others.flatMap((day: string) => [at(0, day), at(1, day), at(2, day)]).every((amount: string) => amount === '0.00')).toBe(true);
    });

    it('groups by month: numberOfDays then counts months', async () => {
      const response = await api.request({ method: 'POST', url: '/api/v1/dashboard/todayoverview', body: { numberOfDays: '2', reportType: 'monthly' } });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        reportType: 'monthly',
        startDate: monthStart(today, -1),
        endDate: today,
        monthsLabel: [lastMonth.slice(0, 7), today.slice(0, 7)],
        data: [
          ['3000.00', '7800.00'],
          ['0.00', '25000.00'],
          ['12000.00', '4000.00'],
        ],
      });
      const year = await api.request({ method: 'POST', url: '/api/v1/dashboard/todayoverview', body: { reportType: 'monthly' } });
      expect(year.body.data.monthsLabel).toHaveLength(12);
    });

    it('refuses a bad body with 400 naming the field', async () => {
      for (const [body, field] of [
        [{ reportType: 'weekly' }, 'reportType'],
        [{ numberOfDays: 0 }, 'numberOfDays'],
        [{ numberOfDays: 'ten' }, 'numberOfDays'],
        [{ startDate: today, endDate: lastMonth }, 'endDate'],
        [{ startDate: '2020-01-01', endDate: today }, 'startDate'],
        [{ businessId: 'x' }, 'businessId'],
      ] as const) {
        const response = await api.request({ method: 'POST', url: '/api/v1/dashboard/todayoverview', body });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      }
      // A monthly graph counts at most 120 months; the answer names the field and the range.
      const months = await api.request({ method: 'POST', url: '/api/v1/dashboard/todayoverview', body: { numberOfDays: '121', reportType: 'Monthly' } });
      expect(months.status).toBe(400);
      expect(months.body).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'numberOfDays must be a whole number from 1 to 120',
        errors: [{ field: 'numberOfDays', message: 'numberOfDays must be a whole number from 1 to 120' }],
      });
    });
  });

  describe('the lists', () => {
    it('topcustomers: the most sales first, all time, voids excluded, 5 by default', async () => {
      const response = await get('topcustomers');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        { _id: ada, firstName: 'Ada', lastName: 'Obi', updatedAt: expect.any(String), sales_amount: '9000.00' },
        { _id: bola, firstName: 'Bola', lastName: 'Ade', updatedAt: expect.any(String), sales_amount: '1800.00' },
      ]);
      expect(Date.parse(response.body.data[0].updatedAt)).not.toBeNaN();
      expect((await get('topcustomers?limit=1')).body.data.map((c: { _id: string }) => c._id)).toEqual([ada]);
    });

    it('getrecenttransactions: newest first, labelled, with items and who recorded them; voided ones left out', async () => {
      const response = await get('getrecenttransactions');
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(5);
      expect(response.body.data.map((t: { type: string; amount: string }) => [t.type, t.amount])).toEqual([
        ['Money in', '700.00'],
        ['Money out', '1000.00'],
        ['Purchase', '4000.00'],
        ['Expense', '5000.00'],
        ['Expense', '20000.00'],
      ]);
      expect(response.body.data[2]).toEqual({
        id: expect.any(String),
        reference: expect.any(String),
        itemsNames: 'Beans',
        description: null,
        date: today,
        staffName: 'Ngozi Eze',
        amount: '4000.00',
        type: 'Purchase',
      });
      const eight = (await get('getrecenttransactions?limit=8')).body.data;
      expect(eight.slice(5).map((t: { itemsNames: string; amount: string }) => [t.itemsNames, t.amount])).toEqual([
        ['Beans', '600.00'],
        ['Beans', '1200.00'],
        ['Rice, Fitting', '6000.00'],
      ]);
      expect(eight.map((t: { reference: string }) => t.reference)).not.toContain(voidedReference);
    });

    it('topproducts: by sales amount, all time, net of voids', async () => {
      const response = await get('topproducts');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        { _id: rice, name: 'Rice', kind: 'product', sales_qty: '5', sales_avg: '1500.00', sales_cost: '7500.00' },
        { _id: fitting, name: 'Fitting', kind: 'service', sales_qty: '1', sales_avg: '2000.00', sales_cost: '2000.00' },
        { _id: beans, name: 'Beans', kind: 'product', sales_qty: '3', sales_avg: '600.00', sales_cost: '1800.00' },
      ]);
      expect((await get('topproducts?limit=2')).body.data).toHaveLength(2);
    });

    it('gettopexpenses: categories over the period (this month by default), largest first', async () => {
      const response = await get('gettopexpenses');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        { amount: '20000.00', subtype: 'rent', name: 'Rent', accountCode: '6050' },
        { amount: '5000.00', subtype: 'utility', name: 'Utilities', accountCode: '6010' },
        { amount: '4200.00', subtype: 'cost_of_goods_sold', name: 'Cost of goods sold', accountCode: '5000' },
      ]);
      expect((await get('gettopexpenses?limit=2')).body.data.map((e: { subtype: string }) => e.subtype)).toEqual(['rent', 'utility']);
      expect((await get(`gettopexpenses?startDate=${lastMonth}&endDate=${lastMonth}`)).body.data).toEqual([
        { amount: '2000.00', subtype: 'cost_of_goods_sold', name: 'Cost of goods sold', accountCode: '5000' },
      ]);
    });

    it('topevents: the latest notable events from the event store, routine documents left out', async () => {
      const response = await get('topevents');
      expect(response.status).toBe(200);
      expect(response.body.data.map((e: { title: string }) => e.title)).toEqual([
        `Sale ${voidedReference} voided`,
        'Contact Chike Okafor added',
        'Contact Bola Ade added',
        'Contact Ada Obi added',
        'Service Fitting added',
      ]);
      expect(response.body.data[0]).toEqual({
        position: expect.stringMatching(/^\d+$/),
        type: 'TransactionVoided',
        title: `Sale ${voidedReference} voided`,
        description: 'Customer changed their mind',
        reference: voidedReference,
        date: expect.any(String),
        userId: owner.userId,
        staffName: 'Ngozi Eze',
      });
      expect(BigInt(response.body.data[0].position)).toBeGreaterThan(BigInt(positions[positions.length - 1]));
      const all = (await get('topevents?limit=100')).body.data.map((e: { type: string }) => e.type);
      expect(all).toContain('BusinessCreated');
      expect(all).not.toContain('SaleRecorded');
      expect(all).not.toContain('TeamOwnerAssigned');
    });

    it('refuses a bad limit with 400', async () => {
      for (const limit of ['0', '101', 'five', '2.5']) {
        const response = await get(`topcustomers?limit=${limit}`);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([expect.objectContaining({ field: 'limit' })]);
      }
    });
  });

  it('answers zeros and empty lists for a business with nothing recorded', async () => {
    const empty = await createOwner(api);
    const read = (url: string, method: 'GET' | 'POST' = 'GET') => api.request({ method, url: `/api/v1/dashboard/${url}`, headers: as(empty) });
    const summary = await read('summary');
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      totalRevenue: '0.00',
      totalExpense: '0.00',
      totalInventory: '0.00',
      profitability: '0.00',
      stats: { receivablesAmount: '0.00', cashBalance: '0.00', creditDueDate: '0.00', debtDueDate: '0.00', todayExpense: '0.00', todaySales: '0.00' },
    });
    const overview = (await read('todayoverview', 'POST')).body.data;
    expect(overview.data.flat().every((amount: string) => amount === '0.00')).toBe(true);
    expect(overview).toMatchObject({ cashBalance: '0.00', overDueCredit: '0.00', OverdueDebt: '0.00', todaySales: '0.00', todayInflows: '0.00' });
    for (const list of ['topcustomers', 'getrecenttransactions', 'topproducts', 'gettopexpenses']) {
      expect((await read(list)).body).toEqual({ success: true, data: [] });
    }
    expect((await read('topevents')).body.data.map((e: { type: string }) => e.type)).toContain('BusinessCreated');
  });

  it('is for members holding 150 (full dashboard) only: others get 403', async () => {
    const guest = await addMember(api, owner, { access: [51, 23, 50] });
    const full = await addMember(api, owner, { access: [150] });
    const routes: ['GET' | 'POST', string][] = [
      ['GET', 'summary'],
      ['POST', 'todayoverview'],
      ['GET', 'topcustomers'],
      ['GET', 'getrecenttransactions'],
      ['GET', 'topproducts'],
      ['GET', 'gettopexpenses'],
      ['GET', 'topevents'],
    ];
    for (const [method, url] of routes) {
      expect((await api.request({ method, url: `/api/v1/dashboard/${url}`, headers: as(guest) })).status).toBe(403);
      expect((await api.request({ method, url: `/api/v1/dashboard/${url}`, headers: as(full) })).status).toBe(200);
    }
    expect((await api.request({ method: 'GET', url: '/api/v1/dashboard/summary', headers: as(full) })).body.data.totalRevenue).toBe('7800.00');
  });
});
