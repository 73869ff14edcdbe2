import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { as, cookieFrom, createOwner, TEST_PASSWORD } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/** Sign-up, e-mail verification, sign-in and sign-out through HTTP, on PostgreSQL, with a real SMTP server. */
describe('accounts: sign-up, e-mail verification, sign-in', () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApi({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  // Every request comes from 127.0.0.1: the address's failed sign-ins must not add up across tests.
  beforeEach(async () => {
    await api.runtime.pool.query('DELETE FROM sign_in_failures');
  });

  const newEmail = () => `ada-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = async (fields: Record<string, unknown> = {}) => {
    const email = newEmail();
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { firstName: 'Ada', lastName: 'Obi', email, password: TEST_PASSWORD, ...fields },
    });
    expect(response.status).toBe(201);
    return { email: String(fields.email ?? email).toLowerCase(), cookie: cookieFrom(response.headers), response };
  };
  const me = (cookie: string) => api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie } });
  const verifyOtp = (cookie: string, otp: string) => api.request({ method: 'POST', url: '/api/v1/accounts/email/verify', body: { otp }, headers: { cookie } });
  const codeIn = (mail: ParsedMail) => /verification code is:\s+(\d{6})/.exec(mail.text ?? '')![1];
  const linkTokenIn = (mail: ParsedMail) => /\/account\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
  const otherCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
  const backdateTokens = (email: string, purpose: string, column: 'created_at' | 'expires_at', interval: string) =>
    api.runtime.pool.query(
      `UPDATE one_time_tokens SET ${column} = ${column} - interval '${interval}' WHERE purpose = $2 AND user_id = (SELECT user_id FROM users WHERE email = $1)`,
      [email, purpose],
    );

  it('signs up, mails a code, verifies it, and GET /auth shows emailVerifiedAt', async () => {
    const { email, cookie, response } = await signUp();
    expect(response.body).toMatchObject({
      success: true,
      redirect: true,
      data: { email, firstName: 'Ada', user: 'Ada Obi', emailVerifiedAt: null, org: null },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/^ledgerline_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);

    const otp = codeIn(await mailsTo(smtp, email));
    const wrong = await verifyOtp(cookie, otherCode(otp));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: 'INVALID_OTP', message: 'This code is not valid or has expired' });
    expect((await me(cookie)).body.data.emailVerifiedAt).toBeNull();

    const verified = await verifyOtp(cookie, otp);
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
    const after = await me(cookie);
    expect(after.status).toBe(200);
    expect(new Date(after.body.data.emailVerifiedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const reused = await verifyOtp(cookie, otp);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('INVALID_OTP');
  });

  it('verifies by the mailed link, signed out, once', async () => {
    const { email, cookie } = await signUp();
    const token = linkTokenIn(await mailsTo(smtp, email));
    expect((await mailsTo(smtp, email)).text).toContain(`${api.runtime.config.appUrl}/account/verify/${token}`);

    const verified = await api.request({ method: 'GET', url: `/api/v1/accounts/email/verify/${token}` });
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
    expect((await me(cookie)).body.data.emailVerifiedAt).toEqual(expect.any(String));

    const reused = await api.request({ method: 'GET', url: `/api/v1/accounts/email/verify/${token}` });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ success: false, code: 'INVALID_VERIFICATION_LINK' });
    const made_up = await api.request({ method: 'GET', url: `/api/v1/accounts/email/verify/${'x'.repeat(43)}` });
    expect(made_up.status).toBe(401);
  });

  it('refuses an expired code and an expired link', async () => {
    const { email, cookie } = await signUp();
    const mail = await mailsTo(smtp, email);
    await backdateTokens(email, 'email-otp', 'expires_at', '16 minutes');
    await backdateTokens(email, 'email-link', 'expires_at', '25 hours');
    expect((await verifyOtp(cookie, codeIn(mail))).status).toBe(401);
    expect((await api.request({ method: 'GET', url: `/api/v1/accounts/email/verify/${linkTokenIn(mail)}` })).status).toBe(401);
    expect((await me(cookie)).body.data.emailVerifiedAt).toBeNull();
  });

  it('stops a code after 5 wrong tries', async () => {
    const { email, cookie } = await signUp();
    const otp = codeIn(await mailsTo(smtp, email));
    for (let i = 0; i < 5; i++) expect((await verifyOtp(cookie, otherCode(otp))).status).toBe(401);
    expect((await verifyOtp(cookie, otp)).status).toBe(401);
  });

  it('resends a code at most every 30 seconds; the new code replaces the old one', async () => {
    const { email, cookie } = await signUp();
    const first = codeIn(await mailsTo(smtp, email));
    const tooSoon = await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-otp', headers: { cookie } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ success: false, code: 'RESEND_TOO_SOON' });

    await backdateTokens(email, 'email-otp', 'created_at', '31 seconds');
    const resent = await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-otp', headers: { cookie } });
    expect(resent.status).toBe(200);
    expect(resent.body.success).toBe(true);
    const second = codeIn(await mailsTo(smtp, email, 2));
    if (second !== first) expect((await verifyOtp(cookie, first)).status).toBe(401);
    expect((await verifyOtp(cookie, second)).status).toBe(200);

    const afterVerified = await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-otp', headers: { cookie } });
    expect(afterVerified.status).toBe(409);
    expect(afterVerified.body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('resends the verification link at most every 30 seconds; only the new link works', async () => {
    const { email, cookie } = await signUp();
    const first = linkTokenIn(await mailsTo(smtp, email));
    expect((await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-verification-link', headers: { cookie } })).status).toBe(429);

    await backdateTokens(email, 'email-link', 'created_at', '31 seconds');
    const resent = await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-verification-link', headers: { cookie } });
    expect(resent.status).toBe(200);
    const second = linkTokenIn(await mailsTo(smtp, email, 2));
    expect(second).not.toBe(first);
    expect((await api.request({ method: 'GET', url: `/api/v1/accounts/email/verify/${first}` })).status).toBe(401);
    expect((await api.request({ method: 'GET', url: `/api/v1/accounts/email/verify/${second}` })).status).toBe(200);
    expect((await me(cookie)).body.data.emailVerifiedAt).toEqual(expect.any(String));
  });

  it('needs a session to verify by code or to resend', async () => {
    expect((await api.request({ method: 'POST', url: '/api/v1/accounts/email/verify', body: { otp: '123456' } })).status).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-otp' })).status).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-verification-link' })).status).toBe(401);
  });

  it('refuses a second account for an e-mail, whatever its case', async () => {
    const { email } = await signUp();
    for (const again of [email, email.toUpperCase()]) {
      const response = await api.request({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        body: { firstName: 'Eve', lastName: 'Twin', email: again, password: TEST_PASSWORD },
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, code: 'EMAIL_ALREADY_REGISTERED', message: 'An account with this e-mail already exists' });
    }
    const { rows } = await api.runtime.pool.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses unknown sign-up fields (role, businessId, rolePermissions) and keeps no user', async () => {
    const email = newEmail();
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { firstName: 'Mal', lastName: 'Lory', email, password: TEST_PASSWORD, role: 'owner', businessId: randomUUID(), rolePermissions: [1, 2, 3] },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['businessId', 'role', 'rolePermissions']);
    expect(response.headers['set-cookie']).toBeUndefined();
    const { rows } = await api.runtime.pool.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
    expect(rows[0].n).toBe(0);
  });

  it('stores passwords as argon2id with at least 19 MiB and 2 passes', async () => {
    const { email } = await signUp();
    const { rows } = await api.runtime.pool.query('SELECT password_hash FROM users WHERE email = $1', [email]);
    // PHC string: $argon2id$v=19$<params>$salt$hash. The argon2 package writes the params as m,p,t (the C library as m,t,p).
    const [, algorithm, version, params] = String(rows[0].password_hash).split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
    expect(Object.keys(values).sort()).toEqual(['m', 'p', 't']);
    expect(Number(values.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(values.t)).toBeGreaterThanOrEqual(2);
  });

  it('signs in whatever the e-mail’s case, into the user’s business', async () => {
    const owner = await createOwner(api);
    const response = await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email: owner.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, redirect: false, data: { userId: owner.userId, orgId: owner.businessId, role: 'owner' } });
    expect((await me(cookieFrom(response.headers))).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const owner = await createOwner(api);
    const wrong = await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email: owner.email, password: 'not the password' } });
    const unknown = await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email: newEmail(), password: TEST_PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is incorrect' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const owner = await createOwner(api);
    expect((await me(owner.cookie)).status).toBe(200);
    const out = await api.request({ method: 'POST', url: '/api/v1/auth/sign-out', headers: as(owner) });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^ledgerline_session=; .*Max-Age=0/);
    const after = await me(owner.cookie);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, code: 'AUTHENTICATION_REQUIRED' });

    const again = await createOwner(api);
    expect((await api.request({ method: 'GET', url: '/logout', headers: as(again) })).status).toBe(200);
    expect((await me(again.cookie)).status).toBe(401);
  });

  it('promo sign-up keeps plan small, monthly; organisation setup leaves it pending payment on plan 2', async () => {
    const { email, cookie } = await signUp({ promoCode: 'LAUNCH' });
    const { rows } = await api.runtime.pool.query('SELECT signup_plan, signup_period, promo_code, referral_code FROM users WHERE email = $1', [email]);
    expect(rows[0]).toEqual({ signup_plan: '2', signup_period: 'monthly', promo_code: 'LAUNCH', referral_code: null });
    expect((await verifyOtp(cookie, codeIn(await mailsTo(smtp, email)))).status).toBe(200);

    const setUp = await api.request({ method: 'POST', url: '/api/v1/auth/setup-org', body: { businessName: 'Launch Stores' }, headers: { cookie } });
    expect(setUp.status).toBe(201);
    const { businessId } = setUp.body.data;
    const subscription = await api.runtime.pool.query('SELECT state FROM subscriptions WHERE business_id = $1', [businessId]);
    expect(subscription.rows[0].state).toMatchObject({ planId: 2, kind: 'pending', period: 'monthly' });

    const after = await me(cookie);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ redirect: false, data: { orgId: businessId, org: 'Launch Stores', isPlanExpired: true, firstTimeSubscription: true } });
  });
});

const addressesOf = (mail: ParsedMail) => [mail.to].flat().flatMap((group) => group?.value.map((address) => address.address?.toLowerCase() ?? '') ?? []);

/** The `count`-th mail to `to` (waiting for it): the test server's waitForMail only gives the first. */
async function mailsTo(smtp: TestSmtpServer, to: string, count = 1, timeoutMs = 5000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = smtp.received.filter((mail) => addressesOf(mail).includes(to.toLowerCase()));
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline) throw new Error(`Only ${mails.length} of ${count} mails to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
