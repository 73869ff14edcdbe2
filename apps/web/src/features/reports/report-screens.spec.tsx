// The detailed report screens (spec 002 §2 "Reports": /reports/new, sales-report/new,
// expense-report/new, inventory-report/new, /sales, /purchases, /inventoryreport) in the real app
// (router, guard, shell) against a stubbed fetch: what each sends, the figures it shows from the
// answer, its loading, empty and error states, paging, and who may open it.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, stubFetch, type StubHandler, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';
import { quietChartSizeWarnings } from '../../testing/chart-warnings.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const failed: StubResponse = { status: 500, body: { success: false, code: 'INTERNAL', message: 'The reports are resting' } };

const STORE_OWNER = { role: 'owner' as const, businessPlan: 'Store Plan' };
type UserOverrides = Parameters<typeof signedIn>[0];

function open(path: string, routes: Record<string, StubHandler>, user: UserOverrides = STORE_OWNER) {
  const stub = stubFetch({
    [CURRENT_USER]: () => signedIn(user),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    ...routes,
  });
  return { stub, ...renderApp(path) };
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });
const byTestId = async (id: string) => (await screen.findByTestId(id)).textContent;

quietChartSizeWarnings();

const SALES = 'POST /api/v1/reports/sales';
const product = (index: number) => ({
  productId: `p-${index}`,
  name: `Product ${String(index).padStart(2, '0')}`,
  kind: 'PRODUCT',
  quantity: '1',
  amount: '100.00',
  averagePrice: '100.00',
  costOfSales: '60.00',
  grossProfit: '40.00',
});
const salesReport = (overrides: Record<string, unknown> = {}) => ({
  currency: 'NGN',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  totals: {
    count: 2,
    total: '11728.35',
    paid: '5000.00',
    balanceDue: '6728.35',
    quantity: '5',
    salesAmount: '11728.35',
    costOfSales: '6172.80',
    grossProfit: '5555.55',
  },
  byProduct: [
    {
      productId: 'p-rice',
      name: 'Rice 50kg',
      kind: 'PRODUCT',
      quantity: '5',
      amount: '11728.35',
      averagePrice: '2345.67',
      costOfSales: '6172.80',
      grossProfit: '5555.55',
    },
  ],
  byCustomer: [
    { contactId: 'c-1', name: 'Chidi Okeke', count: 1, total: '11728.35', paid: '5000.00', balanceDue: '6728.35' },
    { contactId: null, name: null, count: 1, total: '0.00', paid: '0.00', balanceDue: '0.00' },
  ],
  byDay: [{ date: '2026-11-14', count: 2, total: '11728.35', paid: '5000.00', balanceDue: '6728.35' }],
  ...overrides,
});

