import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addDays, Decimal } from '@ledgerline/ledger';
import { rebuildWith } from '@ledgerline/platform';
import { cashFlowProjector, ledgerProjector, listBankAccounts } from '@ledgerline/projections';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { generateBusyBusiness } from './support/busy-business.js';
import { pdfText } from './support/pdf-text.js';
import { createContact, createProduct } from './support/trade-fixtures.js';
import { countEvents, createTestApi, getData, postData, type TestApi } from './support/test-api.js';

const run = promisify(execFile);

interface CashFlowAnswer {
  openingCash: string;
  openingBalancesEntered: string;
  netChange: string;
  closingCash: string;
  interval: string;
  sections: { key: string; total: string; lines: { key: string; amount: string }[] }[];
  intervals: { start: string; end: string; operating: string; investing: string; financing: string; net: string; closingCash: string }[];
  accounts: { code: string; subAccount: string; name: string; opening: string; closing: string; change: string }[];
}

/** The lines that moved, by key, and each section's total. */
const moved = (statement: CashFlowAnswer) => ({
  lines: Object.fromEntries(
    statement.sections.flatMap((section) => section.lines.filter((line) => line.amount !== '0.00').map((line) => [line.key, line.amount])),
  ),
  totals: Object.fromEntries(statement.sections.map((section) => [section.key, section.total])),
});

/**
 * The cash flow statement (docs/cash-flow.md) through HTTP on PostgreSQL: each kind of document
 * lands on its line, opening balances count as where the cash starts, and on a busy business the
 * statement agrees with the trial balance and with hledger's cash at both ends of every period.
 */
