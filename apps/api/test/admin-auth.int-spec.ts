import { randomUUID } from 'node:crypto';
import { SIGN_IN_FAILURE_LIMIT } from '../src/auth/sign-in/sign-in-throttle.js';
import { as, createOwner, type SignedInOwner } from './support/accounts.js';
import { ADMIN_PASSWORD as PASSWORD, bearer, createAdmin } from './support/admin.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/** The provider admin area's identity (docs/admin.md): login, logout, me, expiry, throttle, and the wall between admin and user sessions. */
describe('admin login', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let staffEmail: string;
  beforeAll(async () => {
    api = await createTestApi();
    ({ email: staffEmail } = await createAdmin(api, { role: 'staff' }));
    owner = await createOwner(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const login = (email: string, password: string) => api.request({ method: 'POST', url: '/api/v1/admin/auth/login', body: { email, password } });

  it('logs a staff admin in with a 12-hour bearer token, and me answers who they are', async () => {
    const response = await login(staffEmail.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      data: { token: expect.any(String), admin: { id: expect.any(String), email: staffEmail, name: 'Ops Staff', role: 'staff', partnerId: null } },
    });
    const hours = (Date.parse(response.body.data.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const me = await api.request({ method: 'GET', url: '/api/v1/admin/auth/me', headers: bearer(response.body.data.token) });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(response.body.data.admin);
    const { rows } = await api.runtime.pool.query('SELECT last_login_at FROM admin_users WHERE email = $1', [staffEmail]);
    expect(rows[0].last_login_at).not.toBeNull();
  });

  it.each([
    ['a wrong password', () => [staffEmail, 'not the password']],
    ['an unknown e-mail', () => [`nobody-${randomUUID().slice(0, 6)}@example.com`, PASSWORD]],
    ['a business user’s own credentials', () => [owner.email, 'correct horse battery staple']],
  ])('refuses %s with 401 Invalid Login details', async (_, credentials) => {
    const [email, password] = credentials();
    const response = await login(email, password);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, message: 'Invalid Login details', code: 'INVALID_LOGIN' });
  });

  it('refuses a malformed login with 400 in the project’s shape', async () => {
    const response = await login('not-an-email', '');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: expect.any(String), errors: expect.any(Array) });
  });

  it.each([
    ['no token', {}],
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])('answers 401 Please authenticate to %s', async (_, headers) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/admin/auth/me', headers: headers as Record<string, string> });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, message: 'Please authenticate', code: 'ADMIN_UNAUTHENTICATED' });
  });

  it('answers 401 Please authenticate once the token has expired, and after logout', async () => {
    const expiring = (await login(staffEmail, PASSWORD)).body.data.token as string;
    await api.runtime.pool.query(`UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')`, [
      expiring,
    ]);
    const expired = await api.request({ method: 'GET', url: '/api/v1/admin/auth/me', headers: bearer(expiring) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Please authenticate');

    const token = (await login(staffEmail, PASSWORD)).body.data.token as string;
    expect((await api.request({ method: 'GET', url: '/api/v1/admin/auth/me', headers: bearer(token) })).status).toBe(200);
    const out = await api.request({ method: 'POST', url: '/api/v1/admin/auth/logout', headers: bearer(token) });
    expect(out.status).toBe(200);
    const after = await api.request({ method: 'GET', url: '/api/v1/admin/auth/me', headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Please authenticate');
  });

  it('never opens an admin route with a user’s session cookie, nor a business route with an admin token', async () => {
    const withCookie = await api.request({ method: 'GET', url: '/api/v1/admin/auth/me', headers: as(owner) });
    expect(withCookie.status).toBe(401);
    expect(withCookie.body.message).toBe('Please authenticate');

    const token = (await login(staffEmail, PASSWORD)).body.data.token as string;
    const business = await api.request({ method: 'GET', url: '/api/v1/accounts/profile', headers: bearer(token) });
    expect(business.status).toBe(401);
    expect(business.body.code).toBe('AUTHENTICATION_REQUIRED');
    // The owner's own cookie still works there: the two kinds of session are apart, not broken.
    expect((await api.request({ method: 'GET', url: '/api/v1/accounts/profile', headers: as(owner) })).status).toBe(200);
  });

  it('opens the maintenance routes with a staff bearer token as well as X-Admin-Token', async () => {
    const token = (await login(staffEmail, PASSWORD)).body.data.token as string;
    expect((await api.request({ method: 'GET', url: '/api/v1/admin/projections', headers: bearer(token) })).status).toBe(200);
    expect((await api.request({ method: 'GET', url: '/api/v1/admin/projections', headers: { 'x-admin-token': 'test-admin-token-0123456789' } })).status).toBe(
      200,
    );
    const stale = await api.request({ method: 'GET', url: '/api/v1/admin/projections', headers: bearer('not-a-real-token') });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Please authenticate');
  });

  it('throttles logins like the user sign-in: 429 after 10 failures, even for the right password, and apart from user sign-ins', async () => {
    // This address's earlier failures (the tests above) count too: start from none.
    await api.runtime.pool.query(`DELETE FROM sign_in_failures`);
    const { email } = await createAdmin(api, { role: 'staff' }, { name: 'Throttled' });
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) expect((await login(email, 'wrong password')).status).toBe(401);
    const refused = await login(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The users' sign-in counts apart (this address's failures were admin logins).
    const { rows } = await api.runtime.pool.query(`SELECT count(*)::int AS n FROM sign_in_failures WHERE subject LIKE 'email:%' OR subject LIKE 'ip:%'`);
    expect(rows[0].n).toBe(0);
    await api.runtime.pool.query(`DELETE FROM sign_in_failures`);
  });
});
