import { createHash, randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { startTestSmtpServer, type TestSmtpServer } from '@ledgerline/testing';
import { cookieFrom, createOwner, signIn, TEST_PASSWORD, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const NEW_PASSWORD = 'a brand new horse battery';

/** Forgotten password (a mailed, single-use, hour-long link) and password change, through HTTP with a real SMTP server. */
describe('accounts: passwords', () => {
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

  const me = (cookie: string) => api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie } });
  const signInStatus = async (email: string, password: string) =>
    (await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email, password } })).status;
  const recover = (email: string) => api.request({ method: 'POST', url: '/api/v1/auth/recover-password', body: { email } });
  const reset = (email: string, body: Record<string, unknown>) =>
    api.request({ method: 'POST', url: `/api/v1/auth/reset-password?email=${encodeURIComponent(email)}`, body });
  /** Asks for a reset and reads the mailed link. */
  const resetLinkFor = async (email: string, nth = 1) => {
    expect((await recover(email)).status).toBe(200);
    const mail = await mailsTo(smtp, email, nth);
    const url = new URL(/(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text ?? '')![1]);
    return { url, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
  };

  it('answers a recovery request the same whether or not the account exists, and mails only an account', async () => {
    const owner = await createOwner(api);
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const known = await recover(owner.email);
    const unknown = await recover(stranger);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: expect.any(String) });
    expect(unknown.body).toEqual(known.body);

    const mail = await mailsTo(smtp, owner.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`${api.runtime.config.appUrl}/reset-password?email=${encodeURIComponent(owner.email)}&token=`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => addressesOf(m).includes(stranger))).toHaveLength(0);
  });

  it('keeps only the token’s hash, for an hour, with the purpose password-reset', async () => {
    const owner = await createOwner(api);
    const { token } = await resetLinkFor(owner.email);
    const { rows } = await api.runtime.pool.query(
      `SELECT token_hash, purpose, extract(epoch FROM expires_at - created_at)::int AS seconds, used_at FROM one_time_tokens WHERE user_id = $1`,
      [owner.userId],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), purpose: 'password-reset', seconds: 3600, used_at: null }]);
  });

  it('resets the password with the mailed token: every session ends, the old password fails, the new one works, the token is spent', async () => {
    const owner = await createOwner(api);
    const otherDevice = await signIn(api, owner.email);
    const link = await resetLinkFor(owner.email);
    expect(link.email).toBe(owner.email);

    const info = await api.request({ method: 'GET', url: `/api/v1/auth/reset-password?email=${encodeURIComponent(owner.email.toUpperCase())}` });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ success: true, data: { email: owner.email } });

    const mismatch = await reset(owner.email, { resetToken: link.token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(mismatch.body.errors).toEqual([{ field: 'confirmPassword', message: expect.any(String) }]);

    const wrong = await reset(owner.email, { resetToken: `${link.token.slice(0, -2)}xx`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, code: 'INVALID_RESET_TOKEN' });

    const done = await reset(owner.email, { resetToken: link.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);

    expect((await me(owner.cookie)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect(await signInStatus(owner.email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(owner.email, NEW_PASSWORD)).toBe(200);
    const { rows } = await api.runtime.pool.query('SELECT password_hash FROM users WHERE user_id = $1', [owner.userId]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$/);

    const reused = await reset(owner.email, { resetToken: link.token, password: 'yet another password', confirmPassword: 'yet another password' });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses an expired token, and a token presented for another e-mail', async () => {
    const owner = await createOwner(api);
    const other = await createOwner(api);
    const link = await resetLinkFor(owner.email);
    const forOther = await reset(other.email, { resetToken: link.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(forOther.status).toBe(401);

    await api.runtime.pool.query(`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [owner.userId]);
    const expired = await reset(owner.email, { resetToken: link.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('INVALID_RESET_TOKEN');
    expect(await signInStatus(owner.email, TEST_PASSWORD)).toBe(200);
    expect(await signInStatus(other.email, TEST_PASSWORD)).toBe(200);
  });

  it('mails at most one reset link per 30 seconds; a newer link replaces the older', async () => {
    const owner = await createOwner(api);
    const first = await resetLinkFor(owner.email);
    expect((await recover(owner.email)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => addressesOf(m).includes(owner.email))).toHaveLength(1);

    await api.runtime.pool.query(`UPDATE one_time_tokens SET created_at = created_at - interval '31 seconds' WHERE user_id = $1`, [owner.userId]);
    const second = await resetLinkFor(owner.email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await reset(owner.email, { resetToken: first.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(401);
    expect((await reset(owner.email, { resetToken: second.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('validates the e-mail of the reset calls', async () => {
    expect((await api.request({ method: 'GET', url: '/api/v1/auth/reset-password' })).status).toBe(400);
    expect((await api.request({ method: 'GET', url: '/api/v1/auth/reset-password?email=not-an-email' })).status).toBe(400);
    expect((await recover('not-an-email')).status).toBe(400);
  });

  describe('change password (signed in)', () => {
    let owner: SignedInOwner;
    beforeEach(async () => {
      owner = await createOwner(api);
    });
    const change = (cookie: string, body: Record<string, unknown>) =>
      api.request({ method: 'POST', url: '/api/v1/accounts/settings/change-password', body, headers: { cookie } });

    it('refuses a wrong current password and a mismatching confirmation, changing nothing', async () => {
      const wrong = await change(owner.cookie, { currentPassword: 'not the password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ success: false, code: 'INVALID_CURRENT_PASSWORD' });
      const mismatch = await change(owner.cookie, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'something else' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors.map((e: { field: string }) => e.field)).toEqual(['confirmPassword']);
      expect((await me(owner.cookie)).status).toBe(200);
      expect(await signInStatus(owner.email, TEST_PASSWORD)).toBe(200);
    });

    it('changes it: other sessions end, this browser continues on a new cookie', async () => {
      const otherDevice = await signIn(api, owner.email);
      const changed = await change(owner.cookie, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(changed.status).toBe(200);
      expect(changed.body.success).toBe(true);
      const rotated = cookieFrom(changed.headers);
      expect(rotated).not.toBe(owner.cookie);

      const mine = await me(rotated);
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({ userId: owner.userId, orgId: owner.businessId });
      expect((await me(owner.cookie)).status).toBe(401);
      expect((await me(otherDevice)).status).toBe(401);
      expect(await signInStatus(owner.email, TEST_PASSWORD)).toBe(401);
      expect(await signInStatus(owner.email, NEW_PASSWORD)).toBe(200);
    });

    it('needs a session', async () => {
      const response = await api.request({
        method: 'POST',
        url: '/api/v1/accounts/settings/change-password',
        body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(response.status).toBe(401);
    });
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
