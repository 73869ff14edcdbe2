import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '@ledgerline/event-store';
import { upcast, withCurrentVersion } from '@ledgerline/events';
import {
  decideChangeAccountSetting,
  decideCreateBusiness,
  decideRecordMoneyIn,
  decideSetBankAccounts,
  decideUpdateBusinessProfile,
  evolveAll,
  LedgerValidationError,
  type BusinessState,
  type LedgerEvent,
} from '@ledgerline/ledger';
import { createTestDatabase, type TestDatabase } from '@ledgerline/testing';
import { inlineProjectionHook } from '../engine/inline.js';
import { rebuildProjection } from '../engine/rebuild.js';
import { PROJECTORS } from '../registry.js';
import { businessStream } from '../stream-names.js';
import { businessesProjector } from './businesses.projector.js';
import {
  bankAccountBalances,
  bankAccountNamesOf,
  businessHasTransactions,
  getAccountSettings,
  getBusinessProfile,
  listBankAccounts,
  listSubBusinesses,
  loadBusinessState,
} from './businesses.queries.js';

let database: TestDatabase;
let pool: pg.Pool;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => undefined);
  store = new PostgresEventStore(pool, { inline: inlineProjectionHook(PROJECTORS), listen: false });
}, 60_000);

afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

/** As a command handler does: decide on the read models inside the append's transaction, the stream locked. */
async function command(businessId: string, decide: (state: BusinessState, db: pg.PoolClient) => Promise<LedgerEvent[]> | LedgerEvent[]) {
  return store.appendWith(businessStream(businessId), async (client) => {
    const state = await loadBusinessState(client, businessId);
    return (await decide(state, client)).map((event) => withCurrentVersion(event));
  });
}

async function refusal(promise: Promise<unknown>): Promise<LedgerValidationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LedgerValidationError);
  return error as LedgerValidationError;
}

