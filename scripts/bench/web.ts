/**
 * Web client benchmark, on one production build (`npx vite build --config apps/web/vite.config.ts`
 * first) served by the built API (`node scripts/build.mjs`):
 *
 *   npm run bench:web -- [--transactions 20000] [--runs 5] [--database-url URL] [--list]
 *
 * (a) The JavaScript each page loads, gzipped: the sign-in page, and the dashboard of a signed-in
 *     owner. Measured as the sizes of the `.gz` files the build wrote beside every script the
 *     browser asked for (the API serves those, or brotli when the browser takes it, which is
 *     smaller), everything the page loads until the network is idle, the dashboard's charts
 *     included. For the dashboard also the part asked for before its figures showed (scripts whose
 *     fetch had started, by the page's resource timing, when the Total Revenue card got its
 *     amount). Goal: under 250 KB each (route-level code splitting). `--list` prints every script.
 * (b) The time from navigation start until the dashboard of a generated business with a year of
 *     books shows its figures (the Total Revenue card has its amount), in headless Chromium against
 *     the local API; each run in a fresh browser profile (nothing cached). The median of `runs`.
 *     Goal: under 1.5 s.
 *     Baselines, in the same runs (taken in turn with the dashboard's): the time until the sign-in
 *     page shows its heading (the entry chunk and a form: no session, no data), and until a
 *     signed-in page that reads nothing shows (the shell around the change-password form: the session and
 *     the shell, no figures). What the dashboard takes beyond the second is its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { chromium, type Browser } from 'playwright-core';
import { createRuntime, freePort, loadConfig } from '@ledgerline/platform';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { generateBusiness } from '../generate-business.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WEB_DIST = join(ROOT, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL_KB = 250;
const GOAL_MS = 1500;
/** A signed-in page that reads nothing: the shell around the change-password form. */
const SHELL_ONLY_PATH = '/settings/change-password';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    transactions: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    /** Also list every script the dashboard loaded, with its size and whether before the figures. */
    list: { type: 'boolean', default: false },
  },
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function startApi(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', COOKIE_SECURE: 'false', LOG_LEVEL: 'warn', PORT: String(port), DATABASE_URL: databaseUrl, WEB_DIST },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The API did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops the API and waits for it to exit, so dropping its database does not make it log lost connections. */
async function stopApi(api: ChildProcess | undefined): Promise<void> {
  if (!api || api.exitCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

/** Gzipped bytes of one script the page loaded, from the build's own .gz file. */
async function gzippedSize(url: string): Promise<number> {
  const file = join(WEB_DIST, new URL(url).pathname);
  return (await stat(`${file}.gz`).catch(() => stat(file))).size;
}

async function gzippedScripts(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += await gzippedSize(url);
  return total;
}

/**
 * Runs in the page before its own scripts (a string: the server's TypeScript has no DOM types):
 * notes the moment, in ms since navigation start, the ready element is first in the document, from
 * a MutationObserver, so "before the figures" does not depend on how often Playwright polls.
 */
function watchReady(ready: Ready): string {
  return `
    performance.setResourceTimingBufferSize(2000);
    const ready = ${JSON.stringify(ready)};
    const check = () => {
      if (window.__readyAt !== undefined) return;
      const shown = [...document.querySelectorAll(ready.selector)].some((element) => element.textContent.includes(ready.text));
      if (shown) window.__readyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });`;
}

/** What the page measured: when the ready element appeared, and when each resource's fetch started. */
const READ_TIMING = `({
  readyAt: window.__readyAt,
  resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
})`;

interface Ready {
  /** CSS selector of the element that means the page is ready… */
  selector: string;
  /** …once its text contains this. */
  text: string;
}

async function pageScripts(browser: Browser, baseUrl: string, path: string, ready: Ready, login?: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (login) {
      const response = await context.request.post(`${baseUrl}/api/v1/auth/sign-in`, { data: login });
      if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()}`);
    }
    const page = await context.newPage();
    await page.addInitScript({ content: watchReady(ready) });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    const started = Date.now();
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector(`${ready.selector}:has-text("${ready.text}")`, { timeout: 60_000 });
    const elapsed = Date.now() - started;
    // Everything the page goes on to load after it is ready (the dashboard's charts) counts too.
    await page.waitForLoadState('networkidle');
    // The scripts whose fetch had started when the ready element appeared (finished or not).
    const timing = await page.evaluate<{ readyAt?: number; resources: { url: string; startTime: number }[] }>(READ_TIMING);
    if (timing.readyAt === undefined) throw new Error(`${path}: the ready element was seen by Playwright but not by the page`);
    const javascript = timing.resources.filter((resource) => /\.js$/.test(new URL(resource.url).pathname));
    for (const { url } of javascript) scripts.add(url);
    const atReady = new Set(javascript.filter((resource) => resource.startTime <= timing.readyAt!).map((resource) => resource.url));
    return { scripts, atReady, elapsed };
  } finally {
    await context.close();
  }
}

/** One line per script, largest first: gzipped size and whether it was asked for before the page was ready. */
async function listScripts(scripts: Set<string>, atReady: Set<string>): Promise<void> {
  const rows = await Promise.all([...scripts].map(async (url) => ({ url, bytes: await gzippedSize(url) })));
  for (const { url, bytes } of rows.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${atReady.has(url) ? 'before' : 'after '}  ${new URL(url).pathname}`);
  }
}

async function main(): Promise<void> {
  const database: TestDatabase | undefined = flags['database-url'] ? undefined : await createTestDatabase();
  const url = flags['database-url'] ?? database!.url;
  const runtime = await createRuntime(
    loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, REDIS_URL: '', LOCAL_REDIS_PORT: '1', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' }),
    pino({ level: 'warn' }, pino.destination(2)),
  );
  let api: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const transactions = Number(flags.transactions);
    console.log(`Generating a business of ${transactions} transactions over a year …`);
    const business = await generateBusiness(runtime, { transactions, days: 365, business: `Bench web ${transactions}` });
    const login = { email: business.email, password: business.password };
    const port = await freePort();
    api = await startApi(url, port);
    const baseUrl = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });

    const signIn = await pageScripts(browser, baseUrl, '/sign-in', { selector: 'h1', text: 'Sign in' });
    const figure: Ready = { selector: '[data-testid="summary-Total Revenue"]', text: '₦' };
    const dashboard = await pageScripts(browser, baseUrl, '/', figure, login);
    const signInKb = (await gzippedScripts(signIn.scripts)) / 1024;
    const dashboardKb = (await gzippedScripts(dashboard.scripts)) / 1024;
    const dashboardAtFiguresKb = (await gzippedScripts(dashboard.atReady)) / 1024;

    const times: number[] = [];
    const signInTimes: number[] = [];
    const shellTimes: number[] = [];
    for (let run = 0; run < Number(flags.runs); run++) {
      signInTimes.push((await pageScripts(browser, baseUrl, '/sign-in', { selector: 'h1', text: 'Sign in' })).elapsed);
      shellTimes.push((await pageScripts(browser, baseUrl, SHELL_ONLY_PATH, { selector: 'main h1', text: 'Change password' }, login)).elapsed);
      times.push((await pageScripts(browser, baseUrl, '/', figure, login)).elapsed);
    }
    const medianMs = median(times);
    if (flags.list) {
      console.log('Scripts the dashboard loaded (gzipped; before or after its figures showed):');
      await listScripts(dashboard.scripts, dashboard.atReady);
    }
    console.log(`Business: ${business.entries} journal entries, ${business.lines} journal lines, ${business.from} to ${business.to}`);
    console.log(
      `(a) JavaScript loaded, gzipped: sign-in ${signInKb.toFixed(1)} KB (${signIn.scripts.size} files); dashboard ${dashboardAtFiguresKb.toFixed(1)} KB until its figures show ` +
        `(${dashboard.atReady.size} files), ${dashboardKb.toFixed(1)} KB with the charts after them (${dashboard.scripts.size} files); goal < ${GOAL_KB} KB each`,
    );
    console.log(`(b) Dashboard figures shown after: ${times.map((ms) => `${ms} ms`).join(', ')}; median ${medianMs} ms; goal < ${GOAL_MS} ms`);
    console.log(
      `    baselines, same runs: sign-in page median ${median(signInTimes)} ms (${signInTimes.join(', ')}); ` +
        `signed-in shell reading nothing median ${median(shellTimes)} ms (${shellTimes.join(', ')})`,
    );
    console.log(
      JSON.stringify({
        signInKb: Number(signInKb.toFixed(1)),
        dashboardAtFiguresKb: Number(dashboardAtFiguresKb.toFixed(1)),
        dashboardKb: Number(dashboardKb.toFixed(1)),
        dashboardFiguresMedianMs: medianMs,
        runs: times,
        signInMedianMs: median(signInTimes),
        shellMedianMs: median(shellTimes),
        entries: business.entries,
      }),
    );
  } finally {
    await browser?.close();
    await stopApi(api);
    await runtime.close();
    await database?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
