// The offline register in a real Chromium against the built app: the network cut (Playwright's
// offline mode), sales made and queued in IndexedDB, the page reloaded offline, the network back: each sale recorded once,
// and a sale the server refuses (the stock ran out meanwhile) shown with its reason while the
// others go through.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestApp } from '../../api/test/support/start-app.js';
import { openBrowser, withScreenshotOnFailure, type TestBrowser } from './browser.js';

const UI_TIMEOUT_MS = 20_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

interface RunningApp {
  baseUrl: string;
  database?: { url: string; name: string };
  stop(): Promise<void>;
  output?: () => string;
}

async function createStoreOwner(app: RunningApp): Promise<{ email: string; password: string }> {
  if (!app.database) throw new Error('The test app has no database of its own');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const owner = { email: `till-${suffix}@example.com`, password: `Correct-Horse-${suffix}` };
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: app.database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${app.database.name}`,
  };
  const args = ['owner:create', '--email', owner.email, '--password', owner.password, '--business', `Till ${suffix}`, '--plan', 'store'];
  await run(process.execPath, [join(ROOT, 'scripts/dist/cli.js'), ...args], { cwd: ROOT, env });
  return owner;
}

async function api(app: RunningApp, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${app.baseUrl}/api/v1${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('the offline register (end to end)', () => {
  let app: RunningApp;
  let browser: TestBrowser;
  let owner: { email: string; password: string };
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await createStoreOwner(app);
    const signIn = await fetch(`${app.baseUrl}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(owner),
    });
    cookie = String(signIn.headers.get('set-cookie')).split(';')[0];
    const product = await api(app, cookie, 'POST', '/inventories', { type: 'PRODUCT', name: 'Bread', quantity: '6', buyingPrice: '300', sellingPrice: '500' });
    expect(product.status).toBe(201);
    browser = await openBrowser();
    browser.page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  }, 60_000);

  it('queues five sales offline, survives a reload offline, records each once when back; a refused one shows its reason', async () => {
    const { page } = browser;
    await withScreenshotOnFailure(page, 'pos-offline', async () => {
      page.on('pageerror', (error) => console.error(`Browser error: ${error.message}`));
      await page.goto(`${app.baseUrl}/pos`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await page.getByLabel('Opening float').fill('10000');
      await page.getByRole('button', { name: 'Open register' }).click();
      await page.getByRole('button', { name: 'Add Bread' }).waitFor();
      await page.getByTestId('connection').filter({ hasText: 'Online' }).waitFor();

      await page.context().setOffline(true);
      await page.getByTestId('connection').filter({ hasText: 'Offline' }).waitFor();
      for (let i = 1; i <= 5; i++) {
        await page.getByRole('button', { name: 'Add Bread' }).click();
        await page.getByRole('button', { name: /^Pay/ }).click();
        await page
          .getByTestId('waiting-count')
          .filter({ hasText: `${i} waiting to send` })
          .waitFor();
      }
      // The page reloaded while offline: the service worker serves the app, the queue is still there.
      await page.reload();
      await page.getByTestId('connection').filter({ hasText: 'Offline' }).waitFor();
      await page.getByTestId('waiting-count').filter({ hasText: '5 waiting to send' }).waitFor();

      // A sixth sale of two loaves, made on the reloaded page: only one will be left when it reaches the server.
      await page.getByRole('button', { name: 'Add Bread' }).click();
      await page.getByLabel('Quantity of Bread').fill('2');
      await page.getByRole('button', { name: /^Pay/ }).click();
      await page.getByTestId('waiting-count').filter({ hasText: '6 waiting to send' }).waitFor();
      expect((await api(app, cookie, 'GET', '/pos/sales/history')).body.total).toBe(0);

      // A second tab of the till, opened offline too: when the network returns both send the queue at
      // once (one sender at a time across tabs, and one key per sale), and nothing is recorded twice.
      const secondTab = await page.context().newPage();
      await secondTab.goto(`${app.baseUrl}/pos`);
      await secondTab.getByTestId('waiting-count').filter({ hasText: '6 waiting to send' }).waitFor();

      await page.context().setOffline(false);
      await page.getByTestId('waiting-count').filter({ hasText: '0 waiting to send' }).waitFor();
      const refused = page.getByTestId('refused-sale');
      await refused.waitFor();
      expect(await refused.textContent()).toContain('Only 1 of Bread in stock');

      await secondTab.getByTestId('waiting-count').filter({ hasText: '0 waiting to send' }).waitFor();
      await secondTab.close();
      const history = await api(app, cookie, 'GET', '/pos/sales/history?limit=100');
      expect(history.body.total).toBe(5);
      const products = await api(app, cookie, 'GET', '/inventories/s/Bread/ALL/ALL');
      expect(products.body.data[0].quantity).toBe('1');
    }).catch((error: unknown) => {
      if (app.output) console.error(`API output:\n${app.output().slice(-4000)}`);
      throw error;
    });
  }, 180_000);
});
