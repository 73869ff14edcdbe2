// What every end-to-end spec of the web client starts from: the built API on a fresh database
// (apps/api/test/support/start-app.ts) with a Chromium beside it, an owner made with the operator CLI
// on the plan the test needs, signed in through the sign-in page or for API calls, and screenshots
// that leave out what is only passing by (a hover tooltip, a "saved" notice).

import { expect } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../../api/test/support/start-app.js';
import { openBrowser, withScreenshotOnFailure, type TestBrowser } from './browser.js';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The screens the docs show, retaken by the specs that pass through them (1280×800). */
export const DOCS_SCREENSHOTS = join(ROOT, 'docs/screenshots');
/** Where the other specs save the screens they pass through, when it is set. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
/** The size of the pictures in docs/screenshots. */
export const DESKTOP = { width: 1280, height: 800 };

const run = promisify(execFile);
/** How much of the API's log a failing step prints. */
const LOG_TAIL = 6000;

export interface StartE2eOptions {
  /** startTestApp's options: the worker, more environment (an SMTP server, the Google simulator, a copy of the client). */
  app?: Parameters<typeof startTestApp>[0];
  /** How long the pages wait for the UI (default 20 s). */
  uiTimeoutMs?: number;
  /** Every page's window; the browser's own default (1280×900) when absent. */
  viewport?: { width: number; height: number };
}

export interface E2e {
  app: TestApp;
  /** The first browser's page. */
  page: Page;
  /** A page in one more browser, with a profile of its own (another user, a customer signed out). */
  newPage(): Promise<Page>;
  /** Runs a test's steps on `page`; when one fails, a screenshot of the page and the end of the API's log say why. */
  steps(page: Page, name: string, steps: () => Promise<void>): Promise<void>;
  /** Closes the browsers, stops the API (and worker) and drops its database. */
  stop(): Promise<void>;
}

/** The built app on a fresh database and a first browser; browser errors are printed as they happen. */
export async function startE2e(options: StartE2eOptions = {}): Promise<E2e> {
  const app = await startTestApp(options.app);
  const browsers: TestBrowser[] = [];
  const newPage = async (): Promise<Page> => {
    const browser = await openBrowser();
    browsers.push(browser);
    const { page } = browser;
    page.setDefaultTimeout(options.uiTimeoutMs ?? 20_000);
    if (options.viewport) await page.setViewportSize(options.viewport);
    page.on('pageerror', (error) => console.error(`Browser error: ${error.message}`));
    return page;
  };
  const stop = async () => {
    for (const browser of browsers) await browser.close();
    await app.stop();
  };
  let page: Page;
  try {
    page = await newPage();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    app,
    page,
    newPage,
    async steps(on, name, steps) {
      await withScreenshotOnFailure(on, name, steps).catch((error: unknown) => {
        console.error(`API output:\n${app.output().slice(-LOG_TAIL)}`);
        throw error;
      });
    },
    stop,
  };
}

export type Plan = 'free' | 'small' | 'medium' | 'basic' | 'store' | 'professional' | 'enterprise';

export interface Owner {
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

/**
 * A verified owner of a new business on `plan` (a paid plan granted as paid): `owner:create` of
 * the built operator CLI, on the app's database, with the environment the app runs with.
 */
export async function createOwner(app: TestApp, options: { plan: Plan; business?: string }): Promise<Owner> {
  if (!app.database) throw new Error('The test app has no database of its own to create the owner in');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const owner = { email: `owner-${suffix}@example.com`, password: `Correct-Horse-${suffix}`, business: options.business ?? `E2E Traders ${suffix}` };
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: app.database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${app.database.name}`,
  };
  const args = ['owner:create', '--email', owner.email, '--password', owner.password, '--business', owner.business, '--plan', options.plan];
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/dist/cli.js'), ...args], { cwd: ROOT, env });
  return { ...owner, ...parseCliResult(stdout) };
}

/**
 * Opens `path` signed out, where the app asks to sign in, and signs in as `owner` there; the app
 * goes on to `path` (or to the dashboard from /sign-in), which the caller waits for.
 */
export async function signIn(page: Page, app: TestApp, owner: Pick<Owner, 'email' | 'password'>, path = '/sign-in'): Promise<void> {
  await page.goto(`${app.baseUrl}${path}`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The console errors the page logs from now on, as they come (a request answered 4xx or 5xx is one:
 * Chromium logs "Failed to load resource"), each with the page's address.
 */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (at ${page.url()})`);
  });
  return errors;
}

export type ApiCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** The owner signed in for calls to the API without the browser: `call('POST', '/inventories', {…})`. */
export async function apiSession(app: TestApp, owner: Pick<Owner, 'email' | 'password'>): Promise<ApiCall> {
  const signedIn = await fetch(`${app.baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  return async (method, path, body) => {
    const response = await fetch(`${app.baseUrl}/api/v1${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
}

/** POSTs through `call` and answers the record made (its id and reference), failing unless the API made it. */
export async function created(call: ApiCall, path: string, body: unknown): Promise<{ id: string; reference: string }> {
  const answer = await call('POST', path, body);
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`POST ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as { id: string; reference: string };
}

/** Waits for a figure (by its test id) to read exactly `text`. */
export async function expectFigure(page: Page, testId: string, text: string, timeout = 20_000): Promise<void> {
  const locator = page.getByTestId(testId);
  await locator.filter({ hasText: text }).waitFor({ timeout });
  expect((await locator.textContent())?.trim()).toBe(text);
}

/**
 * Saves the page as `<dir>/<name>.png`, or nothing when `dir` is unset: the screen as it stays,
 * with no hover tooltip, charts past their entry animation, the network quiet, and no passing
 * "saved" notice over the top bar.
 */
export async function screenshot(page: Page, name: string, dir: string | undefined): Promise<void> {
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.mouse.move(1, 1);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const hideNotices = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  await page.screenshot({ path: join(dir, `${name}.png`) });
  await hideNotices.evaluate((style) => style.parentNode?.removeChild(style));
}
