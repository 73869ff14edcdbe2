import { randomUUID } from 'node:crypto';
import { createOwner, TEST_PASSWORD } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const LIMIT = 10;

/**
 * Sign-in throttling: more than 10 failures within 15 minutes for one account, or from one
 * address, answer 429. The address is the socket's unless TRUST_PROXY=true.
 */
describe('accounts: sign-in throttling', () => {
  let direct: TestApi;
  let proxied: TestApi;
  beforeAll(async () => {
    direct = await createTestApi();
    proxied = await createTestApi({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });
  beforeEach(async () => {
    for (const api of [direct, proxied]) await api.runtime.pool.query('DELETE FROM sign_in_failures');
  });

  const stranger = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const signIn = (api: TestApi, email: string, password: string, forwardedFor?: string) =>
    api.request({ method: 'POST', url: '/api/v1/auth/sign-in', body: { email, password }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  const failTimes = async (count: number, attempt: (i: number) => Promise<{ status: number }>) => {
    for (let i = 0; i < count; i++) expect((await attempt(i)).status).toBe(401);
  };
  const expectThrottled = (response: { status: number; body: any }) => {
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      message: expect.stringMatching(/Too many failed sign-in attempts/),
    });
  };

  it('answers the 11th failed sign-in for one account with 429, and the right password too', async () => {
    const owner = await createOwner(direct);
    await failTimes(LIMIT, () => signIn(direct, owner.email, 'wrong password'));
    expectThrottled(await signIn(direct, owner.email, 'wrong password'));
    expectThrottled(await signIn(direct, owner.email, TEST_PASSWORD));
  });

  it('counts an account’s failures whatever address they come from', async () => {
    const owner = await createOwner(proxied);
    await failTimes(LIMIT, (i) => signIn(proxied, owner.email, 'wrong password', `198.51.100.${i + 1}`));
    expectThrottled(await signIn(proxied, owner.email, TEST_PASSWORD, '198.51.100.200'));
  });

  it('counts failures for different e-mails from one address by the address', async () => {
    const owner = await createOwner(direct);
    await failTimes(LIMIT, () => signIn(direct, stranger(), 'wrong password'));
    expectThrottled(await signIn(direct, owner.email, TEST_PASSWORD));
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick its address', async () => {
    const owner = await createOwner(direct);
    await failTimes(LIMIT, (i) => signIn(direct, stranger(), 'wrong password', `203.0.113.${i + 1}`));
    expectThrottled(await signIn(direct, owner.email, TEST_PASSWORD, '203.0.113.99'));
  });

  it('with TRUST_PROXY=true counts each forwarded address on its own', async () => {
    const owner = await createOwner(proxied);
    await failTimes(LIMIT, () => signIn(proxied, stranger(), 'wrong password', '203.0.113.7'));
    expectThrottled(await signIn(proxied, stranger(), 'wrong password', '203.0.113.7'));
    expectThrottled(await signIn(proxied, owner.email, TEST_PASSWORD, '203.0.113.7'));

    expect((await signIn(proxied, owner.email, TEST_PASSWORD, '203.0.113.8')).status).toBe(200);
    expect((await signIn(proxied, stranger(), 'wrong password', '203.0.113.9')).status).toBe(401);
  });

  it('a successful sign-in clears the account’s count, not the address’s', async () => {
    const owner = await createOwner(proxied);
    await failTimes(LIMIT - 1, (i) => signIn(proxied, owner.email, 'wrong password', `192.0.2.${i + 1}`));
    expect((await signIn(proxied, owner.email, TEST_PASSWORD, '192.0.2.100')).status).toBe(200);
    await failTimes(LIMIT - 1, (i) => signIn(proxied, owner.email, 'wrong password', `192.0.2.${i + 1}`));
    expect((await signIn(proxied, owner.email, TEST_PASSWORD, '192.0.2.101')).status).toBe(200);

    // One good password from an address does not let it go on guessing others.
    await failTimes(LIMIT - 1, () => signIn(proxied, stranger(), 'wrong password', '192.0.2.200'));
    expect((await signIn(proxied, owner.email, TEST_PASSWORD, '192.0.2.200')).status).toBe(200);
    expect((await signIn(proxied, stranger(), 'wrong password', '192.0.2.200')).status).toBe(401);
    expectThrottled(await signIn(proxied, owner.email, TEST_PASSWORD, '192.0.2.200'));
  });
});

/** The count is atomic: tries that arrive at once cannot slip past the limit between a check and a record. */
describe('accounts: sign-in throttling under concurrency', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await api?.close();
  });

  const tryAll = async (count: number, request: (i: number) => Promise<{ status: number; headers: Record<string, unknown> }>) => {
    const responses = await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
    const statuses = new Map<number, number>();
    for (const response of responses) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return { responses, statuses };
  };

  it('lets at most 10 of 1,000 concurrent wrong passwords for one account be checked; the rest get 429 with Retry-After', async () => {
    const owner = await createOwner(api);
    const { responses, statuses } = await tryAll(1000, (i) =>
      api.request({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        body: { email: owner.email, password: 'wrong password' },
        // Every try from another address: only the account's count can hold them.
        headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      }),
    );
    expect(statuses.get(401) ?? 0).toBeLessThanOrEqual(LIMIT);
    expect((statuses.get(401) ?? 0) + (statuses.get(429) ?? 0)).toBe(1000);
    const throttled = responses.filter((response) => response.status === 429);
    const retryAfter = throttled.map((response) => Number(response.headers['retry-after']));
    expect(retryAfter.every((seconds) => Number.isInteger(seconds) && seconds > 0 && seconds <= 15 * 60)).toBe(true);
  }, 120_000);

  it('lets at most 10 of 200 concurrent wrong passwords from one address be checked, whatever the account', async () => {
    const { statuses } = await tryAll(200, (i) =>
      api.request({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        body: { email: `someone-${i}@example.com`, password: 'wrong password' },
        headers: { 'x-forwarded-for': '198.18.0.1' },
      }),
    );
    expect(statuses.get(401) ?? 0).toBeLessThanOrEqual(LIMIT);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(190);
  }, 60_000);
});
