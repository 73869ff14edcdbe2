import { freePort } from '@ledgerline/platform';
import { booksProblems, checkBooks, lastPosition, openRuntime } from './support/books.js';
import { call, prepareBusiness, runLoad, type LoadBusiness } from './support/load.js';
import { appEnv, createOwnerWithCli, startApi, startOwnCluster, stopEverything, type BuiltProcess, type OwnCluster } from './support/processes.js';
import { LONG, reliabilitySeed, scale, seededRandom, withSeed } from './support/seed.js';

/**
 * Part 5, PostgreSQL restart: the built API runs on a cluster of the test's own (initdb in a
 * temporary folder, on a free port: nothing else is disturbed), which is restarted with
 * `pg_ctl restart -m immediate` while 32 writers record documents, resending with their
 * Idempotency-Keys. Each document is stored once, the books balance, and the API answers again by
 * itself within 10 s of the database being back.
 */
const RESTARTS = scale(1, 5, 'RELIABILITY_PG_RESTARTS');
const RECOVERY_LIMIT_MS = 10_000;

describe(`reliability 5: PostgreSQL restart (pg_ctl restart -m immediate ×${RESTARTS} during load${LONG ? ', long' : ''})`, () => {
  const seed = reliabilitySeed('PostgreSQL restart');
  let cluster: OwnCluster;
  let baseUrl: string;
  let api: BuiltProcess;
  const businesses: LoadBusiness[] = [];
  beforeAll(async () => {
    cluster = await startOwnCluster();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = await startApi(
      appEnv({ databaseUrl: cluster.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', port, queuePrefix: `reliability-pg-${port}` }),
    );
    const owners = await Promise.all([1, 2, 3, 4, 5].map((i) => createOwnerWithCli(baseUrl, cluster.url, `Restart Stores ${i}`)));
    businesses.push(...(await Promise.all(owners.map((owner) => prepareBusiness(baseUrl, owner)))));
  }, 300_000);
  afterAll(async () => {
    await stopEverything();
  });

  it('stores each document once, balances the books, and recovers by itself within 10 s', async () => {
    await withSeed(seed, async () => {
      const random = seededRandom(seed);
      const before = await openRuntime(cluster.url);
      const since = await lastPosition(before);
      await before.close();
      let restartsDone = 0;
      let failed = false;
      const recoveries: number[] = [];
      const load = runLoad({
        baseUrl: () => baseUrl,
        businesses,
        writers: 32,
        documents: Number.MAX_SAFE_INTEGER,
        seed,
        retryForMs: 120_000,
        shouldStop: () => restartsDone >= RESTARTS || failed,
        abandon: () => failed,
      });
      try {
        for (; restartsDone < RESTARTS;) {
          await new Promise((resolve) => setTimeout(resolve, 1000 + random() * 3000));
          await cluster.restartImmediate(); // returns once the cluster accepts connections again
          const back = Date.now();
          // The API must answer a read of the database again by itself (no restart of the API).
          for (;;) {
            const answer = await call(baseUrl, 'GET', '/api/v1/accounts/bank-accounts', { cookie: businesses[0].cookie });
            if (answer.status === 200) break;
            if (Date.now() - back > 60_000 || api.child.exitCode !== null)
              throw new Error(
                `the API did not recover (${api.child.exitCode === null ? 'still running' : `exited with ${api.child.exitCode}`}): ` +
                  `${answer.status} ${JSON.stringify(answer.body)}\n${api.output().slice(-4000)}`,
              );
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          recoveries.push(Date.now() - back);
          // Let the writers go on a while before stopping them, so writes after the restart count too.
          await new Promise((resolve) => setTimeout(resolve, 2000));
          restartsDone++;
        }
      } catch (error) {
        // Stop the writers (they would resend for minutes to an API that is gone).
        failed = true;
        throw error;
      }
      const result = await load;
      console.log(
        `[reliability] ${RESTARTS} PostgreSQL restarts: ${result.acknowledged.length} acknowledged, ${result.refused} refused by the books, ` +
          `${result.resends} resends, ${result.unanswered.length} unanswered; recovered in ${recoveries.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`,
      );
      expect(result.unanswered).toEqual([]);
      expect(Math.max(...recoveries)).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      const after = await openRuntime(cluster.url);
      try {
        expect(booksProblems(await checkBooks(after, result.acknowledged, since))).toEqual([]);
      } finally {
        await after.close();
      }
    });
  }, 1_800_000);
});
