import { jest } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pino from 'pino';
import { JOBS, QUEUES, queueOptions, SettableClock, type DepreciationResult } from '@ledgerline/jobs';
import { freePort } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { actAsNewOwner, type SignedInOwner } from '../../../../api/test/support/accounts.js';
import { createTestApi, type TestApi } from '../../../../api/test/support/test-api.js';
import { depreciationProcessor } from './depreciation.processor.js';
import { runDepreciation } from './depreciation.js';

jest.setTimeout(180_000);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The months from `first` to `last` (YYYY-MM), in order. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text > last) return months;
    months.push(text);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

/** 00:30 on the 1st of the month after `month`, in Lagos (UTC+1): `month` has just ended. */
const justAfter = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 1, 0, 30) - 3_600_000);
};

/**
 * The depreciation job against the real PostgreSQL and Redis: each asset and month posted once,
 * whatever runs it twice, side by side, killed in the middle, late, or with Redis gone a while.
 */
describe('the depreciation job, exactly once per asset and month', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A business of its own with `count` assets (lifespan 120 months), all bought on `date`. */
  async function businessWithAssets(count: number, date: string): Promise<{ owner: SignedInOwner; assetIds: string[] }> {
    const owner = await actAsNewOwner(api, { plan: 'store', business: `Depreciating ${date} ${count}` });
    const put = await api.request({
      method: 'PUT',
      url: '/api/v1/assets/categories',
      body: { categories: [{ name: 'Machines', group: 'Machinery and Equipment', lifespan: 120 }] },
    });
    expect(put.status).toBe(200);
    const assetIds: string[] = [];
    for (let i = 1; i <= count; i++) {
      const created = await api.request({
        method: 'POST',
        url: '/api/v1/assets/create',
        body: { tag: `M-${i}`, name: `Machine ${i}`, category: 'Machines', purchasePrice: '120000.00', salvageValue: '0' },
      });
      expect(created.status).toBe(201);
      assetIds.push(created.body.data._id);
    }
    const bought = await api.request({
      method: 'POST',
      url: '/api/v1/assets/buy',
      body: { date, account: 'Cash', assets: assetIds.map((id) => ({ id, quantity: 1, price: '120000.00' })) },
    });
    expect(bought.status).toBe(201);
    return { owner, assetIds };
  }

  /** Each asset's charged months, in the order they were appended, and how many charges there are in all. */
  async function chargesOf(businessId: string): Promise<{ byAsset: Map<string, string[]>; total: number; distinctIds: number }> {
    const { rows } = await api.runtime.pool.query<{ id: string; asset: string; month: string }>(
      "SELECT id, data->>'assetId' AS asset, data->>'month' AS month FROM events WHERE stream_id = $1 AND type = 'AssetDepreciated' ORDER BY position",
      [businessStream(businessId)],
    );
    const byAsset = new Map<string, string[]>();
    for (const row of rows) byAsset.set(row.asset, [...(byAsset.get(row.asset) ?? []), row.month]);
    return { byAsset, total: rows.length, distinctIds: new Set(rows.map((row) => row.id)).size };
  }

  async function expectEachAssetMonthOnce(businessId: string, assetIds: string[], months: string[]) {
    const charges = await chargesOf(businessId);
    expect(charges.total).toBe(assetIds.length * months.length);
    expect(charges.distinctIds).toBe(charges.total);
    for (const assetId of assetIds) expect([assetId, charges.byAsset.get(assetId)]).toEqual([assetId, months]);
    // And the books agree: 1000.00 a month for each asset (120000 / 120).
    const { rows } = await api.runtime.pool.query(
      "SELECT credit_total - debit_total AS net FROM account_balances WHERE business_id = $1 AND account_code = '1510'",
      [businessId],
    );
    expect(rows[0]?.net ?? '0').toBe((1000 * assetIds.length * months.length).toFixed(2));
  }

  it('run twice for the same month, and by two BullMQ workers at once: each asset-month once', async () => {
    const { owner, assetIds } = await businessWithAssets(4, '2026-01-20');
    const clock = new SettableClock(justAfter('2026-01'));
    const options = queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix);
    const queue = new Queue(QUEUES.scheduled, options);
    const events = new QueueEvents(QUEUES.scheduled, options);
    // Two workers, as two worker processes would be: each its own connection, taking jobs side by side.
    const workers = [1, 2].map(() => new Worker(QUEUES.scheduled, depreciationProcessor(api.runtime, clock, silent), { ...options, concurrency: 1 }));
    try {
      await events.waitUntilReady();
      const runTwice = async () => {
        const jobs = await Promise.all([queue.add(JOBS.depreciation, {}), queue.add(JOBS.depreciation, {})]);
        return (await Promise.all(jobs.map((job) => job.waitUntilFinished(events, 60_000)))) as DepreciationResult[];
      };
      const january = await runTwice();
      expect(january.reduce((sum, result) => sum + result.posted, 0)).toBe(4);
      await expectEachAssetMonthOnce(owner.businessId, assetIds, ['2026-01']);
      const again = await runTwice();
      expect(again.reduce((sum, result) => sum + result.posted, 0)).toBe(0);
      clock.set(justAfter('2026-02'));
      await runTwice();
      await expectEachAssetMonthOnce(owner.businessId, assetIds, ['2026-01', '2026-02']);
      // Straight calls side by side too (no queue to share them out).
      clock.set(justAfter('2026-03'));
      await Promise.all([runDepreciation(api.runtime, clock), runDepreciation(api.runtime, clock), runDepreciation(api.runtime, clock)]);
      await expectEachAssetMonthOnce(owner.businessId, assetIds, ['2026-01', '2026-02', '2026-03']);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('after three months without a worker, catches up every month missed, in order', async () => {
    const { owner, assetIds } = await businessWithAssets(3, '2026-03-15');
    const clock = new SettableClock(justAfter('2026-06'));
    const result = await runDepreciation(api.runtime, clock);
    expect(result.failed).toEqual([]);
    await expectEachAssetMonthOnce(owner.businessId, assetIds, ['2026-03', '2026-04', '2026-05', '2026-06']);
    expect(await runDepreciation(api.runtime, clock)).toMatchObject({ posted: 0 });
  });

  it('killed with SIGKILL in the middle of a run and run again: every asset-month once, none missing', async () => {
    const { owner, assetIds } = await businessWithAssets(12, '2024-01-10');
    const months = monthsBetween('2024-01', '2025-12');
    // Everything else in this database is caught up first, so that the worker's run is this business's.
    const clock = new SettableClock(justAfter('2025-12'));
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: api.database.url,
      REDIS_URL: api.runtime.redisUrl!,
      QUEUE_PREFIX: `${api.runtime.config.queuePrefix}-kill`,
      LEDGERLINE_CLOCK_NOW: clock.now().toISOString(),
    };
    const worker: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/worker/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    worker.stdout?.on('data', (chunk) => (output += chunk));
    worker.stderr?.on('data', (chunk) => (output += chunk));
    const queue = new Queue(QUEUES.scheduled, queueOptions(api.runtime.redisUrl!, env.QUEUE_PREFIX));
    try {
      // The worker schedules the job itself at start; wait until it is part way through, then kill it.
      const deadline = Date.now() + 90_000;
      let posted = 0;
      while (posted < 20) {
        if (worker.exitCode !== null || Date.now() > deadline) throw new Error(`The worker did not get going:\n${output}`);
        posted = (await chargesOf(owner.businessId)).total;
        await sleep(20);
      }
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
      const atKill = (await chargesOf(owner.businessId)).total;
      expect(atKill).toBeLessThan(assetIds.length * months.length);

      const rerun = await runDepreciation(api.runtime, clock);
      expect(rerun.failed).toEqual([]);
      expect(rerun.posted).toBe(assetIds.length * months.length - atKill);
      await expectEachAssetMonthOnce(owner.businessId, assetIds, months);
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL');
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
  });

  it('with a Redis of its own stopped for 15 s while the job is due: the job still runs, once', async () => {
    const { owner, assetIds } = await businessWithAssets(2, '2026-05-05');
    const port = await freePort();
    const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const redisUrl = `redis://127.0.0.1:${port}`;
    const clock = new SettableClock(justAfter('2026-06'));
    const options = queueOptions(redisUrl, 'depreciation-redis-stop');
    let queue: Queue | undefined;
    let worker: Worker | undefined;
    let events: QueueEvents | undefined;
    const results: DepreciationResult[] = [];
    try {
      await sleep(300);
      queue = new Queue(QUEUES.scheduled, options);
      events = new QueueEvents(QUEUES.scheduled, options);
      await events.waitUntilReady();
      worker = new Worker(QUEUES.scheduled, depreciationProcessor(api.runtime, clock, silent), { ...options, concurrency: 1 });
      worker.on('completed', (_job, result: DepreciationResult) => results.push(result));
      worker.on('error', () => undefined);
      queue.on('error', () => undefined);
      events.on('error', () => undefined);
      // The job scheduler, as the worker sets it up at start, but every 2 s.
      await queue.upsertJobScheduler(
        'depreciation-test',
        { every: 2000 },
        { name: JOBS.depreciation, opts: { attempts: 5, backoff: { type: 'exponential', delay: 500 } } },
      );
      while (!results.some((result) => result.posted > 0)) await sleep(100);
      await expectEachAssetMonthOnce(owner.businessId, assetIds, ['2026-05', '2026-06']);

      // Redis stops answering; meanwhile July ends, so a run is due.
      redis.kill('SIGSTOP');
      clock.set(justAfter('2026-07'));
      await sleep(15_000);
      const beforeResume = (await chargesOf(owner.businessId)).total;
      expect(beforeResume).toBe(4);
      redis.kill('SIGCONT');
      const deadline = Date.now() + 60_000;
      while ((await chargesOf(owner.businessId)).total < 6 && Date.now() < deadline) await sleep(200);
      // A few more runs of the schedule change nothing.
      const runs = results.length;
      while (results.length < runs + 2 && Date.now() < deadline) await sleep(200);
      await expectEachAssetMonthOnce(owner.businessId, assetIds, ['2026-05', '2026-06', '2026-07']);
    } finally {
      await worker?.close(true).catch(() => undefined);
      await events?.close().catch(() => undefined);
      await queue?.close().catch(() => undefined);
      redis.kill('SIGCONT');
      redis.kill('SIGKILL');
    }
  });
});
