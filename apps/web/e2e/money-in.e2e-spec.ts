// The owner records money in and sees their cash and total balance grow: the built web client,
// served by the real API (fresh database and Redis), in a real Chromium.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { startTestApp } from '../../api/test/support/start-app.js';
import { formatMinorUnits, toMinorUnits } from '../src/lib/money.js';
import { openBrowser, withScreenshotOnFailure, type TestBrowser } from './browser.js';

const UI_TIMEOUT_MS = 15_000;

/** "₦1,500.00" (or "-₦1,500.00") → 150000n, exactly: the page's own formatting, read back. */
function minorUnitsShown(text: string | null): bigint {
  const plain = (text ?? '').replace(/[₦,\s]/g, '');
  return toMinorUnits(plain);
}

function balanceCell(page: Page, rowName: RegExp): Locator {
  return page.getByRole('table', { name: 'Account balances' }).getByRole('row', { name: rowName }).locator('td');
}

async function waitForText(cell: Locator, text: string): Promise<void> {
  await cell.filter({ hasText: text }).waitFor({ timeout: UI_TIMEOUT_MS });
}

/** What this test needs of the lead's helper; `output` (the API's log) is used when present. */
interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
  output?: () => string;
}

describe('Recording money in (end to end)', () => {
  let app: RunningApp;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
    browser.page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  }, 60_000);

  it('records capital into cash and shows the cash balance and total grow by ₦2,500.00', async () => {
    const { page } = browser;
    await withScreenshotOnFailure(page, 'money-in', async () => {
      page.on('pageerror', (error) => console.error(`Browser error: ${error.message}`));
      await page.goto(`${app.baseUrl}/transactions/create-money-in`);
      await page.getByRole('heading', { name: 'Record money in' }).waitFor();

      const cash = balanceCell(page, /^Cash on hand/);
      const total = balanceCell(page, /^Total/);
      await cash.waitFor();
      const cashBefore = minorUnitsShown(await cash.textContent());
      const totalBefore = minorUnitsShown(await total.textContent());

      await page.getByLabel('Amount (₦)').fill('2500.00');
      await page.getByLabel('Money from').selectOption('capital');
      await page.getByLabel('Paid into').selectOption({ label: 'Cash on hand' });
      await page.getByLabel('Description').fill("Owner's capital (end-to-end test)");
      await page.getByRole('button', { name: 'Record money in' }).click();

      const success = page.locator('[role="status"][data-tone="success"]');
      await success.waitFor();
      expect((await success.textContent())?.trim()).not.toBe('');

      const added = toMinorUnits('2500.00');
      const cashAfter = formatMinorUnits(cashBefore + added);
      const totalAfter = formatMinorUnits(totalBefore + added);
      await waitForText(cash, cashAfter);
      await waitForText(total, totalAfter);
      expect(await cash.textContent()).toBe(cashAfter);
      expect(await total.textContent()).toBe(totalAfter);

      // The form is ready for the next receipt.
      await page.getByRole('button', { name: 'Record money in' }).waitFor();
      expect(await page.getByLabel('Amount (₦)').inputValue()).toBe('');
    }).catch((error: unknown) => {
      if (app.output) console.error(`API output:\n${app.output()}`);
      throw error;
    });
  }, 90_000);
});
