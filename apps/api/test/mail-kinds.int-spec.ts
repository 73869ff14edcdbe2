import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SettableClock } from '@ledgerline/jobs';
import { runInvoiceReminders } from '../../worker/src/jobs/invoice-reminders/invoice-reminders.js';
import { renewalDeclinedMail } from '../../worker/src/jobs/plan-renewal/plan-renewal.js';
import { runScheduledMail } from '../../worker/src/jobs/scheduled-mail/scheduled-mail.js';
import { actAsNewOwner, cookieFrom, type SignedInOwner } from './support/accounts.js';
import { adminRequests, createAdminTeam } from './support/admin.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { PNG_1X1 } from '@ledgerline/testing';
import { createProduct } from './support/trade-fixtures.js';

/** A moment in Lagos (UTC+1): `lagos('2026-11-30', 9)` is 09:00 there. */
const lagos = (date: string, hour: number) => new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 1) * 3_600_000);

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * Every kind of mail the product sends, made the way it is made in use (the API's requests, the
 * worker's jobs), read back from the outbox as its recipient would read it: the business's name
 * and logo on mail sent on its behalf, amounts in its currency (₦1,500.00), dates DD/MM/YYYY,
 * absolute links to the app, a plain-text part, and the one shared layout.
 */
describe('every mail kind, as its recipient reads it', () => {
  const APP_URL = 'https://app.ledgerline.test';
  let api: TestApi;
  let owner: SignedInOwner;
  const mails = new Map<string, StoredMail>();

  const take = async (kind: string, to: string) => {
    let row: { to_address: string; subject: string; text_body: string; html_body: string | null } | undefined;
    // Some mails are written after the answer (the password reset's: its timing must not tell whether the account exists).
    for (let tries = 0; !row && tries < 50; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      ({
        rows: [row],
      } = await api.runtime.pool.query(
        'SELECT to_address, subject, text_body, html_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC, id LIMIT 1',
        [to],
      ));
    }
    if (!row) throw new Error(`no mail to ${to} (${kind})`);
    mails.set(kind, { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    await api.runtime.pool.query('UPDATE mail_outbox SET to_address = $2 WHERE to_address = $1', [to, `${kind}.read@example.com`]);
  };
  const ok = (response: { status: number; body: unknown }, status = 200) => {
    if (response.status !== status) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return response.body as any;
  };

  beforeAll(async () => {
    api = await createTestApi({ APP_URL });
    const logo = process.env.MAIL_GALLERY_LOGO ? await readFile(process.env.MAIL_GALLERY_LOGO) : PNG_1X1;

    // Sign-up: the verification mail, then a new code and a new link.
    const signUp = await api.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { firstName: 'Ada', lastName: 'Obi', email: 'ada.signup@example.com', password: 'a long password 1' },
    });
    ok(signUp, 201);
    const cookie = cookieFrom(signUp.headers);
    await take('verify', 'ada.signup@example.com');
    await api.runtime.pool.query("UPDATE one_time_tokens SET created_at = created_at - interval '1 minute'");
    ok(await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-otp', headers: { cookie } }));
    await take('verify-code', 'ada.signup@example.com');
    await api.runtime.pool.query("UPDATE one_time_tokens SET created_at = created_at - interval '1 minute'");
    ok(await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-verification-link', headers: { cookie } }));
    await take('verify-link', 'ada.signup@example.com');
    ok(await api.request({ method: 'POST', url: '/api/v1/auth/recover-password', body: { email: 'ada.signup@example.com' } }));
    await take('password-reset', 'ada.signup@example.com');

    owner = await actAsNewOwner(api, { plan: 'store', business: 'Adebayo Foods', firstName: 'Tunde', lastName: 'Adebayo', email: 'tunde@example.com' });
    const form = new FormData();
    form.set('logo', new Blob([logo], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: form, headers: { cookie: owner.cookie } });
    expect(uploaded.status).toBe(200);

    const rice = await createProduct(api, owner, { name: 'Rice 50kg', buyingPrice: '38000', sellingPrice: '45000' });
    ok(
      await api.request({
        method: 'POST',
        url: '/api/v1/transactions/purchases',
        body: { date: '2026-11-01', items: [{ product: rice, quantity: '40', price: '38000.00' }], account: 'Cash' },
      }),
      201,
    );
    ok(
      await api.request({
        method: 'POST',
        url: '/api/v1/inventories',
        body: {
          type: 'PRODUCT',
          name: 'Yoghurt 1L',
          buyingPrice: '800',
          sellingPrice: '1200',
          quantity: '24',
          expiryDate: '2026-12-05',
          expiryReminderDays: '7',
        },
      }),
      201,
    );
    const customer = ok(await api.request({ method: 'POST', url: '/api/v1/entities', body: { name: 'Chiamaka Okafor', email: 'chiamaka@example.com' } }), 201)
      .data.id as string;
    const invoiceBody = {
      date: '2026-11-20',
      dueDate: '2026-12-03',
      entity: customer,
      items: [{ product: rice, quantity: '3', price: '45000' }],
      delivery: '2500',
      notes: 'Thank you for your business',
    };

    const invoice = ok(await api.request({ method: 'POST', url: '/api/v1/invoice/create', body: { ...invoiceBody, status: 'approved' } }), 201).data;
    ok(await api.request({ method: 'POST', url: '/api/v1/invoice/send-invoice', body: { id: invoice.id, message: 'Delivery is on Friday.' } }));
    await take('invoice', 'chiamaka@example.com');

    const quotation = ok(
      await api.request({ method: 'POST', url: '/api/v1/quotes', body: { ...invoiceBody, dueDate: undefined, expiryDate: '2026-12-31' } }),
      201,
    ).data;
    ok(await api.request({ method: 'POST', url: `/api/v1/quotes/${quotation.id}/approve` }));
    ok(await api.request({ method: 'POST', url: '/api/v1/quotes/send', body: { id: quotation.id } }));
    await take('quotation', 'chiamaka@example.com');

    const sale = ok(
      await api.request({
        method: 'POST',
        url: '/api/v1/transactions/sales',
        body: { date: '2026-11-25', account: 'Cash', entity: customer, items: [{ product: rice, quantity: '2', price: '45000' }] },
      }),
      201,
    ).data;
    ok(await api.request({ method: 'POST', url: `/api/v1/transactions/${sale.reference}/resend-receipt`, body: { name: 'Chiamaka' } }));
    await take('receipt', 'chiamaka@example.com');

    ok(await api.request({ method: 'GET', url: '/api/v1/reports/profit-and-loss/pdf/send/custom?startDate1=2026-11-01&endDate1=2026-11-30&name=Tunde' }));
    await take('profit-and-loss', 'tunde@example.com');

    ok(await api.request({ method: 'POST', url: '/api/v1/accounts/teams/invite', body: { email: 'new.member@example.com', role: 'admin' } }), 201);
    await take('team-invite', 'new.member@example.com');

    // The worker's mails: the invoice reminder (3 days before its due date), the weekly summary, the expiry reminder, the monthly report.
    await runInvoiceReminders(api.runtime, lagos('2026-11-30', 9));
    await take('invoice-reminder', 'chiamaka@example.com');
    const clock = new SettableClock(lagos('2026-11-30', 9));
    await runScheduledMail(api.runtime, clock, undefined, { only: 'weeklySummary' });
    await take('weekly-summary', 'tunde@example.com');
    await runScheduledMail(api.runtime, clock);
    await take('expiry-reminder', 'tunde@example.com');
    clock.set(lagos('2026-12-01', 9));
    await runScheduledMail(api.runtime, clock, undefined, { only: 'monthlyProfitAndLoss' });
    await take('monthly-profit-and-loss', 'tunde@example.com');
    await api.runtime.mailer.send(
      renewalDeclinedMail(
        'tunde@example.com',
        { planId: 5, period: 'monthly', currency: 'NGN', extraUsers: 0, amount: '10000', expiresAt: '2026-11-30T08:00:00.000Z' },
        { brand: 'visa', last4: '4081' },
        'Insufficient funds',
        APP_URL,
      ),
    );
    await take('renewal-declined', 'tunde@example.com');

    // The admin area's invitations.
    const team = await createAdminTeam(api, 'Abuja Advisers');
    const admin = adminRequests(api, team.staff);
    ok(await admin('POST', `/partners/${team.partnerId}/teams/invite`, team.staff, { email: 'partner.admin@example.com', name: 'Ngozi' }), 201);
    await take('partner-invite', 'partner.admin@example.com');
    const csv = new FormData();
    csv.append(
      'file',
      new Blob([new TextEncoder().encode('email,firstName,lastName,businessName,plan\ninvitee@example.com,Emeka,Nwosu,Nwosu Pharmacy,basic\n')], {
        type: 'text/csv',
      }),
      'invites.csv',
    );
    const invited = await fetch(`${api.baseUrl}/api/v1/admin/upload-users-invite`, { method: 'POST', headers: team.partnerAdmin, body: csv });
    expect(invited.status).toBeLessThan(300);
    await take('business-invite', 'invitee@example.com');

    if (process.env.MAIL_GALLERY_DIR) {
      await mkdir(process.env.MAIL_GALLERY_DIR, { recursive: true });
      for (const [kind, mail] of mails) {
        await writeFile(join(process.env.MAIL_GALLERY_DIR, `${kind}.html`), mail.html ?? '');
        await writeFile(join(process.env.MAIL_GALLERY_DIR, `${kind}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
      }
    }
  }, 240_000);
  afterAll(async () => {
    await api?.close();
  });

  const SUBJECTS: Record<string, RegExp> = {
    verify: /^Verify your e-mail address$/,
    'verify-code': /^Your verification code$/,
    'verify-link': /^Verify your e-mail address$/,
    'password-reset': /^Reset your password$/,
    invoice: /^Invoice INV-001 from Adebayo Foods$/,
    quotation: /^Quotation QUO-001 from Adebayo Foods$/,
    receipt: /^Sales receipt \S+ from Adebayo Foods$/,
    'profit-and-loss': /^Profit and loss 01\/11\/2026 to 30\/11\/2026 – Adebayo Foods$/,
    'monthly-profit-and-loss': /^Profit and loss 01\/11\/2026 to 30\/11\/2026 – Adebayo Foods$/,
    'team-invite': /^Tunde Adebayo invited you to join Adebayo Foods$/,
    'invoice-reminder': /^Reminder: invoice INV-001 falls due in 3 days$/,
    'weekly-summary': /^Adebayo Foods: your week 23\/11\/2026 to 29\/11\/2026$/,
    'expiry-reminder': /^Yoghurt 1L expires on 05\/12\/2026$/,
    'renewal-declined': /^We could not renew your Store Plan$/,
    'partner-invite': /^Join Abuja Advisers on Ledgerline$/,
    'business-invite': /^You are invited to keep the books of Nwosu Pharmacy$/,
  };
  /** Sent on the business's behalf to its customers (by the API, or the worker's reminder): its name and logo head them. */
  const FROM_THE_BUSINESS = ['invoice', 'quotation', 'receipt', 'invoice-reminder'];
  /** From the business to its own people (by the API, or the worker's scheduled mail): its name and logo head them too. */
  const TO_ITS_TEAM = ['profit-and-loss', 'monthly-profit-and-loss', 'weekly-summary', 'expiry-reminder'];
  const WITH_MONEY = [
    'invoice',
    'quotation',
    'receipt',
    'profit-and-loss',
    'monthly-profit-and-loss',
    'invoice-reminder',
    'weekly-summary',
    'renewal-declined',
  ];

  it.each(Object.keys(SUBJECTS))('%s: subject, a plain-text part, the shared layout, absolute links', (kind) => {
    const mail = mails.get(kind)!;
    expect(mail.subject).toMatch(SUBJECTS[kind]!);
    expect(mail.text.length).toBeGreaterThan(40);
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).not.toMatch(/display:\s*(flex|grid)|<style/);
    const links = [...mail.html!.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
    for (const link of links) expect(link.startsWith(`${APP_URL}/`)).toBe(true);
    // Dates read DD/MM/YYYY: no ISO date outside a link.
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it.each(WITH_MONEY)('%s: amounts in the business currency, ₦1,500.00, never NGN 1500.00', (kind) => {
    const mail = mails.get(kind)!;
    for (const part of [mail.text, mail.html!]) {
      expect(part).toMatch(/₦\d{1,3}(,\d{3})*\.\d{2}/);
      expect(part).not.toMatch(/NGN\s?-?\d|₦\d{4,}/);
    }
  });

  it.each(FROM_THE_BUSINESS)('%s: from the business, with its name and logo', (kind) => {
    const mail = mails.get(kind)!;
    expect(mail.html).toContain(`<img src="${APP_URL}/api/v1/logo/${owner.businessId}/`);
    expect(mail.html).toContain('Adebayo Foods');
    expect(mail.text).toContain('Sent by Adebayo Foods with Ledgerline.');
  });

  it.each(TO_ITS_TEAM)('%s: from the business, with its name and logo', (kind) => {
    const mail = mails.get(kind)!;
    expect(mail.html).toContain(`<img src="${APP_URL}/api/v1/logo/${owner.businessId}/`);
    expect(mail.html).toContain('Adebayo Foods');
  });

  it('the invoice shows its lines, totals and due date', () => {
    const { text } = mails.get('invoice')!;
    expect(text).toContain('Rice 50kg × 3 @ ₦45,000.00 = ₦135,000.00');
    expect(text).toContain('Delivery: ₦2,500.00');
    expect(text).toContain('Total: ₦137,500.00');
    expect(text).toContain('Due date: 03/12/2026');
    expect(text).toContain('Delivery is on Friday.');
  });

  it('the scheduled mails to the owner say where to turn them off', () => {
    for (const kind of ['weekly-summary', 'expiry-reminder', 'monthly-profit-and-loss']) {
      expect(mails.get(kind)!.text).toContain(`To stop or change these e-mails, visit ${APP_URL}/settings/notification`);
    }
  });
});

/** Names people typed reach the mails' HTML escaped: a business, a customer, a message, an inviter. */
describe('mails with names that look like HTML', () => {
  const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ APP_URL: 'https://app.ledgerline.test' });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('escapes them in the invoice, the receipt and the team invitation, and keeps them whole in the text part', async () => {
    const owner = await actAsNewOwner(api, { plan: 'store', business: `Shop ${HOSTILE}`, firstName: HOSTILE, lastName: 'Obi' });
    const rice = await createProduct(api, owner, { name: `Rice ${HOSTILE}`, buyingPrice: '10', sellingPrice: '15' });
    await api.request({
      method: 'POST',
      url: '/api/v1/transactions/purchases',
      body: { date: '2026-11-01', items: [{ product: rice, quantity: '10', price: '10' }], account: 'Cash' },
    });
    const customer = (await api.request({ method: 'POST', url: '/api/v1/entities', body: { name: `Ada ${HOSTILE}`, email: 'ada.hostile@example.com' } })).body
      .data.id;
    const invoice = await api.request({
      method: 'POST',
      url: '/api/v1/invoice/create',
      body: { date: '2026-11-20', dueDate: '2026-12-20', entity: customer, items: [{ product: rice, quantity: '1', price: '15' }], status: 'approved' },
    });
    expect(invoice.status).toBe(201);
    expect((await api.request({ method: 'POST', url: '/api/v1/invoice/send-invoice', body: { id: invoice.body.data.id, message: HOSTILE } })).status).toBe(200);
    const sale = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/sales',
      body: { date: '2026-11-25', account: 'Cash', entity: customer, items: [{ product: rice, quantity: '1', price: '15' }] },
    });
    expect((await api.request({ method: 'POST', url: `/api/v1/transactions/${sale.body.data.reference}/resend-receipt`, body: {} })).status).toBe(200);
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/accounts/teams/invite', body: { email: 'hostile.member@example.com', role: 'admin' } })).status,
    ).toBe(201);

    const { rows } = await api.runtime.pool.query<{ subject: string; text_body: string; html_body: string }>(
      "SELECT subject, text_body, html_body FROM mail_outbox WHERE to_address IN ('ada.hostile@example.com', 'hostile.member@example.com') ORDER BY created_at",
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.html_body).not.toContain('<script');
      expect(row.html_body).not.toContain('<img src=x');
      expect(row.html_body).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
      expect(row.text_body).toContain(HOSTILE);
      expect(row.subject).toContain(HOSTILE);
    }
  });
});