const snapshot = async (table: string, order: string) => (await pool.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;

describe('businesses read model (inline projections on the PostgreSQL event store)', () => {
  const parentId = randomUUID();
  const subId = randomUUID();
  let ids = 0;
  const newBankAccountId = () => `bank-${++ids}`;

  it('records a business, its profile, settings and bank accounts, and reads them back', async () => {
    await command(parentId, (state) => decideCreateBusiness({ businessId: parentId, name: 'Ada Stores', typeOfBusiness: 'Retail' }, state));
    await command(parentId, (state) =>
      decideUpdateBusinessProfile(
        { changes: { address: '12 Broad Street', city: 'Lagos', phone: '+234 803 123 4567', email: 'Hello@AdaStores.ng', website: 'www.adastores.ng' } },
        state,
      ),
    );
    await command(parentId, (state) => decideUpdateBusinessProfile({ changes: { businessName: 'Ada Stores Ltd', city: null, country: 'Nigeria' } }, state));
    await command(parentId, (state) => decideChangeAccountSetting({ setting: 'stockLevel', value: 5 }, state));
    await command(parentId, (state) => decideChangeAccountSetting({ setting: 'tax', value: '7.50' }, state));
    await command(parentId, (state) => decideChangeAccountSetting({ setting: 'wipStatus', value: true }, state));
    await command(parentId, (state) => decideChangeAccountSetting({ setting: 'invoice', value: { template: 'letterhead', showLogo: true } }, state));
    await command(parentId, (state) => decideChangeAccountSetting({ setting: 'invoice', value: { colour: '#AA0000' } }, state));
    await command(parentId, async (state, db) =>
      decideChangeAccountSetting({ setting: 'currency', value: 'GHS', hasTransactions: await businessHasTransactions(db, parentId) }, state),
    );
    await command(parentId, (state) =>
      decideSetBankAccounts(
        {
          bankAccounts: [
            { bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
            { bankName: 'Empty', accountName: 'Ada', accountNumber: '' },
          ],
          newBankAccountId,
        },
        state,
      ),
    );

    expect(await getBusinessProfile(pool, parentId)).toEqual({
      businessId: parentId,
      businessName: 'Ada Stores Ltd',
      parentBusinessId: null,
      isSubBusiness: false,
      typeOfBusiness: 'Retail',
      address: '12 Broad Street',
      phone: '+234 803 123 4567',
      email: 'hello@adastores.ng',
      companyImage: null,
      city: null,
      state: null,
      country: 'Nigeria',
      website: 'www.adastores.ng',
    });
    expect(await getAccountSettings(pool, parentId)).toEqual({
      currency: 'GHS',
      stockLevel: 5,
      tax: '7.5',
      wipStatus: true,
      allowZeroStockLevel: false,
      footnote: '',
      invoice: { template: 'letterhead', colour: '#aa0000', showLogo: true },
    });
    expect(await listBankAccounts(pool, parentId)).toEqual([
      { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Ltd', accountNumber: '0123456789' },
    ]);
  });

  it('adds a sub-business under it, with the default settings', async () => {
    const parent = await loadBusinessState(pool, parentId);
    await command(subId, (state) => decideCreateBusiness({ businessId: subId, name: 'Ada Ikeja', parentBusinessId: parentId, parent }, state));

    expect(await listSubBusinesses(pool, parentId)).toEqual([{ businessId: subId, name: 'Ada Ikeja', currency: 'NGN', parentBusinessId: parentId }]);
    expect(await listSubBusinesses(pool, subId)).toEqual([]);
    expect(await getBusinessProfile(pool, subId)).toMatchObject({
      businessName: 'Ada Ikeja',
      parentBusinessId: parentId,
      isSubBusiness: true,
      typeOfBusiness: null,
    });
    expect(await getAccountSettings(pool, subId)).toEqual({
      currency: 'NGN',
      stockLevel: 0,
      tax: '0',
      wipStatus: false,
      allowZeroStockLevel: false,
      footnote: '',
      invoice: {},
    });
    const sub = await loadBusinessState(pool, subId);
    const refused = await refusal(
      command(randomUUID(), (state) => decideCreateBusiness({ businessId: randomUUID(), name: 'Nested', parentBusinessId: subId, parent: sub }, state)),
    );
    expect(refused).toMatchObject({ field: 'parentBusinessId', code: 'INVALID_VALUE' });
    expect(await getBusinessProfile(pool, randomUUID())).toBeUndefined();
    expect(await getAccountSettings(pool, randomUUID())).toBeUndefined();
  });

  it('updates, adds and removes bank accounts; refuses removing one that holds money and changing the currency once posted to', async () => {
    await command(parentId, (state) =>
      decideSetBankAccounts(
        {
          bankAccounts: [
            { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Limited', accountNumber: '0123456789' },
            { bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' },
          ],
          newBankAccountId,
        },
        state,
      ),
    );
    await command(parentId, (state) =>
      decideRecordMoneyIn({ transactionId: 'tx-1', reference: 'MI-000001', date: '2026-03-01', amount: '1500', subtype: 'capital', account: 'bank-2' }, state),
    );
    expect(await bankAccountBalances(pool, parentId)).toEqual({ 'bank-2': expect.stringMatching(/^1500(\.0+)?$/) });
    expect(await businessHasTransactions(pool, parentId)).toBe(true);
    expect(await businessHasTransactions(pool, subId)).toBe(false);

    const inUse = await refusal(
      command(parentId, async (state, db) =>
        decideSetBankAccounts({ bankAccounts: [], newBankAccountId, balances: await bankAccountBalances(db, parentId) }, state),
      ),
    );
    expect(inUse).toMatchObject({ field: 'bankAccounts', code: 'BANK_ACCOUNT_IN_USE' });
    const locked = await refusal(
      command(parentId, async (state, db) =>
        decideChangeAccountSetting({ setting: 'currency', value: 'NGN', hasTransactions: await businessHasTransactions(db, parentId) }, state),
      ),
    );
    expect(locked).toMatchObject({ field: 'currency', code: 'CURRENCY_LOCKED' });

    // GTB never held money: it can go.
    await command(parentId, async (state, db) =>
      decideSetBankAccounts(
        {
          bankAccounts: [{ bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' }],
          newBankAccountId,
          balances: await bankAccountBalances(db, parentId),
        },
        state,
      ),
    );
    expect(await listBankAccounts(pool, parentId)).toEqual([
      { bankAccountId: 'bank-2', bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' },
    ]);
    // Kept, marked removed: what names the lines it may have left in the books.
    expect(await listBankAccounts(pool, parentId, { includeRemoved: true })).toEqual([
      { bankAccountId: 'bank-1', bankName: 'GTB', accountName: 'Ada Stores Limited', accountNumber: '0123456789' },
      { bankAccountId: 'bank-2', bankName: 'Zenith', accountName: 'Ada Stores Ltd', accountNumber: '9876543210' },
    ]);
    expect(await bankAccountNamesOf(pool, parentId)).toEqual(
      new Map([
        ['bank-1', 'GTB'],
        ['bank-2', 'Zenith'],
      ]),
    );
  });

  it('loads the same decision state from the read models as folding the stream gives', async () => {
    for (const businessId of [parentId, subId]) {
      const events = (await store.readStream(businessStream(businessId))).map((event) => upcast(event));
      expect(await loadBusinessState(pool, businessId)).toEqual(evolveAll(events));
    }
  });

  it('rebuilds the businesses tables from the events into identical rows', async () => {
    const businesses = await snapshot('businesses', 'business_id');
    const bankAccounts = await snapshot('bank_accounts', 'business_id, bank_account_id');
    const result = await rebuildProjection({
      pool,
      store,
      projector: businessesProjector,
      mode: 'inline',
      readCommittedAfter: (db, after, limit) => store.readCommittedAfter(db, after, limit),
    });
    expect(result).toMatchObject({
      identical: true,
      swapped: true,
      onlyInLive: { businesses: 0, bank_accounts: 0 },
      onlyInRebuilt: { businesses: 0, bank_accounts: 0 },
    });
    expect(await snapshot('businesses', 'business_id')).toEqual(businesses);
    expect(await snapshot('bank_accounts', 'business_id, bank_account_id')).toEqual(bankAccounts);
    expect(businesses).toHaveLength(2);
    // The removed bank account comes back from the events as removed, not as one the business still has.
    expect(bankAccounts).toContainEqual(expect.objectContaining({ bank_account_id: 'bank-1', removed: true }));
  });

  it('notices drift in the profile and settings columns, and the rebuild corrects it', async () => {
    await pool.query(`UPDATE businesses SET profile = profile || '{"city": "Abuja"}', settings = settings - 'tax' WHERE business_id = $1`, [parentId]);
    const options = { pool, store, projector: businessesProjector, mode: 'inline' as const };
    expect(await rebuildProjection({ ...options, dryRun: true })).toMatchObject({ identical: false, onlyInLive: { businesses: 1 }, swapped: false });
    await rebuildProjection(options);
    expect(await getBusinessProfile(pool, parentId)).toMatchObject({ city: null });
    expect(await getAccountSettings(pool, parentId)).toMatchObject({ tax: '7.5' });
  });
});
