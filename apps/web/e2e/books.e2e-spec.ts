// The books, end to end: an owner buys stock and sells some of it with a discount and tax, in the
// built web client on the real API (fresh database and Redis) in a real Chromium; the dashboard,
// the transaction list, the profit and loss and the balance sheet include the sale to the kobo;
// voiding the sale takes it out of all of them again. Screenshots of the screens go to
// docs/screenshots/ at 1280×800.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { createOwner, DESKTOP, DOCS_SCREENSHOTS, screenshot, signIn, startE2e, type E2e, type Owner } from './support/e2e.js';

const UI_TIMEOUT_MS = 20_000;

/** Picks an option of a Mantine searchable Select by typing part of its label. */
async function pick(page: Page, label: string, search: string, option: RegExp): Promise<void> {
  const input = page
    .getByRole('textbox', { name: label })
    .or(page.getByLabel(label, { exact: true }))
    .first();
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function expectText(page: Page, testId: string, text: string): Promise<void> {
  const locator = page.getByTestId(testId);
  await locator.filter({ hasText: text }).waitFor({ timeout: UI_TIMEOUT_MS });
  expect((await locator.textContent())?.trim()).toBe(text);
}

/** The amount in one column of a statement line (data-key on the row, data-column on the cell). */
async function statementAmount(page: Page, table: string, key: string, column = 0): Promise<string> {
  const cell = page.getByRole('table', { name: table }).locator(`tr[data-key="${key}"] td[data-column="${column}"]`).first();
  await cell.waitFor();
  return (await cell.textContent())?.trim() ?? '';
}

async function waitForStatementAmount(page: Page, table: string, key: string, text: string): Promise<void> {
  await page
    .getByRole('table', { name: table })
    .locator(`tr[data-key="${key}"] td[data-column="0"]`)
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });
}

