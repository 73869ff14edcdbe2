// The owner creates an asset category and an asset, buys it from a supplier, reads its details
// with the monthly depreciation, sells it and sees both in its log: the built web client, served by
// the real API (fresh database and Redis), in a real Chromium.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { createOwner, signIn, startE2e, type E2e, type Owner } from './support/e2e.js';

/** Types into a debounced search box and picks the result whose text matches. */
async function pick(page: Page, label: string, text: string, option: RegExp) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('option', { name: option }).click();
}

describe('Fixed assets (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e();
    owner = await createOwner(e2e.app, { plan: 'store', business: 'Asset Traders' });
  }, 120_000);
  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('creates a category and an asset, buys it, shows its monthly depreciation, sells it and lists both in its log', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'assets', async () => {
      await signIn(page, app, owner, '/asset-management');
      await page.getByRole('heading', { name: 'Asset Management' }).waitFor();

      // The category (no screen of its own yet: the settings call, with the owner's session) and a supplier.
      const categories = await page.request.put(`${app.baseUrl}/api/v1/assets/categories`, {
        data: { categories: [{ name: 'Generators', group: 'Machinery and Equipment', lifespan: 24 }] },
      });
      expect(categories.status()).toBe(200);
      const supplier = await page.request.post(`${app.baseUrl}/api/v1/entities`, { data: { firstName: 'Bola', company: 'Mikano Power' } });
      expect(supplier.status()).toBe(201);

      await page.getByRole('button', { name: 'Create asset' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Asset' });
      // The tag is filled in once the next SKU has come back from the server.
      const tag = dialog.getByLabel('Asset Tag');
      for (let tries = 0; tries < 100 && (await tag.inputValue()) === ''; tries++) await page.waitForTimeout(100);
      expect(await tag.inputValue()).toBe('AST-000001');
      await dialog.getByLabel('Asset Name').fill('Generator 20kVA');
      await dialog.getByLabel('Group').click();
      await page.getByRole('option', { name: 'Machinery and Equipment' }).click();
      await dialog.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Generators' }).click();
      await expect(dialog.getByLabel('Useful life (months)').inputValue()).resolves.toBe('24');
      await dialog.getByLabel('Purchase price').fill('480000');
      await dialog.getByLabel('Salvage value').fill('48000');
      await dialog.getByTestId('monthly-depreciation-hint').filter({ hasText: '₦18,000.00' }).waitFor();
      await dialog.getByRole('button', { name: 'Create asset' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${app.baseUrl}/asset-management/buy`);
      await page.getByRole('heading', { name: 'Buy Asset' }).waitFor();
      await pick(page, 'Supplier', 'Mikano', /Mikano Power/);
      await page.getByLabel('Add an asset').focus();
      await page.getByText('Type to search asset...').waitFor();
      await pick(page, 'Add an asset', 'Generator', /Generator 20kVA/);
      await page.getByTestId('buy-total').filter({ hasText: '₦480,000.00' }).waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Assets' }).waitFor();

      await page.getByRole('link', { name: 'AST-000001' }).click();
      await page.getByRole('heading', { name: 'Generator 20kVA' }).waitFor();
      await page.getByTestId('asset-monthly-depreciation').filter({ hasText: '₦18,000.00' }).waitFor();
      await page.getByTestId('asset-quantity-held').filter({ hasText: '1' }).waitFor();

      await page.goto(`${app.baseUrl}/asset-management/sell`);
      await page.getByRole('heading', { name: 'Sell Assets' }).waitFor();
      await pick(page, 'Buyer', 'Mikano', /Mikano Power/);
      await pick(page, 'Add an asset', 'Generator', /Generator 20kVA/);
      await page.getByLabel('Price of Generator 20kVA').fill('500000');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Asset Transactions' }).waitFor();
      await page.getByRole('cell', { name: 'Sold' }).waitFor();

      await page.goto(`${app.baseUrl}/asset-management/view`);
      await page.getByRole('link', { name: 'AST-000001' }).click();
      await page.getByRole('cell', { name: 'Bought' }).waitFor();
      await page.getByRole('cell', { name: 'Sold' }).waitFor();
      expect(await page.getByRole('link', { name: 'View receipt' }).count()).toBe(2);
      await page.getByTestId('asset-quantity-held').filter({ hasText: '0' }).waitFor();
    });
  }, 150_000);
});
