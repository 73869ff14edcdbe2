// A partner's admin end to end (spec 002 §2 "Provider admin area", §4, §6, docs/admin.md "Roles"):
// staff create a partner and invite its first admin from the partner's page; the invited admin joins
// through the link of the e-mail, lands on the dashboard, invites two new owners by CSV (the
// template, the upload, the server's word, then the same file again: nobody twice); one of them
// signs up in the browser through the link of their e-mail (/business/invite) and lands signed in,
// the link then used up; and the partner's admin sees only their own partner's businesses and
// people: another partner's business, and one no partner brought, are absent; the staff-only
// screens are not offered and, opened by address, refused.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwner, DESKTOP, DOCS_SCREENSHOTS, screenshot, SCREENSHOT_DIR, startE2e, type E2e } from './support/e2e.js';
import { acceptBusinessInvite, adminApi, adminSignIn, adminToken, createStaffAdmin, linkFromMail, partnerBusiness, partnerWithAdmin } from './support/admin.js';

describe('A partner admin (end to end)', () => {
  let e2e: E2e;
  let files: string;
  const suffix = Date.now().toString(36);
  const staff = { email: `ops-${suffix}@ledgerline.ng`, name: 'Tolu Adeyemi', password: 'admin password 123' };
  const partnerAdmin = { email: `amaka-${suffix}@lagosbooks.ng`, name: 'Amaka Nwosu', password: 'partner password 123' };
  const owners = [
    { email: `ikeja-${suffix}@example.com`, firstName: 'Femi', lastName: 'Bello', business: 'Ikeja Fabrics', password: 'owner password 123' },
    { email: `yaba-${suffix}@example.com`, firstName: 'Zainab', lastName: 'Musa', business: 'Yaba Phones', password: 'owner password 123' },
  ];
  const otherOwner = { email: `abuja-${suffix}@example.com`, firstName: 'Emeka', lastName: 'Obi', business: 'Abuja Grains', password: 'owner password 123' };
  let otherBusinessId: string;

  beforeAll(async () => {
    e2e = await startE2e({ viewport: DESKTOP });
    const { app } = e2e;
    files = await mkdtemp(join(tmpdir(), 'ledgerline-e2e-invites-'));
    await createStaffAdmin(app, staff);
    // Another partner with a business of its own, and a business no partner brought.
    const other = await partnerWithAdmin(
      app,
      await adminToken(app, staff),
      { name: 'Abuja Ledger Partners', email: `partners-${suffix}@abujaledger.ng` },
      { email: `kemi-${suffix}@abujaledger.ng`, name: 'Kemi Lawal', password: 'other partner password 123' },
    );
    otherBusinessId = await partnerBusiness(app, other.token, otherOwner);
    await createOwner(app, { plan: 'free', business: 'Kano Textiles' });
  }, 180_000);

  afterAll(async () => {
    await e2e?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  }, 60_000);

  it('joins a partner’s team by invitation, invites owners by CSV, and sees only that partner’s businesses', async () => {
    const { app, page } = e2e;
    let partnerPath = '';
    await e2e.steps(page, 'admin-partner-staff', async () => {
      // Staff: a partner, and an invitation to its team from its page.
      await adminSignIn(page, app, staff);
      await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Partners' }).click();
      await page.getByRole('link', { name: 'Create partner' }).click();
      await page.getByLabel('Name').fill('Lagos Bookkeepers Ltd');
      await page.getByLabel('E-mail').fill(`partners-${suffix}@lagosbooks.ng`);
      await page.getByRole('button', { name: 'Create partner' }).click();
      await page.waitForURL(/\/admin\/setting$/);
      await page.getByRole('table', { name: 'Partners' }).getByText('Lagos Bookkeepers Ltd').click();
      await page.waitForURL(/\/admin\/setting\/[^/]+\/partner-details$/);
      partnerPath = new URL(page.url()).pathname;
      await page.getByLabel('E-mail of the team member').fill(partnerAdmin.email);
      await page.getByRole('button', { name: 'Invite' }).click();
      await page.getByText(`Invited, not joined yet: ${partnerAdmin.email}`, { exact: false }).waitFor();
    });

    const link = await linkFromMail(app, partnerAdmin.email, /\/admin\/partners\/[^/]+\/teams\/join\?hash=/);
    const partnerId = /\/admin\/partners\/([^/]+)\//.exec(link.pathname)![1]!;
    expect(partnerPath).toBe(`/admin/setting/${partnerId}/partner-details`);

    const partner = await e2e.newPage();
    await e2e.steps(partner, 'admin-partner-join', async () => {
      // The invited admin: the link's page, a name and a password, and on to the dashboard.
      await partner.goto(`${app.baseUrl}${link.pathname}${link.search}`);
      await partner.getByRole('heading', { name: 'Join the partner team' }).waitFor();
      await partner.getByText(`Lagos Bookkeepers Ltd's team, as ${partnerAdmin.email}`, { exact: false }).waitFor();
      await partner.getByLabel('Name').fill(partnerAdmin.name);
      await partner.getByLabel('Password', { exact: true }).fill(partnerAdmin.password);
      await partner.getByRole('button', { name: 'Join' }).click();
      await partner.waitForURL('**/admin/dashboard');
      await partner.getByText('You have completed your registration, you may now login').waitFor();
      expect(await partner.getByTestId('admin-name').textContent()).toBe(partnerAdmin.name);
      await partner.getByText('Your partner’s businesses', { exact: false }).waitFor();
      expect(JSON.parse((await partner.evaluate(() => localStorage.getItem('adminUser'))) ?? '{}')).toMatchObject({ role: 'partner', partnerId });

      // Staff-only screens are not offered…
      const menu = partner.getByRole('navigation', { name: 'Admin menu' });
      await menu.getByRole('link', { name: 'Users' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Maintenance' }).count()).toBe(0);

      // Invite by CSV: the template, then a file of two owners; the server's word for it.
      await menu.getByRole('link', { name: 'Users' }).click();
      await partner.waitForURL('**/admin/users');
      await partner.getByRole('table', { name: 'Users' }).getByText('No users yet.').waitFor();
      await partner.getByRole('button', { name: 'Invite by CSV' }).click();
      const dialog = partner.getByRole('dialog', { name: 'Invite by CSV' });
      const [download] = await Promise.all([partner.waitForEvent('download'), dialog.getByRole('button', { name: 'Download template' }).click()]);
      expect(download.suggestedFilename()).toBe('users-invite-template.csv');
      const template = await readFile((await download.path())!, 'utf8');
      expect(template.split(/\r?\n/)[0]).toBe('email,firstName,lastName,businessName,plan');

      const csv = join(files, 'owners.csv');
      await writeFile(csv, [template.split(/\r?\n/)[0], ...owners.map((o) => `${o.email},${o.firstName},${o.lastName},${o.business},free`), ''].join('\n'));
      await dialog.locator('input[type="file"]').setInputFiles(csv);
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await partner.getByText('2 people invited').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // The same file again invites nobody twice: the dialog stays with the server's message and each line's reason.
      await partner.getByRole('button', { name: 'Invite by CSV' }).click();
      await dialog.locator('input[type="file"]').setInputFiles(csv);
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await dialog.getByText('0 invited, 2 rows skipped').waitFor();
      await dialog.getByText('Line 2: Already invited').waitFor();
      await dialog.getByText('Line 3: Already invited').waitFor();
      await screenshot(partner, 'admin-invite-upload', SCREENSHOT_DIR);
      await dialog.getByRole('button', { name: 'Done' }).click();
    });

    // The first invited owner signs up in the browser, through the link of the e-mail: the page checks
    // it, shows the form with what the invitation says, and the sign-up lands them signed in.
    const [browserOwner, apiOwner] = owners as [(typeof owners)[number], (typeof owners)[number]];
    const invitation = await linkFromMail(app, browserOwner.email, /\/business\/invite\?email=[^&]+&hash=/);
    const invited = await e2e.newPage();
    await e2e.steps(invited, 'admin-invite-signup', async () => {
      await invited.goto(`${app.baseUrl}${invitation.pathname}${invitation.search}`);
      await invited.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
      await invited.getByText(`Sign up to keep the books of ${browserOwner.business} on the Micro Business Plan.`).waitFor();
      const email = invited.getByLabel('Email');
      expect(await email.inputValue()).toBe(browserOwner.email);
      expect(await email.getAttribute('readonly')).not.toBeNull();
      expect(await invited.getByLabel(/^First name/).inputValue()).toBe(browserOwner.firstName);
      expect(await invited.getByLabel(/^Last name/).inputValue()).toBe(browserOwner.lastName);
      expect(await invited.getByLabel(/^Business name/).inputValue()).toBe(browserOwner.business);
      await invited.getByLabel(/^Password/).fill(browserOwner.password);
      await screenshot(invited, 'admin-invite-signup', DOCS_SCREENSHOTS);

      await invited.getByRole('button', { name: 'Sign up' }).click();
      await invited.getByText('You have completed your registration, you may now login').waitFor();
      // On to OnBoarding, which sends an owner who has a business on to GetStarted: signed in, in their business.
      await invited.waitForURL('**/get-started');
      await invited.getByText(`Welcome to Ledgerline, ${browserOwner.firstName}. Five steps to get ${browserOwner.business} ready`, { exact: false }).waitFor();
      const session = await invited.evaluate(async () => (await fetch('/api/v1/auth')).json());
      expect(session.data).toMatchObject({ email: browserOwner.email, org: browserOwner.business, role: 'owner' });
    });

    await e2e.steps(partner, 'admin-invite-used', async () => {
      // The link is used now: opened again (here signed out of the owner's app), the server's word and the not-found page.
      await partner.goto(`${app.baseUrl}${invitation.pathname}${invitation.search}`);
      await partner.getByRole('heading', { name: 'Page not found' }).waitFor();
      await partner.getByRole('alert').filter({ hasText: 'This invitation is not valid or has already been used' }).waitFor();
      await partner.goto(`${app.baseUrl}/admin/dashboard`);
    });

    await e2e.steps(partner, 'admin-partner-scope', async () => {
      // Their businesses and people so far: the owner who signed up in the browser.
      const menu = partner.getByRole('navigation', { name: 'Admin menu' });
      const table = partner.getByRole('table', { name: 'Businesses' });
      const users = partner.getByRole('table', { name: 'Users' });
      await menu.getByRole('link', { name: 'Businesses' }).click();
      await partner.waitForURL('**/admin/account');
      await table.getByText('Ikeja Fabrics').waitFor();
      expect(await table.locator('tbody tr').count()).toBe(1);
      await menu.getByRole('link', { name: 'Users' }).click();
      await partner.waitForURL('**/admin/users');
      await users.getByText('Femi Bello').waitFor();
      expect(await users.locator('tbody tr').count()).toBe(1);

      // The second signs up through the API with the link of their e-mail, while the screens are open.
      await acceptBusinessInvite(app, apiOwner);

      // Their businesses, opened again without a reload: the two they brought, and neither another
      // partner's nor one no partner brought.
      await menu.getByRole('link', { name: 'Businesses' }).click();
      await partner.waitForURL('**/admin/account');
      await table.getByText('Yaba Phones').waitFor();
      await table.getByText('Ikeja Fabrics').waitFor();
      expect(await table.getByText('Abuja Grains').count()).toBe(0);
      expect(await table.getByText('Kano Textiles').count()).toBe(0);
      expect(await table.locator('tbody tr').count()).toBe(2);

      // Their people, likewise: the two new owners only.
      await menu.getByRole('link', { name: 'Users' }).click();
      await partner.waitForURL('**/admin/users');
      await users.getByText('Zainab Musa').waitFor();
      await users.getByText('Femi Bello').waitFor();
      expect(await users.getByText('Emeka Obi').count()).toBe(0);
      expect(await users.locator('tbody tr').count()).toBe(2);

      // Another partner's business by its address is not found, like an unknown one.
      await partner.goto(`${app.baseUrl}/admin/${otherBusinessId}/account-details`);
      await partner.getByText('Business not found').waitFor();

      // …and refused when opened by address: the page says so, and so does the API.
      await partner.goto(`${app.baseUrl}/admin/maintenance`);
      await partner.getByRole('alert').filter({ hasText: 'Staff only' }).waitFor();
      await partner.goto(`${app.baseUrl}/admin/setting/create-partners`);
      await partner.getByRole('alert').filter({ hasText: 'Staff only' }).waitFor();
      const token = (await partner.evaluate(() => localStorage.getItem('adminToken')))!;
      const refused = await adminApi(app, token)('GET', '/admin/partners');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You are not allowed to do this');
      // Their own partner's page opens in place of the partners list.
      await partner.goto(`${app.baseUrl}/admin/setting`);
      await partner.waitForURL(`**/admin/setting/${partnerId}/partner-details`);
      await partner.getByRole('heading', { name: 'Lagos Bookkeepers Ltd' }).waitFor();
    });
  }, 180_000);
});
