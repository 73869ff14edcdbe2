// The owner signs in, records money in and sees their cash and total balance grow: the built web
// client, served by the real API (fresh database and Redis), in a real Chromium. The owner and their
// business are created beforehand with the operator CLI, on the app's database.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { formatMinorUnits, toMinorUnits } from '../src/lib/money.js';
import { createOwner, signIn, startE2e, type E2e, type Owner } from './support/e2e.js';

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

describe('Recording money in (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e({ uiTimeoutMs: UI_TIMEOUT_MS });
    owner = await createOwner(e2e.app, { plan: 'free' });
  }, 120_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('signs in, records capital into cash and shows the cash balance and total grow by ₦2,500.00', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'money-in', async () => {
      // Signed out, the page sends the owner to sign in, and back to it afterwards.
      await signIn(page, app, owner, '/transactions/create-money-in');

      await page.getByRole('heading', { name: 'Record money in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/transactions/create-money-in');
      await page.getByText(owner.business).first().waitFor();

      const cash = balanceCell(page, /^Cash on hand/);
      const total = balanceCell(page, /^Total/);
      await cash.waitFor();
      const cashBefore = minorUnitsShown(await cash.textContent());
      const totalBefore = minorUnitsShown(await total.textContent());

      await page.getByLabel('Amount').fill('2500.00');
      await page.getByRole('combobox', { name: 'Money from' }).click();
      await page.getByRole('option', { name: "Capital (owner's money)" }).click();
      // Cash on hand (the default): the form sends it as account 'Cash'.
      expect(await page.getByRole('combobox', { name: 'Paid into' }).inputValue()).toBe('Cash on hand');
      await page.getByLabel('Description').fill("Owner's capital (end-to-end test)");
      await page.getByRole('button', { name: 'Record money in' }).click();

      const success = page.getByRole('status').filter({ hasText: 'Money in recorded' });
      await success.waitFor();
      expect(await success.locator('strong').textContent()).toMatch(/^[A-Z0-9]{6,}$/);

      const added = toMinorUnits('2500.00');
      const cashAfter = formatMinorUnits(cashBefore + added);
      const totalAfter = formatMinorUnits(totalBefore + added);
      await waitForText(cash, cashAfter);
      await waitForText(total, totalAfter);
      expect(await cash.textContent()).toBe(cashAfter);
      expect(await total.textContent()).toBe(totalAfter);

      // The form is ready for the next receipt.
      await page.getByRole('button', { name: 'Record money in' }).waitFor();
      expect(await page.getByLabel('Amount').inputValue()).toBe('');
    });
  }, 90_000);
});
