import { MAX_CONSISTENCY_WAITERS } from '../src/common/consistency/consistency.service.js';
import { addMember, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const NEVER = '9999999999';
const TIMEOUT_MS = 1500;

/**
 * `X-Consistent-After` holds a request until the read models catch up; only a signed-in user who
 * may use the route waits, for at most CONSISTENCY_TIMEOUT_MS, a bounded number at a time, woken
 * by the store's notification rather than querying every few milliseconds.
 */
describe('X-Consistent-After', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  beforeAll(async () => {
    api = await createTestApi({ CONSISTENCY_TIMEOUT_MS: String(TIMEOUT_MS) });
    owner = await createOwner(api);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    const result = await run();
    return [result, Date.now() - started];
  };

  it('answers a request without a session at once (401), without waiting', async () => {
    const [response, ms] = await timed(() => api.request({ method: 'GET', url: '/api/v1/auth', headers: { 'x-consistent-after': NEVER } }));
    expect([response.status, response.body.code]).toEqual([401, 'AUTHENTICATION_REQUIRED']);
    expect(ms).toBeLessThan(TIMEOUT_MS / 3);
  });

  it('answers a member without the permission at once (403), without waiting', async () => {
    const member = await addMember(api, owner, { access: [] });
    const [response, ms] = await timed(() =>
      api.request({ method: 'GET', url: '/api/v1/reports/trial-balance', headers: { cookie: member.cookie, 'x-consistent-after': NEVER } }),
    );
    expect(response.status).toBe(403);
    expect(ms).toBeLessThan(TIMEOUT_MS / 3);
  });

  it('holds an allowed request at most CONSISTENCY_TIMEOUT_MS, then 503', async () => {
    const [response, ms] = await timed(() =>
      api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { cookie: owner.cookie, 'x-consistent-after': NEVER } }),
    );
    expect([response.status, response.body.code]).toEqual([503, 'READ_MODEL_BEHIND']);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('waits on the store’s notification, not by polling: a handful of queries per wait', async () => {
    const pool = api.runtime.pool;
    const query = pool.query.bind(pool);
    let queries = 0;
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      queries++;
      return (query as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    try {
      const response = await api.request({
        method: 'GET',
        url: '/api/v1/accounts/balancedetails',
        headers: { cookie: owner.cookie, 'x-consistent-after': NEVER },
      });
      expect(response.status).toBe(503);
    } finally {
      pool.query = query;
    }
    // Polling every 20 ms would be ~75 queries in 1.5 s.
    expect(queries).toBeLessThan(25);
  });

  it(`lets at most ${MAX_CONSISTENCY_WAITERS} requests wait at once; the rest get 503 with Retry-After at once`, async () => {
    const [responses, ms] = await timed(() =>
      Promise.all(
        Array.from({ length: MAX_CONSISTENCY_WAITERS + 40 }, () =>
          timed(() => api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { cookie: owner.cookie, 'x-consistent-after': NEVER } })),
        ),
      ),
    );
    const busy = responses.filter(([response]) => response.body.code === 'TOO_MANY_WAITING');
    expect(busy.length).toBeGreaterThanOrEqual(40);
    expect(busy.every(([response, took]) => response.status === 503 && response.headers['retry-after'] === '1' && took < TIMEOUT_MS)).toBe(true);
    expect(responses.filter(([response]) => response.body.code === 'READ_MODEL_BEHIND').length).toBeLessThanOrEqual(MAX_CONSISTENCY_WAITERS);
    expect(ms).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('still reads one’s own write at once', async () => {
    const written = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      headers: { cookie: owner.cookie },
      body: { date: '2026-11-22', amount: '10', subtype: 'capital', account: 'Cash' },
    });
    expect(written.status).toBe(201);
    const [read, ms] = await timed(() =>
      api.request({
        method: 'GET',
        url: '/api/v1/accounts/balancedetails',
        headers: { cookie: owner.cookie, 'x-consistent-after': written.body.data.position },
      }),
    );
    expect([read.status, read.body.data.total]).toEqual([200, '10.00']);
    expect(ms).toBeLessThan(TIMEOUT_MS / 2);
  });
});