describe('Sales report (/reports/sales-report/new)', () => {
  it('shows a skeleton while the report loads, then the totals, the gross profit and the product, customer and day tables', async () => {
    const answer = deferred<StubResponse>();
    const { stub } = open('/reports/sales-report/new?startDate=2026-11-01&endDate=2026-11-30&knownAt=42', { [SALES]: () => answer.promise });
    await heading('Sales report');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(stub.requestsTo(SALES)[0]!.body).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', knownAt: '42' });
    answer.resolve(ok(salesReport()));

    expect(await byTestId('sales-total')).toBe('₦11,728.35');
    expect(await byTestId('sales-paid')).toBe('₦5,000.00');
    expect(await byTestId('sales-owed')).toBe('₦6,728.35');
    expect(await byTestId('sales-gross-profit')).toBe('₦5,555.55');
    expect(screen.getByText('01/11/2026 – 30/11/2026 · as known at event 42')).toBeTruthy();
    expect(document.title).toBe('Sales report | Ledgerline');

    const products = within(screen.getByRole('table', { name: 'Sales by product' }));
    const rice = products.getByText('Rice 50kg').closest('tr')!;
    expect(within(rice).getByText('₦2,345.67')).toBeTruthy();
    expect(within(rice).getAllByText('₦5,555.55')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: /By customer/ }));
    const customers = within(await screen.findByRole('table', { name: 'Sales by customer' }));
    expect(within(customers.getByText('Chidi Okeke').closest('tr')!).getByText('₦6,728.35')).toBeTruthy();
    expect(customers.getByText('No customer named')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /By day/ }));
    const days = within(await screen.findByRole('table', { name: 'Sales by day' }));
    expect(days.getByText('14/11/2026')).toBeTruthy();
  });

  it('pages a long product list 25 at a time', async () => {
    const byProduct = Array.from({ length: 30 }, (_, index) => product(index + 1));
    open('/reports/sales-report/new', { [SALES]: () => ok(salesReport({ byProduct })) });
    const table = await screen.findByRole('table', { name: 'Sales by product' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25 + 1);
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 5 + 1));
    expect(within(table).getByText('Product 30')).toBeTruthy();
  });

  it('groups quantities in thousands and labels each figure and total for the phone’s cards', async () => {
    const byProduct = [{ ...product(1), quantity: '2137' }];
    const totals = { ...salesReport().totals, quantity: '2137' };
    open('/reports/sales-report/new', { [SALES]: () => ok(salesReport({ byProduct, totals })) });
    const table = await screen.findByRole('table', { name: 'Sales by product' });
    const row = within(table).getByText('Product 01').closest('tr')!;
    expect(row.querySelector('td[data-label="Quantity"]')!.textContent).toBe('2,137');
    expect(row.querySelector('td[data-label="Gross profit"]')!.textContent).toBe('₦40.00');
    expect(table.querySelector('tfoot td[data-label="Quantity"]')!.textContent).toBe('2,137');
  });

  it('says when the period has no sales', async () => {
    const empty = salesReport({
      totals: { count: 0, total: '0.00', paid: '0.00', balanceDue: '0.00', quantity: '0', salesAmount: '0.00', costOfSales: '0.00', grossProfit: '0.00' },
      byProduct: [],
      byCustomer: [],
      byDay: [],
    });
    open('/reports/sales-report/new', { [SALES]: () => ok(empty) });
    expect(await screen.findByText('No sales in this period. Record a sale and it shows here.')).toBeTruthy();
  });

  it('shows the server’s message when the report fails, and asks again on Try again', async () => {
    let answer = failed;
    const { stub } = open('/reports/sales-report/new', { [SALES]: () => answer });
    expect(await screen.findByText('The reports are resting')).toBeTruthy();
    answer = ok(salesReport());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await byTestId('sales-total')).toBe('₦11,728.35');
    expect(stub.requestsTo(SALES)).toHaveLength(2);
  });

  it('is for sales reports (16): a member with reports (15) alone is not let in, and no report is asked for', async () => {
    const { stub } = open('/reports/sales-report/new', { [SALES]: () => ok(salesReport()) }, { role: 'member', rolePermissions: [15] });
    expect(await screen.findByRole('heading', { name: 'You are not allowed to view this page' })).toBeTruthy();
    expect(stub.requestsTo(SALES)).toHaveLength(0);
  });
});

const EXPENSE = 'POST /api/v1/reports/expense';
const expenseReport = {
  currency: 'NGN',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  knownAt: null,
  total: '45000.50',
  categories: [
    { subtype: 'rent', name: 'Rent', accountCode: '6050', amount: '30000.00', percent: '66.67' },
    { subtype: 'transportation', name: 'Transport', accountCode: '6030', amount: '15000.50', percent: '33.33' },
  ],
};

