import { randomUUID } from 'node:crypto';
import { needsVerifiedEmail } from '../src/common/access/access.guard.js';
import { ROUTE_TABLE } from '../src/common/access/route-table.js';
import { cookieFrom, createOwner, TEST_PASSWORD } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

/**
 * Spec 000 §2.5: a signed-in user whose e-mail is unverified goes to the verify page. The server
 * holds the same line: business routes (and setting a business up) answer 403 EMAIL_NOT_VERIFIED,
 * which the client turns into the verify page; verifying, reading who one is and signing out stay open.
 */
describe('unverified accounts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  const signUp = async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { firstName: 'Ada', lastName: 'Obi', email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(201);
    return { email, cookie: cookieFrom(response.headers) };
  };
  const expectVerifyFirst = (response: { status: number; body: any }) => {
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, code: 'EMAIL_NOT_VERIFIED', message: 'Verify your e-mail address to continue' });
  };

  it('sets up a business before verifying (the spec’s on-boarding comes first), then records nothing in it until verified', async () => {
    const user = await signUp();
    const setUp = await api.request({
      method: 'POST',
      url: '/api/v1/auth/setup-org',
      body: { businessName: 'Early Stores' },
      headers: { cookie: user.cookie },
    });
    expect(setUp.status).toBe(201);
    const events = await countEvents(api);
    expectVerifyFirst(
      await api.request({
        method: 'POST',
        url: '/api/v1/transactions/money-in',
        body: { date: '2026-11-22', amount: '10', subtype: 'capital', account: 'Cash' },
        headers: { cookie: user.cookie },
      }),
    );
    expect(await countEvents(api)).toBe(events);

    const me = await api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie: user.cookie } });
    expect([me.status, me.body.data.emailVerifiedAt]).toEqual([200, null]);
    // (Asking for a new code this soon meets the resend cooldown: anything but the verify-first refusal.)
    const resend = await api.request({ method: 'GET', url: '/api/v1/accounts/email/resend-otp', headers: { cookie: user.cookie } });
    expect(resend.body.code).not.toBe('EMAIL_NOT_VERIFIED');

    await api.runtime.pool.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [user.email]);
    const recorded = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-22', amount: '10', subtype: 'capital', account: 'Cash' },
      headers: { cookie: user.cookie },
    });
    expect(recorded.status).toBe(201);
  });

  it('cannot record money or read the books of a business while the e-mail is unverified', async () => {
    const owner = await createOwner(api);
    await api.runtime.pool.query('UPDATE users SET email_verified_at = NULL WHERE user_id = $1', [owner.userId]);
    const events = await countEvents(api);
    const headers = { cookie: owner.cookie };
    expectVerifyFirst(
      await api.request({
        method: 'POST',
        url: '/api/v1/transactions/money-in',
        body: { date: '2026-11-22', amount: '10', subtype: 'capital', account: 'Cash' },
        headers,
      }),
    );
    expectVerifyFirst(await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers }));
    expectVerifyFirst(await api.request({ method: 'POST', url: '/api/v1/inventories', body: { type: 'PRODUCT', name: 'Rice' }, headers }));
    expect(await countEvents(api)).toBe(events);
    expect((await api.request({ method: 'GET', url: '/api/v1/auth', headers })).status).toBe(200);
  });

  it('holds every business route of the route table behind verification', () => {
    const businessRoutes = ROUTE_TABLE.filter((rule) => !rule.public && !rule.admin && rule.business !== false);
    expect(businessRoutes.length).toBeGreaterThan(100);
    expect(businessRoutes.filter((rule) => !needsVerifiedEmail(rule)).map((rule) => `${rule.method} ${rule.path}`)).toEqual([]);
  });
});
