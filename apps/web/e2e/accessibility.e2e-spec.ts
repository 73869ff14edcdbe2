// The owner's screens checked for accessibility with axe-core (WCAG 2.0 and 2.1, levels A and AA):
// an owner on a paid plan with a product, a service, a contact, a purchase, a sale, an invoice and a
// QR menu visits every main screen at 1280×800 (dashboard, hubs, lists, a detail page of each kind,
// the create forms and dialogs, reports, settings, plans, the till), the main lists again at
// 375×800 with the mobile menu open, and signed out the sign-in, sign-up and public QR menu pages.
// A serious or critical violation fails the test, listed by screen with the rule, what it asks for
// and the first elements that break it. docs/web.md "Accessibility" says what is left out and why.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { apiSession, createOwner, DESKTOP, signIn, startE2e, type ApiCall, type E2e, type Owner } from './support/e2e.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 375, height: 800 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The impacts that fail the test; moderate and minor ones are advice. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** How many elements a failure names per rule. */
const TARGETS_SHOWN = 3;

/**
 * Named exceptions: a rule on elements we do not own or that cannot meet it without a design
 * change. Each says why; an empty list is the goal.
 */
const EXCEPTIONS: { rule: string; target: RegExp; why: string }[] = [];

/** The headings of the pages shown instead of the one asked for. */
const STAND_INS = /not allowed|not found|upgrade/i;

