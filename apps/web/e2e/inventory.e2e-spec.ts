// The inventory screens end to end: the built web client served by the real API (fresh database
// and Redis) in a real Chromium. An owner on the Professional plan (several businesses, purchase
// orders) creates a product with opening stock, transfers some of it to a second business and
// sees the transfer received, raises and receives a purchase order, and publishes a QR menu whose
// public page opens signed out. With SCREENSHOT_DIR set, it saves the screens it passes through.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { createOwner, DESKTOP, SCREENSHOT_DIR, screenshot, signIn, startE2e, type E2e, type Owner } from './support/e2e.js';

/** Types into a search picker and picks the first result named `name`. */
async function pick(page: Page, label: string, text: string, name: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('option', { name }).first().click();
}

describe('Inventory screens (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    // The Professional plan: several businesses and purchase orders.
    e2e = await startE2e({ viewport: DESKTOP });
    owner = await createOwner(e2e.app, { plan: 'professional', business: 'Ada Stores Lekki' });
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('creates a product with opening stock, transfers some to a second business, receives a purchase order and opens a QR menu signed out', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'inventory', async () => {
      // Sign in on the way to the products list.
      await signIn(page, app, owner, '/inventories/all');
      await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
      await page.getByText('No products yet').waitFor();

      // A product with 10 in stock at ₦45,000.00 each.
      await page.getByRole('button', { name: 'New product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Product/Service' });
      await dialog.getByRole('tab', { name: 'Regular Product' }).waitFor();
      await dialog.getByLabel('Product name').fill('Rice 50kg');
      await dialog.getByLabel('Quantity').fill('10');
      await dialog.getByLabel('Low stock level').fill('2');
      await dialog.getByLabel('Selling price').fill('52000');
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await dialog.getByText('Cost price is required').first().waitFor();
      await dialog.getByLabel('Cost price').fill('45000');
      await screenshot(page, 'create-product-dialog', SCREENSHOT_DIR);
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.getByRole('table', { name: 'Products' }).getByRole('row', { name: /Rice 50kg/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('10 units');
      expect(await row.textContent()).toContain('₦450,000.00');
      await screenshot(page, 'products-list', SCREENSHOT_DIR);

      await page.goto(`${app.baseUrl}/inventories`);
      await page.getByRole('heading', { name: 'Products & Services' }).waitFor();
      await screenshot(page, 'products-hub', SCREENSHOT_DIR);

      // A second business of the same owner, to transfer to.
      const added = await page.request.post(`${app.baseUrl}/api/v1/accounts/businesses`, { data: { name: 'Ada Stores Ikeja' } });
      expect(added.status()).toBeLessThan(300);

      await page.goto(`${app.baseUrl}/inventories/stock-transfers/create`);
      await page.getByRole('heading', { name: 'Transfer stock' }).waitFor();
      await page.getByRole('combobox', { name: /Destination business/ }).click();
      await page.getByRole('option', { name: 'Ada Stores Ikeja' }).click();
      await pick(page, 'Add a product', 'Rice', /Rice 50kg/);
      await page.getByRole('textbox', { name: 'Quantity of Rice 50kg' }).fill('3');
      await page.getByRole('button', { name: 'Transfer stock' }).click();
      await page
        .getByRole('heading', { name: /^Transfer TRF/ })
        .or(page.getByRole('heading', { name: /^Transfer / }))
        .first()
        .waitFor();
      await page.getByText('Received', { exact: true }).waitFor();
      await page.getByText('Received by Ada Stores Ikeja', { exact: false }).waitFor();
      expect(await page.getByRole('table', { name: 'Products transferred' }).textContent()).toContain('₦135,000.00');
      await screenshot(page, 'stock-transfer', SCREENSHOT_DIR);

      // The source holds 7 now.
      await page.goto(`${app.baseUrl}/inventories/all`);
      await page
        .getByRole('table', { name: 'Products' })
        .getByRole('row', { name: /Rice 50kg/ })
        .filter({ hasText: '7 units' })
        .waitFor();

      // A purchase order for 5, received in whole, paid in cash.
      await page.goto(`${app.baseUrl}/inventories/purchase-orders/create`);
      await page.getByRole('heading', { name: 'New purchase order' }).waitFor();
      await pick(page, 'Add a product', 'Rice', /Rice 50kg/);
      await page.getByRole('textbox', { name: 'Quantity of Rice 50kg' }).fill('5');
      await page.getByRole('button', { name: 'Raise order' }).click();
      await page.getByRole('heading', { name: /^Purchase order PO-/ }).waitFor();
      await page.getByRole('button', { name: 'Receive goods' }).click();
      const receive = page.getByRole('dialog', { name: /Receive goods on PO-/ });
      await receive.getByRole('textbox', { name: 'Received quantity of Rice 50kg' }).waitFor();
      await receive.getByRole('button', { name: 'Receive goods' }).click();
      await receive.waitFor({ state: 'hidden' });
      await page.getByText('Received 5 of 5').waitFor();
      await screenshot(page, 'purchase-order', SCREENSHOT_DIR);

      await page.goto(`${app.baseUrl}/inventories/all`);
      await page
        .getByRole('table', { name: 'Products' })
        .getByRole('row', { name: /Rice 50kg/ })
        .filter({ hasText: '12 units' })
        .waitFor();

      // A QR menu, and its public page signed out.
      await page.goto(`${app.baseUrl}/inventories/create-qr-menu`);
      await page.getByLabel('Menu name').fill('Lunch menu');
      await page.getByLabel('Description').fill('Served 12 to 4');
      await pick(page, 'Add a product or service', 'Rice', /Rice 50kg/);
      await page.getByRole('button', { name: 'Create QR menu' }).click();
      await page.getByRole('heading', { name: 'QR menus' }).waitFor();
      const open = page.getByRole('link', { name: 'Open page' }).first();
      const publicPath = await open.getAttribute('href');
      expect(publicPath).toMatch(/^\/qr-menus\//);
      await page.getByRole('img', { name: 'QR code of Lunch menu' }).waitFor();

      await page.context().clearCookies();
      await page.goto(`${app.baseUrl}${publicPath}`);
      await page.getByRole('heading', { name: 'Lunch menu' }).waitFor();
      await page.getByText('₦52,000.00').waitFor();
      await page.getByText('Ada Stores Lekki').waitFor();
      expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
      await screenshot(page, 'public-qr-menu', SCREENSHOT_DIR);
    });
  }, 240_000);
});
