import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createOwner, TEST_PASSWORD } from './support/accounts.js';
import { startGoogleSimulator, type GoogleSimulator, type SimulatedAccount } from './support/google-simulator.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const APP_URL = 'http://app.ledgerline.test';

/**
 * Sign-in with Google through the authorization code flow, against a Google simulator on loopback
 * speaking Google's HTTP (discovery, authorize redirect, token endpoint, JWKS), on the real PostgreSQL.
 */
describe('accounts: sign-in with Google (authorization code, PKCE, state cookie, JWKS)', () => {
  let api: TestApi;
  let google: GoogleSimulator;
  beforeAll(async () => {
    google = await startGoogleSimulator();
    api = await createTestApi({
      APP_URL,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    });
  });
  afterAll(async () => {
    await api?.close();
    await google?.close();
  });

  const person = (overrides: Partial<SimulatedAccount> = {}): SimulatedAccount => ({
    sub: `g-${randomUUID()}`,
    email: `grace-${randomUUID().slice(0, 8)}@example.com`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  });

  const cookiePairs = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);

  /** The browser's part: click the button, let Google send it back, and read the callback page's query. */
  const authorize = async (account?: SimulatedAccount) => {
    if (account) google.signInAs(account);
    const start = await fetch(`${api.baseUrl}/api/v1/auth/google/start`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const stateCookie = start.headers.getSetCookie().find((cookie) => cookie.startsWith('ledgerline_google_state='))!;
    expect(stateCookie).toMatch(/HttpOnly; SameSite=Lax; Max-Age=600/);
    const toGoogle = new URL(start.headers.get('location')!);
    const atGoogle = await fetch(toGoogle, { redirect: 'manual' });
    expect(atGoogle.status).toBe(302);
    const back = new URL(atGoogle.headers.get('location')!);
    return {
      toGoogle,
      back,
      cookie: stateCookie.split(';')[0],
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };
  };
  const complete = async (code: string, state: string, cookie?: string) => {
    const response = await fetch(`${api.baseUrl}/api/v1/auth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ code, state }),
    });
    return { status: response.status, body: (await response.json()) as any, cookies: cookiePairs(response) };
  };
  const signInWithGoogle = async (account: SimulatedAccount) => {
    const flow = await authorize(account);
    return complete(flow.code, flow.state, flow.cookie);
  };
  const sessionOf = (cookies: string[]) => cookies.find((pair) => pair.startsWith('ledgerline_session=') && pair !== 'ledgerline_session=')!;
  const userRow = async (email: string) =>
    (await api.runtime.pool.query('SELECT user_id, password_hash, google_subject, email_verified_at FROM users WHERE email = $1', [email])).rows[0];

  it('says it is configured', async () => {
    expect((await api.request({ method: 'GET', url: '/api/v1/auth/google' })).body).toEqual({ success: true, data: { configured: true } });
  });

  it('sends the browser to Google with state, nonce and a PKCE S256 challenge, and back to the web callback page', async () => {
    const flow = await authorize(person());
    expect(flow.toGoogle.origin + flow.toGoogle.pathname).toBe(`${google.issuer}/o/oauth2/v2/auth`);
    const q = flow.toGoogle.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: `${APP_URL}/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: flow.cookie.split('=')[1],
    });
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.toString()).not.toContain(google.clientSecret);
    expect(flow.back.origin + flow.back.pathname).toBe(`${APP_URL}/auth/google/callback`);
    expect(flow.state).toBe(q.get('state'));
  });

  it('opens a verified account without a password for a new Google user, and sends them to on-boarding, then to the business', async () => {
    const account = person();
    const response = await signInWithGoogle(account);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      status: true,
      redirectToOnboarding: true,
      data: { email: account.email, firstName: 'Grace', lastName: 'Hopper', emailVerifiedAt: expect.any(String), org: null },
    });
    // The session cookie, and the state cookie cleared.
    expect(response.cookies).toContain('ledgerline_google_state=');
    const cookie = sessionOf(response.cookies);
    expect((await api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie } })).body.data.email).toBe(account.email);
    const row = await userRow(account.email!);
    expect(row).toMatchObject({ password_hash: null, google_subject: account.sub, email_verified_at: expect.any(Date) });

    const setUp = await api.request({ method: 'POST', url: '/api/v1/auth/setup-org', body: { businessName: 'Hopper Co' }, headers: { cookie } });
    expect(setUp.status).toBe(201);
    const later = await signInWithGoogle(account);
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ status: true, redirectToOnboarding: false, data: { userId: row.user_id, org: 'Hopper Co' } });
  });

  it('signs an existing user in by their verified e-mail, linking the Google account', async () => {
    const owner = await createOwner(api);
    const account = person({ email: owner.email.toUpperCase() });
    const response = await signInWithGoogle(account);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: true, redirectToOnboarding: false, data: { userId: owner.userId, orgId: owner.businessId } });
    expect((await userRow(owner.email)).google_subject).toBe(account.sub);
    expect((await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email: owner.email, password: TEST_PASSWORD } })).status).toBe(200);

    const otherGoogle = await signInWithGoogle(person({ email: owner.email }));
    expect(otherGoogle.status).toBe(409);
    expect(otherGoogle.body.code).toBe('GOOGLE_ACCOUNT_ALREADY_LINKED');
  });

  it('takes over an account whose e-mail was never verified from whoever signed it up', async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const squatter = await api.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { firstName: 'Sam', lastName: 'Squat', email, password: TEST_PASSWORD },
    });
    expect(squatter.status).toBe(201);
    const response = await signInWithGoogle(person({ email }));
    expect(response.status).toBe(200);
    const squatterCookie = String(squatter.headers['set-cookie']).split(';')[0];
    expect((await api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie: squatterCookie } })).status).toBe(401);
    expect((await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email, password: TEST_PASSWORD } })).status).toBe(401);
  });

  it('refuses an unknown Google user whose e-mail Google has not verified, creating nobody', async () => {
    const account = person({ email_verified: false });
    const response = await signInWithGoogle(account);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('GOOGLE_EMAIL_NOT_VERIFIED');
    expect(await userRow(account.email!)).toBeUndefined();
  });

  describe('state (no login CSRF)', () => {
    it('refuses a code without the state cookie, or with another browser’s, and signs nobody in', async () => {
      const account = person();
      const flow = await authorize(account);
      const other = await authorize(person());
      for (const cookie of [undefined, other.cookie, 'ledgerline_google_state=forged']) {
        const response = await complete(flow.code, flow.state, cookie);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ success: false, code: 'GOOGLE_STATE_MISMATCH', message: expect.stringContaining('start again') });
        expect(sessionOf(response.cookies)).toBeUndefined();
      }
      expect(await userRow(account.email!)).toBeUndefined();
    });

    it('uses an attempt once: a replayed code and state are refused', async () => {
      const flow = await authorize(person());
      expect((await complete(flow.code, flow.state, flow.cookie)).status).toBe(200);
      const replay = await complete(flow.code, flow.state, flow.cookie);
      expect(replay.status).toBe(400);
      expect(replay.body.code).toBe('GOOGLE_STATE_MISMATCH');
    });

    it('refuses an attempt older than 10 minutes', async () => {
      const flow = await authorize(person());
      await api.runtime.pool.query("UPDATE sign_in_attempts SET created_at = now() - interval '11 minutes'");
      expect((await complete(flow.code, flow.state, flow.cookie)).body.code).toBe('GOOGLE_STATE_MISMATCH');
    });

    it('refuses a code Google does not accept (another attempt’s code: its PKCE verifier differs)', async () => {
      const first = await authorize(person());
      const second = await authorize(person());
      const response = await complete(first.code, second.state, second.cookie);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'GOOGLE_CODE_REJECTED', message: expect.stringContaining('try again') });
    });
  });

  describe('ID token verification', () => {
    it.each([
      ['another audience', { claims: { aud: 'someone-else.apps.googleusercontent.com' } }, 'The ID token was issued for another application'],
      ['another signer', { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }, 'The ID token signature is not valid'],
      ['another issuer', { claims: { iss: 'https://evil.example.com' } }, 'The ID token was not issued by the sign-in provider'],
      ['an expired token', { claims: { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } }, 'The ID token has expired'],
      ['another nonce', { claims: { nonce: 'replayed-from-elsewhere' } }, 'The ID token was not issued for this sign-in (nonce)'],
      ['an unknown key id', { header: { kid: 'other-key' } }, 'The ID token was signed with a key we do not know'],
      ['alg HS256', { header: { alg: 'HS256' } }, 'ID tokens must be signed with RS256, not HS256'],
    ])('refuses %s with 401 and the reason, creating nobody', async (_, tamper, message) => {
      const account = person();
      const flow = await authorize(account);
      google.tamperNextIdToken(tamper);
      const response = await complete(flow.code, flow.state, flow.cookie);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, code: 'INVALID_ID_TOKEN', message });
      expect(sessionOf(response.cookies)).toBeUndefined();
      expect(await userRow(account.email!)).toBeUndefined();
    });

    it('follows a key rotation: an unknown kid refetches the JWKS', async () => {
      await signInWithGoogle(person());
      google.rotateKey();
      const before = google.calls.filter((call) => call.path === '/oauth2/v3/certs').length;
      const response = await signInWithGoogle(person());
      expect(response.status).toBe(200);
      expect(google.calls.filter((call) => call.path === '/oauth2/v3/certs').length).toBe(before + 1);
    });
  });

  it('answers bad input with 400 and the field', async () => {
    const response = await api.request({ method: 'POST', url: '/api/v1/auth/google', body: { code: '' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringContaining('code is required') });
  });
});

