import type { Runtime } from '@ledgerline/platform';
import { freePort } from '@ledgerline/platform';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { booksProblems, checkBooks, lastPosition, openRuntime } from './support/books.js';
import { prepareBusiness, runLoad, type LoadBusiness } from './support/load.js';
import { appEnv, createOwnerWithCli, startApi, stopEverything, type BuiltProcess } from './support/processes.js';
import { LONG, reliabilitySeed, scale, seededRandom, withSeed } from './support/seed.js';

/**
 * Part 4, API crash: the built API is killed with SIGKILL at random moments while 32 writers
 * record documents for 5 businesses, and started again at once; the writers resend with their
 * Idempotency-Keys until answered. Nothing acknowledged is lost, no half document is ever visible
 * (checked after every crash), and the read models equal a rebuild.
 */
const CRASHES = scale(2, 20, 'RELIABILITY_CRASHES');
const WRITERS = 32;

describe(`reliability 4: API crash (kill -9 ×${CRASHES} during load${LONG ? ', long' : ''})`, () => {
  const seed = reliabilitySeed('API crash');
  let database: TestDatabase;
  let runtime: Runtime;
  let api: BuiltProcess;
  let env: NodeJS.ProcessEnv;
  let baseUrl: string;
  const businesses: LoadBusiness[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = appEnv({ databaseUrl: database.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', port, queuePrefix: `test-${database.name}` });
    api = await startApi(env);
    const owners = await Promise.all([1, 2, 3, 4, 5].map((i) => createOwnerWithCli(baseUrl, database.url, `Crash Stores ${i}`)));
    businesses.push(...(await Promise.all(owners.map((owner) => prepareBusiness(baseUrl, owner)))));
    runtime = await openRuntime(database.url);
  }, 300_000);
  afterAll(async () => {
    await stopEverything();
    await runtime?.close();
    await database?.drop();
  });

  it('loses nothing acknowledged, shows no half document, and rebuilds to the live read models', async () => {
    await withSeed(seed, async () => {
      const random = seededRandom(seed);
      const since = await lastPosition(runtime);
      let crashesDone = 0;
      let failed = false;
      const halfDocuments: unknown[] = [];
      const restartSeconds: number[] = [];
      const load = runLoad({
        baseUrl: () => baseUrl,
        businesses,
        writers: WRITERS,
        documents: Number.MAX_SAFE_INTEGER,
        seed,
        retryForMs: 120_000,
        shouldStop: () => crashesDone >= CRASHES || failed,
        abandon: () => failed,
      });
      try {
        for (; crashesDone < CRASHES; crashesDone++) {
          // A random moment: from straight after the last start to a few seconds of load.
          await new Promise((resolve) => setTimeout(resolve, 200 + random() * 3000));
          await api.kill9();
          // What a reader sees straight after the crash: every entry whole.
          const { rows } = await runtime.pool.query(
            'SELECT business_id, position FROM journal_lines GROUP BY business_id, position HAVING sum(debit) <> sum(credit)',
          );
          halfDocuments.push(...rows);
          const started = Date.now();
          api = await startApi(env);
          restartSeconds.push((Date.now() - started) / 1000);
        }
      } catch (error) {
        failed = true; // stop the writers
        throw error;
      }
      const result = await load;
      console.log(
        `[reliability] ${CRASHES} crashes: ${result.acknowledged.length} acknowledged, ${result.refused} refused by the books, ` +
          `${result.resends} resends, ${result.unanswered.length} unanswered, ${result.seconds.toFixed(1)} s; ` +
          `restart ${Math.max(...restartSeconds).toFixed(1)} s at most`,
      );
      expect(halfDocuments).toEqual([]);
      expect(result.unanswered).toEqual([]);
      expect(result.resends).toBeGreaterThan(0); // the crashes did land during load
      expect(booksProblems(await checkBooks(runtime, result.acknowledged, since))).toEqual([]);
    });
  }, 1_800_000);
});
