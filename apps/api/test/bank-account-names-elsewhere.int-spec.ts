import { actAsNewOwner, type SignedInOwner } from './support/accounts.js';
import { createProduct } from './support/trade-fixtures.js';
import { createTestApi, getData, postData, type TestApi } from './support/test-api.js';

const today = '2026-11-25';

/**
 * The rest of the places that name a bank account, each by the one name the books give it
 * (`bankAccountNames`: GTBank 1234 and GTBank 5678 for two accounts at GTBank): the business's bank
 * accounts as the pickers read them (the till, receiving a purchase order), the manual journal's
 * account picker and a journal's lines, the till's register and its receipts, and a document's
 * receipt. Pickers leave a removed account out; what it left in the books still names it. Through
 * HTTP, on PostgreSQL.
 */
describe('bank accounts by name at the till, in journals and on receipts', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let current: string;
  let savings: string;
  let access: string;
  let registerId: string;
  let journalId: string;
  const sales: Record<string, { id: string; reference: string }> = {};
  const references: Record<string, string> = {};

  const get = (url: string) => getData(api, url);
  const post = async (url: string, body: Record<string, unknown>) =>
    (await postData(api, url, { date: today, ...body })) as { id: string; reference: string; position: string };
  const bankAccounts = async () =>
    ((await get('/api/v1/accounts/bank-accounts')) as { bankAccountId: string; name: string }[])
      .map(({ bankAccountId, name }) => ({ id: bankAccountId, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const journalPicker = async () =>
    ((await get('/api/v1/accounting/journal-accounts')).bankAccounts as { id: string; name: string }[])
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const registerNames = async (url: string) =>
    ((await get(url)).paymentSummary as { glAccount: string; name: string }[]).map(({ glAccount, name }) => ({ glAccount, name }));
  const tillReceipt = async (saleId: string) => {
    const response = await api.request({ method: 'GET', url: `/api/v1/pos/sales/${saleId}/receipt` });
    expect(response.status).toBe(200);
    return String(response.body);
  };
  /** The till's sales history: each sale's reference → how it was paid. */
  const salesHistoryPaidBy = async () =>
    Object.fromEntries(
      ((await get('/api/v1/pos/sales/history?limit=100')) as { reference: string; paidBy: string }[]).map((sale) => [sale.reference, sale.paidBy]),
    );
  const journalLineNames = async () =>
    ((await get(`/api/v1/accounting/journal-entries/${journalId}`)).lines as { subAccount: string | null; bankAccountName: string | null }[]).map((line) => [
      line.subAccount,
      line.bankAccountName,
    ]);
  const receiptPaidBy = async (reference: string) =>
    (await api.request({ method: 'GET', url: `/api/v1/receipt/${owner.businessId}/${reference}`, headers: { cookie: '' } })).body.data?.paymentMethod;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      plan: 'store',
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123451234' },
        { bankName: 'GTBank', accountName: 'Test Stores savings', accountNumber: '0999995678' },
        { bankName: 'Access', accountName: 'Test Stores', accountNumber: '2222224321' },
      ],
    });
    const banks = (await get('/api/v1/accounts/bank-accounts')) as { bankAccountId: string; accountNumber: string }[];
    const id = (number: string) => banks.find((bank) => bank.accountNumber === number)!.bankAccountId;
    [current, savings, access] = [id('0123451234'), id('0999995678'), id('2222224321')];

    // The till: sales paid into savings and into Access.
    const wrap = await createProduct(api, owner, { name: 'Gift wrap', kind: 'service' });
    registerId = (await post('/api/v1/pos/register', { openingFloat: '1000' })).id;
    const sell = async (account: string, price: string) => {
      const sale = await post('/api/v1/pos/create', { items: [{ id: wrap, quantity: '1', price }], account, amountCollected: price, amount: price });
      return { id: sale.id, reference: sale.reference };
    };
    sales.savings = await sell(savings, '3000.00');
    sales.access = await sell(access, '500.00');

    // Money paid into each, with its receipt; a journal between current and Access.
    references.savings = (await post('/api/v1/transactions/money-in', { subtype: 'capital', amount: '2000', account: savings })).reference;
    references.access = (await post('/api/v1/transactions/money-in', { subtype: 'capital', amount: '1000', account: access })).reference;
    journalId = (
      await post('/api/v1/accounting/journal-entries', {
        memo: 'Moved between banks',
        lines: [
          { account: current, debit: '700.00' },
          { account: access, credit: '700.00' },
        ],
      })
    ).id;
    // Access emptied (500 + 1000 − 700), so the business may remove it.
    await post('/api/v1/transaction/account-transfer', { from: access, to: 'Cash', amount: '800' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('names each bank account as the books do: in the business’s bank accounts, the journal picker, the till and the receipts', async () => {
    const named = [
      { id: access, name: 'Access' },
      { id: current, name: 'GTBank 1234' },
      { id: savings, name: 'GTBank 5678' },
    ];
    expect(await bankAccounts()).toEqual(named);
    expect(await journalPicker()).toEqual(named);
    // Cash first, then the bank accounts in the order of their ids.
    const banksTaken = [
      { glAccount: access, name: 'Access' },
      { glAccount: savings, name: 'GTBank 5678' },
    ].sort((a, b) => (a.glAccount < b.glAccount ? -1 : 1));
    expect(await registerNames('/api/v1/pos/active-register')).toEqual([{ glAccount: 'Cash', name: 'Cash' }, ...banksTaken]);
    expect(await tillReceipt(sales.savings.id)).toContain('Transfer, GTBank 5678');
    expect(await salesHistoryPaidBy()).toEqual({ [sales.savings.reference]: 'Transfer, GTBank 5678', [sales.access.reference]: 'Transfer, Access' });
    expect(await journalLineNames()).toEqual([
      [current, 'GTBank 1234'],
      [access, 'Access'],
    ]);
    expect(await receiptPaidBy(references.savings)).toBe('GTBank 5678');
    expect(await receiptPaidBy(references.access)).toBe('Access');
  });

  it('offers a removed bank account in no picker, and names it still on the till, the journal and the receipts it left', async () => {
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

    const offered = [
      { id: current, name: 'GTBank 1234' },
      { id: savings, name: 'GTBank 5678' },
    ];
    expect(await bankAccounts()).toEqual(offered);
    expect(await journalPicker()).toEqual(offered);

    expect(await registerNames('/api/v1/pos/active-register')).toContainEqual({ glAccount: access, name: 'Access' });
    expect(await tillReceipt(sales.access.id)).toContain('Transfer, Access');
    expect(await salesHistoryPaidBy()).toEqual({ [sales.savings.reference]: 'Transfer, GTBank 5678', [sales.access.reference]: 'Transfer, Access' });
    expect(await journalLineNames()).toEqual([
      [current, 'GTBank 1234'],
      [access, 'Access'],
    ]);
    expect(await receiptPaidBy(references.access)).toBe('Access');

    // Closed, the register names its accounts as it did open.
    const closed = await api.request({
      method: 'PUT',
      url: '/api/v1/pos/register',
      body: { registerId, date: today, paymentSummary: [{ glAccount: 'Cash', counted: '1000.00' }] },
    });
    expect(closed.status).toBe(200);
    expect((await registerNames('/api/v1/pos/latest-register')).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { glAccount: access, name: 'Access' },
      { glAccount: 'Cash', name: 'Cash' },
      { glAccount: savings, name: 'GTBank 5678' },
    ]);
  });
});
