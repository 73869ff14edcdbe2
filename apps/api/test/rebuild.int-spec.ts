import { Worker } from 'bullmq';
import { QUEUES, queueOptions } from '@ledgerline/jobs';
import { decideRecordMoneyIn } from '@ledgerline/ledger';
import { bringProjectionsUpToDate, rebuildWith } from '@ledgerline/platform';
import { businessStream, defineBatchProjector, ledgerProjector, loadBusinessState } from '@ledgerline/projections';
import pino from 'pino';
import { rebuildProjectionProcessor } from '../../worker/src/jobs/rebuild-projection/rebuild-projection.processor.js';
import { CommandExecutor } from '../src/event-sourcing/command-executor.js';
import { toNewEvents } from '../src/event-sourcing/domain-events.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { actAsNewOwner } from './support/accounts.js';

const ADMIN = { 'x-admin-token': 'test-admin-token-0123456789' };

async function snapshot(api: TestApi, table: string, order: string): Promise<unknown[]> {
  return (await api.runtime.pool.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
}

describe('rebuilding read models from the events', () => {
  let api: TestApi;
  let worker: Worker;
  beforeAll(async () => {
    api = await createTestApi();
    await actAsNewOwner(api);
    // A real BullMQ worker on the real Redis, on a queue of this test's own.
    worker = new Worker(QUEUES.projections, rebuildProjectionProcessor(api.runtime), queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix));
    for (let i = 1; i <= 40; i++) {
      const response = await api.request({
        method: 'POST',
        url: '/api/v1/transactions/money-in',
        body: {
          date: `2026-0${1 + (i % 9)}-1${i % 10}`,
          amount: `${i}.${String(i % 100).padStart(2, '0')}`,
          subtype: i % 2 ? 'capital' : 'commission',
          account: 'Cash',
        },
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  const rebuildThroughApi = async (name: string) => {
    const queued = await api.request({ method: 'POST', url: `/api/v1/admin/projections/${name}/rebuild`, headers: ADMIN });
    expect(queued.status).toBe(202);
    const jobId = queued.body.data.jobId;
    for (let i = 0; i < 200; i++) {
      const status = await api.request({ method: 'GET', url: `/api/v1/admin/projections/rebuilds/${jobId}`, headers: ADMIN });
      expect(status.status).toBe(200);
      if (status.body.data.state === 'failed') throw new Error(`rebuild failed: ${status.body.data.error}`);
      if (status.body.data.state === 'completed') return status.body.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('rebuild did not finish');
  };

  it('replays into fresh tables that come out identical, swapped in, with progress readable through the API', async () => {
    const before = await snapshot(api, 'journal_lines', 'business_id, position, line_no');
    const balancesBefore = await snapshot(api, 'account_balances', 'business_id, account_code, sub_account');
    const status = await rebuildThroughApi('ledger');
    expect(status.state).toBe('completed');
    expect(status.progress).toMatchObject({ phase: 'done', percent: 100 });
    expect(status.progress.processed).toBeGreaterThanOrEqual(42);
    expect(status.result).toMatchObject({
      projector: 'ledger',
      identical: true,
      swapped: true,
      onlyInLive: { journal_lines: 0, account_balances: 0, product_stock: 0 },
    });
    expect(await snapshot(api, 'journal_lines', 'business_id, position, line_no')).toEqual(before);
    expect(await snapshot(api, 'account_balances', 'business_id, account_code, sub_account')).toEqual(balancesBefore);
  });

  it('keeps every index (under its name) and storage parameter of the tables it swaps in', async () => {
    const shape = async () =>
      (
        await api.runtime.pool.query(
          `SELECT c.relname, c.reloptions, array_agg(pg_get_indexdef(x.indexrelid) ORDER BY pg_get_indexdef(x.indexrelid)) AS indexes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
           LEFT JOIN pg_index x ON x.indrelid = c.oid
           WHERE c.relname = ANY($1) GROUP BY c.relname, c.reloptions ORDER BY c.relname`,
          [[...ledgerProjector.tables, 'transactions', 'daily_account_totals']],
        )
      ).rows;
    const before = await shape();
    expect(before.find((row) => row.relname === 'account_balances').reloptions).toEqual(['fillfactor=70']);
    await rebuildWith(api.runtime, api.runtime.projectors);
    expect(await shape()).toEqual(before);
  });

  it('corrects drift in a live table and reports it', async () => {
    await api.runtime.pool.query("UPDATE account_balances SET debit_total = debit_total + 1 WHERE account_code = '1000'");
    const status = await rebuildThroughApi('ledger');
    expect(status.result).toMatchObject({ identical: false, onlyInLive: { account_balances: 1 }, onlyInRebuilt: { account_balances: 1 } });
    const { rows } = await api.runtime.pool.query('SELECT sum(debit_total) = sum(credit_total) AS balanced FROM account_balances');
    expect(rows[0].balanced).toBe(true);
  });

  it('fails as a whole when one projector fails: live tables as they were, no fresh tables left behind', async () => {
    const journal = await snapshot(api, 'journal_lines', 'business_id, position, line_no');
    let seen = 0;
    const failing = defineBatchProjector({
      name: 'failing',
      version: 1,
      tables: [],
      eventTypes: ['MoneyInRecorded'],
      async applyBatch(events) {
        seen += events.length;
        if (seen > 20) throw new Error('projector broke');
      },
    });
    // Small batches, so that the failure comes while the ledger is still replaying beside it.
    await expect(rebuildWith(api.runtime, [ledgerProjector, failing], { batchSize: 2 })).rejects.toThrow('projector broke');
    expect(await snapshot(api, 'journal_lines', 'business_id, position, line_no')).toEqual(journal);
    const { rows } = await api.runtime.pool.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%' OR nspname LIKE 'retired\\_%'");
    expect(rows).toEqual([]);
  });

  it('keeps projecting appends made during and after a rebuild (inline mode)', async () => {
    const writes = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.request({
          method: 'POST',
          url: '/api/v1/transactions/money-in',
          body: { date: '2026-11-01', amount: `${i + 1}.00`, subtype: 'gift', account: 'Cash' },
        }),
      ),
    );
    const [status] = await Promise.all([rebuildThroughApi('ledger'), writes]);
    expect(status.state).toBe('completed');
    const after = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: { date: '2026-11-02', amount: '1.00', subtype: 'gift', account: 'Cash' },
    });
    expect(after.status).toBe(201);
    const check = await rebuildThroughApi('ledger');
    expect(check.result.identical).toBe(true);
    const { rows } = await api.runtime.pool.query("SELECT count(*)::int AS n FROM transactions WHERE subtype = 'gift'");
    expect(rows[0].n).toBe(21);
  });

  it('never deadlocks with a command that read a read model before the swap', async () => {
    const executor = api.app.get(CommandExecutor);
    const businessId = (await api.runtime.pool.query('SELECT business_id FROM businesses')).rows[0].business_id;
    // A command that reads the transactions table, then takes its time deciding.
    const command = executor.execute({
      stream: businessStream(businessId),
      fingerprint: 'slow-command',
      metadata: {},
      async decide(db) {
        await db.query('SELECT count(*) FROM transactions');
        await new Promise((resolve) => setTimeout(resolve, 800));
        const state = await loadBusinessState(db, businessId);
        return toNewEvents(
          decideRecordMoneyIn({ transactionId: 'slow-1', reference: 'SLOW01', date: '2026-11-03', amount: '7.00', subtype: 'gift', account: 'Cash' }, state),
        );
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [result, outcome] = await Promise.all([rebuildWith(api.runtime, ledgerProjector), command]);
    expect(result.swapped).toBe(true);
    expect(outcome.events).toHaveLength(1);
    const { rows } = await api.runtime.pool.query("SELECT count(*)::int AS n FROM transactions WHERE reference = 'SLOW01'");
    expect(rows[0].n).toBe(1);
  });

  it('rebuilds a projector whose code version changed, at start', async () => {
    await api.runtime.pool.query("UPDATE projection_versions SET version = 0 WHERE projector = 'ledger'");
    await api.runtime.pool.query('DELETE FROM journal_lines');
    await bringProjectionsUpToDate(api.runtime, pino({ level: 'silent' }));
    const { rows } = await api.runtime.pool.query("SELECT version FROM projection_versions WHERE projector = 'ledger'");
    expect(rows[0].version).toBe(ledgerProjector.version);
    // Every money in posts two lines: the rebuilt journal has them all again.
    const lines = await api.runtime.pool.query('SELECT count(*)::int AS n FROM journal_lines');
    const documents = await api.runtime.pool.query('SELECT count(*)::int AS n FROM transactions');
    expect(documents.rows[0].n).toBe(40 + 20 + 1 + 1);
    expect(lines.rows[0].n).toBe(2 * documents.rows[0].n);
  });

  it('refuses an unknown projection with 404', async () => {
    const response = await api.request({ method: 'POST', url: '/api/v1/admin/projections/nope/rebuild', headers: ADMIN });
    expect(response.status).toBe(404);
  });
});