describe('the cash flow statement', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let bank: string;
  let saleId: string;
  const get = (url: string) => getData(api, url) as Promise<CashFlowAnswer>;
  const post = (url: string, body: Record<string, unknown>) => postData(api, url, body);
  const statement = (startDate: string, endDate: string) => get(`/api/v1/reports/cash-flow?startDate=${startDate}&endDate=${endDate}`);

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'store', bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123451234' }] });
    bank = (await listBankAccounts(api.runtime.pool, owner.businessId))[0].bankAccountId;

    const put = await api.request({
      method: 'PUT',
      url: '/api/v1/accounting/opening-balances',
      body: { date: '2026-10-01', lines: [{ account: '1000', debit: '50000.00' }] },
    });
    expect(put.status).toBe(200);
    const service = await createProduct(api, owner, { name: 'Delivery', kind: 'service', sellingPrice: '10000' });
    const supplier = await createContact(api, owner, 'Mikano Generators');
    await post('/api/v1/transactions/money-in', { date: '2026-11-02', subtype: 'capital', amount: '500000', account: 'Cash' });
    await post('/api/v1/transactions/money-in', { date: '2026-11-03', subtype: 'loan', amount: '200000', account: bank });
    saleId = (await post('/api/v1/transactions/sales', { date: '2026-11-04', items: [{ product: service, quantity: 1, price: '10000' }], account: 'Cash' })).id;
    await post('/api/v1/transactions/expenses', { date: '2026-11-05', category: 'rent', amount: '3000', account: 'Cash' });
    await post('/api/v1/transaction/account-transfer', { date: '2026-11-06', from: 'Cash', to: bank, amount: '50000', fee: '100' });
    await post('/api/v1/transactions/money-out', { date: '2026-11-07', subtype: 'drawings', amount: '5000', account: 'Cash' });
    // The default categories' first one: an asset needs a category the business has.
    const category = (await getData(api, '/api/v1/assets/categories'))[0].name as string;
    const generator = (await post('/api/v1/assets/create', { tag: 'AST-000001', name: 'Generator', category, purchasePrice: '100000' }))._id;
    const bought = await api.request({
      method: 'POST',
      url: '/api/v1/assets/buy',
      body: {
        supplierData: { id: supplier, name: 'Mikano Generators' },
        date: '2026-11-08',
        assets: [{ id: generator, quantity: 1, price: '100000.00' }],
        subtotal: '100000.00',
        total: '100000.00',
        account: bank,
        credit: true,
        initial_deposit: '40000',
        due_date: '2026-12-08',
      },
    });
    expect([bought.status, bought.body.code]).toEqual([201, undefined]);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('puts each document on its line: sales, expenses, a transfer’s fee, an asset’s deposit, capital, a loan and drawings', async () => {
    const november = await statement('2026-11-01', '2026-11-30');
    expect(moved(november)).toEqual({
      lines: {
        customers: '10000.00',
        suppliersAndExpenses: '-3100.00',
        assetsBought: '-40000.00',
        contributions: '500000.00',
        drawings: '-5000.00',
        loansReceived: '200000.00',
      },
      totals: { operating: '6900.00', investing: '-40000.00', financing: '695000.00' },
    });
    expect(november).toMatchObject({
      openingCash: '50000.00',
      openingBalancesEntered: '0.00',
      netChange: '661900.00',
      closingCash: '711900.00',
      interval: 'day',
    });
    // The transfer between the till and the bank moved no cash out of the business: only its fee shows.
    expect(november.intervals.find((day) => day.start === '2026-11-06')).toMatchObject({ operating: '-100.00', net: '-100.00', closingCash: '756900.00' });
    expect(november.accounts).toEqual([
      { code: '1000', subAccount: '', name: 'Cash on hand', opening: '50000.00', closing: '501900.00', change: '451900.00' },
      { code: '1010', subAccount: bank, name: 'GTBank', opening: '0.00', closing: '210000.00', change: '210000.00' },
    ]);
  });

  it('prints the statement as an A4 PDF: the cash at both ends, each line that moved, each account', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/reports/cash-flow/pdf?startDate=2026-09-15&endDate=2026-11-30`, { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cash-flow-2026-09-15-2026-11-30.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Test Stores',
      'Cash flow statement',
      '15/09/2026 to 30/11/2026',
      'Cash at the start',
      '₦50,000.00',
      'of which opening balances entered in the period',
      'Received from customers',
      '₦10,000.00',
      'Fixed assets bought',
      '-₦40,000.00',
      'Net cash from financing activities',
      '₦695,000.00',
      'Cash at the end',
      '₦711,900.00',
      'GTBank',
      '₦210,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    // A section where nothing moved says so instead of listing zeros.
    expect(text).not.toContain('Interest received');
    const bad = await api.request({ method: 'GET', url: '/api/v1/reports/cash-flow/pdf?startDate=2026-12-01&endDate=2026-11-01' });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('counts opening balances entered within the period as where the cash starts, not as money in', async () => {
    const autumn = await statement('2026-09-15', '2026-11-30');
    expect(autumn).toMatchObject({
      openingCash: '50000.00',
      openingBalancesEntered: '50000.00',
      netChange: '661900.00',
      closingCash: '711900.00',
      interval: 'month',
    });
    expect(autumn.intervals.map((month) => [month.start, month.end, month.net])).toEqual([
      ['2026-09-15', '2026-09-30', '0.00'],
      ['2026-10-01', '2026-10-31', '0.00'],
      ['2026-11-01', '2026-11-30', '661900.00'],
    ]);
  });

  it('takes a void back on the lines the document moved', async () => {
    const voided = await api.request({ method: 'DELETE', url: `/api/v1/transactions/${saleId}` });
    expect([voided.status, voided.body.code]).toEqual([200, undefined]);
    const november = await statement('2026-11-01', '2026-11-30');
    expect(moved(november).lines.customers).toBeUndefined();
    expect(november.closingCash).toBe('701900.00');
  });

  it('refuses dates it cannot read or a period that ends before it starts, and is for those who read the statements', async () => {
    for (const query of ['startDate=2026-13-01', 'endDate=yesterday', 'startDate=2026-11-30&endDate=2026-11-01']) {
      const events = await countEvents(api);
      const response = await api.request({ method: 'GET', url: `/api/v1/reports/cash-flow?${query}` });
      expect([query, response.status, response.body.success, response.body.code]).toEqual([query, 400, false, 'VALIDATION_FAILED']);
      expect(response.body.errors[0].field).toMatch(/^(startDate|endDate)$/);
      expect(await countEvents(api)).toBe(events);
    }
    const reporter = await addMember(api, owner, { access: [15] });
    expect((await api.request({ method: 'GET', url: '/api/v1/reports/cash-flow', headers: as(reporter) })).status).toBe(403);
    const accountant = await addMember(api, owner, { access: [19] });
    expect((await api.request({ method: 'GET', url: '/api/v1/reports/cash-flow', headers: as(accountant) })).status).toBe(200);
    const free = await createOwner(api);
    expect((await api.request({ method: 'GET', url: '/api/v1/reports/cash-flow', headers: as(free) })).status).toBe(403);
    expect((await api.request({ method: 'GET', url: '/api/v1/reports/cash-flow', headers: { cookie: '' } })).status).toBe(401);
  });
});

describe('the cash flow statement of a busy business', () => {
  let api: TestApi;
  let dir: string;
  beforeAll(async () => {
    api = await createTestApi();
    dir = await mkdtemp(join(tmpdir(), 'ledgerline-cash-flow-'));
  });
  afterAll(async () => {
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('adds up to the change in cash the trial balance and hledger see, for every period', async () => {
    const owner = await actAsNewOwner(api, {
      plan: 'store',
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Busy Stores', accountNumber: '0123456789' },
        { bankName: 'Zenith', accountName: 'Busy Stores', accountNumber: '9876543210' },
      ],
    });
    const banks = await listBankAccounts(api.runtime.pool, owner.businessId);
    const summary = await generateBusyBusiness(api, { documents: 160, seed: 11, bankAccountIds: banks.map((b) => b.bankAccountId) });
    // Every kind of document moved cash somewhere in the year: voids and amendments included.
    for (const kind of ['saleCash', 'purchaseCredit', 'transfer', 'payment', 'void', 'amend'] as const) expect(summary.byKind[kind] ?? 0).toBeGreaterThan(0);

    const exported = await api.request({ method: 'GET', url: '/api/v1/accounting/journal/export' });
    const file = join(dir, 'books.journal');
    await writeFile(file, String(exported.body));
    /** Cash on hand and at bank at the end of `date`, by hledger from our exported journal. */
    const hledgerCash = async (date: string) => {
      const { stdout } = await run('hledger', ['-f', file, 'balance', '^Assets:Cash', '-e', addDays(date, 1), '--depth', '1', '-O', 'csv', '--no-elide']);
      const total = stdout.trim().split('\n').at(-1)!.split('","').at(-1)!.replace(/"/g, '');
      return new Decimal(total.replace(/^NGN /, '').replace(/,/g, '') || '0').toFixed(2);
    };
    /** The same from our trial balance. */
    const trialCash = async (date: string) => {
      const trial = await getData(api, `/api/v1/reports/trial-balance?date=${date}`);
      return (trial.accounts as { code: string; net: string }[])
        .filter((account) => account.code === '1000' || account.code === '1010')
        .reduce((sum, account) => sum.plus(account.net), new Decimal(0))
        .toFixed(2);
    };

    for (const [startDate, endDate] of [
      ['2026-01-01', '2026-12-31'],
      ['2026-03-01', '2026-03-31'],
      ['2026-02-10', '2026-07-20'],
      ['2025-01-01', '2029-06-30'],
    ]) {
      const cash = (await getData(api, `/api/v1/reports/cash-flow?startDate=${startDate}&endDate=${endDate}`)) as CashFlowAnswer;
      const sum = (amounts: string[]) => amounts.reduce((total, amount) => total.plus(amount), new Decimal(0)).toFixed(2);
      expect([startDate, cash.openingCash]).toEqual([startDate, await trialCash(addDays(startDate, -1))]);
      expect([endDate, cash.closingCash]).toEqual([endDate, await trialCash(endDate)]);
      expect([endDate, cash.closingCash]).toEqual([endDate, await hledgerCash(endDate)]);
      expect(sum(cash.sections.map((section) => section.total))).toBe(cash.netChange);
      for (const section of cash.sections) expect(sum(section.lines.map((line) => line.amount))).toBe(section.total);
      expect(sum(cash.intervals.map((interval) => interval.net))).toBe(cash.netChange);
      expect(cash.intervals.at(-1)!.closingCash).toBe(cash.closingCash);
      expect(sum(cash.accounts.map((account) => account.closing))).toBe(cash.closingCash);
    }

    // The days' flows are the events' own: rebuilt from the history alone they come out identical,
    // and again after the ledger's journal is rebuilt (both read the same postings of each event).
    const days = async () => (await api.runtime.pool.query('SELECT day::text, line, amount::text FROM daily_cash_flow ORDER BY day, line')).rows;
    const before = await days();
    expect(before.length).toBeGreaterThan(100);
    expect(await rebuildWith(api.runtime, cashFlowProjector)).toMatchObject({ identical: true, swapped: true });
    expect(await rebuildWith(api.runtime, ledgerProjector)).toMatchObject({ identical: true });
    expect(await days()).toEqual(before);
  });
});
