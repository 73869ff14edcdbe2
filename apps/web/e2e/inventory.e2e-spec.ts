// The inventory screens end to end: the built web client served by the real API (fresh database
// and Redis) in a real Chromium. An owner on the Professional plan (several businesses, purchase
// orders) creates a product with opening stock, transfers some of it to a second business and
// sees the transfer received, raises and receives a purchase order, and publishes a QR menu whose
// public page opens signed out. With SCREENSHOT_DIR set, it saves the screens it passes through.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { startTestApp } from '../../api/test/support/start-app.js';
import { openBrowser, withScreenshotOnFailure, type TestBrowser } from './browser.js';

const UI_TIMEOUT_MS = 20_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

interface RunningApp {
  baseUrl: string;
  database?: { url: string; name: string };
  stop(): Promise<void>;
  output?: () => string;
}

interface Owner {
  email: string;
  password: string;
  business: string;
}

/** `node scripts/dist/cli.js owner:create … --plan professional` on the app's database. */
async function createOwner(app: RunningApp): Promise<Owner> {
  if (!app.database) throw new Error('The test app has no database of its own to create the owner in');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const owner = { email: `owner-${suffix}@example.com`, password: `Correct-Horse-${suffix}`, business: 'Ada Stores Lekki' };
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: app.database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${app.database.name}`,
  };
  const args = ['owner:create', '--email', owner.email, '--password', owner.password, '--business', owner.business, '--plan', 'professional'];
  await run(process.execPath, [join(ROOT, 'scripts/dist/cli.js'), ...args], { cwd: ROOT, env });
  return owner;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // The screen, not the passing "saved" notice that would cover the top bar.
  const hideNotices = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  await hideNotices.evaluate((style) => style.parentNode?.removeChild(style));
}

/** Types into a search picker and picks the first result named `name`. */
async function pick(page: Page, label: string, text: string, name: string | RegExp): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('option', { name }).first().click();
}

describe('Inventory screens (end to end)', () => {
  let app: RunningApp;
  let browser: TestBrowser;
  let owner: Owner;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await createOwner(app);
    browser = await openBrowser();
    await browser.page.setViewportSize({ width: 1280, height: 800 });
    browser.page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  }, 60_000);

  it('creates a product with opening stock, transfers some to a second business, receives a purchase order and opens a QR menu signed out', async () => {
    const { page } = browser;
    page.on('pageerror', (error) => console.error(`Browser error: ${error.message}`));
    await withScreenshotOnFailure(page, 'inventory', async () => {
      // Sign in on the way to the products list.
      await page.goto(`${app.baseUrl}/inventories/all`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
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
      await screenshot(page, 'create-product-dialog');
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = page.getByRole('table', { name: 'Products' }).getByRole('row', { name: /Rice 50kg/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('10 Unit');
      expect(await row.textContent()).toContain('₦450,000.00');
      await screenshot(page, 'products-list');

      await page.goto(`${app.baseUrl}/inventories`);
      await page.getByRole('heading', { name: 'Products & Services' }).waitFor();
      await screenshot(page, 'products-hub');

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
      await screenshot(page, 'stock-transfer');

      // The source holds 7 now.
      await page.goto(`${app.baseUrl}/inventories/all`);
      await page
        .getByRole('table', { name: 'Products' })
        .getByRole('row', { name: /Rice 50kg/ })
        .filter({ hasText: '7 Unit' })
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
      await screenshot(page, 'purchase-order');

      await page.goto(`${app.baseUrl}/inventories/all`);
      await page
        .getByRole('table', { name: 'Products' })
        .getByRole('row', { name: /Rice 50kg/ })
        .filter({ hasText: '12 Unit' })
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
      await screenshot(page, 'public-qr-menu');
    }).catch((error: unknown) => {
      if (app.output) console.error(`API output:\n${app.output().slice(-6000)}`);
      throw error;
    });
  }, 240_000);
});