describe('Expense report (/reports/expense-report/new)', () => {
  it('shows the total, the largest category and each category’s amount and share, with the total', async () => {
    const { stub } = open('/reports/expense-report/new?endDate=2026-11-30', { [EXPENSE]: () => ok(expenseReport) });
    await heading('Expense report');
    expect(await byTestId('expense-total')).toBe('₦45,000.50');
    expect(await byTestId('expense-largest')).toBe('₦30,000.00');
    expect(stub.requestsTo(EXPENSE)[0]!.body).toEqual({ endDate: '2026-11-30' });
    const table = within(screen.getByRole('table', { name: 'Expenses by category' }));
    const transport = table.getByText('Transport').closest('tr')!;
    expect(within(transport).getByText('₦15,000.50')).toBeTruthy();
    expect(within(transport).getByText('33.33%')).toBeTruthy();
    expect(within(table.getByText('Total').closest('tr')!).getByText('₦45,000.50')).toBeTruthy();
    // Labelled for the phone's cards, the total too.
    expect(transport.querySelector('td[data-label="Amount"]')!.textContent).toBe('₦15,000.50');
    expect(screen.getByRole('table', { name: 'Expenses by category' }).querySelector('tfoot td[data-label="Amount"]')!.textContent).toBe('₦45,000.50');
    expect(document.title).toBe('Expense report | Ledgerline');
  });

  it('says in plain words when the period ends before it starts, by the To field too', async () => {
    open('/reports/expense-report/new?startDate=2026-11-30&endDate=2026-11-01', {
      [EXPENSE]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'endDate must not be before startDate',
          errors: [{ field: 'endDate', message: 'endDate must not be before startDate' }],
        },
      }),
    });
    expect(await screen.findByText('The period ends before it starts: choose a To date on or after the From date.')).toBeTruthy();
    expect(screen.getByText('Must not be before From')).toBeTruthy();
  });

  it('says when nothing was spent', async () => {
    open('/reports/expense-report/new', { [EXPENSE]: () => ok({ ...expenseReport, total: '0.00', categories: [] }) });
    expect(await screen.findByText('No expenses in this period. Record an expense and it shows here.')).toBeTruthy();
  });

  it('shows a failure’s message', async () => {
    open('/reports/expense-report/new', { [EXPENSE]: () => failed });
    expect(await screen.findByText('The reports are resting')).toBeTruthy();
    expect(screen.getByText('Could not load this report')).toBeTruthy();
  });

  it('is for expense reports (17)', async () => {
    open('/reports/expense-report/new', { [EXPENSE]: () => ok(expenseReport) }, { role: 'member', rolePermissions: [17] });
    expect(await byTestId('expense-total')).toBe('₦45,000.50');
  });
});

const INVENTORY_LIST = 'POST /api/v1/reports/inventory/list';
const INVENTORY = 'POST /api/v1/reports/inventory';
const stock = (quantity: string, value: string) => ({ quantity, value });
const inventoryRow = (name: string, overrides: Record<string, unknown> = {}) => ({
  productId: `p-${name}`,
  name,
  sku: `SKU-${name.toUpperCase()}`,
  measurement: 'bags',
  stockLevel: '2',
  opening: stock('0', '0.00'),
  in: stock('12', '14814.72'),
  out: stock('5', '6172.80'),
  closing: stock('7', '8641.92'),
  sold: { quantity: '5', amount: '11728.35', costOfSales: '6172.80' },
  lowStock: false,
  ...overrides,
});
const inventoryPage = (rows: unknown[], page = 1, total = rows.length) => ({
  currency: 'NGN',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  data: rows,
  page,
  limit: 25,
  total,
  totalPages: Math.ceil(total / 25),
});
const inventoryTotals = {
  currency: 'NGN',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  products: 2,
  lowStock: 1,
  opening: stock('0', '0.00'),
  in: stock('13', '15814.72'),
  out: stock('5', '6172.80'),
  closing: stock('8', '9641.92'),
  sold: { quantity: '5', amount: '11728.35', costOfSales: '6172.80' },
};

