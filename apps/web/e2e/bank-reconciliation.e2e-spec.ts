// Bank statement and reconciliation, end to end: an owner on a paid plan with a GTBank account sells
// rice paid into it and pays rent from it (through the API, with the owner's session), then in the
// built web client on the real API in a real Chromium imports the bank's CSV statement of that
// week (the two, and an SMS alert charge the books lack) from the Accounting hub, auto-matches the
// sale and the rent, records the charge as an expense from the bank through the page the
// reconciliation links to, matches it, and sees the account reconciled. Screenshots go to
// docs/screenshots/ at 1280×800 and 375×800.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
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

/** The statement as GTBank's internet banking exports it: its own lines above the header, day-first dates, amounts with commas. */
function gtbankStatement(): string {
  return [
    'Guaranty Trust Bank Plc',
    'Account Statement,Adebayo Foods Ltd,0123456789',
    '',
    'Trans Date,Value Date,Narration,Reference,Debit,Credit,Balance',
    `${shown(daysAgo(3))},${shown(daysAgo(3))},POS settlement rice,POS1187,,"18,000.00","18,000.00"`,
    `${shown(daysAgo(2))},${shown(daysAgo(2))},Transfer to landlord rent,TRF0002,"5,000.00",,"13,000.00"`,
    `${shown(daysAgo(0))},${shown(daysAgo(0))},SMS alert charges,,52.50,,"12,947.50"`,
  ].join('\r\n');
}

/** The figures of the reconciliation, as shown. */
async function expectFigures(page: Page, figures: Record<string, string>): Promise<void> {
  for (const [testId, text] of Object.entries(figures)) await expectFigure(page, testId, text);
}

