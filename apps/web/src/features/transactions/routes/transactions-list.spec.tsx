// The transactions list's staff filter: its options come from GET /accounts/members/search, which
// everyone who may read the list may call (a member too, who gets names without e-mail addresses),
// and choosing one filters the list by that member.

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch, type StubResponse, type StubHandler } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { CurrentUserProvider } from '../../../lib/current-user.js';
import { onADesktop, onAPhone } from '../../../testing/phone.js';
import { TransactionsRoute } from './transactions-list.js';
import { quietChartSizeWarnings } from '../../../testing/chart-warnings.js';

const LIST = 'GET /api/v1/transactions';
const MEMBERS = 'GET /api/v1/accounts/members/search';
const TEAM = 'GET /api/v1/accounts/teams';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

const PAGE_ROUTES: Record<string, StubHandler> = {
  [LIST]: () => ok({ data: [], page: 1, limit: 25, total: 0, totalPages: 0 }),
  'GET /api/v1/transactions/summary': () =>
    ok({
      currency: 'NGN',
      from: '2026-11-01',
      to: '2026-11-30',
      sales: '0.00',
      purchases: '0.00',
      expenses: '0.00',
      inflows: '0.00',
      outflows: '0.00',
      transfers: '0.00',
      others: '0.00',
      count: 0,
    }),
  'POST /api/v1/transaction/graphdata': () => ok([]),
  'GET /api/v1/accounts/balancedetails': () => ok({ currency: 'NGN', total: '0.00', accounts: [] }),
};

/** What a member (no e-mail addresses) is answered. */
const MEMBERS_AS_SEEN_BY_A_MEMBER = [
  { userId: 'u-amaka', firstName: 'Amaka', lastName: 'Eze', name: 'Amaka Eze', role: 'member' },
  { userId: 'u-bola', firstName: 'Bola', lastName: 'Bakare', name: 'Bola Bakare', role: 'member' },
  { userId: 'u-zainab', firstName: 'Zainab', lastName: 'Okafor', name: 'Zainab Okafor', role: 'owner' },
];

function renderList(path = '/transactions') {
  return renderWithProviders(
    <CurrentUserProvider user={userData()}>
      <MemoryRouter initialEntries={[path]}>
        <TransactionsRoute />
      </MemoryRouter>
    </CurrentUserProvider>,
  );
}

const staffFilter = () => screen.queryByRole('combobox', { name: 'Staff' });

quietChartSizeWarnings();

