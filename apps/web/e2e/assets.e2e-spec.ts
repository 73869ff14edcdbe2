// The owner creates an asset category and an asset, buys it from a supplier, reads its details
// with the monthly depreciation, sells it and sees both in its log: the built web client, served by
// the real API (fresh database and Redis), in a real Chromium.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../api/test/support/start-app.js';
import { openBrowser, withScreenshotOnFailure, type TestBrowser } from './browser.js';

const UI_TIMEOUT_MS = 20_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

async function createOwner(app: TestApp) {
  if (!app.database) throw new Error('The test app has no database of its own');
  const suffix = Date.now().toString(36);
  const owner = { email: `assets-${suffix}@example.com`, password: `Correct-Horse-${suffix}`, business: `Asset Traders ${suffix}` };
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: app.database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${app.database.name}`,
  };
  await run(
    process.execPath,
    [join(ROOT, 'scripts/dist/cli.js'), 'owner:create', '--email', owner.email, '--password', owner.password, '--business', owner.business, '--plan', 'store'],
    { cwd: ROOT, env },
  );
  return owner;
}

/** Types into a debounced search box and picks the result whose text matches. */
async function pick(page: Page, label: string, text: string, option: RegExp) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('option', { name: option }).click();
}

describe('Fixed assets (end to end)', () => {
  let app: TestApp;
  let browser: TestBrowser;
  let owner: Awaited<ReturnType<typeof createOwner>>;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await createOwner(app);
    browser = await openBrowser();
    browser.page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  }, 60_000);

  it('creates a category and an asset, buys it, shows its monthly depreciation, sells it and lists both in its log', async () => {
    const { page } = browser;
    await withScreenshotOnFailure(page, 'assets', async () => {
      page.on('pageerror', (error) => console.error(`Browser error: ${error.message}`));
      await page.goto(`${app.baseUrl}/asset-management`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
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
    }).catch((error: unknown) => {
      console.error(`API output:\n${app.output()}`);
      throw error;
    });
  }, 150_000);
});
