// The production screens end to end: the built web client served by the real API (fresh database
// and Redis) in a real Chromium. An owner on the Professional plan (production management) creates
// a raw material with opening stock, produces a batch of a product from it with an additional cost
// paid in cash, and sees the product's stock rise and the raw material's fall. It saves the batch
// form at 1280 and 375 px wide into docs/screenshots.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiSession, createOwner, DESKTOP, DOCS_SCREENSHOTS, screenshot, signIn, startE2e, type ApiCall, type E2e, type Owner } from './support/e2e.js';

/** A phone's width; tall enough for the whole batch form in one picture. */
const PHONE = { width: 375, height: 1900 };

/** Opens a stock picker, types into it and picks the option that starts with `name`. */
async function pick(page: Page, label: string, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(name);
  const list = page.locator(`#${await box.getAttribute('aria-controls')}`);
  await list.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

describe('Production screens (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;
  let call: ApiCall;

  beforeAll(async () => {
    e2e = await startE2e({ viewport: DESKTOP });
    owner = await createOwner(e2e.app, { plan: 'professional', business: 'Mama Put Bakery' });
    call = await apiSession(e2e.app, owner);
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('creates a raw material with opening stock and produces a batch of bread from it, gas paid in cash', async () => {
    const { app, page } = e2e;
    // The product the batch makes, with none in stock yet, and cash to pay the gas with.
    const bread = await call('POST', '/inventories', { name: 'Bread', quantity: '0', buyingPrice: '0', sellingPrice: '800' });
    expect(bread.status).toBe(201);
    expect(
      (await call('POST', '/transactions/money-in', { date: new Date().toISOString().slice(0, 10), amount: '50000.00', subtype: 'capital', account: 'Cash' }))
        .status,
    ).toBe(201);

    await e2e.steps(page, 'production', async () => {
      await signIn(page, app, owner, '/production/raw-material/create');
      await page.getByRole('heading', { name: 'New raw material' }).waitFor();
      await page.getByLabel('Name').fill('Flour');
      await page.getByLabel('Opening quantity').fill('10');
      await page.getByLabel('Cost price (per unit)').fill('500');
      await page.getByTestId('opening-value').filter({ hasText: '₦5,000.00' }).waitFor();
      await page.getByRole('button', { name: 'Create raw material' }).click();
      await page.getByText('Flour created').waitFor();

      // 4 kg of the 10 (₦2,000.00 at average) and ₦1,500.00 of gas into 20 loaves.
      await page.goto(`${app.baseUrl}/production/produce`);
      await page.getByRole('heading', { name: 'Create production batch' }).waitFor();
      await page.getByRole('link', { name: 'Production' }).first().waitFor();
      await pick(page, 'Raw material, line 1', 'Flour');
      await page.getByText('10 units in stock').waitFor();
      await page.getByRole('textbox', { name: 'Quantity of raw material, line 1' }).fill('4');
      await page.getByRole('button', { name: 'Add cost' }).click();
      await page.getByRole('textbox', { name: 'Description of cost, line 1' }).fill('Gas');
      await page.getByRole('textbox', { name: 'Amount of cost, line 1' }).fill('1500');
      await pick(page, 'Product, line 1', 'Bread');
      await page.getByRole('textbox', { name: 'Quantity of product, line 1' }).fill('20');
      expect(await page.getByRole('combobox', { name: 'Paid from' }).inputValue()).toMatch(/^Cash/);
      await page.getByTestId('materials-cost').filter({ hasText: '₦2,000.00' }).waitFor();
      await page.getByTestId('batch-cost').filter({ hasText: '₦3,500.00' }).waitFor();
      // From the top of the page, with no field focused.
      await page.locator(':focus').blur();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'production-batch', DOCS_SCREENSHOTS);
      await page.setViewportSize(PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'production-batch-375', DOCS_SCREENSHOTS);
      await page.setViewportSize(DESKTOP);

      await page.getByRole('button', { name: 'Produce', exact: true }).click();
      await page.getByText(/^Batch .+ produced$/).waitFor();
      await page.getByText('₦3,500.00 went into your products’ stock.').waitFor();

      // The bread is in stock at the batch's cost; the flour is down to 6.
      await page.goto(`${app.baseUrl}/inventories/all`);
      const row = page.getByRole('table', { name: 'Products' }).getByRole('row', { name: /Bread/ });
      await row.filter({ hasText: '20 units' }).waitFor();
      const found = await call('GET', '/production/search?type=ALL&query=');
      const stock = Object.fromEntries((found.body.data as { name: string; quantity: string; stockValue?: string }[]).map((item) => [item.name, item]));
      expect(stock.Flour).toMatchObject({ quantity: '6', stockValue: '3000.00' });
      expect(stock.Bread).toMatchObject({ quantity: '20' });

      // The batch on the production dashboard.
      await page.goto(`${app.baseUrl}/production`);
      await page.getByRole('heading', { name: 'Production', exact: true }).waitFor();
      const batches = page.getByRole('table', { name: 'Production batches' });
      await batches.getByRole('row', { name: /Batch/ }).filter({ hasText: '₦3,500.00' }).waitFor();
    });
  }, 240_000);
});
