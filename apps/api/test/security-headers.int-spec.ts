import { createOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/** Security headers (@fastify/helmet) on the API's answers, errors included; HSTS in production only. */
describe('security headers', () => {
  let api: TestApi;
  let production: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    production = await createTestApi({ NODE_ENV: 'production', COOKIE_SECURE: 'false' });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await production?.close();
  });

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    const csp = String(headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['referrer-policy']).toBe('no-referrer');
  };

  it('sends CSP, frame-ancestors, nosniff and no HSTS in development on answers and errors', async () => {
    const owner = await createOwner(api);
    for (const response of [
      await api.request({ method: 'GET', url: '/health' }),
      await api.request({ method: 'GET', url: '/api/v1/auth', headers: { cookie: owner.cookie } }),
      await api.request({ method: 'GET', url: '/api/v1/auth' }),
      await api.request({ method: 'GET', url: '/api/v1/no-such-route' }),
    ]) {
      expectSecurityHeaders(response.headers);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS in production', async () => {
    const response = await production.request({ method: 'GET', url: '/health' });
    expectSecurityHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
