import { createTestApi, type TestApi } from '../support/test-api.js';
import { createOwner } from '../support/accounts.js';
import { booksProblems, checkBooks, lastPosition } from './support/books.js';
import { prepareBusiness, runLoad, type LoadBusiness } from './support/load.js';
import { LONG, reliabilitySeed, scale, withSeed } from './support/seed.js';

/**
 * Part 1, load with exact books: 32 writers record random valid documents of every kind for 5
 * businesses at once; every acknowledged document is stored once, every entry and each trial
 * balance is zero, and a full rebuild equals the live read models.
 */
const WRITERS = 32;
const BUSINESSES = 5;
const DOCUMENTS = scale(300, 100_000, 'RELIABILITY_DOCUMENTS');

describe(`reliability 1: load with exact books (${DOCUMENTS} documents, ${WRITERS} writers, ${BUSINESSES} businesses${LONG ? ', long' : ''})`, () => {
  const seed = reliabilitySeed('load with exact books');
  let api: TestApi;
  let businesses: LoadBusiness[];
  beforeAll(async () => {
    api = await createTestApi();
    businesses = [];
    for (let i = 0; i < BUSINESSES; i++) {
      const owner = await createOwner(api, { business: `Load Stores ${i + 1}`, plan: 'enterprise' });
      businesses.push(await prepareBusiness(api.baseUrl, owner));
    }
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it(
    'stores every acknowledged document once, balances every book, and rebuilds to the live read models',
    async () => {
      await withSeed(seed, async () => {
        const since = await lastPosition(api.runtime);
        const load = await runLoad({ baseUrl: () => api.baseUrl, businesses, writers: WRITERS, documents: DOCUMENTS, seed, retryForMs: 0 });
        console.log(
          `[reliability] load: ${load.acknowledged.length} acknowledged, ${load.refused} refused by the books, ${load.unanswered.length} failed, ` +
            `${load.seconds.toFixed(1)} s (${(load.acknowledged.length / load.seconds).toFixed(0)}/s); by kind ${JSON.stringify(load.byKind)}`,
        );
        expect(load.unanswered).toEqual([]);
        // Every kind was recorded (the weights make each likely many times over).
        expect(Object.keys(load.byKind).sort()).toEqual(
          [
            'expense',
            'expenseCredit',
            'moneyIn',
            'moneyOut',
            'payment',
            'purchaseCash',
            'purchaseCredit',
            'saleCash',
            'saleCredit',
            'stockAdjustment',
            'transfer',
            'void',
          ].sort(),
        );
        const started = Date.now();
        const report = await checkBooks(api.runtime, load.acknowledged, since);
        console.log(`[reliability] books checked and rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        expect(booksProblems(report)).toEqual([]);
      });
    },
    Math.max(1_800_000, DOCUMENTS * 40),
  ); // about 13 ms a document when the machine is quiet: room for a busy one
});
