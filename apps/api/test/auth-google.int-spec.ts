import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieFrom, createOwner, TEST_PASSWORD } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const CLIENT_ID = 'ledgerline-test.apps.googleusercontent.com';
const KID = 'test-key-1';

/** Sign-in with Google: ID tokens signed by a key pair of the test's own, whose public half is the configured JWKS. */
describe('accounts: sign-in with Google', () => {
  let api: TestApi;
  let dir: string;
  let googleKey: KeyObject;
  beforeAll(async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    googleKey = pair.privateKey;
    dir = await mkdtemp(join(tmpdir(), 'ledgerline-google-'));
    const keysFile = join(dir, 'jwks.json');
    await writeFile(keysFile, JSON.stringify({ keys: [{ ...pair.publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] }));
    api = await createTestApi({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_KEYS_FILE: keysFile });
  });
  afterAll(async () => {
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const now = () => Math.floor(Date.now() / 1000);
  const idToken = (claims: Record<string, unknown>, key: KeyObject = googleKey, header: Record<string, unknown> = {}) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: KID, ...header })}.${part({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      iat: now(),
      exp: now() + 3600,
      ...claims,
    })}`;
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url')}`;
  };
  const person = (overrides: Record<string, unknown> = {}) => ({
    sub: `g-${randomUUID()}`,
    email: `grace-${randomUUID().slice(0, 8)}@example.com`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  });
  const google = (token: string) => api.request({ method: 'POST', url: '/api/v1/auth/google', body: { token } });
  const userRow = async (email: string) =>
    (await api.runtime.pool.query('SELECT user_id, password_hash, google_subject, email_verified_at FROM users WHERE email = $1', [email])).rows[0];

  it('opens a verified account without a password for a new Google user, and sends them to on-boarding', async () => {
    const claims = person();
    const response = await google(idToken(claims));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      status: true,
      redirectToOnboarding: true,
      data: { email: claims.email, firstName: 'Grace', lastName: 'Hopper', emailVerifiedAt: expect.any(String), org: null },
    });
    const cookie = cookieFrom(response.headers);
    expect((await api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie } })).body.data.email).toBe(claims.email);
    const row = await userRow(claims.email);
    expect(row).toMatchObject({ password_hash: null, google_subject: claims.sub, email_verified_at: expect.any(Date) });

    // The same Google account again: the same user; to the business once there is one.
    const again = await google(idToken(claims));
    expect(again.body).toMatchObject({ redirectToOnboarding: true, data: { userId: row.user_id } });
    const setUp = await api.request({ method: 'POST', url: '/api/v1/auth/setup-org', body: { businessName: 'Hopper Co' }, headers: { cookie } });
    expect(setUp.status).toBe(201);
    const later = await google(idToken(claims));
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ status: true, redirectToOnboarding: false, data: { userId: row.user_id, org: 'Hopper Co' } });
  });

  it('links a Google account to the account with its verified e-mail and signs in there', async () => {
    const owner = await createOwner(api);
    const claims = person({ email: owner.email.toUpperCase() });
    const response = await google(idToken(claims));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: true, redirectToOnboarding: false, data: { userId: owner.userId, orgId: owner.businessId } });
    expect((await userRow(owner.email)).google_subject).toBe(claims.sub);
    // Its password still works: the address was already proven.
    expect((await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email: owner.email, password: TEST_PASSWORD } })).status).toBe(200);

    const otherGoogle = await google(idToken(person({ email: owner.email })));
    expect(otherGoogle.status).toBe(409);
    expect(otherGoogle.body.code).toBe('GOOGLE_ACCOUNT_ALREADY_LINKED');
  });

  it('takes over an account whose e-mail was never verified from whoever signed it up (their password and sessions end)', async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const squatter = await api.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { firstName: 'Sam', lastName: 'Squat', email, password: TEST_PASSWORD },
    });
    expect(squatter.status).toBe(201);
    const response = await google(idToken(person({ email })));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email, emailVerifiedAt: expect.any(String) });
    expect((await api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie: cookieFrom(squatter.headers) } })).status).toBe(401);
    expect((await api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email, password: TEST_PASSWORD } })).status).toBe(401);
  });

  it('refuses an unknown Google user whose e-mail Google has not verified', async () => {
    const claims = person({ email_verified: false });
    const response = await google(idToken(claims));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('GOOGLE_EMAIL_NOT_VERIFIED');
    expect(await userRow(claims.email)).toBeUndefined();
  });

  it.each([
    ['another audience', () => idToken(person({ aud: 'someone-else.apps.googleusercontent.com' })), 'The ID token was issued for another application'],
    ['another signer', () => idToken(person(), generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey), 'The ID token signature is not valid'],
    ['another issuer', () => idToken(person({ iss: 'https://evil.example.com' })), 'The ID token was not issued by the sign-in provider'],
    ['an expired token', () => idToken(person({ iat: now() - 7200, exp: now() - 3600 })), 'The ID token has expired'],
    ['an unknown key id', () => idToken(person(), googleKey, { kid: 'other-key' }), 'The ID token was signed with a key we do not know'],
    ['alg none', () => `${idToken(person(), googleKey, { alg: 'none' }).split('.').slice(0, 2).join('.')}.`, 'ID tokens must be signed with RS256, not none'],
    ['not a JWT', () => 'not-a-jwt', 'The ID token is not a well-formed JWT'],
  ])('refuses %s with 401 and the reason', async (_, token, message) => {
    const response = await google(token());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, code: 'INVALID_ID_TOKEN', message });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('accounts: sign-in with Google, not configured', () => {
  it.each([
    ['GOOGLE_KEYS_FILE', { GOOGLE_CLIENT_ID: CLIENT_ID }],
    ['GOOGLE_CLIENT_ID', { GOOGLE_KEYS_FILE: join(tmpdir(), 'ledgerline-google-keys.json') }],
  ])('answers 503 GOOGLE_SIGN_IN_NOT_CONFIGURED without %s', async (_, env) => {
    const api = await createTestApi(env);
    try {
      const response = await api.request({ method: 'POST', url: '/api/v1/auth/google', body: { token: 'a.b.c' } });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ success: false, code: 'GOOGLE_SIGN_IN_NOT_CONFIGURED' });
    } finally {
      await api.close();
    }
  });
});
