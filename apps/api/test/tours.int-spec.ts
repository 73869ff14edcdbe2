import { randomUUID } from 'node:crypto';
import { as, cookieFrom, createOwner, TEST_PASSWORD } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const ALL_ACTIVE = { dashboard: 'active', transaction: 'active', createProduct: 'active', createService: 'active' };

/** Guided tours (spec 000 §2.2 and §5, 001): a per-user status in GET /auth, stopped through POST /auth/tours/{tour}/stop. */
describe('guided tours', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  const tours = async (user: { cookie: string }) => {
    const response = await api.request({ method: 'GET', url: '/api/v1/auth', headers: as(user) });
    expect(response.status).toBe(200);
    return response.body.data.tours;
  };
  const stop = (user: { cookie: string }, tour: string) => api.request({ method: 'POST', url: `/api/v1/auth/tours/${tour}/stop`, headers: as(user) });

  it('starts every tour active for a sign-up; stopping one turns it off, twice is fine, another user keeps theirs', async () => {
    const email = `tour-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await api.request({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      body: { firstName: 'Ada', lastName: 'Obi', email, password: TEST_PASSWORD },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body.data.tours).toEqual(ALL_ACTIVE);
    const ada = { cookie: cookieFrom(signUp.headers) };
    // The tours run inside the shell, past the verify page: the stop action needs a verified e-mail like the rest.
    expect((await stop(ada, 'dashboard')).body.code).toBe('EMAIL_NOT_VERIFIED');
    await api.runtime.pool.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
    const other = await createOwner(api, { tours: 'active' });
    expect(await tours(ada)).toEqual(ALL_ACTIVE);

    const first = await stop(ada, 'dashboard');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { tour: 'dashboard', status: 'stopped' } });
    expect(await tours(ada)).toEqual({ ...ALL_ACTIVE, dashboard: 'stopped' });

    const again = await stop(ada, 'dashboard');
    expect(again.status).toBe(200);
    expect(await tours(ada)).toEqual({ ...ALL_ACTIVE, dashboard: 'stopped' });

    expect((await stop(ada, 'createProduct')).status).toBe(200);
    expect(await tours(ada)).toEqual({ ...ALL_ACTIVE, dashboard: 'stopped', createProduct: 'stopped' });
    expect(await tours(other)).toEqual(ALL_ACTIVE);
  });

  it('answers 404 for an unknown tour and changes nothing', async () => {
    const owner = await createOwner(api, { tours: 'active' });
    const response = await stop(owner, 'nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      code: 'TOUR_NOT_FOUND',
      message: 'There is no such tour; tours are dashboard, transaction, createProduct, createService',
    });
    expect(await tours(owner)).toEqual(ALL_ACTIVE);
  });

  it('needs a session', async () => {
    const response = await api.request({ method: 'POST', url: '/api/v1/auth/tours/dashboard/stop' });
    expect(response.status).toBe(401);
  });

  it('owners made by the operator (owner:create) start with the tours stopped', async () => {
    const owner = await createOwner(api);
    expect(await tours(owner)).toEqual({ dashboard: 'stopped', transaction: 'stopped', createProduct: 'stopped', createService: 'stopped' });
  });
});
