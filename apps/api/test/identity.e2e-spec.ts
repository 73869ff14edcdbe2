import { startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { PERMISSION_CODES } from '@ledgerline/ledger';
import { ROUTE_TABLE } from '../src/common/access/route-table.js';
import { startTestApp, type TestApp } from './support/start-app.js';

/**
 * The identity acceptance path on the built API (its own process), with e-mail through a
 * real SMTP server: sign up, verify with the mailed OTP, set up the organisation, invite a member,
 * join with the mailed link, give them a role without code 19, and every route needing 19 refuses
 * them and serves the owner.
 */
describe('sign-up to team permissions, end to end', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://ledgerline.test' } });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  const call = async (method: string, url: string, options: { body?: unknown; cookie?: string; position?: string } = {}) => {
    const response = await fetch(`${app.baseUrl}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.position ? { 'x-consistent-after': options.position } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] };
  };

  it('runs the whole path', async () => {
    // Sign up on the Store plan (chosen on the plans page), verify the e-mail with the mailed code.
    const signUp = await call('POST', '/api/v1/auth/sign-up', {
      body: { firstName: 'Ada', lastName: 'Obi', email: 'Ada.Owner@Example.com', password: 'owner password 123', plan: 'store', period: 'monthly' },
    });
    expect(signUp.status).toBe(201);
    const owner = signUp.cookie;
    expect(owner).toMatch(/^ledgerline_session=/);
    const verificationMail = await smtp.waitForMail('ada.owner@example.com');
    const otp = /\b(\d{6})\b/.exec(verificationMail.text ?? '')![1];
    expect((await call('POST', '/api/v1/accounts/email/verify', { body: { otp }, cookie: owner })).status).toBe(200);
    expect((await call('GET', '/api/v1/auth', { cookie: owner })).body.data.emailVerifiedAt).toEqual(expect.any(String));

    // Organisation, then the Store plan's free trial (P&L is not on the free plan).
    const org = await call('POST', '/api/v1/auth/setup-org', { body: { businessName: 'Ada Stores', typeOfBusiness: 'Retail' }, cookie: owner });
    expect(org.status).toBe(201);
    const trial = await call('POST', '/api/v1/payment/plans/trial', {
      body: { plan: 'store', period: 'monthly' },
      cookie: owner,
      position: org.body.data.position,
    });
    expect(trial.status).toBe(201);
    const me = await call('GET', '/api/v1/auth', { cookie: owner, position: trial.body.data.position });
    expect(me.body.data).toMatchObject({ org: 'Ada Stores', role: 'owner', isPlanExpired: false, businessPlan: 'Store Plan' });

    // A custom role with every code but 19, and an invite with it.
    const allBut19 = [...new Set(PERMISSION_CODES.map((info) => info.code))].filter((code) => code !== 19).sort((x, y) => x - y);
    const role = await call('POST', '/api/v1/customroles', { body: { roleName: 'Cashier', access: allBut19 }, cookie: owner });
    expect(role.status).toBe(201);
    const invite = await call('POST', '/api/v1/accounts/teams/invite', {
      body: { email: 'bola@example.com', role: 'Cashier', roleId: role.body.data._id },
      cookie: owner,
    });
    expect(invite.status).toBe(201);

    // The member joins with the link from the mail.
    const inviteMail = await smtp.waitForMail('bola@example.com');
    const link = new URL(/(http:\/\/ledgerline\.test\/\S+)/.exec(inviteMail.text ?? '')![1]);
    const query = `email=${encodeURIComponent(link.searchParams.get('email')!)}&hash=${encodeURIComponent(link.searchParams.get('hash')!)}`;
    expect((await call('GET', `/api/v1/accounts/team/invite?${query}`)).status).toBe(200);
    const joined = await call('POST', `/api/v1/accounts/team/invite?${query}`, {
      body: { firstName: 'Bola', lastName: 'Ade', password: 'member password 123' },
    });
    expect(joined.status).toBe(200);
    const member = joined.cookie;
    expect(member).toMatch(/^ledgerline_session=/);
    expect((await call('GET', '/api/v1/auth', { cookie: member })).body.data).toMatchObject({ org: 'Ada Stores', role: 'member', rolePermissions: allBut19 });

    // Every route needing code 19: 403 for the member, served for the owner.
    // Routes that need 19: no other code opens them (a route that 15 also opens does not need 19).
    const needing19 = ROUTE_TABLE.filter((rule) => rule.anyOf.length > 0 && rule.anyOf.every((code) => code === 19));
    expect(needing19.length).toBeGreaterThan(0);
    for (const rule of needing19) {
      const url = rule.path.replace(':param', 'this-month').replace(/:[A-Za-z]+/g, 'current');
      const refused = await call(rule.method, url, { cookie: member });
      expect({ route: url, status: refused.status, message: refused.body.message }).toEqual({
        route: url,
        status: 403,
        message: 'You do not have permission to perform this action',
      });
      const served = await call(rule.method, url, { cookie: owner });
      // A route naming one record (`:id`) answers 404 for an id that names none: the owner passed the check.
      const passed = /\/:id(\/|$)/.test(rule.path) ? [200, 404] : [200];
      expect({ route: url, passed: passed.includes(served.status) }).toEqual({ route: url, passed: true });
    }

    // The member's other codes work: e.g. money in (code 27).
    expect(
      (
        await call('POST', '/api/v1/transactions/money-in', {
          body: { date: '2026-11-20', amount: '10.00', subtype: 'capital', account: 'Cash' },
          cookie: member,
        })
      ).status,
    ).toBe(201);
  }, 60_000);
});