describe('accounts: sign-in with Google, not configured or unreachable', () => {
  it('says it is not configured, and the flow answers 503 GOOGLE_SIGN_IN_NOT_CONFIGURED', async () => {
    const api = await createTestApi({ GOOGLE_CLIENT_ID: 'only-an-id.apps.googleusercontent.com' });
    try {
      expect((await api.request({ method: 'GET', url: '/api/v1/auth/google' })).body).toEqual({ success: true, data: { configured: false } });
      const start = await fetch(`${api.baseUrl}/api/v1/auth/google/start`, { redirect: 'manual' });
      expect(start.status).toBe(503);
      expect(await start.json()).toMatchObject({ success: false, code: 'GOOGLE_SIGN_IN_NOT_CONFIGURED' });
      const response = await api.request({ method: 'POST', url: '/api/v1/auth/google', body: { code: 'c', state: 's' } });
      expect(response.status).toBe(503);
    } finally {
      await api.close();
    }
  });

  it('answers 503 GOOGLE_UNAVAILABLE with a clear message when Google cannot be reached', async () => {
    const api = await createTestApi({ GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:9' });
    try {
      const start = await fetch(`${api.baseUrl}/api/v1/auth/google/start`, { redirect: 'manual' });
      expect(start.status).toBe(503);
      expect(await start.json()).toMatchObject({ code: 'GOOGLE_UNAVAILABLE', message: expect.stringContaining('unavailable') });
    } finally {
      await api.close();
    }
  });
});
