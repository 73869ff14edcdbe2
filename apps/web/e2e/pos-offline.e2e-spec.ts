// The offline register in a real Chromium against the built app: the network cut (Playwright's
// offline mode), sales made and queued in IndexedDB, the page reloaded offline, the network back: each sale recorded once,
// and a sale the server refuses (the stock ran out meanwhile) shown with its reason while the
// others go through.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiSession, createOwner, signIn, startE2e, type ApiCall, type E2e, type Owner } from './support/e2e.js';

describe('the offline register (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;
  let api: ApiCall;

  beforeAll(async () => {
    e2e = await startE2e();
    owner = await createOwner(e2e.app, { plan: 'store' });
    api = await apiSession(e2e.app, owner);
    const product = await api('POST', '/inventories', { type: 'PRODUCT', name: 'Bread', quantity: '6', buyingPrice: '300', sellingPrice: '500' });
    expect(product.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('queues five sales offline, survives a reload offline, records each once when back; a refused one shows its reason', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'pos-offline', async () => {
      await signIn(page, app, owner, '/pos');

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
      expect((await api('GET', '/pos/sales/history')).body.total).toBe(0);

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
      const history = await api('GET', '/pos/sales/history?limit=100');
      expect(history.body.total).toBe(5);
      const products = await api('GET', '/inventories/s/Bread/ALL/ALL');
      expect(products.body.data[0].quantity).toBe('1');
    });
  }, 180_000);
});
