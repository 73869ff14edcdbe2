import { listBankAccounts } from '@ledgerline/projections';
import { actAsNewOwner } from './support/accounts.js';
import { generateBusyBusiness } from './support/busy-business.js';
import { answersOf, knownAtEndpoints, type KnownAtEndpoint } from './support/known-at-endpoints.js';
import { createTestApi, type TestApi } from './support/test-api.js';

const DOCUMENTS = 150;
/** Every this many commands, every endpoint's answer is noted with the command's position. */
const EVERY = 15;

/**
 * "As known at" on a busy year (apps/api/test/support/busy-business.ts: every kind of document,
 * payments, voids, amendments, in random date order so most entries are back-dated): while it is
 * recorded, every endpoint's answer is noted at a position every few commands; at the end, each
 * endpoint asked with knownAt = a noted position answers exactly what it answered then.
 */
describe('knownAt on a busy year, at many positions', () => {
  let api: TestApi;
  let endpoints: KnownAtEndpoint[];
  const noted: { position: string; answers: Record<string, unknown> }[] = [];
  let now: Record<string, unknown>;

  beforeAll(async () => {
    api = await createTestApi();
    const owner = await actAsNewOwner(api, {
      plan: 'store',
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Busy Stores', accountNumber: '0123456789' },
        { bankName: 'Zenith', accountName: 'Busy Stores', accountNumber: '9876543210' },
      ],
    });
    const banks = await listBankAccounts(api.runtime.pool, owner.businessId);
    // The year the generator dates documents in, and a quarter of it (the dashboard's own defaults, this month and today, come too).
    endpoints = [
      ...knownAtEndpoints(api, { startDate: '2026-01-01', endDate: '2026-12-31' }),
      ...knownAtEndpoints(api, { startDate: '2026-04-01', endDate: '2026-06-30' }).map((endpoint) => ({ ...endpoint, name: `${endpoint.name} Q2` })),
    ];
    let commands = 0;
    const noting: TestApi = {
      ...api,
      async request(options) {
        const response = await api.request(options);
        const position = response.body?.data?.position;
        if (options.method !== 'GET' && typeof position === 'string' && ++commands % EVERY === 0) noted.push({ position, answers: await answersOf(endpoints) });
        return response;
      },
    };
    await generateBusyBusiness(noting, { documents: DOCUMENTS, seed: 505, bankAccountIds: banks.map((bank) => bank.bankAccountId) });
    now = await answersOf(endpoints);
  }, 600_000);
  afterAll(async () => {
    await api?.close();
  });

  it('noted the answers at many positions, most of which later entries changed', () => {
    expect(noted.length).toBeGreaterThanOrEqual(8);
    for (const { answers } of noted.slice(0, -1)) {
      const moved = endpoints.filter((endpoint) => JSON.stringify(answers[endpoint.name]) !== JSON.stringify(now[endpoint.name]));
      expect(moved.length).toBeGreaterThan(endpoints.length / 2);
    }
  });

  it('answers every endpoint, as known at each position, exactly as it answered then', async () => {
    for (const { position, answers } of noted) {
      for (const endpoint of endpoints) {
        expect([position, endpoint.name, await endpoint.call(position)]).toEqual([position, endpoint.name, answers[endpoint.name]]);
      }
    }
  }, 300_000);
});
