import { rebuildWith } from '@ledgerline/platform';
import { CatchUpProjection, ledgerProjector } from '@ledgerline/projections';
import { createTestApi, type TestApi } from './support/test-api.js';
import { actAsNewOwner } from './support/accounts.js';

/**
 * Catch-up mode (what EventStoreDB deployments run): projections follow a subscription in the
 * worker, commands answer before the read models have applied them, and X-Consistent-After makes
 * a query wait for them.
 */
describe('catch-up projections and read-your-writes', () => {
  let api: TestApi;
  const projections: CatchUpProjection[] = [];
  beforeAll(async () => {
    api = await createTestApi(
      { PROJECTION_MODE: 'catch-up' },
      {
        async beforeInit(runtime) {
          for (const projector of runtime.projectors) {
            const projection = new CatchUpProjection(runtime.store, runtime.pool, projector);
            await projection.start();
            projections.push(projection);
          }
        },
        async beforeClose() {
          await Promise.all(projections.map((p) => p.stop()));
        },
      },
    );
    await actAsNewOwner(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers a query sent with the command’s position only once the projections include it', async () => {
    for (let i = 1; i <= 5; i++) {
      const recorded = await api.request({
        method: 'POST',
        url: '/api/v1/transactions/money-in',
        body: { date: '2026-11-22', amount: `${i}00.00`, subtype: 'capital', account: 'Cash' },
      });
      expect(recorded.status).toBe(201);
      const read = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { 'x-consistent-after': recorded.body.data.position } });
      expect(read.status).toBe(200);
      const expected = ['100.00', '300.00', '600.00', '1000.00', '1500.00'][i - 1];
      expect(read.body.data.accounts[0].balance).toBe(expected);
    }
    const { rows } = await api.runtime.pool.query("SELECT projector, position FROM projection_checkpoints WHERE stream_id = '$all' ORDER BY projector");
    expect(rows.map((r) => r.projector)).toEqual(api.runtime.projectors.map((projector) => projector.name).sort());
  });

  it('rebuilds a catch-up projection while it runs, identical, and it goes on afterwards', async () => {
    const result = await rebuildWith(api.runtime, ledgerProjector);
    expect(result).toMatchObject({ identical: true, swapped: true });
    const recorded = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-22', amount: '1.00', subtype: 'gift', account: 'Cash' },
    });
    const read = await api.request({ method: 'GET', url: '/api/v1/accounts/balancedetails', headers: { 'x-consistent-after': recorded.body.data.position } });
    expect(read.body.data.accounts[0].balance).toBe('1501.00');
    const lines = await api.runtime.pool.query('SELECT count(*)::int AS n FROM journal_lines');
    expect(lines.rows[0].n).toBe(12);
  });
});
