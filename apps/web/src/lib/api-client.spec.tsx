import { describe, expect, it } from '@jest/globals';
import { stubFetch } from '../testing/fetch-stub.js';
import { ApiClient, ApiError, NETWORK_ERROR } from './api-client.js';

function commandAnswering(position: string) {
  return () => ({ status: 201, body: { success: true, message: 'Saved', data: { id: 'x', reference: 'R', position } } });
}

describe('ApiClient', () => {
  it('sends JSON and returns the success envelope', async () => {
    const network = stubFetch({ 'POST /api/v1/things': commandAnswering('7') });
    const client = new ApiClient();

    const response = await client.post('/things', { name: 'a' }, { headers: { 'Idempotency-Key': 'k-1' } });

    expect(response).toEqual({ success: true, message: 'Saved', data: { id: 'x', reference: 'R', position: '7' } });
    expect(network.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/things',
      body: { name: 'a' },
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
    });
  });

  it('sends the highest position any command returned on every read', async () => {
    const network = stubFetch({
      'POST /api/v1/a': commandAnswering('9'),
      'POST /api/v1/b': commandAnswering('10'),
      'POST /api/v1/stale': commandAnswering('8'),
      'GET /api/v1/report': () => ({ status: 200, body: { success: true, data: {} } }),
    });
    const client = new ApiClient();

    await client.get('/report');
    await client.post('/a', {});
    await client.post('/b', {});
    // Compared as numbers, not strings: "10" is later than "9", and "8" must not go back.
    await client.post('/stale', {});
    await client.get('/report');

    const reads = network.requestsTo('GET /api/v1/report');
    expect(reads[0].headers['x-consistent-after']).toBeUndefined();
    expect(reads[1].headers['x-consistent-after']).toBe('10');
    expect(client.consistentAfter).toBe('10');
  });

  it('compares 64-bit positions exactly', () => {
    const client = new ApiClient();
    client.recordPosition('18446744073709551614');
    client.recordPosition('18446744073709551615');
    client.recordPosition('9007199254740993');
    expect(client.consistentAfter).toBe('18446744073709551615');
  });

  it('turns an error body into an ApiError with status, code, message and field errors', async () => {
    stubFetch({
      'POST /api/v1/things': () => ({
        status: 409,
        body: {
          success: false,
          message: 'This key was used for a different request',
          code: 'IDEMPOTENCY_CONFLICT',
          errors: [{ field: 'amount', message: 'Differs' }],
        },
      }),
    });

    const error = await new ApiClient().post('/things', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
      message: 'This key was used for a different request',
      errors: [{ field: 'amount', message: 'Differs' }],
    });
    expect((error as ApiError).fieldMessage('amount')).toBe('Differs');
  });

  it('accepts a success that carries only a message, and rejects a 2xx that is not the envelope', async () => {
    stubFetch({
      'POST /api/v1/auth/recover-password': () => ({ status: 200, body: { success: true, message: 'Check your e-mail' } }),
      'GET /api/v1/odd': () => ({ status: 200, body: { hello: 'world' } }),
    });
    const client = new ApiClient();

    await expect(client.post('/auth/recover-password', { email: 'a@b.ng' })).resolves.toEqual({ success: true, message: 'Check your e-mail' });
    await expect(client.get('/odd')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('still gives an ApiError when the body is not the API envelope (e.g. a proxy error page)', async () => {
    stubFetch({ 'GET /api/v1/x': () => ({ status: 502 }) });
    await expect(new ApiClient().get('/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reports an unreachable server as a network error', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(new ApiClient().get('/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });
});
