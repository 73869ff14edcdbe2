// The cash flow statement, end to end: an owner with a GTBank account puts in capital in cash,
// borrows into the bank, buys rice and sells some of it for cash, pays rent in cash and banks part
// of the cash (through the API, with the owner's session, over the past week), then opens the
// statement from the Accounting hub in the built web client on the real API in a real Chromium:
// the cash at start and end, money in and out, each section's lines and totals, and each cash
// account, to the kobo. Screenshots go to docs/screenshots/ at 1280×800 and 375×800.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiSession,
  created,
  createOwner,
  DESKTOP,
  DOCS_SCREENSHOTS,
  expectFigure,
  screenshot,
  signIn,
  startE2e,
  type E2e,
  type Owner,
} from './support/e2e.js';

const UI_TIMEOUT_MS = 20_000;
const PHONE = { width: 375, height: 800 };

/** `days` days before today (UTC): in the past wherever the business is. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) => date.split('-').reverse().join('/');

describe('The cash flow statement (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e({ uiTimeoutMs: UI_TIMEOUT_MS, viewport: DESKTOP });
    // The Store plan: the statement is locked on the free plan, like the profit and loss.
    owner = await createOwner(e2e.app, { plan: 'store', business: 'Adebayo Foods' });
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('shows where a week’s cash came from and went, by section and by account, to the kobo', async () => {
    const { app, page } = e2e;
    const call = await apiSession(app, owner);
    const banks = await call('PATCH', '/accounts/bank-accounts', {
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Adebayo Foods Ltd', accountNumber: '0123456789' }],
    });
    expect(banks.status).toBe(200);
    // A complete profile: no banner asking for it over the screenshots.
    expect((await call('PATCH', '/accounts/profile', { typeOfBusiness: 'Retail' })).status).toBe(200);
    const gtbank = ((await call('GET', '/accounts/bank-accounts')).body.data as { bankAccountId: string }[])[0]!.bankAccountId;

    // Financing: ₦250,000.00 put in as capital (cash) and ₦100,000.00 borrowed (into GTBank).
    await created(call, '/transactions/money-in', { date: daysAgo(6), amount: '250000.00', subtype: 'capital', account: 'Cash' });
    await created(call, '/transactions/money-in', { date: daysAgo(5), amount: '100000.00', subtype: 'loan', account: gtbank });
    // Operating: 10 bags bought for ₦30,000.00 and 4 sold for ₦18,000.00, rent ₦12,000.00; all in cash.
    const rice = await created(call, '/inventories', { type: 'PRODUCT', name: 'Rice 50kg', buyingPrice: '3000.00', sellingPrice: '4500.00' });
    await created(call, '/transactions/purchases', { date: daysAgo(4), items: [{ product: rice.id, quantity: 10, price: '3000.00' }], account: 'Cash' });
    await created(call, '/transactions/sales', { date: daysAgo(3), items: [{ product: rice.id, quantity: 4, price: '4500.00' }], account: 'Cash' });
    await created(call, '/transactions/expenses', { date: daysAgo(2), category: 'rent', amount: '12000.00', account: 'Cash' });
    // Cash banked: it moves between the cash accounts and is no flow at all.
    await created(call, '/transaction/account-transfer', { date: daysAgo(1), from: 'Cash', to: gtbank, amount: '50000.00' });

    const startDate = daysAgo(7);
    const endDate = daysAgo(0);

    await e2e.steps(page, 'cash-flow', async () => {
      // From the Accounting hub's card.
      await signIn(page, app, owner, '/accounting');
      await page.getByRole('heading', { name: 'Accounting', exact: true }).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: /Where cash came from/ })
        .click();
      await page.getByRole('heading', { name: 'Cash Flow Statement', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/reports/cash-flow');
      expect(await page.title()).toBe('Cash Flow Statement | Ledgerline');

      // The past week, by custom dates in the address.
      await page.goto(`${app.baseUrl}/reports/cash-flow?period=custom&startDate=${startDate}&endDate=${endDate}`);
      await expectFigure(page, 'cash-flow-opening', '₦0.00');
      await expectFigure(page, 'cash-flow-in', '₦368,000.00');
      await expectFigure(page, 'cash-flow-out', '₦42,000.00');
      await expectFigure(page, 'cash-flow-closing', '₦326,000.00');
      await page.getByText('Up ₦326,000.00 over the period').waitFor();
      await page.getByText(`Adebayo Foods · ${shown(startDate)} – ${shown(endDate)}`).waitFor();

      const statement = page.getByRole('table', { name: 'Cash flow statement' });
      const amountOf = async (key: string) => (await statement.locator(`tr[data-key="${key}"] td[data-column="0"]`).textContent())?.trim();
      expect(await amountOf('customers')).toBe('₦18,000.00');
      expect(await amountOf('suppliersAndExpenses')).toBe('(₦42,000.00)');
      expect(await amountOf('operatingTotal')).toBe('(₦24,000.00)');
      expect(await amountOf('investingTotal')).toBe('₦0.00');
      expect(await amountOf('contributions')).toBe('₦250,000.00');
      expect(await amountOf('loansReceived')).toBe('₦100,000.00');
      expect(await amountOf('financingTotal')).toBe('₦350,000.00');
      expect(await amountOf('netChange')).toBe('₦326,000.00');
      expect(await amountOf('closingCash')).toBe('₦326,000.00');
      // Nothing bought or sold for the long term; no zero lines anywhere.
      expect(await statement.getByText('No movements').count()).toBe(1);
      for (const label of ['VAT settled', 'Drawings', 'Loans repaid']) expect(await statement.getByText(label).count()).toBe(0);

      const accounts = page.getByRole('table', { name: 'Cash accounts' });
      const figures = async (name: string) =>
        (await accounts.getByRole('row').filter({ hasText: name }).locator('td[data-label]').allTextContents()).map((text) => text.trim());
      expect(await figures('Cash on hand')).toEqual(['₦0.00', '₦176,000.00', '₦176,000.00']);
      expect(await figures('GTBank')).toEqual(['₦0.00', '₦150,000.00', '₦150,000.00']);
      await page.getByRole('img', { name: /Cash in and out by section/ }).waitFor();
      await screenshot(page, 'cash-flow', DOCS_SCREENSHOTS);

      // On a phone: the figures two by two, the statement's labels beside their amounts, each account a card.
      await page.setViewportSize(PHONE);
      await expectFigure(page, 'cash-flow-closing', '₦326,000.00');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The picture shows the chart and the statement under it, below the shell's top bar (the figures are above).
      await page
        .getByText('Cash in and out by day')
        .evaluate((title) => window.scrollBy(0, title.closest('.mantine-Paper-root')!.getBoundingClientRect().top - 72));
      await screenshot(page, 'cash-flow-375', DOCS_SCREENSHOTS);
      await page.setViewportSize(DESKTOP);
    });
  }, 180_000);
});
