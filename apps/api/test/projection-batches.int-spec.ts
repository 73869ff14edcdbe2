import {
  applyEvents,
  catalogueProjector,
  documentsProjector,
  ledgerProjector,
  listBankAccounts,
  projectionContext,
  reportsProjector,
  type Projector,
} from '@ledgerline/projections';
import type { RecordedEvent } from '@ledgerline/event-store';
import { actAsNewOwner } from './support/accounts.js';
import { generateBusyBusiness } from './support/busy-business.js';
import { createTestApi, type TestApi } from './support/test-api.js';

/**
 * The batched projectors write a batch of events with a statement per table. Whatever the batch
 * size, their tables must come out exactly (as text, scale included) as applying the events one
 * at a time does, and as the live tables that the inline appends built.
 */
describe('projectors applied in batches', () => {
  let api: TestApi;
  let events: RecordedEvent[];
  beforeAll(async () => {
    api = await createTestApi();
    const owner = await actAsNewOwner(api, {
      plan: 'store',
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Batch Stores', accountNumber: '0123456789' }],
    });
    const banks = await listBankAccounts(api.runtime.pool, owner.businessId);
    // Every kind of document, payments, voids (of sales, of payments) and amendments, back-dated.
    const busy = await generateBusyBusiness(api, { documents: 220, seed: 7, bankAccountIds: banks.map((bank) => bank.bankAccountId) });
    expect(busy.byKind.void).toBeGreaterThan(0);
    expect(busy.byKind.amend).toBeGreaterThan(0);
    expect(busy.byKind.payment).toBeGreaterThan(0);
    events = [];
    for (let after: bigint | undefined; ;) {
      const page = await api.runtime.store.readAll({ after, maxCount: 500 });
      if (page.length === 0) break;
      events.push(...page);
      after = page[page.length - 1].position;
    }
  }, 300_000);
  afterAll(async () => {
    await api?.close();
  });

  /** A projector's tables as text, every column, in one order. */
  async function tablesOf(projector: Projector, schema: string): Promise<Record<string, string[]>> {
    const tables: Record<string, string[]> = {};
    for (const table of projector.tables) {
      const { rows } = await api.runtime.pool.query(`SELECT t::text AS row FROM "${schema}"."${table}" AS t ORDER BY 1`);
      tables[table] = rows.map((row) => row.row as string);
    }
    return tables;
  }

  async function replay(projector: Projector, batchSize: number): Promise<Record<string, string[]>> {
    const schema = `batch_${projector.name}_${batchSize}`;
    await api.runtime.pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    for (const table of projector.tables) await api.runtime.pool.query(`CREATE TABLE ${schema}."${table}" (LIKE public."${table}" INCLUDING ALL)`);
    const client = await api.runtime.pool.connect();
    try {
      for (let start = 0; start < events.length; start += batchSize) {
        await applyEvents(projector, events.slice(start, start + batchSize), projectionContext(client, schema));
      }
    } finally {
      client.release();
    }
    return tablesOf(projector, schema);
  }

  it.each([catalogueProjector, ledgerProjector, documentsProjector, reportsProjector])(
    '$name: batches of 1, 7 and all the events write the same rows, as text, as the live tables',
    async (projector) => {
      const live = await tablesOf(projector, 'public');
      expect(Object.values(live).every((rows) => rows.length > 0)).toBe(true);
      const one = await replay(projector, 1);
      expect(one).toEqual(live);
      expect(await replay(projector, 7)).toEqual(one);
      expect(await replay(projector, events.length)).toEqual(one);
    },
    120_000,
  );
});
