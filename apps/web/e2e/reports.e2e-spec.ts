// The detailed reports, end to end: an owner buys 12 bags on part credit and sells 5 of them on
// part credit (through the API, with the owner's session), then reads them in the built web client
// on the real API in a real Chromium: the profit on the reports hub, the sales report by product,
// the sales and purchases lists and the inventory by product, each to the kobo. Screenshots of the
// sales report and the inventory by product go to docs/screenshots/ at 1280×800.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiSession,
  created,
  createOwner,
  DESKTOP,
  DOCS_SCREENSHOTS,
  expectFigure,
  SCREENSHOT_DIR,
  screenshot,
  signIn,
  startE2e,
  type E2e,
  type Owner,
} from './support/e2e.js';

const UI_TIMEOUT_MS = 20_000;

describe('The detailed reports (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e({ uiTimeoutMs: UI_TIMEOUT_MS, viewport: DESKTOP });
    // The Store plan: the profit summary is Profit & Loss's, not on the free plan.
    owner = await createOwner(e2e.app, { plan: 'store', business: 'Chidinma Foods' });
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('shows a purchase and a sale, both part paid, to the kobo on the hub, the sales report, the sales and purchases lists and the inventory by product', async () => {
    const { app, page } = e2e;
    const call = await apiSession(app, owner);
    // Yesterday (UTC): a day in the past wherever the business is; every page is asked for that one day.
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const [year, month, date] = day.split('-');
    const shown = `${date}/${month}/${year}`;
    const period = `startDate=${day}&endDate=${day}`;

    const rice = await created(call, '/inventories', { type: 'PRODUCT', name: 'Rice 50kg', buyingPrice: '1234.56', sellingPrice: '2345.67' });
    const customer = await created(call, '/entities', { name: 'Chidi Okeke' });
    const supplier = await created(call, '/entities', { name: 'Okafor Supplies' });
    // 12 bags at ₦1,234.56 = ₦14,814.72, ₦10,000.00 paid: ₦4,814.72 owed to the supplier.
    const purchase = await created(call, '/transactions/purchases', {
      date: day,
      items: [{ product: rice.id, quantity: 12, price: '1234.56' }],
      account: 'Cash',
      credit: true,
      entity: supplier.id,
      due_date: day,
      initial_deposit: '10000.00',
    });
    // 5 bags at ₦2,345.67 = ₦11,728.35, ₦5,000.00 paid: ₦6,728.35 owed; they cost 5 × ₦1,234.56 = ₦6,172.80.
    const sale = await created(call, '/transactions/sales', {
      date: day,
      items: [{ product: rice.id, quantity: 5, price: '2345.67' }],
      account: 'Cash',
      credit: true,
      entity: customer.id,
      due_date: day,
      initial_deposit: '5000.00',
      description: 'Five bags for the canteen',
    });

    await e2e.steps(page, 'reports', async () => {
      await signIn(page, app, owner, '/reports/new');
      await page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
      expect(await page.title()).toBe('Reports | Ledgerline');

      // The hub: the profit of all time (the day may be last month's), and a link to every report.
      await page.getByText('All time').click();
      await expectFigure(page, 'profit-income', '₦11,728.35');
      await expectFigure(page, 'profit-expenses', '₦6,172.80');
      await expectFigure(page, 'profit-profit', '₦5,555.55');
      for (const path of ['sales-report/new', 'expense-report/new', 'inventory-report/new', 'inventory-report/sales', 'inventory-report/purchases']) {
        await page.locator(`main a[href="/reports/${path}"]`).waitFor();
      }
      await screenshot(page, 'reports-hub', SCREENSHOT_DIR);

      // The sales report: the sale, what was paid and owed, and the gross profit on the rice.
      await page.goto(`${app.baseUrl}/reports/sales-report/new?${period}`);
      await page.getByRole('heading', { name: 'Sales report', exact: true }).waitFor();
      await expectFigure(page, 'sales-total', '₦11,728.35');
      await expectFigure(page, 'sales-paid', '₦5,000.00');
      await expectFigure(page, 'sales-owed', '₦6,728.35');
      await expectFigure(page, 'sales-gross-profit', '₦5,555.55');
      const riceSold = page.getByRole('table', { name: 'Sales by product' }).locator(`tr[data-product="${rice.id}"]`);
      expect((await riceSold.locator('td').allTextContents()).map((text) => text.trim())).toEqual([
        'Rice 50kg product',
        '5',
        '₦2,345.67',
        '₦11,728.35',
        '₦6,172.80',
        '₦5,555.55',
      ]);
      await page.getByText(`${shown} – ${shown}`).waitFor();
      expect(await page.title()).toBe('Sales report | Ledgerline');
      await screenshot(page, 'sales-report', DOCS_SCREENSHOTS);
      await page.getByRole('tab', { name: /By customer/ }).click();
      const chidi = page.getByRole('table', { name: 'Sales by customer' }).getByRole('row', { name: /Chidi Okeke/ });
      expect(await chidi.textContent()).toContain('₦6,728.35');

      // The expense report: the rice's cost, as cost of sales.
      await page.goto(`${app.baseUrl}/reports/expense-report/new?${period}`);
      await expectFigure(page, 'expense-total', '₦6,172.80');
      await screenshot(page, 'expense-report-detail', SCREENSHOT_DIR);

      // The sales list: the sale, linked to its page.
      await page.goto(`${app.baseUrl}/reports/inventory-report/sales?${period}`);
      await page.getByRole('heading', { name: 'Sales list', exact: true }).waitFor();
      await expectFigure(page, 'sales-total', '₦11,728.35');
      await expectFigure(page, 'sales-owed', '₦6,728.35');
      const saleRow = page.getByRole('table', { name: 'Sales list' }).locator(`tr[data-reference="${sale.reference}"]`);
      expect((await saleRow.locator('td').allTextContents()).map((text) => text.trim())).toEqual([
        shown,
        sale.reference,
        'Chidi Okeke',
        'Five bags for the canteen',
        '₦11,728.35',
        '₦5,000.00',
        '₦6,728.35',
      ]);
      await screenshot(page, 'sales-list', SCREENSHOT_DIR);

      // The purchases list, the same day, from the switch on the page.
      await page.getByRole('main').getByText('Purchases', { exact: true }).click();
      await page.getByRole('heading', { name: 'Purchases list', exact: true }).waitFor();
      expect(new URL(page.url()).search).toBe(`?${period}`);
      await expectFigure(page, 'purchases-total', '₦14,814.72');
      await expectFigure(page, 'purchases-paid', '₦10,000.00');
      await expectFigure(page, 'purchases-owed', '₦4,814.72');
      const purchaseRow = page.getByRole('table', { name: 'Purchases list' }).locator(`tr[data-reference="${purchase.reference}"]`);
      expect(await purchaseRow.textContent()).toContain('Okafor Supplies');
      expect(await purchaseRow.textContent()).toContain('₦4,814.72');
      await screenshot(page, 'purchases-list', SCREENSHOT_DIR);

      // The inventory by product: 12 in, 5 out, 7 left at cost; the 5 sold at their price; the totals agree.
      await page.goto(`${app.baseUrl}/reports/inventory-report/new?${period}`);
      await page.getByRole('heading', { name: 'Inventory by product', exact: true }).waitFor();
      const table = page.getByRole('table', { name: 'Inventory by product' });
      const stockCell = (row: string, stage: string) => table.locator(`tr[data-product="${row}"] [data-stage="${stage}"]`);
      await stockCell('Rice 50kg', 'closing').filter({ hasText: '₦8,641.92' }).waitFor();
      const figures = async (row: string, stage: string) => [
        (await stockCell(row, stage).locator('[data-value]').textContent())?.trim(),
        (await stockCell(row, stage).locator('[data-quantity]').textContent())?.trim(),
      ];
      expect(await figures('Rice 50kg', 'opening')).toEqual(['₦0.00', '0 units']);
      expect(await figures('Rice 50kg', 'in')).toEqual(['₦14,814.72', '12 units']);
      expect(await figures('Rice 50kg', 'out')).toEqual(['₦6,172.80', '5 units']);
      expect(await figures('Rice 50kg', 'closing')).toEqual(['₦8,641.92', '7 units']);
      expect(await figures('Rice 50kg', 'sold')).toEqual(['₦11,728.35', '5 units']);
      await stockCell('all', 'closing').filter({ hasText: '₦8,641.92' }).waitFor();
      expect(await figures('all', 'in')).toEqual(['₦14,814.72', '12 units']);
      expect(await figures('all', 'sold')).toEqual(['₦11,728.35', '5 units']);
      expect(await page.title()).toBe('Inventory by product | Ledgerline');
      await screenshot(page, 'inventory-report', DOCS_SCREENSHOTS);

      // The old address of the inventory report.
      await page.goto(`${app.baseUrl}/inventoryreport?${period}`);
      await page.getByRole('heading', { name: 'Inventory report', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/reports/inventory');
    });
  }, 180_000);
});