interface Screen {
  name: string;
  path: string;
  /** Something to open before the check (a dialog, a menu). */
  open?: (page: Page) => Promise<void>;
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The app's router follows the history: a client-side visit keeps the app and axe loaded. */
async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined').catch(() => false);
  if (!loaded) {
    await page.goto(`${baseUrl}${path}`);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the page shows its data: a heading, no loader, no skeleton, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A screen still loading would be checked as its loader: that fails the step instead.
  await page.waitForFunction(
    () =>
      !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root, [role="status"][aria-label="Loading page"]') && !!document.querySelector('h1, h2'),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy (script-src 'self') refuses
  // inline scripts, and the check must see the page as served.
  if (!(await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined'))) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  // Mantine's transitions (a dialog fading in) would read as low contrast mid-way.
  await page.waitForTimeout(250);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_TAGS);
}

/** The failing violations of one screen, exceptions left out, as lines that say what to fix. */
function report(screen: string, violations: Violation[]): string[] {
  const lines: string[] = [];
  for (const violation of violations) {
    if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
    const nodes = violation.nodes.filter((node) => !EXCEPTIONS.some((e) => e.rule === violation.id && node.target.some((t) => e.target.test(String(t)))));
    if (nodes.length === 0) continue;
    const targets = nodes
      .slice(0, TARGETS_SHOWN)
      .map((node) => node.target.join(' '))
      .join(' | ');
    lines.push(`${screen}: [${violation.impact}] ${violation.id}: ${violation.help} (${nodes.length}×): ${targets}`);
    if (process.env.A11Y_VERBOSE) for (const node of nodes.slice(0, TARGETS_SHOWN)) lines.push(`    ${node.failureSummary?.replace(/\n/g, ' / ')}`);
  }
  return lines;
}

describe('Accessibility (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;
  let call: ApiCall;
  const ids = { product: '', service: '', contact: '', sale: '', invoice: '', menu: '' };

  beforeAll(async () => {
    e2e = await startE2e({ viewport: DESKTOP });
    owner = await createOwner(e2e.app, { plan: 'enterprise', business: 'Ada Stores Lekki' });
    call = await apiSession(e2e.app, owner);
    const created = async (path: string, body: unknown): Promise<any> => {
      const answer = await call('POST', path, body);
      if (answer.status >= 300) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    };
    const today = new Date().toISOString().slice(0, 10);
    ids.product = (await created('/inventories', { type: 'PRODUCT', name: 'Rice 50kg', buyingPrice: '40000', sellingPrice: '52000' })).id;
    ids.service = (await created('/inventories', { type: 'SERVICE', name: 'Delivery', buyingPrice: '0', sellingPrice: '2500' })).id;
    ids.contact = (await created('/entities', { name: 'Chidi Okafor', email: 'chidi@example.com' })).id;
    await created('/transactions/purchases', { date: today, account: 'Cash', items: [{ product: ids.product, quantity: '10', price: '40000' }] });
    ids.sale = (
      await created('/transactions/sales', {
        date: today,
        account: 'Cash',
        entity: ids.contact,
        items: [{ product: ids.product, quantity: '2', price: '52000' }],
      })
    ).reference;
    ids.invoice = (
      await created('/invoice/create', { date: today, dueDate: today, entity: ids.contact, items: [{ product: ids.service, quantity: '1', price: '2500' }] })
    ).id;
    ids.menu = (await created('/inventories/qr-menus', { name: 'Lunch menu', description: 'Served 12 to 4', items: [{ product: ids.product }] })).id;
  }, 180_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('finds no serious or critical WCAG 2.1 AA violation on the owner’s screens', async () => {
    const { app, page } = e2e;
    const failures: string[] = [];
    const check = async (screen: Screen, size: string) => {
      await e2e.steps(page, `a11y-${screen.name.replace(/\W+/g, '-')}`, async () => {
        await visit(page, app.baseUrl, screen.path);
        await settle(page);
        // The screen itself, not a page standing in for it (not found, not allowed, the upgrade page).
        const shown = await page.evaluate(() => ({ path: location.pathname, heading: document.querySelector('h1, h2')?.textContent ?? '' }));
        expect({ path: shown.path, standIn: STAND_INS.test(shown.heading) }).toEqual({ path: screen.path.split('?')[0], standIn: false });
        if (screen.open) await screen.open(page);
        failures.push(...report(`${screen.name} (${size})`, await axeViolations(page)));
        // A menu in the top bar outlives the page: close what was opened.
        if (screen.open) await page.keyboard.press('Escape');
      });
    };

    const signedOut: Screen[] = [
      { name: 'Sign in', path: '/sign-in' },
      { name: 'Sign up', path: '/sign-up' },
      { name: 'Public QR menu', path: `/qr-menus/${ids.menu}` },
    ];
    for (const screen of signedOut) await check(screen, '1280');

    await signIn(page, app, owner);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

    const dialog = (button: string) => async (on: Page) => {
      await on.getByRole('button', { name: button, exact: true }).first().click();
      await on.getByRole('dialog').first().waitFor();
    };
    const desktop: Screen[] = [
      { name: 'Dashboard', path: '/' },
      { name: 'Quick Action menu', path: '/', open: async (on) => on.getByRole('button', { name: 'Quick Action' }).click() },
      { name: 'Get started', path: '/get-started' },
      // Hubs
      { name: 'Products & Services', path: '/inventories' },
      { name: 'Contacts hub', path: '/contacts' },
      { name: 'Accounting', path: '/accounting' },
      { name: 'Reports', path: '/reports' },
      { name: 'Settings', path: '/settings' },
      { name: 'Asset Management', path: '/asset-management' },
      { name: 'Production', path: '/production-dashboard' },
      // Lists
      { name: 'Transactions', path: '/transactions' },
      { name: 'Products', path: '/inventories/all' },
      { name: 'Services', path: '/services/all' },
      { name: 'Contacts', path: '/entities' },
      { name: 'Debtors & Creditors', path: '/p_n_r?group=debtors' },
      { name: 'Invoices', path: '/invoice/summary' },
      { name: 'Quotations', path: '/quotations' },
      { name: 'Stock transfers', path: '/inventories/stock-transfers' },
      { name: 'Purchase orders', path: '/inventories/purchase-orders' },
      { name: 'QR menus', path: '/inventories/qr-menus' },
      { name: 'Categories', path: '/inventories/categories' },
      { name: 'Brands', path: '/inventories/brands' },
      { name: 'Assets', path: '/asset-management/view' },
      { name: 'Raw materials', path: '/production/raw-material' },
      { name: 'Journal entries', path: '/accounting/view' },
      { name: 'Budgets', path: '/budget/profit-loss' },
      { name: 'Audit trail', path: '/audit' },
      // Details
      { name: 'Product', path: `/inventories/product/${ids.product}` },
      { name: 'Service', path: `/services/service/${ids.service}` },
      { name: 'Contact', path: `/entities/${ids.contact}` },
      { name: 'Transaction', path: `/transactions/${ids.sale}` },
      { name: 'Invoice', path: `/invoice/${ids.invoice}/preview` },
      { name: 'Chart account', path: '/chart-accounts/assets/1000' },
      // Create forms and dialogs
      { name: 'New transaction', path: '/transactions/new' },
      { name: 'New sale', path: '/transactions/create-sales' },
      { name: 'New expense', path: '/transactions/create-expense' },
      { name: 'New invoice', path: '/create-invoice' },
      { name: 'Journal entry', path: '/journal-entry' },
      { name: 'New product dialog', path: '/inventories', open: dialog('New product') },
      { name: 'New contact dialog', path: '/contacts', open: dialog('New contact') },
      // Reports
      { name: 'Profit & Loss', path: '/reports/profit-and-loss' },
      { name: 'Balance Sheet', path: '/reports/balance-sheet' },
      { name: 'Cash Flow Statement', path: '/reports/cash-flow' },
      { name: 'Trial Balance', path: '/trial-balance' },
      { name: 'Chart of Accounts', path: '/chart-accounts' },
      { name: 'Sales report', path: '/reports/sales-report' },
      { name: 'Expense report', path: '/reports/expense-report' },
      { name: 'Inventory report', path: '/reports/inventory' },
      // Settings
      { name: 'Profile', path: '/settings/profile' },
      { name: 'Change password', path: '/settings/change-password' },
      { name: 'Notifications', path: '/settings/notification' },
      { name: 'Business profile', path: '/settings/business' },
      { name: 'Bank accounts', path: '/settings/bank-accounts' },
      { name: 'Account settings', path: '/settings/accountsettings' },
      { name: 'Team', path: '/settings/teams' },
      { name: 'Roles', path: '/settings/roles' },
      { name: 'Integrations', path: '/settings/integrations' },
      { name: 'Archives', path: '/settings/archives' },
      { name: 'Businesses', path: '/settings/businesses' },
      { name: 'Billing', path: '/settings/billings' },
      { name: 'Plans', path: '/plans' },
      // The till
      { name: 'Point of sale', path: '/pos' },
    ];
    for (const screen of desktop) await check(screen, '1280');

    await page.setViewportSize(PHONE);
    const phone: Screen[] = [
      { name: 'Dashboard', path: '/' },
      { name: 'Mobile menu', path: '/', open: async (on) => on.getByRole('button', { name: 'Toggle menu' }).click() },
      { name: 'Transactions', path: '/transactions' },
      { name: 'Products', path: '/inventories/all' },
      { name: 'Contacts', path: '/entities' },
      { name: 'Invoices', path: '/invoice/summary' },
    ];
    for (const screen of phone) await check(screen, '375');

    if (failures.length > 0) console.error(`Accessibility violations:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