describe('the transactions list’s staff filter', () => {
  it('is filled for a member from the members search (not the team list), and filters the list by the one chosen', async () => {
    const stub = stubFetch({
      ...PAGE_ROUTES,
      [MEMBERS]: () => ok(MEMBERS_AS_SEEN_BY_A_MEMBER),
      // A member may not read the team list.
      [TEAM]: () => ({ status: 403, body: { success: false, code: 'PERMISSION_DENIED', message: 'You do not have permission to perform this action' } }),
    });
    renderList();

    await waitFor(() => expect(staffFilter()).not.toBeNull());
    expect(stub.requestsTo(MEMBERS)).toHaveLength(1);
    expect(stub.requestsTo(MEMBERS)[0]!.query).toEqual({ limit: '50' });
    expect(stub.requestsTo(TEAM)).toHaveLength(0);

    fireEvent.click(staffFilter()!);
    for (const name of ['Amaka Eze', 'Bola Bakare', 'Zainab Okafor']) expect(await screen.findByRole('option', { name, hidden: true })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Bola Bakare', hidden: true })));
    await waitFor(() => expect(stub.requestsTo(LIST).at(-1)!.query.filterByStaff).toBe('u-bola'));
  });

  it('labels a member without a name by the e-mail address the owner is answered', async () => {
    stubFetch({
      ...PAGE_ROUTES,
      [MEMBERS]: () =>
        ok([
          { userId: 'u-nameless', firstName: '', lastName: '', name: '', role: 'member', email: 'till@example.com' },
          { userId: 'u-zainab', firstName: 'Zainab', lastName: 'Okafor', name: 'Zainab Okafor', role: 'owner', email: 'zainab@example.com' },
        ]),
    });
    renderList();
    await waitFor(() => expect(staffFilter()).not.toBeNull());
    fireEvent.click(staffFilter()!);
    expect(await screen.findByRole('option', { name: 'till@example.com', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Zainab Okafor', hidden: true })).toBeTruthy();
  });

  it('is not shown when the business has one member, or the search is refused', async () => {
    const stub = stubFetch({ ...PAGE_ROUTES, [MEMBERS]: () => ok([MEMBERS_AS_SEEN_BY_A_MEMBER[2]]) });
    const { unmount } = renderList();
    await waitFor(() => expect(stub.requestsTo(MEMBERS)).toHaveLength(1));
    await waitFor(() => expect(stub.requestsTo(LIST).length).toBeGreaterThan(0));
    expect(staffFilter()).toBeNull();
    unmount();

    const refused = stubFetch({
      ...PAGE_ROUTES,
      [MEMBERS]: () => ({ status: 403, body: { success: false, code: 'PERMISSION_DENIED', message: 'You do not have permission to perform this action' } }),
    });
    renderList();
    await waitFor(() => expect(refused.requestsTo(MEMBERS)).toHaveLength(1));
    expect(staffFilter()).toBeNull();
  });
});

const row = (reference: string, amount: string, paid: string, balanceDue: string, status: 'posted' | 'voided' = 'posted') => ({
  id: reference,
  reference,
  type: 'sales',
  subtype: null,
  date: '2026-11-25',
  amount,
  paid,
  balanceDue,
  status,
  account: 'Cash',
  accountName: 'Cash',
  toAccount: null,
  toAccountName: null,
  currency: 'NGN',
  description: 'Rice 50kg',
  dueDate: null,
  entity: { id: 'c-1', name: 'Musa Ibrahim' },
  eventType: 'SaleRecorded',
  items: null,
  position: '1',
  recordedAt: '2026-11-25T10:00:00.000Z',
  recordedBy: null,
});

const SALES = [
  row('INV-000001', '331800.00', '0.00', '331800.00'),
  row('INV-000002', '1000.00', '400.00', '600.00'),
  row('INV-000003', '500.00', '500.00', '0.00'),
  row('INV-000004', '700.00', '0.00', '700.00', 'voided'),
];

describe('the transactions list’s rows', () => {
  const listWith = () => stubFetch({ ...PAGE_ROUTES, [MEMBERS]: () => ok([]), [LIST]: () => ok({ data: SALES, page: 1, limit: 25, total: 4, totalPages: 1 }) });
  const statusOf = (reference: string) => screen.getByRole('link', { name: reference }).closest('tr')!.lastElementChild!.textContent;

  it('call a sale with nothing paid unpaid, not part paid', async () => {
    listWith();
    renderList();
    await screen.findByRole('link', { name: 'INV-000001' });
    expect(statusOf('INV-000001')).toBe('Unpaid');
    expect(statusOf('INV-000002')).toBe('Part paid');
    expect(statusOf('INV-000003')).toBe('Paid');
    expect(statusOf('INV-000004')).toBe('Void');
  });

  it('say what period the totals cover: all time without dates (the chart shows 30 days), else the filter’s dates', async () => {
    listWith();
    const { unmount } = renderList();
    await waitFor(() => expect(screen.getByTestId('summary-period').textContent).toBe('Totals for all time · 0 transactions'));
    unmount();
    listWith();
    renderList('/transactions?startDate=2026-11-01&endDate=2026-11-30');
    await waitFor(() => expect(screen.getByTestId('summary-period').textContent).toMatch(/^Totals from 01\/11\/2026 to 30\/11\/2026/));
  });

  it('say an end date before the start date beside the dates, and ask the API nothing it would refuse', async () => {
    const stub = listWith();
    renderList('/transactions?startDate=2026-11-20&endDate=2026-11-10');
    expect(await screen.findByText('The end date is before the start date')).toBeTruthy();
    expect(screen.getByText('On or after the start date')).toBeTruthy();
    expect(screen.queryByText('Could not load this list')).toBeNull();
    expect(stub.requestsTo(LIST)).toHaveLength(0);
    expect(stub.requestsTo('GET /api/v1/transactions/summary')).toHaveLength(0);
  });

  it('total transfers on their own when filtered to them, not five cards at 0.00', async () => {
    stubFetch({
      ...PAGE_ROUTES,
      [MEMBERS]: () => ok([]),
      'GET /api/v1/transactions/summary': () =>
        ok({
          currency: 'NGN',
          from: null,
          to: null,
          sales: '0.00',
          purchases: '0.00',
          expenses: '0.00',
          inflows: '0.00',
          outflows: '0.00',
          transfers: '6525743.00',
          others: '0.00',
          count: 23,
        }),
    });
    renderList('/transactions?type=transfer');
    expect(await screen.findByText('₦6,525,743.00')).toBeTruthy();
    expect(screen.getByText('Transfers', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('Money out', { selector: 'p' })).toBeNull();
  });

  describe('on a phone', () => {
    beforeEach(onAPhone);
    afterEach(onADesktop);

    it('show each transaction as one compact card: reference and amount, date and type, what is owed, details', async () => {
      listWith();
      renderList();
      const card = (await screen.findByRole('link', { name: 'INV-000001' })).closest('tr')!;
      // One cell: no labelled column per value.
      expect(card.querySelectorAll('td')).toHaveLength(1);
      expect(card.querySelector('[data-label]')).toBeNull();
      expect(card.textContent).toContain('₦331,800.00');
      expect(card.textContent).toContain('25/11/2026');
      expect(card.textContent).toContain('₦331,800.00 owed');
      expect(card.textContent).toContain('Rice 50kg · Musa Ibrahim');
      expect(screen.getByRole('link', { name: 'INV-000003' }).closest('tr')!.textContent).toContain('Paid');
    });
  });
});

describe('the transactions list’s kinds', () => {
  it('names a product’s opening stock "Opening stock", not "Money in", and an expense’s category as a word', async () => {
    const row = (overrides: Record<string, unknown>) => ({
      id: String(overrides.reference),
      status: 'posted',
      date: '2026-11-27',
      currency: 'NGN',
      paid: overrides.amount,
      balanceDue: '0.00',
      dueDate: null,
      account: '',
      accountName: '',
      toAccount: null,
      toAccountName: null,
      description: null,
      entity: null,
      items: null,
      recordedBy: 'u1',
      position: '1',
      recordedAt: '2026-11-27T01:00:00Z',
      ...overrides,
    });
    stubFetch({
      ...PAGE_ROUTES,
      [LIST]: () =>
        ok({
          data: [
            row({
              reference: 'N7YKBE',
              type: 'inflows',
              subtype: 'stock_introduced',
              eventType: 'StockIntroduced',
              amount: '60000.00',
              description: 'Opening stock of Peak Milk 400g',
            }),
            row({ reference: 'LOAN01', type: 'inflows', subtype: 'loan', eventType: 'MoneyReceived', amount: '5000.00' }),
            row({ reference: 'RENT01', type: 'expenses', subtype: 'rent', eventType: 'ExpenseRecorded', amount: '20000.00' }),
          ],
          page: 1,
          limit: 25,
          total: 3,
          totalPages: 1,
        }),
      [MEMBERS]: () => ok([]),
    });
    renderList();
    const stockRow = (await screen.findByText('N7YKBE')).closest('tr')!;
    expect(stockRow.textContent).toContain('Opening stock');
    expect(stockRow.textContent).not.toContain('Money in');
    expect(screen.getByText('LOAN01').closest('tr')!.textContent).toContain('Money in');
    // An expense without a description says its category as a word: 'Rent', not the key 'rent'.
    expect(screen.getByText('RENT01').closest('tr')!.textContent).toContain('Rent');
    expect(screen.getByText('RENT01').closest('tr')!.textContent).not.toContain('rent');
  });
});

describe('the transactions list’s transfers', () => {
  // Each end as the API answers it: its id ("Cash" or a bank account's) and its name.
  const CASH = ['Cash', 'Cash'] as const;
  const GTB = ['b-gtb', 'GTBank'] as const;
  const ZENITH = ['b-zenith', 'Zenith'] as const;
  const transfer = (
    reference: string,
    [account, accountName]: readonly [string, string],
    [toAccount, toAccountName]: readonly [string, string],
    description: string | null = null,
  ) => ({
    ...row(reference, '50000.00', '50000.00', '0.00'),
    type: 'transfer',
    eventType: 'FundsTransferred',
    entity: null,
    account,
    accountName,
    toAccount,
    toAccountName,
    description,
  });
  const listTransfers = (rows = [transfer('TRF001', CASH, GTB, 'Banking the takings'), transfer('TRF002', GTB, ZENITH)]) =>
    stubFetch({
      ...PAGE_ROUTES,
      [MEMBERS]: () => ok([]),
      'GET /api/v1/accounts/balancedetails': () =>
        ok({
          currency: 'NGN',
          total: '0.00',
          accounts: [
            { id: 'cash', code: '1000', name: 'Cash on hand', balance: '0.00' },
            { id: 'b-gtb', code: '1010', name: 'GTBank', balance: '0.00' },
            { id: 'b-zenith', code: '1010', name: 'Zenith', balance: '0.00' },
          ],
        }),
      [LIST]: () =>
        ok({
          data: rows,
          page: 1,
          limit: 25,
          total: rows.length,
          totalPages: 1,
        }),
    });

  it('say which account the money left and which it went to, by name', async () => {
    listTransfers();
    renderList('/transactions?type=transfer');
    await waitFor(() => expect(screen.getByText('TRF001').closest('tr')!.textContent).toContain('Cash → GTBank · Banking the takings'));
    expect(screen.getByText('TRF002').closest('tr')!.textContent).toContain('GTBank → Zenith');
  });

  it('name each end as the API does: one of two accounts at a bank by its last digits, a removed bank account by its name', async () => {
    // Neither 'b-gtb-2' nor the removed 'b-access' is among the payment accounts the pickers offer.
    listTransfers([transfer('TRF003', GTB, ['b-gtb-2', 'GTBank 5678']), transfer('TRF004', ['b-access', 'Access'], CASH, 'Closing the old account')]);
    renderList('/transactions?type=transfer');
    await waitFor(() => expect(screen.getByText('TRF003').closest('tr')!.textContent).toContain('GTBank → GTBank 5678'));
    const closing = screen.getByText('TRF004').closest('tr')!;
    const headers = [...closing.closest('table')!.querySelectorAll('thead th')].map((header) => header.textContent);
    const cell = (header: string) => closing.querySelectorAll('td')[headers.indexOf(header)]!.textContent;
    expect(cell('Details')).toBe('Access → Cash · Closing the old account');
    expect(cell('Paid with')).toBe('Access');
  });

  it('show no payment status: a transfer is never paid or owed', async () => {
    listTransfers();
    renderList('/transactions?type=transfer');
    await waitFor(() => expect(screen.getByText('TRF001').closest('tr')!.textContent).toContain('Cash → GTBank'));
    expect(screen.getByText('TRF001').closest('tr')!.textContent).not.toContain('Paid');
  });

  describe('on a phone', () => {
    beforeEach(onAPhone);
    afterEach(onADesktop);

    it('say both accounts in the card', async () => {
      listTransfers();
      renderList('/transactions?type=transfer');
      await waitFor(() => expect(screen.getByText('TRF002').closest('tr')!.textContent).toContain('GTBank → Zenith'));
      expect(screen.getByText('TRF002').closest('tr')!.textContent).not.toContain('Paid');
    });
  });
});

describe('the transactions list’s address', () => {
  it('reads an empty ?type= as no filter: the Type filter shows All types with nothing to clear', async () => {
    stubFetch({ ...PAGE_ROUTES, [MEMBERS]: () => ok([]) });
    renderList('/transactions?type=');
    const type = await screen.findByRole('combobox', { name: 'Type' });
    expect((type as HTMLInputElement).value).toBe('');
    expect(type.closest('.mantine-InputWrapper-root')!.querySelector('.mantine-InputClearButton-root')).toBeNull();
  });
});

describe('the empty transactions list', () => {
  const renderAs = (user: Parameters<typeof userData>[0]) => {
    stubFetch({ ...PAGE_ROUTES, [MEMBERS]: () => ok([]) });
    return renderWithProviders(
      <CurrentUserProvider user={userData(user)}>
        <MemoryRouter initialEntries={['/transactions']}>
          <TransactionsRoute />
        </MemoryRouter>
      </CurrentUserProvider>,
    );
  };

  it('offers the owner a first sale', async () => {
    renderAs({});
    await screen.findByText('No transactions yet');
    expect(screen.getByRole('link', { name: 'Record a sale' }).getAttribute('href')).toBe('/transactions/create-sales');
  });

  it('offers a member what their codes record: an expense to one who may record expenses only (code 24)', async () => {
    renderAs({ role: 'member', rolePermissions: [24] });
    await screen.findByText('No transactions yet');
    expect(screen.queryByRole('link', { name: 'Record a sale' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Record an expense' })).toBeTruthy();
  });

  it('offers a member who may record nothing no button, and says whose records show here', async () => {
    renderAs({ role: 'member', rolePermissions: [19] });
    await screen.findByText('No transactions yet');
    expect(screen.queryByRole('link', { name: /^Record/ })).toBeNull();
    expect(screen.getByText('Sales, purchases and expenses your team records show here.')).toBeTruthy();
  });
});