describe('Bank statement and reconciliation (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e({ uiTimeoutMs: UI_TIMEOUT_MS, viewport: DESKTOP });
    // The Store plan: both pages are locked on the free plan, like the statements.
    owner = await createOwner(e2e.app, { plan: 'store', business: 'Adebayo Foods' });
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('imports the bank’s statement, auto-matches it with the books, and reconciles once the bank charge is recorded and matched', async () => {
    const { app, page } = e2e;
    const call = await apiSession(app, owner);
    const banks = await call('PATCH', '/accounts/bank-accounts', {
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Adebayo Foods Ltd', accountNumber: '0123456789' }],
    });
    expect(banks.status).toBe(200);
    // A complete profile: no banner asking for it over the screenshots.
    expect((await call('PATCH', '/accounts/profile', { typeOfBusiness: 'Retail' })).status).toBe(200);
    const gtbank = ((await call('GET', '/accounts/bank-accounts')).body.data as { bankAccountId: string }[])[0]!.bankAccountId;

    // 4 bags of rice sold for ₦18,000.00 paid into GTBank; rent of ₦5,000.00 paid from it.
    const rice = await created(call, '/inventories', { type: 'PRODUCT', name: 'Rice 50kg', buyingPrice: '3000.00', sellingPrice: '4500.00' });
    await created(call, '/transactions/purchases', { date: daysAgo(5), items: [{ product: rice.id, quantity: 10, price: '3000.00' }], account: 'Cash' });
    await created(call, '/transactions/sales', { date: daysAgo(3), items: [{ product: rice.id, quantity: 4, price: '4500.00' }], account: gtbank });
    await created(call, '/transactions/expenses', { date: daysAgo(2), category: 'rent', amount: '5000.00', account: gtbank });

    const reconciliationPath = `/bank-reconciliation?bank=${gtbank}&startDate=${daysAgo(7)}`;

    await e2e.steps(page, 'bank-statement', async () => {
      // From the Accounting hub's card, live now.
      await signIn(page, app, owner, '/accounting');
      await page.getByRole('heading', { name: 'Accounting', exact: true }).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: /Import your bank’s statements/ })
        .click();
      await page.getByRole('heading', { name: 'Bank Statement', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/bank-statement');
      expect(await page.title()).toBe('Bank Statement | Ledgerline');
      await page.getByText('No statements yet').waitFor();

      await page.getByRole('button', { name: 'Import statement' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Import statement' });
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'gtbank-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(gtbankStatement()) });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByText(`3 lines imported, ${shown(daysAgo(3))} – ${shown(daysAgo(0))}.`).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // The statement, opened: its figures, and each line unmatched so far.
      const statements = page.getByRole('table', { name: 'Statements' });
      const row = statements.getByRole('row').filter({ hasText: 'gtbank-statement.csv' });
      await row.waitFor();
      expect((await row.locator('td[data-label="Matched"]').textContent())?.trim()).toBe('0 of 3');
      expect((await row.locator('td[data-label="Opening balance"]').textContent())?.trim()).toBe('₦0.00');
      expect((await row.locator('td[data-label="Closing balance"]').textContent())?.trim()).toBe('₦12,947.50');
      const lines = page.getByRole('table', { name: 'Statement lines' });
      await lines.getByText('SMS alert charges').waitFor();
      expect(await lines.getByText('Unmatched', { exact: true }).count()).toBe(3);
      const charge = lines.getByRole('row').filter({ hasText: 'SMS alert charges' });
      expect((await charge.locator('td[data-label="Money out"]').textContent())?.trim()).toBe('₦52.50');
      expect((await charge.locator('td[data-label="Balance"]').textContent())?.trim()).toBe('₦12,947.50');
      await screenshot(page, 'bank-statement', DOCS_SCREENSHOTS);
    });

    await e2e.steps(page, 'bank-reconciliation', async () => {
      await page.getByRole('link', { name: 'Reconcile' }).click();
      await page.getByRole('heading', { name: 'Bank Reconciliation', exact: true }).waitFor();
      await page.goto(`${app.baseUrl}${reconciliationPath}`);
      // Nothing matched yet: every line and entry is still outstanding.
      await expectFigures(page, {
        'statement-balance': '₦12,947.50',
        'book-balance': '₦13,000.00',
        'unmatched-statement': '₦12,947.50',
        'unmatched-books': '₦13,000.00',
        difference: '₦0.00',
      });
      await page.getByText('3 lines to match or record').waitFor();

      // Auto-match pairs the sale and the rent (same amount, same day); the charge is left.
      await page.getByRole('button', { name: 'Auto-match' }).click();
      await page.getByText('2 lines matched with the books.').waitFor();
      await expectFigures(page, { 'unmatched-statement': '-₦52.50', 'unmatched-books': '₦0.00', difference: '₦0.00' });
      await page.getByText('1 line to match or record').waitFor();
      const matched = page.getByRole('table', { name: 'Matched' });
      await matched.getByText('POS settlement rice').waitFor();
      expect(await matched.getByText('Auto', { exact: true }).count()).toBe(2);
      // The page at work: the charge left on the statement, with its Record link, the two matched below.
      await page.getByRole('link', { name: 'Record SMS alert charges in the books' }).waitFor();
      await screenshot(page, 'bank-reconciliation', DOCS_SCREENSHOTS);

      // The charge is not in the books: Record opens the expense form filled from the line (date,
      // amount, paid from GTBank, description); the owner picks the category and records it.
      await page.getByRole('link', { name: 'Record SMS alert charges in the books' }).click();
      await page.getByRole('form', { name: 'Record expense' }).waitFor();
      expect(await page.getByLabel('Amount').inputValue()).toBe('52.50');
      expect(await page.getByRole('combobox', { name: 'Paid from' }).inputValue()).toBe('GTBank');
      expect(await page.getByLabel('Description (optional)').inputValue()).toBe('SMS alert charges');
      await page.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Bank', exact: true }).click();
      await page.getByRole('button', { name: 'Record expense' }).click();
      await page.getByText('Expense recorded', { exact: true }).waitFor();

      // Back on the reconciliation, the charge now has its entry to match.
      await page.goto(`${app.baseUrl}${reconciliationPath}`);
      await page.getByRole('button', { name: /^Match SMS alert charges with / }).click();
      await page.getByText('Reconciled', { exact: true }).waitFor();
      await expectFigures(page, {
        'statement-balance': '₦12,947.50',
        'book-balance': '₦12,947.50',
        'unmatched-statement': '₦0.00',
        'unmatched-books': '₦0.00',
        difference: '₦0.00',
      });
      expect(await page.getByRole('table', { name: 'Matched' }).getByRole('row').filter({ hasText: 'By hand' }).count()).toBe(1);
      await page.getByText('Every statement line up to this date is in the books.').waitFor();

      // On a phone: the figures one under another, each matched line a card; nothing wider than the screen.
      await page.setViewportSize(PHONE);
      await page.getByText('Reconciled', { exact: true }).waitFor();
      // A notice sliding in from the right is wider than the page while it moves: measured once it has gone.
      await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'bank-reconciliation-375', DOCS_SCREENSHOTS);
      await page.setViewportSize(DESKTOP);

      // The statement counts its lines matched.
      await page.goto(`${app.baseUrl}/bank-statement?bank=${gtbank}`);
      const row = page.getByRole('table', { name: 'Statements' }).getByRole('row').filter({ hasText: 'gtbank-statement.csv' });
      await row.locator('td[data-label="Matched"]').filter({ hasText: '3 of 3' }).waitFor();
    });
  }, 240_000);
});
