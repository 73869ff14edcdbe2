// The owner signs in, records money in and sees their cash and total balance grow: the built web
// client, served by the real API (fresh database and Redis), in a real Chromium. The owner and their
// business are created beforehand with the operator CLI, on the app's database.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { startTestApp } from '../../api/test/support/start-app.js';
import { formatMinorUnits, toMinorUnits } from '../src/lib/money.js';
import { openBrowser, withScreenshotOnFailure, type TestBrowser } from './browser.js';

const UI_TIMEOUT_MS = 15_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

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

/** What this test needs of the running app; `output` (the API's log) is used when present. */
interface RunningApp {
  baseUrl: string;
  /** The app's own database (absent only in embedded mode, which this test does not use). */
  database?: { url: string; name: string };
  stop(): Promise<void>;
  output?: () => string;
}

interface Owner {
  email: string;
  password: string;
  business: string;
  userId: string;
  businessId: string;
}

/** The CLI's answer is the last JSON object it prints, after any log lines. */
function parseCliResult(stdout: string): { userId: string; businessId: string } {
  for (let start = stdout.lastIndexOf('{'); start >= 0; start = stdout.lastIndexOf('{', start - 1)) {
    if (start > 0 && stdout[start - 1] !== '\n') continue;
    try {
      const parsed = JSON.parse(stdout.slice(start).trim()) as { userId?: unknown; businessId?: unknown };
      if (typeof parsed.userId === 'string' && typeof parsed.businessId === 'string') return { userId: parsed.userId, businessId: parsed.businessId };
    } catch {
      // a log line, or the middle of one: look further up
    }
  }
  throw new Error(`owner:create printed no { userId, businessId }:\n${stdout}`);
}

/** `node scripts/dist/cli.js owner:create …` with the environment the app runs with (start-app.ts). */
async function createOwner(app: RunningApp): Promise<Owner> {
  if (!app.database) throw new Error('The test app has no database of its own to create the owner in');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const owner = { email: `owner-${suffix}@example.com`, password: `Correct-Horse-${suffix}`, business: `E2E Traders ${suffix}` };
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: app.database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${app.database.name}`,
  };
  const args = ['owner:create', '--email', owner.email, '--password', owner.password, '--business', owner.business, '--plan', 'free'];
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/dist/cli.js'), ...args], { cwd: ROOT, env });
  return { ...owner, ...parseCliResult(stdout) };
}

describe('Recording money in (end to end)', () => {
  let app: RunningApp;
  let browser: TestBrowser;
  let owner: Owner;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await createOwner(app);
    browser = await openBrowser();
    browser.page.setDefaultTimeout(UI_TIMEOUT_MS);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  }, 60_000);

  it('signs in, records capital into cash and shows the cash balance and total grow by ₦2,500.00', async () => {
    const { page } = browser;
    await withScreenshotOnFailure(page, 'money-in', async () => {
      page.on('pageerror', (error) => console.error(`Browser error: ${error.message}`));
      // Signed out, the page sends the owner to sign in, and back to it afterwards.
      await page.goto(`${app.baseUrl}/transactions/create-money-in`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

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
    }).catch((error: unknown) => {
      if (app.output) console.error(`API output:\n${app.output()}`);
      throw error;
    });
  }, 90_000);
});
