import { PERMISSION as P } from '@ledgerline/ledger';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { createProduct } from './support/trade-fixtures.js';

interface Line {
  date: string;
  reference: string | null;
  debit: string;
  credit: string;
  balance: string;
  correction: boolean;
  voided: boolean;
  account: { code: string; bankAccount?: { id: string; name: string } };
  contact: { id: string; name: string | null } | null;
}

/** The chart-of-accounts pages (GET /accounting/{type}/{subtype}, /accounting/{type}/type) through HTTP, on PostgreSQL. */
describe('chart-of-accounts pages', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let gtb: string;
  let zenith: string;
  let voidedReference: string;
  let beforeVoid: string;

  const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url, headers });
  const view = async (url: string) => {
    const response = await get(url);
    expect([url, response.status]).toEqual([url, 200]);
    return response.body.data as {
      account: { code: string | null; name: string; type: string; normalBalance: string; accounts: { code: string }[] };
      openingBalance: string;
      closingBalance: string;
      totalDebit: string;
      totalCredit: string;
      data: Line[];
      page: number;
      limit: number;
      total: number;
      totalPages: number;
      bankAccount: { id: string; bankName: string } | null;
    };
  };
  const balances = (lines: Line[]) => lines.map((line) => [line.date, line.debit, line.credit, line.balance]);
  const record = async (url: string, body: Record<string, unknown>) => {
    const response = await api.request({ method: 'POST', url, body });
    expect([url, response.status, response.body.code]).toEqual([url, 201, undefined]);
    return response.body.data as { id: string; reference: string; position: string };
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, {
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' },
        { bankName: 'Zenith', accountName: 'Test Stores', accountNumber: '9876543210' },
      ],
    });
    const banks = (await get('/api/v1/accounts/bank-accounts')).body.data as { bankAccountId: string; bankName: string }[];
    gtb = banks.find((bank) => bank.bankName === 'GTBank')!.bankAccountId;
    zenith = banks.find((bank) => bank.bankName === 'Zenith')!.bankAccountId;

    // Recorded out of date order: the pages list by date, whatever order things were recorded in.
    await record('/api/v1/transactions/money-in', { date: '2026-02-10', amount: '50000', subtype: 'capital', account: 'Cash' });
    await record('/api/v1/transactions/money-in', { date: '2026-01-05', amount: '100000', subtype: 'capital', account: gtb, description: 'Opening capital' });
    await record('/api/v1/transactions/money-in', { date: '2026-02-15', amount: '30000', subtype: 'loan', account: zenith });
    await record('/api/v1/transactions/money-out', { date: '2026-03-01', amount: '5000', subtype: 'credit_repayment', account: zenith });
    await record('/api/v1/transactions/money-out', { date: '2026-03-05', amount: '2000', subtype: 'drawings', account: 'Cash' });
    await record('/api/v1/transactions/money-in', { date: '2026-03-10', amount: '7000.50', subtype: 'capital', account: gtb });
    const mistaken = await record('/api/v1/transactions/money-in', { date: '2026-02-20', amount: '999', subtype: 'capital', account: gtb });
    voidedReference = mistaken.reference;
    beforeVoid = mistaken.position;
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${mistaken.id}`, body: { reason: 'Recorded twice' } });
    expect(voided.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists an account’s lines by date with exact running balances, the void and its reversal included', async () => {
    const page = await view('/api/v1/accounting/equity/owners-contribution');
    expect(page.account).toEqual({
      code: '3000',
      name: "Owner's contribution",
      type: 'equity',
      normalBalance: 'credit',
      accounts: [{ code: '3000', name: "Owner's contribution", type: 'equity' }],
    });
    expect(balances(page.data)).toEqual([
      ['2026-01-05', '0.00', '100000.00', '100000.00'],
      ['2026-02-10', '0.00', '50000.00', '150000.00'],
      ['2026-02-20', '0.00', '999.00', '150999.00'],
      ['2026-02-20', '999.00', '0.00', '150000.00'],
      ['2026-03-10', '0.00', '7000.50', '157000.50'],
    ]);
    expect(page.data[0]).toMatchObject({ description: 'Opening capital', type: 'inflows', correction: false, voided: false });
    expect(page.data[2]).toMatchObject({ reference: voidedReference, correction: false, voided: true });
    expect(page.data[3]).toMatchObject({ reference: voidedReference, correction: true, voided: true });
    expect(page).toMatchObject({
      openingBalance: '0.00',
      totalDebit: '999.00',
      totalCredit: '157999.50',
      closingBalance: '157000.50',
      total: 5,
      page: 1,
      limit: 25,
    });
  });

  it('opens a period at the balance before it and closes at its end', async () => {
    const page = await view('/api/v1/accounting/equity/owners-contribution?startDate=2026-02-01&endDate=2026-02-28');
    expect(page.openingBalance).toBe('100000.00');
    expect(balances(page.data)).toEqual([
      ['2026-02-10', '0.00', '50000.00', '150000.00'],
      ['2026-02-20', '0.00', '999.00', '150999.00'],
      ['2026-02-20', '999.00', '0.00', '150000.00'],
    ]);
    expect(page).toMatchObject({ closingBalance: '150000.00', total: 3 });
    const later = await view('/api/v1/accounting/equity/owners-contribution?startDate=2026-04-01');
    expect(later).toMatchObject({ openingBalance: '157000.50', closingBalance: '157000.50', total: 0, data: [] });
  });

  it('pages, carrying the running balance across pages', async () => {
    const second = await view('/api/v1/accounting/equity/owners-contribution?limit=2&page=2');
    expect(balances(second.data)).toEqual([
      ['2026-02-20', '0.00', '999.00', '150999.00'],
      ['2026-02-20', '999.00', '0.00', '150000.00'],
    ]);
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3, closingBalance: '157000.50' });
    const third = await view('/api/v1/accounting/equity/owners-contribution?limit=2&page=3');
    expect(balances(third.data)).toEqual([['2026-03-10', '0.00', '7000.50', '157000.50']]);
    const beyond = await view('/api/v1/accounting/equity/owners-contribution?limit=2&page=9');
    expect(beyond.data).toEqual([]);
  });

  it('answers the same through /accounting/{type}/type?subtype=, and the whole type without a subtype', async () => {
    const byQuery = await view('/api/v1/accounting/equity/type?subtype=owners-contribution');
    const byPath = await view('/api/v1/accounting/equity/owners-contribution');
    expect(byQuery).toEqual(byPath);

    const equity = await view('/api/v1/accounting/equity/type');
    expect(equity.account).toMatchObject({ code: null, name: 'Equity', normalBalance: 'credit' });
    expect(balances(equity.data).map((line) => line[3])).toEqual(['100000.00', '150000.00', '150999.00', '150000.00', '148000.00', '155000.50']);
    expect(equity.data[4].account.code).toBe('3100');
  });

  it('reads a liability, drawings (a debit balance) and cash their own way', async () => {
    const borrowing = await view('/api/v1/accounting/liability/borrowing');
    expect(borrowing.account).toMatchObject({ code: '2200', name: 'Borrowings', type: 'liability' });
    expect(balances(borrowing.data)).toEqual([
      ['2026-02-15', '0.00', '30000.00', '30000.00'],
      ['2026-03-01', '5000.00', '0.00', '25000.00'],
    ]);
    const drawings = await view('/api/v1/accounting/equity/drawings');
    expect(drawings).toMatchObject({ account: { type: 'contra-equity', normalBalance: 'debit' }, closingBalance: '2000.00' });
    const cash = await view('/api/v1/accounting/assets/cash');
    expect(balances(cash.data)).toEqual([
      ['2026-02-10', '50000.00', '0.00', '50000.00'],
      ['2026-03-05', '0.00', '2000.00', '48000.00'],
    ]);
  });

  it('shows every bank account together, or one with ?bank=, naming each line’s bank', async () => {
    const all = await view('/api/v1/accounting/assets/bank');
    expect(all.bankAccount).toBeNull();
    expect(balances(all.data).map((line) => line[3])).toEqual(['100000.00', '130000.00', '130999.00', '130000.00', '125000.00', '132000.50']);
    expect(all.data.map((line) => line.account.bankAccount?.name)).toEqual(['GTBank', 'Zenith', 'GTBank', 'GTBank', 'Zenith', 'GTBank']);

    const gtbank = await view(`/api/v1/accounting/assets/bank?bank=${gtb}`);
    expect(gtbank.bankAccount).toMatchObject({ id: gtb, bankName: 'GTBank' });
    expect(balances(gtbank.data).map((line) => line[3])).toEqual(['100000.00', '100999.00', '100000.00', '107000.50']);
    const zenithOnly = await view(`/api/v1/accounting/assets/type?subtype=bank&bank=${zenith}&startDate=2026-03-01`);
    expect(zenithOnly).toMatchObject({ openingBalance: '30000.00', closingBalance: '25000.00', total: 1 });

    // On another page, ?bank= keeps the entries that moved money through that bank account.
    const throughGtb = await view(`/api/v1/accounting/equity/owners-contribution?bank=${gtb}`);
    expect(balances(throughGtb.data).map((line) => line[3])).toEqual(['100000.00', '100999.00', '100000.00', '107000.50']);
  });

  it('shows a page as it was known at a position: before the void, no reversal', async () => {
    const then = await view(`/api/v1/accounting/equity/owners-contribution?knownAt=${beforeVoid}`);
    expect(then.data.map((line) => line.correction)).toEqual([false, false, false, false]);
    expect(then.closingBalance).toBe('157999.50');
    const now = await view('/api/v1/accounting/equity/owners-contribution');
    expect(now.closingBalance).toBe('157000.50');
  });

  it('answers 404 with a clear message for an unknown type or subtype', async () => {
    const type = await get('/api/v1/accounting/debts/borrowing');
    expect(type.status).toBe(404);
    expect(type.body).toMatchObject({ success: false, code: 'CHART_PAGE_NOT_FOUND' });
    expect(type.body.message).toMatch(/no 'debts' section.*assets, liability, equity, income, expenses/);
    const subtype = await get('/api/v1/accounting/liability/overdraft');
    expect(subtype.status).toBe(404);
    expect(subtype.body.message).toMatch(/no 'overdraft' page under liability: use one of borrowing, vat-payables, trade-payables/);
    const byQuery = await get('/api/v1/accounting/assets/type?subtype=borrowing');
    expect(byQuery.status).toBe(404);
    const code = await get('/api/v1/accounting/assets/2000');
    expect(code.status).toBe(404);
    expect((await get('/api/v1/accounting/liability/2000')).status).toBe(200);
  });

  it('keeps the journal export on its own route', async () => {
    const exported = await get('/api/v1/accounting/journal/export');
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-type'])).toMatch(/^text\/plain/);
    expect(String(exported.body)).toContain("Equity:Owner's contribution");
  });

  it('refuses malformed dates, pages and positions with 400 naming each field', async () => {
    const response = await get('/api/v1/accounting/assets/cash?startDate=2026-13-01&limit=0&knownAt=soon');
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['knownAt', 'limit', 'startDate']);
    const reversed = await get('/api/v1/accounting/assets/cash?startDate=2026-03-01&endDate=2026-02-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([expect.objectContaining({ field: 'endDate' })]);
  });

  it('answers another business’s bank account as one that does not exist (404), and a name instead of an id with 400', async () => {
    const other = await createOwner(api, { bankAccounts: [{ bankName: 'Access', accountName: 'Other', accountNumber: '5555555555' }] });
    const theirBank = (await get('/api/v1/accounts/bank-accounts', as(other))).body.data[0].bankAccountId as string;
    const response = await get(`/api/v1/accounting/assets/bank?bank=${theirBank}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'BANK_ACCOUNT_NOT_FOUND', errors: [expect.objectContaining({ field: 'bank' })] });
    expect(JSON.stringify(response.body)).not.toContain('Access');
    expect((await get('/api/v1/accounting/assets/bank?bank=GTBank')).status).toBe(400);

    // And their own pages show only their books.
    const theirs = await get('/api/v1/accounting/equity/owners-contribution', as(other));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ total: 0, closingBalance: '0.00' });
    const mine = await get(`/api/v1/accounting/assets/bank?bank=${theirBank}`, as(other));
    expect(mine.status).toBe(200);
  });

  it('lets members with 21, 19, 20 or 15 read the pages, and refuses the others with 403', async () => {
    for (const code of [P.INVOICE_REPORTS, P.PROFIT_AND_LOSS, P.BALANCE_SHEET, P.REPORTS]) {
      const member = await addMember(api, owner, { access: [code] });
      expect([code, (await get('/api/v1/accounting/assets/cash', as(member))).status]).toEqual([code, 200]);
      expect([code, (await get('/api/v1/accounting/assets/type?subtype=cash', as(member))).status]).toEqual([code, 200]);
    }
    const clerk = await addMember(api, owner, { access: [P.VIEW_TRANSACTIONS, P.CREATE_SALES, P.DEBTORS_AND_CREDITORS] });
    const refused = await get('/api/v1/accounting/assets/cash', as(clerk));
    expect(refused.status).toBe(403);
    expect((await get('/api/v1/accounting/equity/type', as(clerk))).status).toBe(403);
    expect((await get('/api/v1/accounting/assets/cash', { cookie: '' })).status).toBe(401);
  });

  describe('sales', () => {
    it('shows net sales: products and services less discounts, with the customer', async () => {
      const trader = await createOwner(api);
      const rice = await createProduct(api, trader, { name: 'Rice 50kg' });
      const delivery = await createProduct(api, trader, { name: 'Delivery', kind: 'service' });
      const customer = await api.request({ method: 'POST', url: '/api/v1/entities', headers: as(trader), body: { name: 'Ada Obi' } });
      expect(customer.status).toBe(201);
      const post = (url: string, body: Record<string, unknown>) => api.request({ method: 'POST', url, headers: as(trader), body });
      expect(
        (await post('/api/v1/transactions/purchases', { date: '2026-05-01', items: [{ product: rice, quantity: 10, price: '600' }], account: 'Cash' })).status,
      ).toBe(201);
      const sale = await post('/api/v1/transactions/sales', {
        date: '2026-05-02',
        items: [
          { product: rice, quantity: 3, price: '1000' },
          { product: delivery, quantity: 1, price: '500' },
        ],
        discount: '10',
        discountType: 'percent',
        account: 'Cash',
        entity: customer.body.data.id,
      });
      expect(sale.status).toBe(201);

      const response = await get('/api/v1/accounting/income/sales', as(trader));
      expect(response.status).toBe(200);
      const page = response.body.data;
      expect(page.account).toMatchObject({ code: '4000', name: 'Sales', type: 'income', normalBalance: 'credit' });
      expect(page.data.map((line: Line) => [line.account.code, line.debit, line.credit, line.balance, line.contact?.name])).toEqual([
        // In the entry's own order (debits first, as the sale posted them).
        ['4050', '350.00', '0.00', '-350.00', 'Ada Obi'],
        ['4000', '0.00', '3000.00', '2650.00', 'Ada Obi'],
        ['4010', '0.00', '500.00', '3150.00', 'Ada Obi'],
      ]);
      expect(page.closingBalance).toBe('3150.00');
      const stock = await get('/api/v1/accounting/assets/inventory', as(trader));
      expect(stock.body.data.closingBalance).toBe('4200.00');
    });
  });
});
