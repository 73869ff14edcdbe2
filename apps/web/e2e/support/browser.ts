// Debian's Chromium driven by playwright-core, with a fresh profile per run so no cache, cookie
// or service worker from an earlier run can make a test pass.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  page: Page;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'ledgerline-e2e-profile-'));
  let context: BrowserContext;
  try {
    // A persistent context is the way playwright takes an explicit user-data dir.
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 900 },
      locale: 'en-NG',
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a test step; on failure saves a full-page screenshot to a temp file and says where. */
export async function withScreenshotOnFailure(page: Page, name: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    const path = join(tmpdir(), `ledgerline-e2e-${name}-${Date.now()}.png`);
    try {
      await page.screenshot({ path, fullPage: true });
      console.error(`Screenshot of the failure: ${path}`);
    } catch (screenshotError) {
      console.error(`Could not take a screenshot: ${String(screenshotError)}`);
    }
    throw error;
  }
}
