import { freePort } from '@ledgerline/platform';
import { booksProblems, checkBooks, openRuntime } from './support/books.js';
import { call } from './support/load.js';
import {
  ADMIN_TOKEN,
  appEnv,
  createOwnerWithCli,
  spawnBuilt,
  startApi,
  startOwnRedis,
  stopEverything,
  type BuiltProcess,
  type OwnRedis,
} from './support/processes.js';
import { LONG, reliabilitySeed, scale, withSeed } from './support/seed.js';

/**
 * Part 6, Redis and the worker: the built API and worker on a Redis of the test's own. While a
 * bulk import (a job) and a projection rebuild (a job) are running, the worker is killed with
 * SIGKILL mid-job and Redis stops answering for 15 s (5 s in the short form); then a new worker starts. Every job
 * completes, and each side effect happens once: every imported row is one document, the rebuild
 * leaves the read models equal to a fresh rebuild.
 */
const ROWS = scale(400, 3000, 'RELIABILITY_IMPORT_ROWS');
/** 15 s in the long form; 5 s in the short one, which runs in every `npm test`. */
const REDIS_PAUSE_MS = scale(5_000, 15_000);
const HEADER = 'Date,Type,Reference,Product,Quantity,Price,Amount,Expense Category,Mode of Payment,Customer/Supplier,Description';

describe(`reliability 6: Redis stopped for ${REDIS_PAUSE_MS / 1000} s and the worker killed mid-job (${ROWS} imported rows${LONG ? ', long' : ''})`, () => {
  const seed = reliabilitySeed('Redis and worker');
  let redis: OwnRedis;
  let env: NodeJS.ProcessEnv;
  let baseUrl: string;
  let databaseUrl: string;
  let owner: { businessId: string; cookie: string };
  let worker: BuiltProcess;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    const { createTestDatabase } = await import('@ledgerline/testing');
    const database = await createTestDatabase({ migrate: false });
    databaseUrl = database.url;
    dropDatabase = () => database.drop();
    redis = await startOwnRedis();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = appEnv({ databaseUrl, redisUrl: redis.url, port, queuePrefix: 'reliability' });
    await startApi(env);
    owner = await createOwnerWithCli(baseUrl, databaseUrl, 'Queue Stores');
  }, 300_000);
  afterAll(async () => {
    await stopEverything();
    await dropDatabase?.();
  });

  const startWorker = async () => {
    const started = spawnBuilt('apps/worker/dist/main.js', { ...env, LOG_LEVEL: 'info' }); // it says 'Worker running' at info
    const deadline = Date.now() + 60_000;
    while (!started.output().includes('Worker running')) {
      if (started.child.exitCode !== null || Date.now() > deadline) throw new Error(`the worker did not start:\n${started.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return started;
  };

  it('completes every job and makes each side effect once', async () => {
    await withSeed(seed, async () => {
      worker = await startWorker();
      const rows = Array.from({ length: ROWS }, (_, i) => `01/12/2026,expenses,BULK-${seed}-${i + 1},,,,${i + 1}.00,${i % 2 ? 17 : 5},Cash,,Row ${i + 1}`);
      const form = new FormData();
      form.append('imageFile', new Blob([[HEADER, ...rows].join('\r\n') + '\r\n'], { type: 'text/csv' }), 'december.csv');
      const upload = await fetch(`${baseUrl}/api/v1/transactions/bulk-import`, { method: 'POST', headers: { cookie: owner.cookie }, body: form });
      expect(upload.status).toBe(202);
      const { jobId } = ((await upload.json()) as { data: { jobId: string } }).data;
      const importStatus = async () => (await call(baseUrl, 'GET', `/api/v1/transactions/bulk-import/${jobId}`, { cookie: owner.cookie })).body?.data;

      // Mid-job: some rows recorded, not all.
      for (let i = 0; ; i++) {
        const status = await importStatus();
        if (status?.progress?.processed > 0) break;
        if (i > 600) throw new Error(`the import never started: ${JSON.stringify(status)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await worker.kill9();
      const killedAt = (await importStatus())?.progress;
      // A rebuild queued while no worker runs, then Redis silent for 15 s.
      const rebuild = await call(baseUrl, 'POST', '/api/v1/admin/projections/ledger/rebuild', {});
      const queuedRebuild = await fetch(`${baseUrl}/api/v1/admin/projections/ledger/rebuild`, { method: 'POST', headers: { 'x-admin-token': ADMIN_TOKEN } });
      expect([rebuild.status, queuedRebuild.status]).toEqual([401, 202]);
      const rebuildJob = ((await queuedRebuild.json()) as { data: { jobId: string } }).data.jobId;
      const resume = await redis.pause();
      await new Promise((resolve) => setTimeout(resolve, REDIS_PAUSE_MS));
      await resume();
      worker = await startWorker();

      // The killed job's lock runs out and BullMQ hands it to the new worker; both jobs complete.
      const deadline = Date.now() + 180_000;
      let imported: any;
      let rebuilt: any;
      while (!(imported?.state === 'completed' && rebuilt?.state === 'completed')) {
        imported = await importStatus();
        const rebuildStatus = await fetch(`${baseUrl}/api/v1/admin/projections/rebuilds/${rebuildJob}`, { headers: { 'x-admin-token': ADMIN_TOKEN } });
        rebuilt = ((await rebuildStatus.json()) as { data: unknown }).data;
        if (imported?.state === 'failed' || rebuilt?.state === 'failed') throw new Error(`a job failed: ${JSON.stringify({ imported, rebuilt })}`);
        if (Date.now() > deadline) throw new Error(`the jobs did not complete: ${JSON.stringify({ imported, rebuilt })}\n${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      console.log(
        `[reliability] worker killed at ${JSON.stringify(killedAt)}; import ${JSON.stringify(imported.result && { imported: imported.result.imported, alreadyImported: imported.result.alreadyImported })}, rebuild identical: ${rebuilt.result?.identical}`,
      );
      // Each row once: one document per reference, as many as rows.
      const runtime = await openRuntime(databaseUrl);
      try {
        const { rows: counts } = await runtime.pool.query(
          `SELECT count(*)::int AS documents, count(DISTINCT reference)::int AS refs FROM transactions WHERE business_id = $1 AND reference LIKE $2`,
          [owner.businessId, `BULK-${seed}-%`],
        );
        expect(counts[0]).toEqual({ documents: ROWS, refs: ROWS });
        expect(imported.result.imported + imported.result.alreadyImported).toBe(ROWS);
        const { rows: events } = await runtime.pool.query(`SELECT count(*)::int AS n FROM events WHERE data->>'reference' LIKE $1`, [`BULK-${seed}-%`]);
        expect(events[0].n).toBe(ROWS);
        expect(rebuilt.result).toMatchObject({ projector: 'ledger', swapped: true });
        expect(booksProblems(await checkBooks(runtime, [], '9223372036854775806'))).toEqual([]);
      } finally {
        await runtime.close();
      }
    });
  }, 600_000);
});
