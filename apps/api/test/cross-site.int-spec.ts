import { registeredRoutes } from '../src/app.factory.js';
import { needsSameOrigin } from '../src/common/http/cross-site.js';
import { createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * CSRF: every route that changes state (every POST, PUT, PATCH, DELETE, and the GETs that send
 * mail) refuses a request another site made the signed-in browser send, found by walking the
 * routes the server registers: a new route is covered without editing this test.
 */
describe('cross-site requests', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  beforeAll(async () => {
    api = await createTestApi({ APP_URL: 'https://books.example' });
    owner = await createOwner(api, { plan: 'store' });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** Every guarded route, its path parameters filled with something plausible. */
  const guardedRoutes = () =>
    registeredRoutes(api.app)
      .filter((route) => !route.web && route.method !== 'HEAD' && needsSameOrigin(route.method, route.path))
      .map((route) => ({ method: route.method as Method, pattern: route.path, url: route.path.replace(/:[A-Za-z]+/g, 'custom').replace('*', 'x') }));

  // What an attacker's page can make a browser send: a form post (no preflight) with the victim's cookie.
  const formPost = (headers: Record<string, string>) => ({
    headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'name=Injected&amount=1000&email=attacker%40evil.example',
  });
  const send = (route: { method: Method; url: string }, headers: Record<string, string>) =>
    route.method === 'GET'
      ? api.request({ method: 'GET', url: route.url, headers: { cookie: owner.cookie, ...headers } })
      : api.request({ method: route.method, url: route.url, ...formPost(headers) });

  const FROM_ANOTHER_SITE: Record<string, Record<string, string>> = {
    'Fetch Metadata cross-site': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.example' },
    'Fetch Metadata same-site (a sibling subdomain)': { 'sec-fetch-site': 'same-site', origin: 'https://evil.books.example' },
    'Origin of another site (no Fetch Metadata)': { origin: 'https://evil.example' },
    'Origin null (sandboxed frame)': { origin: 'null' },
    'Referer of another site (neither)': { referer: 'https://evil.example/form.html' },
  };

  it('covers every unsafe route of the route table', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((route) => `${route.method} ${route.pattern}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/transactions/money-in',
        'POST /api/v1/accounts/teams/invite',
        'POST /api/v1/auth/sign-in',
        'GET /api/v1/reports/profit-and-loss/pdf/send/:param',
      ]),
    );
  });

  it.each(Object.entries(FROM_ANOTHER_SITE))('refuses every unsafe route with 403 for %s, and stores nothing', async (_, headers) => {
    const eventsBefore = await countEvents(api);
    const wrong: string[] = [];
    for (const route of guardedRoutes()) {
      const response = await send(route, headers);
      if (response.status !== 403 || response.body?.code !== 'CROSS_SITE_REQUEST')
        wrong.push(`${route.method} ${route.pattern}: ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await countEvents(api)).toBe(eventsBefore);
  });

  it('leaves safe reads alone: a link from another site still opens a report', async () => {
    const response = await api.request({
      method: 'GET',
      url: '/api/v1/reports/trial-balance',
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
  it('lets our own pages through (same-origin Fetch Metadata, our Origin or Referer, and clients that are not browsers)', async () => {
    // A fresh owner: these requests really run (sign-out among them).
    owner = await createOwner(api, { plan: 'store' });
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'https://books.example' },
      { origin: 'https://books.example' },
      { origin: api.baseUrl },
      { referer: `${api.baseUrl}/transactions/new` },
      {},
    ];
    const wrong: string[] = [];
    for (const headers of own) {
      for (const route of guardedRoutes()) {
        const response = await send(route, headers);
        if (response.body?.code === 'CROSS_SITE_REQUEST') wrong.push(`${route.method} ${route.pattern} with ${JSON.stringify(headers)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
