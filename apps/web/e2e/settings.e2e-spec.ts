// The settings screens an owner on the Professional plan works with: integrations (the connect form
// with the payment simulator's banks and an account name resolved), archives (a product archived
// through the API, on its tab), manage account (the three cards, a wrong password refused in the
// modal), notifications (a switch turned off, from /setting-dashboard) and asset lifespans (one
// saved), then the settings hub and billing (after a card change through the simulator's checkout)
// on a phone. The real API (fresh database, Redis) in a real Chromium; screenshots for the docs.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { SIMULATED_BANKS } from '@ledgerline/platform';
import { apiSession, createOwner, DESKTOP, DOCS_SCREENSHOTS, screenshot, signIn, startE2e, type ApiCall, type E2e, type Owner } from './support/e2e.js';

const PHONE = { width: 375, height: 800 };

/** Whether the page scrolls sideways: it must not, at any width (docs/web.md). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Settings (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;
  let call: ApiCall;
  // The provider sends the browser back to the API's APP_URL, http://localhost:<port> by default:
  // browse there (not 127.0.0.1) so the session cookie comes back after the card change.
  let baseUrl: string;

  beforeAll(async () => {
    e2e = await startE2e({ viewport: DESKTOP });
    owner = await createOwner(e2e.app, { plan: 'professional', business: 'Adebayo Foods' });
    call = await apiSession(e2e.app, owner);
    baseUrl = e2e.app.baseUrl.replace('//127.0.0.1', '//localhost');
  }, 180_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('integrations: the connect form lists the provider’s banks and names the account typed', async () => {
    const { page } = e2e;
    await e2e.steps(page, 'settings-integrations', async () => {
      await signIn(page, { ...e2e.app, baseUrl }, owner, '/settings/integrations');
      await page.getByRole('heading', { name: 'Integrations' }).waitFor();
      const form = page.getByRole('form', { name: 'Connect Paystack' });
      await form.getByText('Not connected.', { exact: false }).waitFor();
      await form.getByLabel('Bank', { exact: true }).click();
      for (const bank of SIMULATED_BANKS) await page.getByRole('option', { name: bank.name }).waitFor();
      expect(await page.getByRole('option').count()).toBe(SIMULATED_BANKS.length);
      await page.getByRole('option', { name: 'Guaranty Trust Bank' }).click();
      await form.getByLabel('Account number').fill('0123456789');
      await form.getByLabel('Account name').filter({ hasText: 'TEST ACCOUNT 6789' }).waitFor();
      expect(await form.getByRole('button', { name: 'Connect' }).isEnabled()).toBe(true);
      await screenshot(page, 'settings-integrations', DOCS_SCREENSHOTS);
    });
    // Nothing was connected by looking.
    expect((await call('GET', '/accounts/settings/integrations')).body.data.paystack).toMatchObject({ connected: false });
  }, 120_000);

  it('archives: a product archived through the API is on the Products tab, with Restore', async () => {
    const { page } = e2e;
    for (const name of ['Palm oil 25L', 'Garri 50kg']) {
      const product = await call('POST', '/inventories', { type: 'PRODUCT', name, buyingPrice: '18000', sellingPrice: '21500' });
      expect(product.status).toBe(201);
      expect((await call('POST', '/archive', { type: 'product', id: product.body.data.id })).status).toBe(200);
    }
    await e2e.steps(page, 'settings-archives', async () => {
      await page.goto(`${baseUrl}/settings/archives`);
      await page.getByRole('heading', { name: 'Archives' }).waitFor();
      for (const tab of ['Products', 'Services', 'Contacts', 'Transactions']) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
      const table = page.getByRole('table', { name: 'Archived products' });
      await table.getByRole('cell', { name: 'Palm oil 25L', exact: true }).waitFor();
      await table.getByRole('button', { name: 'Restore Garri 50kg' }).waitFor();
      expect(await table.locator('tbody tr').count()).toBe(2);
      await screenshot(page, 'settings-archives', DOCS_SCREENSHOTS);
      // Another tab says what it would hold.
      await page.getByRole('tab', { name: 'Contacts', exact: true }).click();
      await page.getByText('No archived contacts.', { exact: false }).waitFor();
    });
  }, 120_000);

  it('notifications: a switch turned off in the browser is the owner’s preference at the API, and stays off on reload', async () => {
    const { page } = e2e;
    await e2e.steps(page, 'settings-notifications', async () => {
      await page.goto(`${baseUrl}/setting-dashboard`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByRole('link', { name: /Notifications/ }).click();
      await page.waitForURL('**/settings/notification');
      const weekly = page.getByRole('switch', { name: /^Weekly account summary/ });
      await weekly.waitFor();
      expect(await weekly.isChecked()).toBe(true);
      await weekly.click({ force: true });
      await page.getByText('Notification preferences updated').waitFor();
      expect(await weekly.isChecked()).toBe(false);
      await screenshot(page, 'settings-notifications', DOCS_SCREENSHOTS);
      await page.reload();
      await page.getByRole('switch', { name: /^Monthly profit and loss/ }).waitFor();
      expect(await page.getByRole('switch', { name: /^Weekly account summary/ }).isChecked()).toBe(false);
    });
    expect((await call('GET', '/accounts/settings/notifications')).body.data).toEqual({
      monthlyProfitAndLoss: true,
      weeklySummary: false,
      expiryReminders: true,
    });
  }, 120_000);

  it('asset lifespans: a category’s useful life changed in the settings is what the asset categories hold', async () => {
    const { page } = e2e;
    await e2e.steps(page, 'settings-lifespan', async () => {
      await page.goto(`${baseUrl}/settings/lifespan`);
      await page.getByRole('heading', { name: 'Asset lifespans', level: 1 }).waitFor();
      await page.getByRole('table', { name: 'Asset categories' }).waitFor();
      const first = (await call('GET', '/assets/categories')).body.data[0] as { name: string; lifespan: number };
      const life = page.getByRole('textbox', { name: `Useful life of ${first.name} (months)` });
      await life.fill('24');
      await page.getByRole('button', { name: 'Save lifespans' }).click();
      await page.getByText('Asset lifespans saved').waitFor();
      await screenshot(page, 'settings-lifespan', DOCS_SCREENSHOTS);
      const saved = (await call('GET', '/assets/categories')).body.data as { name: string; lifespan: number }[];
      expect(saved.find((category) => category.name === first.name)?.lifespan).toBe(24);
    });
  }, 120_000);

  it('manage account: three cards, and a wrong password refused in the modal, changing nothing', async () => {
    const { page } = e2e;
    await e2e.steps(page, 'settings-manage-account', async () => {
      await page.goto(`${baseUrl}/settings/manage-account`);
      await page.getByRole('heading', { name: 'Manage account', level: 1 }).waitFor();
      for (const title of ['Reset transactions', 'Factory reset', 'Close business']) await page.getByRole('heading', { name: title, level: 2 }).waitFor();
      await screenshot(page, 'settings-manage-account', DOCS_SCREENSHOTS);

      await page.getByRole('button', { name: 'Factory reset' }).click();
      const modal = page.getByRole('dialog', { name: 'Factory reset' });
      await modal.getByLabel('Your password').fill('not my password');
      await modal.getByRole('button', { name: 'Factory reset' }).click();
      await modal.getByRole('alert').filter({ hasText: 'Your password is incorrect' }).waitFor();
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await modal.waitFor({ state: 'detached' });
      // Still signed in, and the archived products are all there are: nothing was reset.
      await page.getByRole('heading', { name: 'Close business', level: 2 }).waitFor();
    });
    const archived = await call('GET', '/archive?type=products');
    expect(archived.body.total).toBe(2);
  }, 120_000);

  it('the settings hub and billing fit a phone: no sideways scroll, a card change in the history', async () => {
    const { page } = e2e;
    await e2e.steps(page, 'settings-375', async () => {
      // A card change through the simulator's checkout, so billing has a saved card and a payment.
      await page.goto(`${baseUrl}/settings/billings`);
      await page.getByRole('heading', { name: 'Professional Plan' }).waitFor();
      await page.getByRole('button', { name: 'Change card' }).click();
      await page.getByText('Test checkout').waitFor();
      await page.locator('#pay').click();
      await page.waitForURL('**/payment/process**');
      await page.getByText('Your new card is saved').waitFor();

      await page.setViewportSize(PHONE);
      await page.goto(`${baseUrl}/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByText('Billing', { exact: true }).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'settings-375', DOCS_SCREENSHOTS);

      await page.goto(`${baseUrl}/settings/billings`);
      await page.getByRole('heading', { name: 'Professional Plan' }).waitFor();
      await page
        .getByText(/•••• \d{4}/)
        .first()
        .waitFor();
      await page.getByRole('table', { name: 'Payment history' }).getByText('Refunded').waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'billing-375', DOCS_SCREENSHOTS);
      await page.setViewportSize(DESKTOP);
    });
  }, 150_000);
});
