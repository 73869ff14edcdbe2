import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { actAsNewOwner } from './support/accounts.js';

/** Anything a client can send gets a clear 4xx in the API's error shape, and changes nothing. */
describe('bad input', () => {
  let api: TestApi;
  let eventsAtStart: number;
  beforeAll(async () => {
    api = await createTestApi({ BODY_LIMIT_BYTES: '2048', CONSISTENCY_TIMEOUT_MS: '300' });
    await actAsNewOwner(api);
    eventsAtStart = await countEvents(api);
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(async () => {
    expect(await countEvents(api)).toBe(eventsAtStart);
  });

  const post = (body: unknown, headers: Record<string, string> = {}) => api.request({ method: 'POST', url: '/api/v1/transactions/money-in', body, headers });
  const valid = { date: '2026-11-22', amount: '100.00', subtype: 'capital', account: 'Cash' };

  it('malformed JSON: 400 MALFORMED_JSON', async () => {
    const response = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', payload: '{"date": "2026-11-22", amount: }' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'MALFORMED_JSON', message: expect.stringMatching(/not valid JSON/) });
  });

  it('a body that is not an object: 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await api.request({ method: 'POST', url: '/api/v1/transactions/money-in', payload });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });

  it('unknown fields (a businessId slipped in): 400 naming the field', async () => {
    const response = await post({ ...valid, businessId: '00000000-0000-0000-0000-000000000000', role: 'owner' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'businessId', message: 'businessId is not a field this request accepts' },
        { field: 'role', message: 'role is not a field this request accepts' },
      ]),
    );
  });

  it('wrong types and missing fields: one message per field', async () => {
    const response = await post({ date: 20261122, subtype: 'salary', account: 7 });
    expect(response.status).toBe(400);
    const fields = response.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['account', 'amount', 'date', 'subtype']);
    expect(response.body.errors.find((e: { field: string }) => e.field === 'subtype').message).toMatch(/subtype must be one of: capital, loan/);
  });

  it.each([
    [{ amount: '12.345' }, 'amount', /at most 2 decimal places/],
    [{ amount: '-5' }, 'amount', /positive|greater than zero/],
    [{ amount: '0' }, 'amount', /positive|greater than zero/],
    [{ amount: 'NaN' }, 'amount', /amount/],
    [{ amount: '1e400' }, 'amount', /amount/],
    [{ amount: '1234567890123456' }, 'amount', /15/],
    [{ amount: true }, 'amount', /amount/],
    [{ date: '2026-02-30' }, 'date', /date/],
    [{ date: '22/11/2026' }, 'date', /date/],
    [{ account: 'Barclays' }, 'account', /account must be Cash or one of the business's bank accounts/],
    [{ subtype: 'debt_repayment' }, 'entity', /entity/],
  ])('%j: 400 naming %s', async (change, field, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    const error = response.body.errors.find((e: { field: string }) => e.field === field || e.field === 'entityId');
    expect(error).toBeDefined();
    expect(error.message).toMatch(message);
  });

  it('a body over the limit: 413', async () => {
    const response = await post({ ...valid, description: 'x'.repeat(4000) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a malformed address (broken percent-encoding) or an over-long path segment: 4xx in the API error shape', async () => {
    const badUrl = await api.request({ method: 'GET', url: '/api/v1/budgets/%E0%A4%A' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({ success: false, code: 'MALFORMED_URL', message: expect.any(String) });
    const longId = await api.request({ method: 'GET', url: `/api/v1/budgets/${'a'.repeat(5000)}` });
    expect(longId.status).toBeGreaterThanOrEqual(400);
    expect(longId.status).toBeLessThan(500);
    expect(longId.body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
  });

  it('a malformed Idempotency-Key: 400', async () => {
    const response = await post(valid, { 'idempotency-key': 'bad key with spaces' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('Idempotency-Key');
  });

  it('X-Consistent-After that is not a position: 400; one never reached: 503 after the timeout', async () => {
    const bad = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { 'x-consistent-after': 'yesterday' } });
    expect(bad.status).toBe(400);
    const started = Date.now();
    const far = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { 'x-consistent-after': '999999999999' } });
    expect(far.status).toBe(503);
    expect(far.body).toMatchObject({ success: false, code: 'READ_MODEL_BEHIND' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('an unknown route: 404 in the same shape', async () => {
    const response = await api.request({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