describe('Inventory by product (/reports/inventory-report/new)', () => {
  it('lists each product’s stock, value and sales, with the totals of all products', async () => {
    const { stub } = open('/reports/inventory-report/new?knownAt=7', {
      [INVENTORY_LIST]: () =>
        ok(
          inventoryPage([
            inventoryRow('Rice'),
            inventoryRow('Beans', {
              measurement: 'Unit',
              closing: stock('1', '1000.00'),
              lowStock: true,
              sold: { quantity: '0', amount: '0.00', costOfSales: '0.00' },
            }),
          ]),
        ),
      [INVENTORY]: () => ok(inventoryTotals),
    });
    await heading('Inventory by product');
    const table = await screen.findByRole('table', { name: 'Inventory by product' });
    expect(stub.requestsTo(INVENTORY_LIST)[0]!.body).toEqual({ knownAt: '7', page: 1, limit: 25 });
    expect(stub.requestsTo(INVENTORY)[0]!.body).toEqual({ knownAt: '7' });
    const rice = table.querySelector('tr[data-product="Rice"]')!;
    expect(rice.querySelector('[data-stage="closing"] [data-value]')!.textContent).toBe('₦8,641.92');
    expect(rice.querySelector('[data-stage="closing"] [data-quantity]')!.textContent).toBe('7 bags');
    expect(rice.querySelector('[data-stage="sold"] [data-value]')!.textContent).toBe('₦11,728.35');
    expect(within(table.querySelector('tr[data-product="Beans"]') as HTMLElement).getByText('Low stock')).toBeTruthy();
    // The catalogue's default measurement is counted in units.
    expect(table.querySelector('tr[data-product="Beans"] [data-stage="closing"] [data-quantity]')!.textContent).toBe('1 unit');
    expect(table.querySelector('tr[data-product="Beans"] [data-stage="in"] [data-quantity]')!.textContent).toBe('12 units');
    const all = await waitFor(() => table.querySelector('tr[data-product="all"]')!);
    expect(all.textContent).toContain('All products (2)');
    expect(all.querySelector('[data-stage="in"] [data-value]')!.textContent).toBe('₦15,814.72');
    expect(all.querySelector('[data-stage="closing"] [data-value]')!.textContent).toBe('₦9,641.92');
    expect(document.title).toBe('Inventory by product | Ledgerline');
  });

  it('searches by name or SKU from page 1, and pages through the products', async () => {
    const { stub } = open('/reports/inventory-report/new?page=2', {
      [INVENTORY_LIST]: (request) => {
        const body = request.body as { q?: string; page: number };
        if (body.q === 'zzz') return ok(inventoryPage([], 1, 0));
        return ok(inventoryPage([inventoryRow(`Item on page ${body.page}`)], body.page, 60));
      },
      [INVENTORY]: () => ok(inventoryTotals),
    });
    expect(await screen.findByText('Item on page 2')).toBeTruthy();
    expect(screen.getByText('26–50 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Item on page 3')).toBeTruthy();
    expect(stub.requestsTo(INVENTORY_LIST).at(-1)!.body).toMatchObject({ page: 3 });

    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: ' zzz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No product matches “zzz”.')).toBeTruthy();
    expect(stub.requestsTo(INVENTORY_LIST).at(-1)!.body).toEqual({ q: 'zzz', page: 1, limit: 25 });
  });

  it('says when there are no products yet', async () => {
    open('/reports/inventory-report/new', { [INVENTORY_LIST]: () => ok(inventoryPage([], 1, 0)), [INVENTORY]: () => ok(inventoryTotals) });
    expect(await screen.findByText('No products yet. Add a product and buy some stock, and it shows here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe('/inventories?create=1');
  });

  it('shows a failure’s message', async () => {
    open('/reports/inventory-report/new', { [INVENTORY_LIST]: () => failed, [INVENTORY]: () => ok(inventoryTotals) });
    expect(await screen.findByText('The reports are resting')).toBeTruthy();
  });

  it('is for inventory reports (18)', async () => {
    open('/reports/inventory-report/new', {}, { role: 'member', rolePermissions: [15, 16, 17] });
    expect(await screen.findByRole('heading', { name: 'You are not allowed to view this page' })).toBeTruthy();
  });
});

describe('Sales report (/reports/sales-report)', () => {
  it('says its total is the sales as invoiced, tax and delivery included (more than the P&L’s net revenue)', async () => {
    open('/reports/sales-report', {
      'GET /api/v1/reports/summary/sales': () =>
        ok({
          currency: 'NGN',
          startDate: '2026-11-01',
          endDate: '2026-11-27',
          groupBy: 'day',
          count: 1250,
          total: '48843678.55',
          paid: '41596235.41',
          balanceDue: '7247443.14',
          series: [{ period: '2026-11-01', count: 1250, total: '48843678.55', paid: '41596235.41', balanceDue: '7247443.14' }],
        }),
    });
    expect(await screen.findByText('1,250 sales, as invoiced (tax and delivery included)')).toBeTruthy();
  });
});

