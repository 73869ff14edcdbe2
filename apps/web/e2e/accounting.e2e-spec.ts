// Manual journals and opening balances, end to end: an owner posts an adjusting journal in the
// built web client on the real API (fresh database and Redis) in a real Chromium, Post waiting for
// debits to equal credits; the journal shows in /accounting/view and in the trial balance, whose
// row opens the account's page; then the owner records opening balances, the difference going to
// 3200 Retained earnings. Screenshots go to docs/screenshots/ at 1280×800 (the list's empty and
// error states too) and 375×800.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiSession, createOwner, DESKTOP, DOCS_SCREENSHOTS, screenshot, signIn, startE2e, type E2e, type Owner } from './support/e2e.js';

const UI_TIMEOUT_MS = 20_000;
const PHONE = { width: 375, height: 800 };

/** Picks an account in a line's searchable picker by typing part of its name. */
async function pickAccount(page: Page, line: number, search: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: `Account of line ${line}`, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

const today = () => new Date().toISOString().slice(0, 10);

describe('Journal entries and opening balances (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e({ uiTimeoutMs: UI_TIMEOUT_MS, viewport: DESKTOP });
    owner = await createOwner(e2e.app, { plan: 'store', business: 'Chidi Hardware' });
    const call = await apiSession(e2e.app, owner);
    const capital = await call('POST', '/transactions/money-in', { date: today(), amount: '250000.00', subtype: 'capital', account: 'Cash' });
    expect(capital.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('posts a balanced journal, sees it in the journal list and the trial balance, and records opening balances', async () => {
    const { page, app } = e2e;
    await e2e.steps(page, 'accounting', async () => {
      await signIn(page, app, owner);
      await page.getByTestId('business-name').first().waitFor();

      // Before any journal: the list's empty state, and its error state when the read fails (then retried).
      await page.goto(`${app.baseUrl}/accounting/view`);
      await page.getByText('No journal entries yet', { exact: true }).waitFor();
      // The empty list offers the first entry to post.
      await page.getByRole('table', { name: 'Journal entries' }).getByRole('link', { name: 'Enter opening balances' }).waitFor();
      await screenshot(page, 'journal-entries-empty', DOCS_SCREENSHOTS);
      const failing = '**/api/v1/accounting/journal-entries?*';
      await page.route(failing, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is busy; try again shortly' }),
        }),
      );
      await page.reload();
      const retry = page.getByRole('button', { name: 'Try again' });
      await retry.waitFor();
      await screenshot(page, 'journal-entries-error', DOCS_SCREENSHOTS);
      await page.unroute(failing);
      await retry.click();
      await page.getByText('No journal entries yet', { exact: true }).waitFor();

      // The hub's Journal Entry card leads to the form.
      await page.goto(`${app.baseUrl}/accounting`);
      await page.getByText('Journal Entry', { exact: true }).click();
      await page.getByRole('heading', { name: 'Journal Entry', exact: true }).waitFor();

      const post = page.getByRole('button', { name: 'Post journal' });
      await pickAccount(page, 1, 'Rent', '6050 · Rent');
      await page.getByLabel('Debit of line 1', { exact: true }).fill('15000');
      await page.getByLabel('Description of line 1', { exact: true }).fill('November rent');
      await pickAccount(page, 2, 'Cash on', '1000 · Cash on hand');
      await page.getByLabel('Credit of line 2', { exact: true }).fill('14000');
      await page.getByTestId('difference').filter({ hasText: 'Difference ₦1,000.00: debits are more' }).waitFor();
      expect(await post.isDisabled()).toBe(true);
      await screenshot(page, 'journal-entry-unbalanced', DOCS_SCREENSHOTS);

      await page.getByLabel('Credit of line 2', { exact: true }).fill('15000');
      await page.getByTestId('difference').filter({ hasText: 'Balanced: debits equal credits' }).waitFor();
      await page.getByLabel('Memo', { exact: true }).fill('Rent paid in cash for November');
      expect(await post.isDisabled()).toBe(false);
      await screenshot(page, 'journal-entry', DOCS_SCREENSHOTS);
      await post.click();

      // The list, with the new journal open in its drawer.
      await page.getByRole('heading', { name: 'Journal Entries', exact: true }).waitFor();
      const drawer = page.getByRole('dialog', { name: 'Journal entry' });
      await drawer.getByText('JE-0001', { exact: true }).waitFor();
      await drawer.getByRole('table', { name: 'Lines of the journal' }).getByText('November rent').waitFor();
      const list = page.getByRole('table', { name: 'Journal entries' });
      await list.getByText('Rent paid in cash for November').waitFor();
      await list.getByText('₦15,000.00').waitFor();
      await screenshot(page, 'journal-entry-detail', DOCS_SCREENSHOTS);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await screenshot(page, 'journal-entries', DOCS_SCREENSHOTS);

      // On a phone: the list and the form fit 375 px.
      await page.setViewportSize(PHONE);
      await list.getByText('Rent paid in cash for November').waitFor();
      await screenshot(page, 'journal-entries-375', DOCS_SCREENSHOTS);
      await page.goto(`${app.baseUrl}/journal-entry`);
      await page.getByRole('heading', { name: 'Journal Entry', exact: true }).waitFor();
      await screenshot(page, 'journal-entry-375', DOCS_SCREENSHOTS);
      await page.setViewportSize(DESKTOP);

      // The trial balance carries it; the account's row opens its page of the chart.
      await page.goto(`${app.baseUrl}/trial-balance?date=${today()}`);
      const trial = page.getByRole('table', { name: 'Trial balance' });
      const rent = trial.getByRole('row').filter({ hasText: '6050' });
      await rent.getByText('₦15,000.00').waitFor();
      await rent.getByRole('link', { name: 'Rent' }).click();
      await page.getByRole('heading', { name: '6050 · Rent' }).waitFor();
      await page.goto(`${app.baseUrl}/trial-account?account=1000`);
      await page.getByRole('heading', { name: '1000 · Cash on hand' }).waitFor();
      await page.goto(`${app.baseUrl}/trial-account`);
      await page.getByRole('heading', { name: 'Trial Balance', exact: true }).waitFor();

      // Opening balances: cash and a loan; the rest goes to retained earnings.
      await page.goto(`${app.baseUrl}/accounting/opening-balance`);
      await page.getByRole('heading', { name: 'Opening Balances', exact: true }).waitFor();
      await pickAccount(page, 1, 'Cash on', '1000 · Cash on hand');
      await page.getByLabel('Debit of line 1', { exact: true }).fill('50000');
      await page.getByRole('button', { name: 'Add line' }).click();
      await pickAccount(page, 2, 'Borrow', '2200 · Borrowings');
      await page.getByLabel('Credit of line 2', { exact: true }).fill('20000');
      await page.getByTestId('difference').filter({ hasText: '₦30,000.00 to 3200 Retained earnings as a credit' }).waitFor();
      await screenshot(page, 'opening-balances', DOCS_SCREENSHOTS);
      await page.getByRole('button', { name: 'Save opening balances' }).click();
      await page.getByText(/^Recorded as OB-/).waitFor();

      // The trial balance still agrees, with 3200 carrying the difference.
      await page.goto(`${app.baseUrl}/trial-balance?date=${today()}`);
      const retained = trial.getByRole('row').filter({ hasText: '3200' });
      await retained.getByText('₦30,000.00').waitFor();
      const totals = trial.locator('tfoot th');
      expect(await totals.nth(1).textContent()).toBe(await totals.nth(2).textContent());
      await page.getByText('Debits equal credits.').waitFor();
    });
  }, 180_000);
});
