// The provider admin area end to end (spec 002 §2 "Provider admin area"): a staff admin made with the
// operator CLI logs in, sees the dashboard's totals, opens the businesses, one business, deactivates
// and reactivates it, opens its profit and loss, and logs out; then creates a partner, reads the
// businesses' people (the Users screen, a business's users) and the activities, and runs a rebuild.
// The built client on the real API (fresh database and Redis) in a real Chromium; the screenshots of
// the docs are taken on the way.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminSignIn, createStaffAdmin, statFigure } from './support/admin.js';
import {
  apiSession,
  createOwner,
  DESKTOP,
  DOCS_SCREENSHOTS,
  recordConsoleErrors,
  ROOT,
  SCREENSHOT_DIR,
  screenshot,
  startE2e,
  type E2e,
} from './support/e2e.js';

const run = promisify(execFile);
const UI_TIMEOUT_MS = 20_000;

describe('Provider admin area (end to end)', () => {
  let e2e: E2e;
  const suffix = Date.now().toString(36);
  const admin = { email: `ops-${suffix}@ledgerline.ng`, name: 'Tolu Adeyemi', password: 'admin password 123' };
  const busy = { email: `busy-${suffix}@example.com`, password: 'generated password 123', business: 'Adebayo Foods & Provisions' };
  const teammate = `halima-${suffix}@example.com`;

  beforeAll(async () => {
    // The worker runs the maintenance page's rebuilds.
    e2e = await startE2e({ app: { worker: true }, uiTimeoutMs: UI_TIMEOUT_MS, viewport: DESKTOP });
    const { app } = e2e;
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: app.database!.url };
    // The first staff admin, as an operator makes one.
    await createStaffAdmin(app, admin);
    // A business with months of books (its reports have figures), and two more beside it.
    await run(
      process.execPath,
      [
        join(ROOT, 'scripts/dist/generate-business.js'),
        ...['--transactions', '400', '--days', '180', '--database-url', app.database!.url],
        ...['--email', busy.email, '--password', busy.password, '--business', busy.business],
      ],
      { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
    );
    const chioma = await createOwner(app, { plan: 'store', business: 'Chioma Beauty Place' });
    await createOwner(app, { plan: 'free', business: 'Kano Textiles' });
    // A team invitation waiting to be accepted (the Users screen's Invites tab).
    const invited = await (await apiSession(app, chioma))('POST', '/accounts/teams/invite', { email: teammate, role: 'admin' });
    expect(invited.status).toBeLessThan(300);
  }, 240_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('logs in, reads the dashboard, deactivates and reactivates a business, opens its P&L and logs out', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'admin', async () => {
      // Without a token the admin area sends the visitor to its own login; it never asks for the
      // owner's session (GET /auth), whose 401 would be an error in the console.
      const consoleErrors = recordConsoleErrors(page);
      await page.goto(`${app.baseUrl}/admin/dashboard`);
      await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);

      await page.getByLabel('E-mail').fill(admin.email);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid Login details' }).waitFor();

      await page.getByLabel('Password', { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/admin/dashboard');
      expect(await page.getByTestId('admin-name').textContent()).toBe(admin.name);
      // Three businesses, and their owners among the users.
      await page.getByTestId('admin-stat-businesses').getByText('3', { exact: true }).waitFor();
      const users = await statFigure(page, 'admin-stat-users');
      expect(users).toBeGreaterThanOrEqual(3);
      const transactions = await statFigure(page, 'admin-stat-transactions');
      expect(transactions).toBeGreaterThan(0);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('adminUser'))) ?? '{}')).toMatchObject({ role: 'staff' });
      await page.locator('.recharts-surface').first().waitFor();
      await screenshot(page, 'admin-dashboard', DOCS_SCREENSHOTS);

      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Businesses' }).click();
      await page.waitForURL('**/admin/account');
      const table = page.getByRole('table', { name: 'Businesses' });
      await table.getByText('Kano Textiles').waitFor();
      await table.getByText('Chioma Beauty Place').waitFor();
      await table.getByText(busy.business).click();
      await page.waitForURL(/\/admin\/[^/]+\/account-details$/);
      await page.getByRole('heading', { name: busy.business }).waitFor();
      await page.getByTestId('admin-business-transactions').waitFor();
      const businessUrl = page.url();

      // Its profile, updated by the admin: only what changed is sent, and the page shows it.
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await page.waitForURL(/\/admin\/businesses\/[^/]+\/update$/);
      await page.getByLabel('Phone').fill('+234 803 555 0142');
      await page.getByLabel('Address').fill('14 Admiralty Way, Lekki');
      await page.getByLabel('City').fill('Lagos');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(businessUrl);
      await page.getByText('+234 803 555 0142').waitFor();
      await page.getByText('14 Admiralty Way, Lekki, Lagos').waitFor();
      await screenshot(page, 'admin-business', DOCS_SCREENSHOTS);

      // Deactivate, confirmed; the badge says so; then reactivate.
      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('heading', { name: busy.business }).getByText('Deactivated').waitFor();
      const signInRefused = await fetch(`${app.baseUrl}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: busy.email, password: busy.password }),
      });
      // Whatever sign-in answers, the business's own routes refuse its members while it is deactivated.
      const cookie = (signInRefused.headers.get('set-cookie') ?? '').split(';')[0]!;
      const refused = await fetch(`${app.baseUrl}/api/v1/accounts/settings`, { headers: { cookie } });
      expect(refused.status).toBeGreaterThanOrEqual(401);
      await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
      await page.getByRole('heading', { name: busy.business }).getByText('Active').waitFor();

      // Its profit and loss, this month to today.
      await page.getByRole('link', { name: 'Profit & Loss' }).click();
      await page.waitForURL(/\/admin\/businesses\/[^/]+\/pnl-report$/);
      await page.getByRole('heading', { name: 'Profit & Loss' }).waitFor();
      await page.getByRole('table', { name: 'Profit and loss' }).waitFor();
      expect(await page.getByTestId('admin-pnl-revenue').textContent()).toMatch(/₦[\d,]+\.\d{2}/);
      await screenshot(page, 'admin-pnl', SCREENSHOT_DIR);
      // The other four read the same way, switched from the report's own control.
      for (const [label, table] of [
        ['Sales report', 'Sales by product'],
        ['Balance sheet', 'Balance sheet'],
        ['Inventory report', 'Stock movement'],
        ['Expense report', 'Expenses by category'],
      ] as const) {
        await page.getByRole('radiogroup', { name: 'Report' }).getByText(label).click();
        await page.getByRole('table', { name: table }).waitFor();
        await screenshot(page, `admin-${label.toLowerCase().replace(/ /g, '-')}`, SCREENSHOT_DIR);
      }

      // Log out: the token is gone and the admin is at the login again.
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL('**/admin/login');
      expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
      await page.goto(`${app.baseUrl}/admin/account`);
      await page.waitForURL('**/admin/login');
    });
  }, 180_000);

  it('creates a partner, invites to its team, reads the activities and runs a rebuild with its progress', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'admin-partners', async () => {
      await adminSignIn(page, app, admin);

      // Partners: create one, and the app goes back to the list, where it is.
      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Partners' }).click();
      await page.getByRole('link', { name: 'Create partner' }).click();
      await page.waitForURL('**/admin/setting/create-partners');
      await page.getByLabel('Name').fill('Lagos Bookkeepers Ltd');
      await page.getByLabel('E-mail').fill(`partners-${suffix}@lagosbooks.ng`);
      await page.getByLabel('Phone').fill('+234 802 000 1111');
      await page.getByRole('button', { name: 'Create partner' }).click();
      await page.waitForURL(/\/admin\/setting$/);
      const partners = page.getByRole('table', { name: 'Partners' });
      await partners.getByText('Lagos Bookkeepers Ltd').click();
      await page.waitForURL(/\/admin\/setting\/[^/]+\/partner-details$/);
      await page.getByRole('heading', { name: 'Lagos Bookkeepers Ltd' }).waitFor();
      await page.getByLabel('E-mail of the team member').fill(`amaka-${suffix}@lagosbooks.ng`);
      await page.getByRole('button', { name: 'Invite' }).click();
      await page.getByText(`amaka-${suffix}@lagosbooks.ng`, { exact: false }).first().waitFor();
      await screenshot(page, 'admin-partner', SCREENSHOT_DIR);

      // The businesses' people: every member, searched; the team invitations waiting; a business's own users.
      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Users' }).click();
      await page.waitForURL('**/admin/users');
      const users = page.getByRole('table', { name: 'Users' });
      await users.getByText(busy.email).waitFor();
      await users.getByText('Chioma Beauty Place').waitFor();
      await users.getByText('Kano Textiles').waitFor();
      await page.getByText(/^\d+ members$/).waitFor();
      expect(await users.getByText(/^\d{2}\/\d{2}\/\d{4}$/).count()).toBeGreaterThanOrEqual(6);
      await screenshot(page, 'admin-users', DOCS_SCREENSHOTS);
      await page.getByLabel('Search users').fill('busy-');
      await page.getByText('1 member', { exact: true }).waitFor();
      expect(await users.locator('tbody tr').count()).toBe(1);
      await page.getByRole('tab', { name: 'Invites' }).click();
      const invites = page.getByRole('table', { name: 'Team invitations' });
      await invites.getByText(teammate).waitFor();
      await invites.getByRole('link', { name: 'Chioma Beauty Place' }).click();
      await page.waitForURL(/\/admin\/[^/]+\/account-details$/);
      const businessUsers = page.getByRole('region', { name: 'Users' });
      await businessUsers.getByRole('table', { name: 'Users' }).locator('tbody tr').first().getByRole('cell', { name: 'Owner', exact: true }).waitFor();
      expect(await businessUsers.getByRole('table', { name: 'Users' }).locator('tbody tr').count()).toBe(1);

      // What the admin did shows among the activities (the deactivation of the first test).
      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Activities' }).click();
      await page.getByRole('table', { name: 'Activities' }).getByText('Admin', { exact: true }).first().waitFor();
      await screenshot(page, 'admin-activities', SCREENSHOT_DIR);

      // A rebuild, queued from the maintenance page, reports its progress until it completes.
      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Maintenance' }).click();
      const costing = page.getByRole('region', { name: 'Purchase averages' });
      await costing.getByRole('button', { name: 'Run' }).click();
      await costing.getByText('completed').first().waitFor({ timeout: 60_000 });
      await screenshot(page, 'admin-maintenance', SCREENSHOT_DIR);
    });
  }, 180_000);
});
