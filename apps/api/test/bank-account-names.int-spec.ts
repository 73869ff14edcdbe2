import { rebuildWith } from '@ledgerline/platform';
import { businessesProjector } from '@ledgerline/projections';
import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, getData, postData, type TestApi } from './support/test-api.js';

const today = '2026-11-22';

/**
 * One name for each bank account wherever the books name it (the payment accounts, the
 * transactions list and a transaction, Cash at bank's page, the CSV export): two accounts at one
 * bank told apart by their last four digits, and an account the business removed still named on
 * the lines it left in the books; and the transactions list filtered by one of them finds the
 * transfers out of it and into it. Through HTTP, on PostgreSQL.
 */
describe('bank accounts by name: two at one bank, and one removed', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let current: string;
  let savings: string;
  let access: string;
  const references: Record<string, string> = {};

  const get = (url: string) => getData(api, url);
  const post = async (url: string, body: Record<string, unknown>) =>
    (await postData(api, url, { date: today, ...body })) as { id: string; reference: string; position: string };
  const paymentAccounts = async () =>
    ((await get('/api/v1/accounts/balancedetails')).accounts as { id: string; name: string }[]).map(({ id, name }) => ({ id, name }));
  const transferRows = async () =>
    ((await get('/api/v1/transactions?type=transfer&limit=100')).data as { reference: string; accountName: string; toAccountName: string | null }[])
      .map(({ reference, accountName, toAccountName }) => ({ reference, accountName, toAccountName }))
      .sort((a, b) => a.reference.localeCompare(b.reference));
  const bankPage = async (query = '') =>
    (await get(`/api/v1/accounting/assets/bank?limit=100${query}`)) as {
      bankAccount: { id: string; name: string; bankName: string } | null;
      data: { reference: string; account: { bankAccount?: { id: string; name: string } }; transfer: { from: { name: string }; to: { name: string } } | null }[];
    };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123451234' },
        { bankName: 'GTBank', accountName: 'Test Stores savings', accountNumber: '0999995678' },
        { bankName: 'Access', accountName: 'Test Stores', accountNumber: '2222224321' },
      ],
    });
    const banks = (await get('/api/v1/accounts/bank-accounts')) as { bankAccountId: string; accountNumber: string }[];
    const id = (number: string) => banks.find((bank) => bank.accountNumber === number)!.bankAccountId;
    [current, savings, access] = [id('0123451234'), id('0999995678'), id('2222224321')];

    await post('/api/v1/transactions/money-in', { subtype: 'capital', amount: '500000', account: 'Cash' });
    references.toCurrent = (await post('/api/v1/transaction/account-transfer', { from: 'Cash', to: current, amount: '100000' })).reference;
    references.toSavings = (await post('/api/v1/transaction/account-transfer', { from: current, to: savings, amount: '40000' })).reference;
    references.toAccess = (await post('/api/v1/transaction/account-transfer', { from: 'Cash', to: access, amount: '1000' })).reference;
    references.fromAccess = (await post('/api/v1/transaction/account-transfer', { from: access, to: 'Cash', amount: '1000' })).reference;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('tells two accounts at one bank apart by their last four digits, in the payment accounts and on each line', async () => {
    expect(await paymentAccounts()).toEqual([
      { id: 'cash', name: 'Cash on hand' },
      { id: access, name: 'Access' },
      { id: current, name: 'GTBank 1234' },
      { id: savings, name: 'GTBank 5678' },
    ]);
    const rows = await transferRows();
    expect(rows).toContainEqual({ reference: references.toCurrent, accountName: 'Cash', toAccountName: 'GTBank 1234' });
    expect(rows).toContainEqual({ reference: references.toSavings, accountName: 'GTBank 1234', toAccountName: 'GTBank 5678' });

    const lines = (await bankPage()).data.filter((line) => line.reference === references.toSavings);
    expect(lines.map((line) => line.account.bankAccount?.name).sort()).toEqual(['GTBank 1234', 'GTBank 5678']);
    expect(lines.map((line) => line.transfer && `${line.transfer.from.name} → ${line.transfer.to.name}`)).toEqual([
      'GTBank 1234 → GTBank 5678',
      'GTBank 1234 → GTBank 5678',
    ]);
  });

  it('lists, filtered by a payment method, the transfers out of that account and into it', async () => {
    const filtered = async (method: string) =>
      ((await get(`/api/v1/transactions?filterByType=transfer&filterByPaymentMethod=${method}&limit=100`)).data as { reference: string }[])
        .map((row) => row.reference)
        .sort();
    expect(await filtered(savings)).toEqual([references.toSavings]);
    expect(await filtered(current)).toEqual([references.toCurrent, references.toSavings].sort());
    expect(await filtered(access)).toEqual([references.toAccess, references.fromAccess].sort());
    expect(await filtered('Cash')).toEqual([references.toCurrent, references.toAccess, references.fromAccess].sort());
    expect(await filtered('cash')).toEqual(await filtered('Cash'));
    // The summary over the same filter counts what the list shows.
    const summary = (await get(`/api/v1/transactions/summary?filterByPaymentMethod=${access}`)) as { transfers: string };
    expect(summary.transfers).toBe('2000.00');
  });

  it('names a removed bank account on the lines and transfers it left, while no longer offering it', async () => {
    const removed = await api.request({
      method: 'PATCH',
      url: '/api/v1/accounts/bank-accounts',
      body: {
        bankAccounts: [
          { bankAccountId: current, bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123451234' },
          { bankAccountId: savings, bankName: 'GTBank', accountName: 'Test Stores savings', accountNumber: '0999995678' },
        ],
      },
    });
    expect(removed.status).toBe(200);

    // Offered no more: not among the payment accounts, nor the business's bank accounts.
    expect((await paymentAccounts()).map((account) => account.name)).toEqual(['Cash on hand', 'GTBank 1234', 'GTBank 5678']);
    expect(((await get('/api/v1/accounts/bank-accounts')) as { bankAccountId: string }[]).map((bank) => bank.bankAccountId).sort()).toEqual(
      [current, savings].sort(),
    );

    // Named still where the books hold it: the list, the transaction, Cash at bank's page and its own history.
    const rows = await transferRows();
    expect(rows).toContainEqual({ reference: references.toAccess, accountName: 'Cash', toAccountName: 'Access' });
    expect(rows).toContainEqual({ reference: references.fromAccess, accountName: 'Access', toAccountName: 'Cash' });
    expect(await get(`/api/v1/transactions/${references.fromAccess}`)).toMatchObject({
      account: access,
      accountName: 'Access',
      toAccount: 'Cash',
      toAccountName: 'Cash',
    });
    const accessLines = (await bankPage()).data.filter((line) => line.account.bankAccount?.id === access);
    expect(accessLines.map((line) => [line.reference, line.account.bankAccount?.name, line.transfer?.from.name, line.transfer?.to.name])).toEqual([
      [references.toAccess, 'Access', 'Cash on hand', 'Access'],
      [references.fromAccess, 'Access', 'Access', 'Cash on hand'],
    ]);
    const history = await bankPage(`&bank=${access}`);
    expect(history.bankAccount).toMatchObject({ id: access, name: 'Access', bankName: 'Access' });
    expect((await bankPage(`&bank=${savings}`)).bankAccount).toMatchObject({ id: savings, name: 'GTBank 5678', bankName: 'GTBank' });
    expect(history.data.map((line) => line.reference)).toEqual([references.toAccess, references.fromAccess]);

    const csv = await fetch(`${api.baseUrl}/api/v1/transactions/export/csv?filterByType=transfer`, { headers: { cookie: owner.cookie } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(`"${references.fromAccess}","transfer"`);
    expect(text.split('\n').find((line) => line.includes(references.fromAccess))).toContain('"Access"');
  });

  it('rebuilds the bank accounts, the removed one kept and marked, into identical rows; an account deleted before it was kept comes back', async () => {
    const rows = async () =>
      (
        await api.runtime.pool.query('SELECT bank_account_id, bank_name, removed FROM bank_accounts WHERE business_id = $1 ORDER BY bank_account_id', [
          owner.businessId,
        ])
      ).rows;
    const before = await rows();
    expect(before).toContainEqual({ bank_account_id: access, bank_name: 'Access', removed: true });
    expect(await rebuildWith(api.runtime, businessesProjector)).toMatchObject({ identical: true, swapped: true });
    expect(await rows()).toEqual(before);

    // As the read model held a removed account before it kept them (deleted): the rebuild brings it back.
    await api.runtime.pool.query('DELETE FROM bank_accounts WHERE business_id = $1 AND bank_account_id = $2', [owner.businessId, access]);
    expect(await rebuildWith(api.runtime, businessesProjector)).toMatchObject({ identical: false, onlyInRebuilt: { bank_accounts: 1 }, swapped: true });
    expect(await rows()).toEqual(before);
    expect((await transferRows()).find((row) => row.reference === references.fromAccess)).toMatchObject({ accountName: 'Access' });
  });
});
