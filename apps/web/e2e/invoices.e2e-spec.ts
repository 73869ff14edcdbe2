// An invoice from approval to payment: the owner approves and e-mails it in the built web client,
// the customer opens the public page signed out and pays by card through the payment simulator,
// and the owner sees it paid on the summary. The real API (fresh database, Redis) in a real Chromium.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../api/test/support/start-app.js';
import { openBrowser, withScreenshotOnFailure, type TestBrowser } from './browser.js';

const UI_TIMEOUT_MS = 20_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

describe('Invoices (end to end)', () => {
  let app: TestApp;
  let owner: TestBrowser;
  let customer: TestBrowser;
  const email = `owner-${Date.now().toString(36)}@example.com`;
  const password = 'Correct-Horse-Invoices-1';
  let cookie = '';

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}/api/v1${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    app = await startTestApp();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: app.database!.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `test-${app.database!.name}`,
    };
    const args = ['owner:create', '--email', email, '--password', password, '--business', 'E2E Invoicing', '--plan', 'basic'];
    await run(process.execPath, [join(ROOT, 'scripts/dist/cli.js'), ...args], { cwd: ROOT, env });
    const signedIn = await fetch(`${app.baseUrl}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    owner = await openBrowser();
    customer = await openBrowser();
    owner.page.setDefaultTimeout(UI_TIMEOUT_MS);
    customer.page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 180_000);

  afterAll(async () => {
    await owner?.close();
    await customer?.close();
    await app?.stop();
  }, 60_000);

  it('approves and sends an invoice, the customer pays it by card signed out, and the summary shows it paid', async () => {
    const service = await call('POST', '/inventories', { type: 'SERVICE', name: 'Website design', buyingPrice: '0', sellingPrice: '50000' });
    const contact = await call('POST', '/entities', { name: 'Chidi Okafor', email: 'chidi@example.com' });
    const draft = await call('POST', '/invoice/create', {
      date: '2026-11-20',
      dueDate: '2026-12-20',
      entity: contact.body.data.id,
      items: [{ product: service.body.data.id, quantity: '1', price: '50000' }],
    });
    expect(draft.status).toBe(201);
    const { id, publicId } = draft.body.data;

    await withScreenshotOnFailure(owner.page, 'invoice-owner', async () => {
      const { page } = owner;
      await page.goto(`${app.baseUrl}/sign-in`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await page.goto(`${app.baseUrl}/invoice/${id}/preview`);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(`**/invoice/email/${id}`);
      await page.getByRole('button', { name: 'Send invoice' }).click();
      await page.getByText('Invoice sent successfully').waitFor();
    });

    await withScreenshotOnFailure(customer.page, 'invoice-customer', async () => {
      const { page } = customer;
      await page.goto(`${app.baseUrl}/invoice/${publicId}/view`);
      await page.getByText('Chidi Okafor').waitFor();
      await page.getByRole('button', { name: 'Pay now' }).click();
      // The simulator's checkout page, then back to our confirmation page.
      await page.locator('#pay').click();
      await page.waitForURL('**/invoice/payment/callback**');
      await page.getByText('Invoice paid successfully').waitFor();
    });

    await withScreenshotOnFailure(owner.page, 'invoice-summary', async () => {
      const { page } = owner;
      await page.goto(`${app.baseUrl}/invoice/summary`);
      const paid = page.getByTestId('status-paid');
      await paid.getByText('1', { exact: true }).waitFor();
    });
    const invoice = await call('GET', `/invoice/${id}`);
    expect(invoice.body.data).toMatchObject({ status: 'paid', balance: '0.00' });
    // The receivable is gone from the balance sheet's current assets.
    const assets = await call(
      'GET',
      '/reports/balance-sheet/current-assets?startDate1=2026-01-01&endDate1=2026-12-31&startDate2=2026-01-01&endDate2=2026-12-31',
    );
    expect(assets.status).toBe(200);
    const found = (value: unknown, key: string): unknown[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => (k === key ? [v] : found(v, key))) : [];
    const receivables = found(assets.body, 'receivables');
    expect(receivables.length).toBeGreaterThan(0);
    expect(JSON.stringify(receivables)).not.toContain('50000');
    expect(JSON.stringify(found(assets.body, 'cashOnHand'))).toContain('50000');
  }, 180_000);
});
