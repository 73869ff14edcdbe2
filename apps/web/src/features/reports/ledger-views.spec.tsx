// The trial balance and an account's page of the chart in the real app against a stubbed fetch:
// a side with nothing on it is blank in any currency, each row is labelled for the phone's cards,
// and an entry says what it was (never the page's own account again).

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { stubFetch, type StubHandler, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

function open(path: string, routes: Record<string, StubHandler>, currency = 'NGN') {
  stubFetch({
    [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Store Plan' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency }),
    ...routes,
  });
  return renderApp(path);
}

const entry = (overrides: Record<string, unknown>) => ({
  date: '2026-11-03',
  reference: 'INV-000001',
  transactionId: 't-1',
  type: 'sales',
  description: null,
  contact: null,
  account: { code: '1000', name: 'Cash on hand' },
  debit: '0.00',
  credit: '0.00',
  balance: '0.00',
  correction: false,
  voided: false,
  position: '1',
  ...overrides,
});

const accountPage = (account: Record<string, unknown>, data: unknown[]) => ({
  type: 'assets',
  subtype: account.code,
  account,
  bankAccount: null,
  currency: 'NGN',
  startDate: null,
  endDate: null,
  knownAt: null,
  openingBalance: '0.00',
  totalDebit: '1500.00',
  totalCredit: '200.00',
  closingBalance: '1300.00',
  data,
  page: 1,
  totalPages: 1,
});

describe('Trial balance (/trial-balance)', () => {
  it('leaves the empty side blank in a currency without decimals, and labels each value for the phone', async () => {
    open(
      '/trial-balance',
      {
        'GET /api/v1/reports/trial-balance': () =>
          ok({
            businessName: 'Adebayo Foods',
            date: '2026-11-27',
            currency: 'JPY',
            accounts: [
              { code: '1000', subAccount: null, name: 'Cash on hand', type: 'ASSET', debitBalance: '1500', creditBalance: '0' },
              { code: '3000', subAccount: null, name: 'Owner’s contribution', type: 'EQUITY', debitBalance: '0', creditBalance: '1500' },
            ],
          }),
      },
      'JPY',
    );
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    const cash = within(table).getByRole('link', { name: 'Cash on hand' }).closest('tr')!;
    const debit = cash.querySelector('td[data-label="Debit"]')!;
    const credit = cash.querySelector('td[data-label="Credit"]')!;
    expect(debit.textContent).toMatch(/1,500/);
    // Empty, so the phone's card leaves it out ('0' is JPY's zero).
    expect(credit.textContent).toBe('');
    expect(screen.getByText('Debits equal credits.')).toBeTruthy();
  });

  it('names each account type as an owner reads it, not by its key', async () => {
    open('/trial-balance', {
      'GET /api/v1/reports/trial-balance': () =>
        ok({
          businessName: 'Adebayo Foods',
          date: '2026-11-27',
          currency: 'NGN',
          accounts: [
            { code: '3100', subAccount: '', name: 'Drawings', type: 'CONTRA-EQUITY', debitBalance: '500.00', creditBalance: '0.00' },
            { code: '5000', subAccount: '', name: 'Cost of goods sold', type: 'COST-OF-SALES', debitBalance: '1000.00', creditBalance: '0.00' },
            { code: '4000', subAccount: '', name: 'Sales', type: 'income', debitBalance: '0.00', creditBalance: '1500.00' },
          ],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    const typeOf = (name: string) => within(table).getByRole('link', { name }).closest('tr')!.querySelector('td[data-label="Type"]')!.textContent;
    expect(typeOf('Drawings')).toBe('Contra equity');
    expect(typeOf('Cost of goods sold')).toBe('Cost of sales');
    expect(typeOf('Sales')).toBe('Income');
  });
});

describe('Trial balance of a new business (/trial-balance)', () => {
  const empty = { 'GET /api/v1/reports/trial-balance': () => ok({ businessName: 'Adebayo Foods', date: '2026-11-27', currency: 'NGN', accounts: [] }) };

  it('offers the owner to record a first sale or enter opening balances', async () => {
    open('/trial-balance', empty);
    expect((await screen.findByRole('link', { name: 'Record a sale' })).getAttribute('href')).toBe('/transactions/create-sales');
    expect(screen.getByRole('link', { name: 'Enter opening balances' }).getAttribute('href')).toBe('/accounting/opening-balance');
  });

  it('offers a member only what the member may open: a sale with code 23, no opening balances', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'member', rolePermissions: [15, 23], businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      ...empty,
    });
    renderApp('/trial-balance');
    expect(await screen.findByRole('link', { name: 'Record a sale' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Enter opening balances' })).toBeNull();
  });
});

describe('An account’s page of the chart (/chart-accounts/:type/:subtype)', () => {
  it('says what each entry was: its description, else whom it was with, else its kind', async () => {
    open('/chart-accounts/assets/1000', {
      'GET /api/v1/accounting/assets/1000': () =>
        ok(
          accountPage({ code: '1000', name: 'Cash on hand', type: 'asset', normalBalance: 'debit', accounts: [{ code: '1000', name: 'Cash on hand' }] }, [
            entry({ reference: 'EXP-000001', type: 'expenses', description: 'Rent for November', credit: '200.00', balance: '-200.00' }),
            entry({ reference: 'INV-000001', contact: { id: 'c-1', name: 'Chidi Okeke' }, debit: '1000.00', balance: '800.00' }),
            entry({ reference: 'INV-000002', debit: '500.00', balance: '1300.00' }),
          ]),
        ),
    });
    expect(await screen.findByRole('heading', { name: '1000 · Cash on hand', level: 2 })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Entries' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('td.line-wide')!.textContent)).toEqual(['Rent for November', 'Chidi Okeke', 'Sale']);
    expect(screen.queryByText('Cash on hand', { selector: 'td' })).toBeNull();
    expect(rows[0]!.querySelector('td[data-label="Debit"]')!.textContent).toBe('');
  });

  it('says where a transfer’s money went or came from, seen from the line’s account', async () => {
    const cash = { id: 'Cash', name: 'Cash on hand' };
    const gtb = { id: 'b-gtb', name: 'GTBank' };
    const zenith = { id: 'b-zen', name: 'Zenith' };
    open('/chart-accounts/assets/all', {
      'GET /api/v1/accounting/assets/type': () =>
        ok(
          accountPage(
            {
              code: null,
              name: 'Assets',
              type: 'asset',
              normalBalance: 'debit',
              accounts: [
                { code: '1000', name: 'Cash on hand' },
                { code: '1010', name: 'Cash at bank' },
              ],
            },
            [
              entry({ reference: 'TRF001', type: 'transfer', description: 'Banking the takings', credit: '600.00', transfer: { from: cash, to: gtb } }),
              entry({
                reference: 'TRF001',
                type: 'transfer',
                account: { code: '1010', name: 'Cash at bank', bankAccount: { id: 'b-gtb', name: 'GTBank' } },
                debit: '600.00',
                transfer: { from: cash, to: gtb },
              }),
              entry({
                reference: 'TRF002',
                type: 'transfer',
                account: { code: '1010', name: 'Cash at bank', bankAccount: { id: 'b-gtb', name: 'GTBank' } },
                credit: '250.00',
                transfer: { from: gtb, to: zenith },
              }),
              entry({ reference: 'TRF003', type: 'transfer', debit: '50.00', transfer: { from: zenith, to: cash } }),
              entry({ reference: 'INV-000001', type: 'sales', debit: '100.00', transfer: null }),
            ],
          ),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td.line-wide')!.firstChild!.textContent)).toEqual([
      'Transfer to GTBank · Banking the takings',
      'Transfer from Cash on hand',
      'Transfer to Zenith',
      'Transfer from Zenith',
      'Sale',
    ]);
  });

  it('names a page of several accounts without a code, and each line’s account', async () => {
    open('/chart-accounts/assets/all', {
      'GET /api/v1/accounting/assets/type': () =>
        ok(
          accountPage(
            {
              code: null,
              name: 'Assets',
              type: 'asset',
              normalBalance: 'debit',
              accounts: [
                { code: '1000', name: 'Cash on hand' },
                { code: '1200', name: 'Inventory: goods for sale' },
              ],
            },
            [
              entry({
                reference: 'OS-000001',
                type: 'inflows',
                description: 'Opening stock of Rice',
                account: { code: '1200', name: 'Inventory: goods for sale' },
                debit: '1500.00',
                balance: '1500.00',
              }),
            ],
          ),
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Assets', level: 2 })).toBeTruthy();
    expect(screen.getByText('1200 · Inventory: goods for sale')).toBeTruthy();
  });
});

describe('Cash at bank’s page (/chart-accounts/assets/1010)', () => {
  const bankLine = (reference: string, bank: { id: string; name: string }, overrides: Record<string, unknown>) =>
    entry({ reference, account: { code: '1010', name: 'Cash at bank', bankAccount: bank }, ...overrides });
  const GTB = { id: 'b-gtb', name: 'GTBank' };
  const ZENITH = { id: 'b-zenith', name: 'Zenith' };
  const BANK = { code: '1010', name: 'Cash at bank', type: 'asset', normalBalance: 'debit', accounts: [{ code: '1010', name: 'Cash at bank' }] };
  const routes = () => ({
    'GET /api/v1/accounts/balancedetails': () =>
      ok({
        currency: 'NGN',
        total: '0.00',
        accounts: [
          { id: 'cash', code: '1000', name: 'Cash on hand', balance: '0.00' },
          { id: 'b-gtb', code: '1010', name: 'GTBank', balance: '1000.00' },
          { id: 'b-zenith', code: '1010', name: 'Zenith', balance: '300.00' },
        ],
      }),
    'GET /api/v1/accounting/assets/1010': ({ query }: { query: Record<string, string> }) =>
      query.bank === 'b-zenith'
        ? ok({
            ...accountPage(BANK, [bankLine('INV-000002', ZENITH, { debit: '300.00', balance: '300.00' })]),
            bankAccount: { id: 'b-zenith', name: 'Zenith', bankName: 'Zenith', accountName: 'Adebayo Foods', accountNumber: '9876543210' },
          })
        : ok(
            accountPage(BANK, [
              bankLine('INV-000001', GTB, { debit: '1000.00', balance: '1000.00' }),
              bankLine('INV-000002', ZENITH, { debit: '300.00', balance: '1300.00' }),
            ]),
          ),
  });

  it('names each line’s bank account, and narrows the page to one bank account when asked', async () => {
    open('/chart-accounts/assets/1010', routes());
    const lineOf = async (reference: string) => (await screen.findByRole('link', { name: reference })).closest('tr')!;
    expect((await lineOf('INV-000001')).querySelector('td.line-wide')!.textContent).toContain('GTBank');
    expect((await lineOf('INV-000002')).querySelector('td.line-wide')!.textContent).toContain('Zenith');

    const filter = await screen.findByRole('combobox', { name: 'Bank account' });
    fireEvent.click(filter);
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Zenith', hidden: true })));
    expect(await screen.findByText('Zenith · 9876543210: its entries and balances alone')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'INV-000001' })).toBeNull();
    // One bank's page need not repeat the bank on each line.
    expect((await lineOf('INV-000002')).querySelector('td.line-wide')!.textContent).not.toContain('Zenith');
  });

  it('names the bank account its page is narrowed to as the API does: one of two at GTBank by its last four digits', async () => {
    const SAVINGS = { id: 'b-savings', name: 'GTBank 5678' };
    open('/chart-accounts/assets/1010?bank=b-savings', {
      ...routes(),
      'GET /api/v1/accounting/assets/1010': () =>
        ok({
          ...accountPage(BANK, [bankLine('INV-000003', SAVINGS, { debit: '500.00', balance: '500.00' })]),
          bankAccount: { id: 'b-savings', name: 'GTBank 5678', bankName: 'GTBank', accountName: 'Adebayo Foods savings', accountNumber: '0999995678' },
        }),
    });
    expect(await screen.findByText('GTBank 5678 · 0999995678: its entries and balances alone')).toBeTruthy();
  });
});

describe('Debtors & Creditors (/p_n_r)', () => {
  it('says "1 day overdue", shows no overdue badge for nothing overdue, and labels each document for the phone', async () => {
    open('/p_n_r', {
      'GET /api/v1/payables-and-receivables/stats': () =>
        ok({ receivables: { total: '1500.00', overdue: '1000.00' }, payables: { total: '0.00', overdue: '0.00' } }),
      'GET /api/v1/payables-and-receivables/debtors': () =>
        ok({
          data: [
            {
              contactId: 'c-1',
              name: 'Chidi Okeke',
              company: null,
              overdue: '1000.00',
              total: '1000.00',
              documents: [{ reference: 'INV-000008', date: '2026-10-27', dueDate: '2026-11-26', daysOverdue: 1, balance: '1000.00' }],
            },
            {
              contactId: 'c-2',
              name: 'Musa Bello',
              company: null,
              overdue: '0.00',
              total: '500.00',
              documents: [{ reference: 'INV-000009', date: '2026-11-20', dueDate: '2026-12-20', daysOverdue: 0, balance: '500.00' }],
            },
          ],
        }),
    });
    expect(await screen.findByText('Due 26/11/2026, 1 day overdue')).toBeTruthy();
    expect(screen.getAllByText(/overdue$/, { selector: '.mantine-Badge-label' })).toHaveLength(1);
    const row = screen.getByText('INV-000008').closest('tr')!;
    expect(row.querySelector('td[data-label="Owed"]')!.textContent).toBe('₦1,000.00');
  });
});

describe('Debtors & Creditors with no one owing (/p_n_r)', () => {
  const nobody = {
    'GET /api/v1/payables-and-receivables/stats': () => ok({ receivables: { total: '0.00', overdue: '0.00' }, payables: { total: '0.00', overdue: '0.00' } }),
    'GET /api/v1/payables-and-receivables/debtors': () => ok({ data: [] }),
    'GET /api/v1/payables-and-receivables/creditors': () => ok({ data: [] }),
  };

  it('says what puts a debtor or a creditor here, and offers to record it', async () => {
    open('/p_n_r', nobody);
    expect(await screen.findByText(/A sale on credit, paid in part or not at all, shows here until it is paid\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a sale' }).getAttribute('href')).toBe('/transactions/create-sales');

    fireEvent.click(screen.getByRole('tab', { name: 'Creditors' }));
    expect(await screen.findByText(/A purchase or an expense on credit shows here until it is paid\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a purchase' }).getAttribute('href')).toBe('/transactions/create-purchase');
    expect(screen.getByRole('link', { name: 'Record an expense' }).getAttribute('href')).toBe('/transactions/create-expense');
  });

  it('offers nothing to a member who reads debtors (10) but records nothing', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'member', rolePermissions: [10], businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      ...nobody,
    });
    renderApp('/p_n_r');
    expect(await screen.findByText(/No customer owes the business anything\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Record a sale' })).toBeNull();
  });
});

describe('An account’s page of the chart with no entries', () => {
  const nothing = (account: Record<string, unknown>) => ({
    ...accountPage(account, []),
    totalDebit: '0.00',
    totalCredit: '0.00',
    closingBalance: '0.00',
  });
  const cash = { code: '1000', name: 'Cash on hand', type: 'asset', normalBalance: 'debit', accounts: [{ code: '1000', name: 'Cash on hand' }] };

  it('says nothing is recorded on it yet, and offers the owner what records on cash: a sale, money in, opening balances', async () => {
    open('/chart-accounts/assets/cash', { 'GET /api/v1/accounting/assets/cash': () => ok(nothing(cash)) });
    expect(await screen.findByText(/^Nothing is recorded on this account yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a sale' }).getAttribute('href')).toBe('/transactions/create-sales');
    expect(screen.getByRole('link', { name: 'Record money in' }).getAttribute('href')).toBe('/transactions/create-money-in?type=inflows&direct=true');
    expect(screen.getByRole('link', { name: 'Enter opening balances' }).getAttribute('href')).toBe('/accounting/opening-balance');
  });

  it('says when the dates hold no entries, and offers drawings on the drawings page (also reached by its code)', async () => {
    const drawings = { code: '3100', name: 'Drawings', type: 'equity', normalBalance: 'debit', accounts: [{ code: '3100', name: 'Drawings' }] };
    open('/chart-accounts/equity/3100?startDate=2026-11-01&endDate=2026-11-30', { 'GET /api/v1/accounting/equity/3100': () => ok(nothing(drawings)) });
    expect(await screen.findByText(/^No entries on this account between these dates\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record money out' }).getAttribute('href')).toBe(
      '/transactions/create-money-out?type=outflows&subtype=drawings&direct=true',
    );
    expect(screen.queryByRole('link', { name: 'Record a sale' })).toBeNull();
  });

  it('offers an expense on the expense accounts, and nothing to a member who only reads the books', async () => {
    const expenses = { code: null, name: 'Expenses', type: 'expense', normalBalance: 'debit', accounts: [] };
    const owner = open('/chart-accounts/expenses/all', { 'GET /api/v1/accounting/expenses/type': () => ok(nothing(expenses)) });
    expect((await screen.findByRole('link', { name: 'Record an expense' })).getAttribute('href')).toBe('/transactions/create-expense');
    owner.unmount();

    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'member', rolePermissions: [15], businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/accounting/assets/cash': () => ok(nothing(cash)),
    });
    renderApp('/chart-accounts/assets/cash');
    expect(await screen.findByText(/^Nothing is recorded on this account yet\./)).toBeTruthy();
    for (const name of ['Record a sale', 'Record money in', 'Enter opening balances']) expect(screen.queryByRole('link', { name })).toBeNull();
  });
});

describe('Profit & Loss custom dates (/reports/profit-and-loss?period=custom)', () => {
  it('refuses a period that ends before it starts by the field, and asks the server nothing', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    });
    renderApp('/reports/profit-and-loss?period=custom');
    const from = await screen.findByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await act(async () => fireEvent.change(from, { target: { value: '30/11/2026' } }));
    await act(async () => fireEvent.blur(from));
    await act(async () => fireEvent.change(to, { target: { value: '01/11/2026' } }));
    await act(async () => fireEvent.blur(to));
    expect(await screen.findByText('Must not be before From')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    expect(stub.requests.filter((request) => request.path.includes('/reports/profit-and-loss'))).toHaveLength(0);
  });
});

describe('Profit & Loss of a new business (/reports/profit-and-loss)', () => {
  it('says there is nothing to report and draws no chart of two empty periods', async () => {
    open('/reports/profit-and-loss', { 'GET /api/v1/reports/profit-and-loss/this-month': () => ok(EMPTY_PROFIT_AND_LOSS) });
    expect(await screen.findByText('Nothing to report yet')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Profit and loss' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a sale' }).getAttribute('href')).toBe('/transactions/create-sales');
    expect(screen.getByRole('link', { name: 'Record an expense' }).getAttribute('href')).toBe('/transactions/create-expense');
    expect(screen.queryByText('The periods side by side')).toBeNull();
  });
});

describe('Balance sheet of a new business (/reports/balance-sheet)', () => {
  it('says there is nothing yet and offers to enter opening balances or record a sale', async () => {
    const zero = (key: string, label: string) => ({ key, label, amounts: ['0.00'] });
    const section = (key: string, label: string) => ({ key, label, lines: [], total: zero(`${key}Total`, label) });
    const common = {
      businessName: 'Adebayo Foods',
      knownAt: null,
      columns: [{ date: '2026-11-27', profitFrom: '2026-01-01' }],
      balanced: [true],
      totals: { totalAssets: ['0.00'], liabilities: ['0.00'], equity: ['0.00'] },
    };
    open('/reports/balance-sheet', {
      'GET /api/v1/reports/balance-sheet/current-assets': () =>
        ok({ ...common, currentAssets: section('currentAssets', 'Current assets'), totalAssets: zero('totalAssets', 'Total assets') }),
      'GET /api/v1/reports/balance-sheet/liabilities': () => ok({ ...common, liabilities: section('liabilities', 'Liabilities') }),
      'GET /api/v1/reports/balance-sheet/equity': () =>
        ok({ ...common, equity: section('equity', 'Equity'), totalLiabilitiesAndEquity: zero('totalLiabilitiesAndEquity', 'Total liabilities and equity') }),
    });
    expect(await screen.findByText('Nothing to report yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter opening balances' }).getAttribute('href')).toBe('/accounting/opening-balance');
    expect(screen.getByRole('link', { name: 'Record a sale' })).toBeTruthy();
    // Nothing to balance, so no badge saying it balances.
    expect(screen.queryByText(/^Balanced/)).toBeNull();
  });
});

/** What the server answers for a business with nothing recorded (its extra figures left out). */
const EMPTY_PROFIT_AND_LOSS = {
  businessId: 'bb765fef-a400-4947-96b5-3c2a00c9fae5',
  businessName: 'Empty Pro Shop',
  currency: 'NGN',
  knownAt: null,
  source: 'aggregates',
  periods: [
    { startDate: '2026-11-01', endDate: '2026-11-30' },
    { startDate: '2026-10-01', endDate: '2026-10-31' },
  ],
  revenue: { key: 'revenue', label: 'Revenue', lines: [], total: { key: 'revenueTotal', label: 'Net revenue', amounts: ['0.00', '0.00'] } },
  costOfSales: {
    key: 'costOfSales',
    label: 'Cost of sales',
    lines: [
      {
        key: 'goodsCost',
        label: 'Cost of goods sold',
        amounts: ['0.00', '0.00'],
        lines: [
          { key: 'openingInventory', label: 'Opening inventory', amounts: ['0.00', '0.00'] },
          { key: 'purchases', label: 'Purchases and stock brought in', amounts: ['0.00', '0.00'] },
          { key: 'closingInventory', label: 'Less closing inventory', amounts: ['0.00', '0.00'] },
          { key: 'stockAdjustments', label: 'Less stock written off or found (inventory adjustments)', amounts: ['0.00', '0.00'] },
        ],
      },
      { key: 'directCosts', label: 'Costs of sales expensed directly', amounts: ['0.00', '0.00'] },
    ],
    total: { key: 'costOfSalesTotal', label: 'Cost of sales', amounts: ['0.00', '0.00'] },
  },
  grossProfit: { key: 'grossProfit', label: 'Gross profit', amounts: ['0.00', '0.00'] },
  operatingExpenses: {
    key: 'operatingExpenses',
    label: 'Operating expenses',
    lines: [],
    total: { key: 'operatingExpensesTotal', label: 'Total operating expenses', amounts: ['0.00', '0.00'] },
  },
  otherIncome: {
    key: 'otherIncome',
    label: 'Other income',
    lines: [],
    total: { key: 'otherIncomeTotal', label: 'Total other income', amounts: ['0.00', '0.00'] },
  },
  operatingProfit: { key: 'operatingProfit', label: 'Operating profit', amounts: ['0.00', '0.00'] },
  finance: {
    key: 'finance',
    label: 'Finance income and costs',
    lines: [],
    total: { key: 'financeTotal', label: 'Net finance income', amounts: ['0.00', '0.00'] },
  },
  netProfit: { key: 'netProfit', label: 'Net profit', amounts: ['0.00', '0.00'] },
  vatOnSales: { key: 'vatOnSales', label: 'VAT charged on sales (memo)', amounts: ['0.00', '0.00'] },
};