describe('Expense report (/reports/expense-report)', () => {
  it('marks each category with its slice’s colour, so the table reads as the donut’s legend', async () => {
    open('/reports/expense-report', {
      'GET /api/v1/reports/summary/expense': () =>
        ok({
          currency: 'NGN',
          startDate: '2026-11-01',
          endDate: '2026-11-27',
          groupBy: 'day',
          total: '1500.00',
          series: [{ period: '2026-11-01', total: '1500.00' }],
          categories: [
            { key: 'rent', name: 'Rent', amount: '1000.00' },
            { key: 'utility', name: 'Utilities', amount: '500.00' },
          ],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Expenses by category' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelectorAll('[data-slice]').length)).toEqual([1, 1]);
    const colours = rows.map((row) => (row.querySelector('[data-slice]') as HTMLElement).outerHTML);
    expect(colours[0]).not.toBe(colours[1]);
  });
});

describe('Inventory report (/reports/inventory)', () => {
  it('shows the period’s totals with no Daily / Monthly control (there is nothing to group), and asks for them as known at an event', async () => {
    const { stub } = open('/reports/inventory?knownAt=7', { [INVENTORY]: () => ok(inventoryTotals) });
    expect(await screen.findByText('₦9,641.92')).toBeTruthy();
    expect(screen.queryByText('Daily')).toBeNull();
    expect(screen.queryByText('Monthly')).toBeNull();
    expect(stub.requestsTo(INVENTORY)[0]!.body).toEqual({ knownAt: '7' });
    expect(await heading('Inventory report')).toBeTruthy();
    expect(screen.getByText(/as known at event 7/)).toBeTruthy();
  });

  it('says what the goods sold made over their cost, and opens the same period product by product', async () => {
    open('/reports/inventory?startDate=2026-11-01&endDate=2026-11-30', { [INVENTORY]: () => ok(inventoryTotals) });
    // 11,728.35 sold − 6,172.80 cost.
    expect(await byTestId('inventory-margin')).toBe('₦5,555.55');
    expect(screen.getByRole('link', { name: 'By product' }).getAttribute('href')).toBe('/reports/inventory-report/new?startDate=2026-11-01&endDate=2026-11-30');
  });

  it('offers to add a first product when there is none, to whom may create one', async () => {
    open('/reports/inventory', { [INVENTORY]: () => ok({ ...inventoryTotals, products: 0 }) });
    const add = await screen.findByRole('link', { name: 'Add a product' });
    expect(add.getAttribute('href')).toBe('/inventories?create=1');
  });

  it('offers the owner on the free plan to add a first product too: the products page creates one on every plan', async () => {
    open('/reports/inventory', { [INVENTORY]: () => ok({ ...inventoryTotals, products: 0 }) }, { role: 'owner', businessPlan: 'Micro Business Plan' });
    expect((await screen.findByRole('link', { name: 'Add a product' })).getAttribute('href')).toBe('/inventories?create=1');
  });

  it('offers nothing to a member who may read the report but not create a product', async () => {
    open(
      '/reports/inventory',
      { [INVENTORY]: () => ok({ ...inventoryTotals, products: 0 }) },
      { role: 'member', rolePermissions: [18], businessPlan: 'Store Plan' },
    );
    expect(await screen.findByText(/No products yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a product' })).toBeNull();
  });
});

const SALES_LIST = 'GET /api/v1/reports/transactions/sales';
const PURCHASES_LIST = 'GET /api/v1/reports/transactions/purchases';
const documentRow = (reference: string, overrides: Record<string, unknown> = {}) => ({
  id: `id-${reference}`,
  reference,
  account: 'Cash',
  amount: '11728.35',
  paid: '5000.00',
  balanceDue: '6728.35',
  currency: 'NGN',
  date: '2026-11-14',
  description: 'Rice for the shop',
  dueDate: '2026-12-14',
  entity: { id: 'c-1', name: 'Chidi Okeke' },
  eventType: 'SaleRecorded',
  items: null,
  position: '12',
  recordedAt: '2026-11-14T10:00:00.000Z',
  recordedBy: 'user-1',
  status: 'posted',
  subtype: null,
  type: 'sales',
  ...overrides,
});
const documentsPage = (rows: unknown[], totals: Record<string, unknown>, total = rows.length) => ({
  currency: 'NGN',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  totals,
  data: rows,
  page: 1,
  limit: 25,
  total,
  totalPages: Math.ceil(total / 25),
});

describe('Inventory sales and purchases (/reports/inventory-report/sales | purchases)', () => {
  it('lists the period’s sales with their totals, each linked to its page, and goes to the purchases of the same period', async () => {
    const { stub, router } = open('/reports/inventory-report/sales?startDate=2026-11-01&endDate=2026-11-30', {
      [SALES_LIST]: () => ok(documentsPage([documentRow('S00001')], { count: 1, total: '11728.35', paid: '5000.00', balanceDue: '6728.35' })),
      [PURCHASES_LIST]: () =>
        ok(
          documentsPage([documentRow('P00001', { amount: '14814.72', paid: '14814.72', balanceDue: '0.00', entity: null, type: 'purchases' })], {
            count: 1,
            total: '14814.72',
            paid: '14814.72',
            balanceDue: '0.00',
          }),
        ),
    });
    await heading('Sales list');
    expect(await byTestId('sales-total')).toBe('₦11,728.35');
    expect(await byTestId('sales-owed')).toBe('₦6,728.35');
    expect(stub.requestsTo(SALES_LIST)[0]!.query).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', page: '1', limit: '25' });
    const row = screen.getByRole('table', { name: 'Sales list' }).querySelector('tr[data-reference="S00001"]') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'S00001' }).getAttribute('href')).toBe('/transactions/S00001');
    expect(within(row).getByText('14/11/2026')).toBeTruthy();
    expect(within(row).getByText('Chidi Okeke')).toBeTruthy();
    expect(document.title).toBe('Sales list | Ledgerline');

    fireEvent.click(screen.getByText('Purchases'));
    await heading('Purchases list');
    expect(router.state.location.search).toBe('?startDate=2026-11-01&endDate=2026-11-30');
    expect(await byTestId('purchases-total')).toBe('₦14,814.72');
    const purchase = screen.getByRole('table', { name: 'Purchases list' }).querySelector('tr[data-reference="P00001"]') as HTMLElement;
    expect(within(purchase).getByText('Paid')).toBeTruthy();
    expect(stub.requestsTo(PURCHASES_LIST)[0]!.query).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('leaves a sale without a description empty, so the phone’s card shows no bare label', async () => {
    open('/reports/inventory-report/sales', {
      [SALES_LIST]: () =>
        ok(documentsPage([documentRow('S00001', { description: null })], { count: 1, total: '11728.35', paid: '5000.00', balanceDue: '6728.35' })),
    });
    await heading('Sales list');
    const table = await screen.findByRole('table', { name: 'Sales list' });
    const row = await waitFor(() => table.querySelector('tr[data-reference="S00001"]') as HTMLElement);
    expect(row.querySelector('td[data-label="Description"]')!.innerHTML).toBe('');
    expect(row.querySelector('td[data-label="Owed"]')!.textContent).toBe('₦6,728.35');
    expect(table.querySelector('tfoot td[data-label="Paid"]')!.textContent).toBe('₦5,000.00');
  });

  it('pages through many sales', async () => {
    const { stub } = open('/reports/inventory-report/sales', {
      [SALES_LIST]: (request) =>
        ok({
          ...documentsPage([documentRow(`S0000${request.query.page}`)], { count: 30, total: '1.00', paid: '1.00', balanceDue: '0.00' }, 30),
          page: Number(request.query.page),
        }),
    });
    expect(await screen.findByText('S00001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('S00002')).toBeTruthy();
    expect(stub.requestsTo(SALES_LIST).at(-1)!.query.page).toBe('2');
  });

  it('says when the period has no purchases, and offers to record one', async () => {
    open('/reports/inventory-report/purchases', {
      [PURCHASES_LIST]: () => ok(documentsPage([], { count: 0, total: '0.00', paid: '0.00', balanceDue: '0.00' })),
    });
    expect(await screen.findByText('No purchases in this period. Record a purchase and it shows here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a purchase' }).getAttribute('href')).toBe('/transactions/create-purchase');
  });

  it('says when the period has no sales, and offers to record one', async () => {
    open('/reports/inventory-report/sales', {
      [SALES_LIST]: () => ok(documentsPage([], { count: 0, total: '0.00', paid: '0.00', balanceDue: '0.00' })),
    });
    expect(await screen.findByText('No sales in this period. Record a sale and it shows here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a sale' }).getAttribute('href')).toBe('/transactions/create-sales');
  });

  it('shows a failure’s message', async () => {
    open('/reports/inventory-report/sales', { [SALES_LIST]: () => failed });
    expect(await screen.findByText('The reports are resting')).toBeTruthy();
  });

  it('opens the purchases to a member with purchases (3), and the sales only with sales reports (16)', async () => {
    const { unmount } = open(
      '/reports/inventory-report/purchases',
      { [PURCHASES_LIST]: () => ok(documentsPage([], { count: 0, total: '0.00', paid: '0.00', balanceDue: '0.00' })) },
      {
        role: 'member',
        rolePermissions: [3],
      },
    );
    expect(await screen.findByText(/^No purchases in this period\./)).toBeTruthy();
    // Reading purchases (3) is not recording one (22 or 25).
    expect(screen.queryByRole('link', { name: 'Record a purchase' })).toBeNull();
    unmount();
    open('/reports/inventory-report/sales', {}, { role: 'member', rolePermissions: [3, 18] });
    expect(await screen.findByRole('heading', { name: 'You are not allowed to view this page' })).toBeTruthy();
  });
});

const PROFITS = 'GET /api/v1/reports/summary/profits';

describe('Reports hub (/reports/new)', () => {
  it('shows the profit for this month and links to every report', async () => {
    const { stub } = open('/reports/new', {
      [PROFITS]: () => ok({ currency: 'NGN', startDate: '2026-11-01', endDate: '2026-11-30', income: '10728.35', expenses: '6172.80', profit: '4555.55' }),
    });
    await heading('Reports');
    expect(await byTestId('profit-income')).toBe('₦10,728.35');
    expect(await byTestId('profit-expenses')).toBe('₦6,172.80');
    expect(await byTestId('profit-profit')).toBe('₦4,555.55');
    expect(Object.keys(stub.requestsTo(PROFITS)[0]!.query).sort()).toEqual(['endDate', 'startDate']);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/reports/sales-report',
      '/reports/sales-report/new',
      '/reports/expense-report',
      '/reports/expense-report/new',
      '/reports/inventory',
      '/reports/inventory-report/new',
      '/reports/inventory-report/sales',
      '/reports/inventory-report/purchases',
      '/reports/profit-and-loss',
      '/reports/balance-sheet',
    ])
      expect(links).toContain(path);

    fireEvent.click(screen.getByText('All time'));
    await waitFor(() => expect(stub.requestsTo(PROFITS).at(-1)!.query).toEqual({}));
    expect(document.title).toBe('Reports | Ledgerline');
  });

  it('shows the profit’s error and keeps the links', async () => {
    open('/reports/new', { [PROFITS]: () => failed });
    expect(await screen.findByText('Could not load the profit')).toBeTruthy();
    expect(screen.getByText('Sales by product and customer')).toBeTruthy();
  });

  it('shows a member only the reports their codes open, and no profit without Profit & Loss (19)', async () => {
    const { stub } = open('/reports', {}, { role: 'member', rolePermissions: [16] });
    await screen.findByText('Sales by product and customer');
    expect(screen.getByText('Sales list')).toBeTruthy();
    expect(screen.queryByText('Expenses by category')).toBeNull();
    expect(screen.queryByText('Inventory by product')).toBeNull();
    expect(screen.queryByText('Purchases list')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Profit summary' })).toBeNull();
    expect(stub.requestsTo(PROFITS)).toHaveLength(0);
  });

  it('asks no profit on the free plan, where Profit & Loss is locked, and marks the three statements Upgrade', async () => {
    const { stub } = open('/reports/new', {}, { role: 'owner', businessPlan: 'Micro Business Plan' });
    await screen.findByText('Inventory by product');
    expect(screen.getAllByText('Upgrade')).toHaveLength(3);
    expect(within(screen.getByRole('link', { name: /Where cash came from/ })).getByText('Upgrade')).toBeTruthy();
    expect(stub.requestsTo(PROFITS)).toHaveLength(0);
  });
});

describe('/inventoryreport', () => {
  it('goes to the inventory report, with its query', async () => {
    const { router } = open('/inventoryreport?startDate=2026-11-01', {
      [INVENTORY]: () => ok({ ...inventoryTotals, products: 0 }),
    });
    await heading('Inventory report');
    expect(router.state.location.pathname).toBe('/reports/inventory');
    expect(router.state.location.search).toBe('?startDate=2026-11-01');
  });

  it('shows the stock figures with their quantities grouped in thousands', async () => {
    open('/inventoryreport', {
      [INVENTORY]: () =>
        ok({
          ...inventoryTotals,
          opening: stock('2701', '60000000.00'),
          closing: stock('1234567.5', '41084638.71'),
          sold: { quantity: '1000', amount: '11728.35', costOfSales: '6172.80' },
        }),
    });
    await heading('Inventory report');
    expect(await screen.findByText('₦60,000,000.00')).toBeTruthy();
    expect(screen.getByText('2,701 units')).toBeTruthy();
    expect(screen.getByText('₦41,084,638.71')).toBeTruthy();
    expect(screen.getByText('1,234,567.5 units · 1 low')).toBeTruthy();
    expect(screen.getByText('1,000 units')).toBeTruthy();
  });
});
