import { accessTableProblems, PERMISSION_CODES } from '@ledgerline/ledger';
import { registeredRoutes } from '../src/app.factory.js';
import { ROUTE_TABLE, ruleFor } from '../src/common/access/route-table.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/** The one access table covers every route the server registers, and holds only sound rules. */
describe('the route table', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const apiRoutes = () => registeredRoutes(api.app).filter((route) => route.method !== 'HEAD' && !route.web);

  it('has an entry for every registered route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => !ruleFor(route.method, route.path)).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('names no route the server does not have (a stale entry would hide a typo)', () => {
    const registered = new Set(apiRoutes().map((route) => `${route.method} ${route.path}`));
    // The docs UI pages exist only where the UI is served (the built app); the catch-all only with the web client.
    const optional = (path: string) => path === '*' || (path.startsWith('/api/docs') && !path.endsWith('openapi.json'));
    const stale = ROUTE_TABLE.filter((rule) => !optional(rule.path) && !registered.has(`${rule.method} ${rule.path}`)).map(
      (rule) => `${rule.method} ${rule.path}`,
    );
    expect(stale).toEqual([]);
  });

  it('holds only known permission codes, one rule per route, and no codes on public routes', () => {
    expect(accessTableProblems(ROUTE_TABLE)).toEqual([]);
    const known = new Set(PERMISSION_CODES.map((info) => info.code as number));
    expect(ROUTE_TABLE.flatMap((rule) => rule.anyOf).filter((code) => !known.has(code))).toEqual([]);
  });

  it('refuses, with 403, a route nobody wrote a rule for (the guard fails closed)', () => {
    expect(ruleFor('GET', '/api/v1/not-in-the-table')).toBeUndefined();
  });
});