describe('Buying, selling and voiding, seen in the books (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e({ uiTimeoutMs: UI_TIMEOUT_MS, viewport: DESKTOP });
    // The Store plan: Profit & Loss and Balance Sheet are not on the free plan.
    owner = await createOwner(e2e.app, { plan: 'store', business: 'Adaeze Provisions' });
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('records a purchase of stock and a sale with a discount and tax; the books include the sale to the kobo, and exclude it once voided', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'books', async () => {
      await signIn(page, app, owner);
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

      // The catalogue's screens come later: the product is made through the API, with the page's session.
      const created = await page.request.post(`${app.baseUrl}/api/v1/inventories`, {
        data: { name: 'Rice 50kg', type: 'PRODUCT', buyingPrice: '20000.00', sellingPrice: '30000.00' },
      });
      expect(created.status()).toBe(201);

      // A purchase of 10 bags at ₦20,000.00, paid in cash.
      await page.goto(`${app.baseUrl}/transactions/create-purchase`);
      await page.getByRole('heading', { name: 'New purchase' }).waitFor();
      await pick(page, 'Product or service, line 1', 'Rice', /Rice 50kg/);
      await page.getByLabel('Quantity, line 1').fill('10');
      await page.getByLabel('Price, line 1').fill('20000');
      await expectText(page, 'total', '₦200,000.00');
      await page.getByRole('button', { name: 'Record purchase' }).click();
      await page.getByRole('status').filter({ hasText: 'Purchase recorded' }).waitFor();

      // A sale of 3 bags at ₦30,000.00 (the product's price), 10% discount and 7.5% tax on the subtotal.
      await page.goto(`${app.baseUrl}/transactions/create-sales`);
      await page.getByRole('heading', { name: 'New sale' }).waitFor();
      await pick(page, 'Product or service, line 1', 'Rice', /Rice 50kg/);
      await page.getByLabel('Quantity, line 1').fill('3');
      expect(await page.getByLabel('Price, line 1').inputValue()).toBe('30000.00');
      await page.getByRole('switch', { name: 'Discount' }).check();
      await page.getByLabel('Discount percent').fill('10');
      await page.getByRole('switch', { name: 'Tax' }).check();
      await page.getByLabel('Tax percent').fill('7.5');
      await expectText(page, 'subtotal', '₦90,000.00');
      await expectText(page, 'discount', '-₦9,000.00');
      await expectText(page, 'tax', '₦6,750.00');
      await expectText(page, 'total', '₦87,750.00');
      await screenshot(page, 'sale-form', DOCS_SCREENSHOTS);
      await page.getByRole('button', { name: 'Record sale' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Sale recorded' });
      await notice.waitFor();
      const reference = (await notice.locator('strong').textContent())?.trim() ?? '';
      expect(reference).toMatch(/^[A-Z0-9]{6,}$/);

      // The dashboard's cards: revenue net of the discount, and the profit.
      await page.goto(`${app.baseUrl}/`);
      await page.getByText('₦81,000.00').first().waitFor();
      await page.getByText('₦21,000.00').first().waitFor();

      // The transaction list.
      await page.goto(`${app.baseUrl}/transactions`);
      const saleRow = page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: new RegExp(reference) });
      await saleRow.waitFor();
      expect(await saleRow.textContent()).toContain('₦87,750.00');
      await screenshot(page, 'transactions', DOCS_SCREENSHOTS);

      // On a phone: the five totals two by two (not five cards deep above the list), each transaction
      // one compact card, and nothing wider than the screen.
      await page.setViewportSize({ width: 375, height: 812 });
      const phoneCard = page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: new RegExp(reference) });
      await phoneCard.waitFor();
      expect(await phoneCard.textContent()).toContain('₦87,750.00');
      const figure = (label: string) => page.getByText(label, { exact: true }).first().boundingBox();
      const [sales, purchases, moneyIn] = await Promise.all([figure('Sales'), figure('Purchases'), figure('Money in')]);
      expect(Math.abs(sales!.y - purchases!.y)).toBeLessThan(2);
      expect(moneyIn!.y - sales!.y).toBeLessThan(160);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'transactions-375', DOCS_SCREENSHOTS);
      await page.setViewportSize(DESKTOP);

      // Profit and loss, this month: net revenue 90,000 − 9,000; cost of sales 3 × 20,000; profit 21,000.
      await page.goto(`${app.baseUrl}/reports/profit-and-loss`);
      await waitForStatementAmount(page, 'Profit and loss', 'netProfit', '₦21,000.00');
      expect(await statementAmount(page, 'Profit and loss', 'revenueTotal')).toBe('₦81,000.00');
      expect(await statementAmount(page, 'Profit and loss', 'costOfSalesTotal')).toBe('₦60,000.00');
      expect(await statementAmount(page, 'Profit and loss', 'grossProfit')).toBe('₦21,000.00');
      expect(await statementAmount(page, 'Profit and loss', 'vatOnSales')).toBe('₦6,750.00');
      await screenshot(page, 'profit-and-loss', DOCS_SCREENSHOTS);

      // Balance sheet: cash −200,000 + 87,750; stock 7 bags at 20,000; VAT owed 6,750; profit 21,000.
      await page.goto(`${app.baseUrl}/reports/balance-sheet`);
      await expectText(page, 'bs-assets', '₦27,750.00');
      await expectText(page, 'bs-liabilities', '₦6,750.00');
      await expectText(page, 'bs-equity', '₦21,000.00');
      expect(await statementAmount(page, 'Balance sheet', 'cashOnHand')).toBe('(₦112,250.00)');
      expect(await statementAmount(page, 'Balance sheet', 'inventories')).toBe('₦140,000.00');
      await page.getByText('Balanced: assets equal liabilities plus equity').waitFor();
      await screenshot(page, 'balance-sheet', DOCS_SCREENSHOTS);

      // Void the sale from its page.
      await page.goto(`${app.baseUrl}/transactions/${reference}`);
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Void transaction' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Void transaction' }).click();
      await page.waitForURL((url) => url.pathname === '/transactions');
      const voidedRow = page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: new RegExp(reference) });
      await voidedRow.filter({ hasText: 'Void' }).waitFor();

      // Everything back to the purchase alone.
      await page.goto(`${app.baseUrl}/reports/profit-and-loss`);
      await waitForStatementAmount(page, 'Profit and loss', 'netProfit', '₦0.00');
      expect(await statementAmount(page, 'Profit and loss', 'revenueTotal')).toBe('₦0.00');
      expect(await statementAmount(page, 'Profit and loss', 'costOfSalesTotal')).toBe('₦0.00');

      await page.goto(`${app.baseUrl}/reports/balance-sheet`);
      await expectText(page, 'bs-assets', '₦0.00');
      await expectText(page, 'bs-liabilities', '₦0.00');
      await expectText(page, 'bs-equity', '₦0.00');
      expect(await statementAmount(page, 'Balance sheet', 'inventories')).toBe('₦200,000.00');

      await page.goto(`${app.baseUrl}/`);
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('₦81,000.00').count()).toBe(0);

      // The audit trail shows the sale, then its void; the chain checks out.
      await page.goto(`${app.baseUrl}/audit`);
      await page.getByRole('table', { name: 'Audit events' }).getByText('Transaction voided').first().waitFor();
      await page.getByRole('button', { name: 'Verify chain' }).click();
      await page.getByRole('status').filter({ hasText: 'The chain is intact' }).waitFor();
      await screenshot(page, 'audit', DOCS_SCREENSHOTS);
    });
  }, 180_000);

  it('opens every transactions, accounting, report and audit screen with its figures and no browser error', async () => {
    const { app, page } = e2e;
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    await e2e.steps(page, 'books-screens', async () => {
      const screens: [string, string][] = [
        ['/transactions/new', 'New transaction'],
        ['/transactions/create-expense', 'New expense'],
        ['/transactions/create-money-out', 'Record money out'],
        ['/accounting', 'Accounting'],
        ['/trial-balance', 'Trial Balance'],
        ['/chart-accounts', 'Chart of Accounts'],
        ['/chart-accounts/assets/cash', '1000 · Cash on hand'],
        ['/p_n_r', 'Debtors & Creditors'],
        ['/reports', 'Reports'],
        ['/reports/sales-report', 'Sales report'],
        ['/reports/expense-report', 'Expense report'],
        ['/reports/inventory', 'Inventory report'],
        ['/audit', 'Audit trail'],
      ];
      for (const [path, heading] of screens) {
        await page.goto(`${app.baseUrl}${path}`);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.getByText('Could not load').count()).toBe(0);
      }

      // On a phone an account's page sets its two dates side by side and its four figures two by two.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${app.baseUrl}/chart-accounts/assets/cash`);
      await page.getByRole('heading', { name: '1000 · Cash on hand', exact: true }).waitFor();
      await page.getByText('Closing balance', { exact: true }).waitFor();
      const from = await page.getByRole('textbox', { name: 'From' }).boundingBox();
      const to = await page.getByRole('textbox', { name: 'To' }).boundingBox();
      expect(to!.y).toBe(from!.y);
      const opening = await page.getByText('Opening balance', { exact: true }).boundingBox();
      const debits = await page.getByText('Debits', { exact: true }).boundingBox();
      expect(debits!.y).toBe(opening!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The period reports' dates too.
      await page.goto(`${app.baseUrl}/reports/inventory`);
      await page.getByRole('heading', { name: 'Inventory report', exact: true }).waitFor();
      const reportFrom = await page.getByRole('textbox', { name: 'From' }).boundingBox();
      expect((await page.getByRole('textbox', { name: 'To' }).boundingBox())!.y).toBe(reportFrom!.y);
      await page.setViewportSize(DESKTOP);

      // The trial balance adds up: the purchase alone is left (stock 200,000 against cash).
      await page.goto(`${app.baseUrl}/trial-balance`);
      const totals = page.getByRole('table', { name: 'Trial balance' }).locator('tfoot th');
      await totals.nth(1).filter({ hasText: '₦200,000.00' }).waitFor();
      expect(await totals.nth(2).textContent()).toBe('₦200,000.00');

      // The voided sale's page says so, and its history lists the sale and the void.
      await page.goto(`${app.baseUrl}/transactions?type=sales&limit=25`);
      await page.getByRole('heading', { name: 'Sales journal' }).waitFor();
      const saleLink = page.getByRole('table', { name: 'Transactions' }).getByRole('link').first();
      const reference = (await saleLink.textContent())?.trim() ?? '';
      await saleLink.click();
      await page.getByText('This transaction is void').waitFor();
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'History' }).click();
      await page.getByRole('heading', { name: 'Document history' }).waitFor();
      await page.getByText('Sale recorded').first().waitFor();
      await page.getByText('Transaction voided').first().waitFor();

      // The public receipt (no sign-in needed) shows the sale, marked void.
      const me = (await (await page.request.get(`${app.baseUrl}/api/v1/auth`)).json()) as { data: { orgId: string } };
      await page.goto(`${app.baseUrl}/receipt/${me.data.orgId}/${reference}`);
      await page.getByRole('heading', { name: owner.business }).waitFor();
      await page.getByText('₦87,750.00').first().waitFor();
      await page.getByText(/void/i).first().waitFor();
    });
    page.off('pageerror', onError);
    expect(errors).toEqual([]);
  }, 180_000);
});
