// What the admin area's end-to-end specs share: the first staff admin made as an operator makes one
// (the CLI), signing in at /admin/login, the admin API with a bearer token for the set-up the test is
// not about, and the e-mails the API wrote to its outbox (the invitation links).

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Page } from 'playwright-core';
import type { TestApp } from '../../../api/test/support/start-app.js';
import { ROOT } from './e2e.js';

const run = promisify(execFile);

export interface AdminAccount {
  email: string;
  name: string;
  password: string;
}

/** A staff admin, made with the operator CLI (`admin:create`) on the app's database. */
export async function createStaffAdmin(app: TestApp, admin: AdminAccount): Promise<void> {
  if (!app.database) throw new Error('The test app has no database of its own to create the admin in');
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: app.database.url };
  await run(process.execPath, [join(ROOT, 'scripts/dist/cli.js'), 'admin:create', '--email', admin.email, '--name', admin.name, '--password', admin.password], {
    cwd: ROOT,
    env,
  });
}

/** Signs in at /admin/login and waits for the dashboard. */
export async function adminSignIn(page: Page, app: TestApp, admin: Pick<AdminAccount, 'email' | 'password'>): Promise<void> {
  await page.goto(`${app.baseUrl}/admin/login`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** A stat card's figure (the card's one div, components/stat-card.tsx) once it has loaded (a skeleton holds its place until then). */
export async function statFigure(page: Page, testId: string): Promise<number> {
  const figure = page.getByTestId(testId).locator(':scope > div').filter({ hasText: /\d/ });
  await figure.waitFor();
  return Number((await figure.textContent())?.replace(/,/g, ''));
}

export type AdminCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Calls to the API (`/api/v1…`) with an admin's bearer token; a FormData body goes as multipart, and no token for the public routes. */
export function adminApi(app: TestApp, token: string | null): AdminCall {
  return async (method, path, body) => {
    const form = body instanceof FormData;
    const response = await fetch(`${app.baseUrl}/api/v1${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
}

/** An admin's token through POST /admin/auth/login. */
export async function adminToken(app: TestApp, admin: Pick<AdminAccount, 'email' | 'password'>): Promise<string> {
  const login = await adminApi(app, null)('POST', '/admin/auth/login', { email: admin.email, password: admin.password });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return login.body.data.token as string;
}

/** The text of the e-mails written to `to`, newest first (the outbox, as the mail worker would read it). */
export async function outboxMails(app: TestApp, to: string): Promise<string[]> {
  if (!app.database) throw new Error('The test app has no database of its own to read the outbox of');
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC', [to]);
    return rows.map((row) => row.text_body);
  } finally {
    await client.end();
  }
}

/** The first link in the newest e-mail to `to` whose path matches `path` (a RegExp over the link). */
export async function linkFromMail(app: TestApp, to: string, path: RegExp): Promise<URL> {
  for (const text of await outboxMails(app, to)) {
    for (const candidate of text.match(/https?:\/\/\S+/g) ?? []) if (path.test(candidate)) return new URL(candidate);
  }
  throw new Error(`No e-mail to ${to} holds a link like ${path}`);
}

/**
 * A business brought by a partner, made as a partner's new owner makes one: the partner's admin
 * uploads a one-row invitation CSV, and the invited person signs up through the link of the e-mail
 * (POST /admin/business/invite). Answers the business's id, from the partner's own list.
 */
export async function partnerBusiness(
  app: TestApp,
  partnerAdminToken: string,
  owner: { email: string; firstName: string; lastName: string; business: string; password: string },
): Promise<string> {
  const call = adminApi(app, partnerAdminToken);
  const form = new FormData();
  const csv = `email,firstName,lastName,businessName,plan\n${owner.email},${owner.firstName},${owner.lastName},${owner.business},free\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'invites.csv');
  const uploaded = await call('POST', '/admin/upload-users-invite', form);
  if (uploaded.status !== 200 || !uploaded.body.success) throw new Error(`the invite upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
  await acceptBusinessInvite(app, owner);
  const listed = await call('GET', `/admin/businesses?q=${encodeURIComponent(owner.business)}`);
  const id = (listed.body.data as { id: string; name: string }[]).find((row) => row.name === owner.business)?.id;
  if (!id) throw new Error(`${owner.business} is not among the partner's businesses: ${JSON.stringify(listed.body)}`);
  return id;
}

/** The invited person signs up with their business through the link of their invitation e-mail. */
export async function acceptBusinessInvite(app: TestApp, owner: { email: string; firstName: string; lastName: string; password: string }): Promise<void> {
  const link = await linkFromMail(app, owner.email, /\/business\/invite\?/);
  const accepted = await adminApi(app, null)('POST', `/admin/business/invite${link.search}`, {
    firstName: owner.firstName,
    lastName: owner.lastName,
    password: owner.password,
  });
  if (accepted.status >= 300) throw new Error(`the invite sign-up answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
}

/** A partner made by staff, and one admin of its team who joined through the invitation's link: the partner's id and that admin's token. */
export async function partnerWithAdmin(
  app: TestApp,
  staffToken: string,
  partner: { name: string; email: string },
  admin: AdminAccount,
): Promise<{ partnerId: string; token: string }> {
  const staff = adminApi(app, staffToken);
  const created = await staff('POST', '/admin/partners', partner);
  if (created.status !== 201 && created.status !== 200) throw new Error(`creating the partner answered ${created.status}: ${JSON.stringify(created.body)}`);
  const partnerId = created.body.data.id as string;
  const invited = await staff('POST', `/admin/partners/${partnerId}/teams/invite`, { email: admin.email });
  if (invited.status >= 300) throw new Error(`the team invitation answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const link = await linkFromMail(app, admin.email, /\/teams\/join\?hash=/);
  const joined = await adminApi(app, null)('POST', `${link.pathname}${link.search}`, { name: admin.name, password: admin.password });
  if (joined.status >= 300) throw new Error(`joining the team answered ${joined.status}: ${JSON.stringify(joined.body)}`);
  return { partnerId, token: joined.body.data.token as string };
}
