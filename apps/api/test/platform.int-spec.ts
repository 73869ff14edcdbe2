import { Queue, QueueEvents, Worker } from 'bullmq';
import { JOBS, QUEUES, queueOptions } from '@ledgerline/jobs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { freePort } from '@ledgerline/platform';
import { createTestApi, type TestApi } from './support/test-api.js';
import { actAsNewOwner } from './support/accounts.js';

describe('health, OpenAPI, request ids, logs', () => {
  let api: TestApi;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    api = await createTestApi({}, { logger: pino({ level: 'info' }, sink) });
    await actAsNewOwner(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('/health reports the event store, PostgreSQL and Redis', async () => {
    const response = await api.request({ method: 'GET', url: '/health' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      eventStore: { ok: true, kind: 'postgres' },
      postgres: { ok: true, source: 'configured', embedded: false },
      redis: { ok: true, status: 'up' },
      jobs: 'on',
      mail: 'outbox',
      mailOutbox: { pending: 0, failed: 0 },
      failedJobs: { scheduled: 0, projections: 0 },
      projections: 'inline',
    });
  });

  it('/health counts a scheduled job that failed all its attempts (kept, never lost silently)', async () => {
    const options = queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix);
    const queue = new Queue(QUEUES.scheduled, options);
    const events = new QueueEvents(QUEUES.scheduled, options);
    const worker = new Worker(
      QUEUES.scheduled,
      async () => {
        throw new Error('the SMTP relay is down');
      },
      options,
    );
    try {
      await events.waitUntilReady();
      const job = await queue.add(JOBS.scheduledMail, {}, { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
      await expect(job.waitUntilFinished(events, 20_000)).rejects.toThrow('the SMTP relay is down');
      const response = await api.request({ method: 'GET', url: '/health' });
      expect(response.body.failedJobs).toEqual({ scheduled: 1, projections: 0 });
    } finally {
      await worker.close();
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('serves the OpenAPI document, with the slice’s routes and an example', async () => {
    const document = await api.request({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/v1/transactions/money-in', '/api/v1/accounts/balancedetails', '/health']));
    expect(JSON.stringify(document.body.components.schemas.RecordMoneyInDto)).toContain('1500.00');
  });

  it('describes what the routes answer, read from the controllers’ return types', async () => {
    const document = await api.request({ method: 'GET', url: '/api/docs/openapi.json' });
    const recorded = document.body.paths['/api/v1/transactions/money-in'].post.responses['201'].content['application/json'].schema;
    expect(recorded.properties.data).toEqual({ $ref: '#/components/schemas/RecordedTransaction' });
    expect(document.body.components.schemas.RecordedTransaction.required).toEqual(['id', 'reference', 'position']);
    // A decorator's example stays beside the shape it now has.
    const banks = document.body.paths['/api/v1/accounts/bank-accounts'].get.responses['200'].content['application/json'].schema;
    expect(banks.properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/NamedBankAccount' } });
    expect(banks.example.data[0]).toMatchObject({ bankName: 'GTBank', name: 'GTBank' });
    // A file has no JSON shape.
    expect(document.body.paths['/api/v1/transactions/export/csv'].get.responses['200'].content?.['application/json']).toBeUndefined();
  });

  it('gives every response a request id, keeping a well-formed one the caller sent', async () => {
    const made = await api.request({ method: 'GET', url: '/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.request({ method: 'GET', url: '/health', headers: { 'x-request-id': 'trace-abc.123' } });
    expect(kept.headers['x-request-id']).toBe('trace-abc.123');
    const refused = await api.request({ method: 'GET', url: '/health', headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(refused.headers['x-request-id']).not.toBe('no spaces <allowed>');
  });

  it('logs every request as JSON carrying its request id', async () => {
    await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { 'x-request-id': 'log-check-42' } });
    const entries = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { url: string }; res?: { statusCode: number } });
    const mine = entries.filter((entry) => entry.reqId === 'log-check-42');
    expect(mine.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0].req?.url).toBe('/api/v1/accounts/balancedetails');
    expect(mine[1].res?.statusCode).toBe(200);
  });

  it('keeps maintenance routes behind the admin token', async () => {
    expect((await api.request({ method: 'GET', url: '/api/v1/admin/projections' })).status).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/v1/admin/projections', headers: { 'x-admin-token': 'wrong-token-wrong-token' } })).status).toBe(403);
    const listed = await api.request({ method: 'GET', url: '/api/v1/admin/projections', headers: { 'x-admin-token': 'test-admin-token-0123456789' } });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: { name: string }) => p.name)).toEqual(api.runtime.projectors.map((projector) => projector.name));
  });
});

describe('PostgreSQL without Redis', () => {
  let api: TestApi;
  beforeAll(async () => {
    // No REDIS_URL, and nothing listening where a local Redis would be.
    const closedPort = String(await freePort());
    api = await createTestApi({ REDIS_URL: '', LOCAL_REDIS_PORT: closedPort });
    await actAsNewOwner(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('runs without jobs, says so on /health, and still records and reports', async () => {
    const health = await api.request({ method: 'GET', url: '/health' });
    expect(health.body).toMatchObject({ status: 'ok', redis: { ok: true, status: 'absent' }, jobs: 'off' });
    const recorded = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-22', amount: '3.00', subtype: 'gift', account: 'Cash' },
    });
    expect(recorded.status).toBe(201);
  });

  it('answers a rebuild request with 503 and the command to run instead', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/admin/projections/ledger/rebuild',
      headers: { 'x-admin-token': 'test-admin-token-0123456789' },
    });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ success: false, code: 'JOBS_DISABLED', message: expect.stringMatching(/npm run rebuild -- <projection>/) });
  });
});
