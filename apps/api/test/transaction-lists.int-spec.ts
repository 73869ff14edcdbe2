import { jest } from '@jest/globals';
import { addDays } from '@ledgerline/ledger';
import { businessToday } from '../src/common/calendar/business-today.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createContact, createProduct } from './support/trade-fixtures.js';

// Set-up records a business's worth of documents over HTTP; slow machines need more than 5 s.
jest.setTimeout(60_000);

const daysAgo = (days: number) => addDays(businessToday(), -days);

interface Row {
  id: string;
  reference: string;
  type: string;
  subtype: string | null;
  status: string;
  date: string;
  amount: string;
  account: string;
  description: string | null;
  recordedBy: string | null;
  entity: { id: string; name: string | null } | null;
}

describe('transaction lists (generic list filter, summary, lookups, CSV)', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bankId: string;
  let memberId: string;
  let customer: string;
  let rice: string;
  const refs: Record<string, { id: string; reference: string }> = {};

  const post = async (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await api.request({ method: 'POST', url, body, headers });
    if (response.status !== 201) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: string; reference: string; position: string };
  };
  const list = async (query: string, path = '/api/v1/transactions') => {
    const response = await api.request({ method: 'GET', url: `${path}${query ? `?${query}` : ''}` });
    expect({ query, status: response.status }).toEqual({ query, status: 200 });
    return response.body.data as { data: Row[]; page: number; limit: number; total: number; totalPages: number };
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    const details = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails' });
    bankId = details.body.data.accounts.find((a: { code: string }) => a.code === '1010').id;
    customer = await createContact(api, owner, 'Chidi Okafor');
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    const member = await addMember(api, owner, { access: [22, 27, 51] });
    memberId = member.userId;

    const moneyIn = '/api/v1/transactions/money-in';
    refs.capital = await post(moneyIn, {
      date: daysAgo(2),
      amount: '5000.00',
      subtype: 'capital',
      account: 'Cash',
      reference: 'CAPITAL1',
      description: 'Owner capital',
    });
    refs.loan = await post(moneyIn, { date: daysAgo(10), amount: '1200.00', subtype: 'loan', account: bankId, description: 'Bank loan' });
    refs.old = await post(moneyIn, { date: daysAgo(45), amount: '300.00', subtype: 'gift', account: 'Cash', description: 'Old gift' });
    refs.formula = await post(moneyIn, { date: daysAgo(1), amount: '10.00', subtype: 'gift', account: 'Cash', description: '=SUM(A1)' });
    refs.byMember = await post(moneyIn, { date: daysAgo(3), amount: '77.00', subtype: 'commission', account: 'Cash', description: 'Member entry' }, as(member));
    refs.deposit = await post(moneyIn, { date: daysAgo(4), amount: '250.00', subtype: 'customer_deposit', account: 'Cash', entity: customer });
    refs.voided = await post(moneyIn, { date: daysAgo(5), amount: '999.00', subtype: 'gift', account: 'Cash', description: 'Voided gift' });
    expect((await api.request({ method: 'DELETE', url: `/api/v1/transactions/${refs.voided.id}` })).status).toBe(200);

    refs.rent = await post('/api/v1/transactions/expenses', {
      date: daysAgo(6),
      category: 'rent',
      amount: '400.00',
      account: 'Cash',
      description: 'Shop rent',
    });
    refs.prepaid = await post('/api/v1/transactions/expenses', {
      date: daysAgo(7),
      category: 'utility',
      amount: '600.00',
      account: bankId,
      prepayment: true,
      description: 'Prepaid power',
    });
    refs.purchase = await post('/api/v1/transactions/purchases', {
      date: daysAgo(8),
      items: [{ product: rice, quantity: '5', price: '100.00' }],
      account: 'Cash',
    });
    refs.sale = await post('/api/v1/transactions/sales', {
      date: daysAgo(1),
      items: [{ product: rice, quantity: '2', price: '180.00' }],
      account: 'Cash',
      entity: customer,
      reference: 'SALE0001',
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists everything newest first, 25 to a page by default, with totals', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, limit: 25, total: 11, totalPages: 1 });
    const dates = page.data.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.data.find((row) => row.id === refs.voided.id)).toMatchObject({ status: 'voided', amount: '999.00' });
    expect(page.data.find((row) => row.id === refs.capital.id)).toMatchObject({
      reference: 'CAPITAL1',
      type: 'inflows',
      subtype: 'capital',
      status: 'posted',
      amount: '5000.00',
      account: 'Cash',
      recordedBy: owner.userId,
    });
    expect(page.data.find((row) => row.id === refs.deposit.id)!.entity).toEqual({ id: customer, name: 'Chidi Okafor' });
  });

  it('pages, with the total and the page count', async () => {
    const all = (await list('limit=100')).data.map((row) => row.id);
    const second = await list('limit=4&page=2');
    expect(second).toMatchObject({ page: 2, limit: 4, total: 11, totalPages: 3 });
    expect(second.data.map((row) => row.id)).toEqual(all.slice(4, 8));
    expect((await list('limit=4&page=9')).data).toEqual([]);
    expect((await list('limit=1000')).limit).toBe(100);
    for (const query of ['limit=abc', 'page=0', 'sort=name', 'mode=sideways', 'filterType=weekly', 'filterByType=gifts', 'startDate=2026-02-30']) {
      const response = await api.request({ method: 'GET', url: `/api/v1/transactions?${query}` });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body.success).toBe(false);
    }
  });

  it('sorts by amount or date, either way', async () => {
    const ascending = (await list('sort=amount&mode=asc')).data.map((row) => Number(row.amount));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('sort=amount')).data.map((row) => Number(row.amount));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const oldestFirst = (await list('sort=date&mode=asc')).data;
    expect(oldestFirst[0].id).toBe(refs.old.id);
  });

  it('filters by period: a custom range, or a fixed one (30 days by default)', async () => {
    const range = await list(`filterType=customrange&startDate=${daysAgo(5)}&endDate=${daysAgo(2)}`);
    expect(range.data.map((row) => row.id).sort()).toEqual([refs.capital.id, refs.byMember.id, refs.deposit.id, refs.voided.id].sort());
    const fixed = await list('filterType=fixed');
    expect(fixed.total).toBe(10);
    expect(fixed.data.some((row) => row.id === refs.old.id)).toBe(false);
    expect((await list('filterType=fixed&howLongInNumber=2&oneOfDaysWeeksMonthsYears=months')).total).toBe(11);
    expect((await list('filterType=fixed&howLongInNumber=1&oneOfDaysWeeksMonthsYears=weeks')).data.every((row) => row.date >= daysAgo(7))).toBe(true);
  });

  it('filters by type, subtype, payment method, staff, category and status', async () => {
    expect((await list('filterByType=inflows')).total).toBe(7);
    expect((await list('filterByType=sales,purchases')).data.map((row) => row.id).sort()).toEqual([refs.sale.id, refs.purchase.id].sort());
    expect((await list('type=expenses')).total).toBe(2);
    expect((await list('filterBySubtype=gift')).total).toBe(3);
    expect((await list(`filterByPaymentMethod=${bankId}`)).data.map((row) => row.id).sort()).toEqual([refs.loan.id, refs.prepaid.id].sort());
    expect((await list('filterByPaymentMethod=Cash')).total).toBe(9);
    expect((await list(`filterByStaff=${memberId}`)).data.map((row) => row.id)).toEqual([refs.byMember.id]);
    expect((await list('filterByCategory=rent')).data.map((row) => row.id)).toEqual([refs.rent.id]);
    expect((await list('status=voided')).data.map((row) => row.id)).toEqual([refs.voided.id]);
  });

  it('searches the reference, the description and the contact (q)', async () => {
    expect((await list('q=capital1')).data.map((row) => row.id)).toEqual([refs.capital.id]);
    expect((await list('q=shop%20RENT')).data.map((row) => row.id)).toEqual([refs.rent.id]);
    expect((await list('q=okafor')).data.map((row) => row.id).sort()).toEqual([refs.deposit.id, refs.sale.id].sort());
    expect((await list('q=100%25')).total).toBe(0);
    expect((await list('filterType=search&q=gift')).total).toBe(2);
  });

  it('has a list per screen: sales, purchases, expenses, and everything else', async () => {
    expect((await list('', '/api/v1/transactions/sales')).data.map((row) => row.id)).toEqual([refs.sale.id]);
    expect((await list('', '/api/v1/transactions/purchases')).data.map((row) => row.id)).toEqual([refs.purchase.id]);
    expect((await list('', '/api/v1/transactions/expenses')).data.map((row) => row.id).sort()).toEqual([refs.rent.id, refs.prepaid.id].sort());
    const others = await list('', '/api/v1/transactions/others');
    expect(others.total).toBe(7);
    expect(others.data.every((row) => !['sales', 'purchases', 'expenses'].includes(row.type))).toBe(true);
    expect((await list('filterByType=sales', '/api/v1/transactions/expenses')).total).toBe(0);
    expect((await list('limit=1', '/api/v1/transactions/expenses')).totalPages).toBe(2);
  });

  it('sums each type over the period, leaving voided ones out', async () => {
    const response = await api.request({ method: 'GET', url: '/api/v1/transactions/summary' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      currency: 'NGN',
      from: null,
      to: null,
      sales: '360.00',
      purchases: '500.00',
      expenses: '1000.00',
      inflows: '6837.00',
      outflows: '0.00',
      transfers: '0.00',
      others: '0.00',
      count: 10,
    });
    const fixed = await api.request({ method: 'GET', url: '/api/v1/transactions/summary?filterType=fixed' });
    expect(fixed.body.data).toMatchObject({ inflows: '6537.00', count: 9, from: daysAgo(30), to: daysAgo(0) });
  });

  it('finds one transaction by reference or id, with its lines; ?prepaid only finds a prepaid expense', async () => {
    const byReference = await api.request({ method: 'GET', url: '/api/v1/transactions/CAPITAL1' });
    expect(byReference.status).toBe(200);
    expect(byReference.body.data).toMatchObject({
      id: refs.capital.id,
      amount: '5000.00',
      lines: [
        { account: '1000', debit: '5000.00', credit: '0.00' },
        { account: '3000', debit: '0.00', credit: '5000.00' },
      ],
      payments: [],
    });
    const byId = await api.request({ method: 'GET', url: `/api/v1/transactions/${refs.capital.id}` });
    expect(byId.body.data.reference).toBe('CAPITAL1');
    const prepaid = await api.request({ method: 'GET', url: `/api/v1/transactions/${refs.prepaid.reference}?prepaid=true` });
    expect(prepaid.status).toBe(200);
    expect(prepaid.body.data.prepayment).toEqual({ amount: '600.00', applied: '0.00', remaining: '600.00' });
    expect((await api.request({ method: 'GET', url: `/api/v1/transactions/${refs.rent.reference}?prepaid` })).status).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions/NOPE0000' })).status).toBe(404);
  });

  it('lists the items of a sale or purchase by reference, and refuses a short reference', async () => {
    const items = await api.request({ method: 'GET', url: '/api/v1/transactions/products/SALE0001/sales' });
    expect(items.status).toBe(200);
    expect(items.body.data).toMatchObject({ id: refs.sale.id, type: 'sales', items: [{ productId: rice, name: 'Rice 50kg', quantity: '2', price: '180.00' }] });
    const short = await api.request({ method: 'GET', url: '/api/v1/transactions/products/SALE/sales' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Please enter a valid transaction reference number');
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions/products/SALE0001/purchases' })).status).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions/products/SALE0001/gifts' })).status).toBe(400);
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/transactions/export/csv?filterByType=inflows`, { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Reference","Type","Subtype","Status","Description","Entity","Account","Currency","Amount","Paid","Balance due","Due date","Recorded at"',
    );
    expect(lines).toHaveLength(1 + 7);
    const formula = lines.find((line) => line.includes('SUM(A1)'))!;
    expect(formula).toContain(`"'=SUM(A1)"`);
    expect(lines.find((line) => line.includes('CAPITAL1'))).toContain('"Owner capital"');
    // The account by its name: the bank's, never its id.
    const loan = lines.find((line) => line.includes('"Bank loan"'))!;
    expect(loan).toContain('"GTBank"');
    expect(loan).not.toContain(bankId);
    expect(lines.find((line) => line.includes('CAPITAL1'))).toContain('"Cash"');
  });

  it('answers 404 for another business’s transactions, and lists nothing of theirs', async () => {
    const other = await createOwner(api);
    for (const url of [`/api/v1/transactions/${refs.capital.id}`, '/api/v1/transactions/CAPITAL1', '/api/v1/transactions/products/SALE0001/sales']) {
      const response = await api.request({ method: 'GET', url, headers: as(other) });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
    const theirs = await api.request({ method: 'GET', url: '/api/v1/transactions', headers: as(other) });
    expect(theirs.body.data).toMatchObject({ data: [], total: 0 });
    const csv = await fetch(`${api.baseUrl}/api/v1/transactions/export/csv`, { headers: { cookie: other.cookie } });
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(1);
  });

  it("sums a product's opening stock with the others, not as money in (it brought no money)", async () => {
    const shop = await createOwner(api);
    const opening = await api.request({
      method: 'POST',
      url: '/api/v1/inventories',
      headers: as(shop),
      body: { type: 'PRODUCT', name: 'Rice 50kg', buyingPrice: '600.00', sellingPrice: '900.00', quantity: '10' },
    });
    expect(opening.status).toBe(201);
    const listed = await api.request({ method: 'GET', url: '/api/v1/transactions', headers: as(shop) });
    expect(listed.body.data.data).toMatchObject([{ type: 'inflows', subtype: 'stock_introduced', amount: '6000.00' }]);
    const summary = await api.request({ method: 'GET', url: '/api/v1/transactions/summary', headers: as(shop) });
    expect(summary.body.data).toMatchObject({ inflows: '0.00', others: '6000.00', count: 1 });
  });

  it('shows a member holding only "sales" (2) the sales list and sales only', async () => {
    const seller = await addMember(api, owner, { access: [2] });
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions/sales', headers: as(seller) })).status).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions', headers: as(seller) })).status).toBe(403);
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions/SALE0001', headers: as(seller) })).status).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/v1/transactions/CAPITAL1', headers: as(seller) })).status).toBe(403);
    expect((await api.request({ method: 'DELETE', url: '/api/v1/transactions/SALE0001', headers: as(seller) })).status).toBe(403);
  });
});
