import { signUpOwner, startTestApp, type TestApp } from './support/start-app.js';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789';

/**
 * The built API and the built worker as two processes, in catch-up mode (what an EventStoreDB
 * deployment runs): the API answers commands at once, the worker's projections follow the
 * event store, and a query sent with the command's position waits for them. The worker also
 * runs the rebuild jobs the API queues.
 */
describe('the API and the worker, projections catching up', () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { PROJECTION_MODE: 'catch-up', ADMIN_TOKEN } });
    cookie = await signUpOwner(app);
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
  });

  const post = async (amount: string) => {
    const response = await fetch(`${app.baseUrl}/api/v1/transactions/money-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ date: '2026-11-22', amount, subtype: 'capital', account: 'Cash' }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { position: string } }).data.position;
  };

  it('reads its own writes through X-Consistent-After while the worker projects', async () => {
    const health: any = await (await fetch(`${app.baseUrl}/health`)).json();
    expect(health.projections).toBe('catch-up');
    let position = '';
    for (const amount of ['100.00', '200.00', '300.00']) position = await post(amount);
    const response = await fetch(`${app.baseUrl}/api/v1/accounts/balancedetails`, { headers: { 'x-consistent-after': position, cookie } });
    expect(response.status).toBe(200);
    const balances: any = await response.json();
    expect(balances.data.accounts[0].balance).toBe('600.00');
  });

  it('runs a rebuild job queued through the API, with progress, and keeps projecting after it', async () => {
    const queued = await fetch(`${app.baseUrl}/api/v1/admin/projections/ledger/rebuild`, { method: 'POST', headers: { 'x-admin-token': ADMIN_TOKEN } });
    expect(queued.status).toBe(202);
    const { data } = (await queued.json()) as { data: { jobId: string } };
    let status: any;
    for (let i = 0; i < 150; i++) {
      status = await (await fetch(`${app.baseUrl}/api/v1/admin/projections/rebuilds/${data.jobId}`, { headers: { 'x-admin-token': ADMIN_TOKEN } })).json();
      if (['completed', 'failed'].includes(status.data.state)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status.data).toMatchObject({ state: 'completed', progress: { phase: 'done', percent: 100 }, result: { identical: true, swapped: true } });

    const position = await post('1.00');
    const balances: any = await (await fetch(`${app.baseUrl}/api/v1/accounts/balancedetails`, { headers: { 'x-consistent-after': position, cookie } })).json();
    expect(balances.data.accounts[0].balance).toBe('601.00');
  });
});
