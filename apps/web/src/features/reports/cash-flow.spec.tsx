// The cash flow statement (/reports/cash-flow) in the real app (router, guard, shell) against a
// stubbed fetch: the period it asks for, its loading, error and empty states, the statement's
// figures (zero lines left out, totals, the opening balances entered), the period picker, and the
// Micro plan's lock.

import { resolveNamedPeriod } from '@ledgerline/ledger';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { monthStartIsoDate, todayIsoDate } from '../../lib/date.js';
import { deferred, stubFetch, type StubHandler, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';
import { quietChartSizeWarnings } from '../../testing/chart-warnings.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const CASH_FLOW = 'GET /api/v1/reports/cash-flow';

type UserOverrides = Parameters<typeof signedIn>[0];

function open(path: string, answer: StubHandler, user: UserOverrides = { role: 'owner', businessPlan: 'Store Plan' }) {
  const stub = stubFetch({
    [CURRENT_USER]: () => signedIn(user),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    [CASH_FLOW]: answer,
  });
  return { stub, ...renderApp(path) };
}

quietChartSizeWarnings();

const line = (key: string, label: string, amount = '0.00') => ({ key, label, amount });

/** What the API answers: every line, zero ones included; the figures below add up. */
function cashFlow(overrides: Record<string, unknown> = {}) {
  return {
    businessId: 'b-1',
    businessName: 'Adebayo Foods',
    currency: 'NGN',
    startDate: '2026-11-01',
    endDate: '2026-11-27',
    openingCash: '50000.00',
    openingBalancesEntered: '20000.00',
    sections: [
      {
        key: 'operating',
        label: 'Operating activities',
        total: '12500.00',
        lines: [
          line('customers', 'Received from customers', '30000.00'),
          line('suppliersAndExpenses', 'Paid to suppliers and for expenses', '-17500.00'),
          line('otherIncome', 'Other income received'),
          line('interestReceived', 'Interest received'),
          line('interestPaid', 'Interest paid'),
          line('vat', 'VAT settled'),
        ],
      },
      {
        key: 'investing',
        label: 'Investing activities',
        total: '-40000.00',
        lines: [line('assetsBought', 'Fixed assets bought', '-40000.00'), line('assetsSold', 'Fixed assets sold')],
      },
      {
        key: 'financing',
        label: 'Financing activities',
        total: '95000.00',
        lines: [
          line('contributions', 'Owner’s contributions', '100000.00'),
          line('drawings', 'Drawings', '-5000.00'),
          line('loansReceived', 'Loans received'),
          line('loansRepaid', 'Loans repaid'),
        ],
      },
    ],
    netChange: '67500.00',
    closingCash: '117500.00',
    interval: 'day',
    intervals: [
      { start: '2026-11-01', end: '2026-11-01', operating: '30000.00', investing: '0.00', financing: '100000.00', net: '130000.00', closingCash: '180000.00' },
      {
        start: '2026-11-02',
        end: '2026-11-02',
        operating: '-17500.00',
        investing: '-40000.00',
        financing: '-5000.00',
        net: '-62500.00',
        closingCash: '117500.00',
      },
    ],
    accounts: [
      { code: '1000', subAccount: '', name: 'Cash on hand', opening: '50000.00', closing: '12500.00', change: '-37500.00' },
      { code: '1010', subAccount: 'bank-1', name: 'GTBank', opening: '0.00', closing: '105000.00', change: '105000.00' },
    ],
    ...overrides,
  };
}

const nothing = () =>
  cashFlow({
    openingCash: '0.00',
    openingBalancesEntered: '0.00',
    sections: cashFlow().sections.map((section) => ({
      ...section,
      total: '0.00',
      lines: section.lines.map((item) => ({ ...item, amount: '0.00' })),
    })),
    netChange: '0.00',
    closingCash: '0.00',
    intervals: [{ start: '2026-11-01', end: '2026-11-01', operating: '0.00', investing: '0.00', financing: '0.00', net: '0.00', closingCash: '0.00' }],
    accounts: [{ code: '1000', subAccount: '', name: 'Cash on hand', opening: '0.00', closing: '0.00', change: '0.00' }],
  });

const statement = () => within(screen.getByRole('table', { name: 'Cash flow statement' }));
/** The amount on a statement row, by its key (a line's, `<section>Total`, netChange, openingCash, closingCash). */
const row = (key: string) => document.querySelector(`tr[data-key="${key}"] td[data-column="0"]`)?.textContent;

describe('Cash flow statement (/reports/cash-flow)', () => {
  it('asks for this month to today, shows a skeleton, then the figures, the statement without its zero lines, and the cash accounts', async () => {
    const answer = deferred<StubResponse>();
    const { stub } = open('/reports/cash-flow', () => answer.promise);
    await screen.findByRole('heading', { name: 'Cash Flow Statement', level: 2 });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(stub.requestsTo(CASH_FLOW)[0]!.query).toEqual({ startDate: monthStartIsoDate(), endDate: todayIsoDate() });
    answer.resolve(ok(cashFlow()));

    expect((await screen.findByTestId('cash-flow-opening')).textContent).toBe('₦50,000.00');
    expect(screen.getByText('Includes opening balances entered: ₦20,000.00')).toBeTruthy();
    expect(screen.getByTestId('cash-flow-in').textContent).toBe('₦130,000.00');
    expect(screen.getByTestId('cash-flow-out').textContent).toBe('₦62,500.00');
    expect(screen.getByTestId('cash-flow-closing').textContent).toBe('₦117,500.00');
    expect(screen.getByText('Up ₦67,500.00 over the period')).toBeTruthy();
    expect(screen.getByText('Adebayo Foods · 01/11/2026 – 27/11/2026')).toBeTruthy();
    expect(document.title).toBe('Cash Flow Statement | Ledgerline');

    // Each section with the lines that moved, money out in brackets, and its total.
    expect(statement().getByRole('columnheader', { name: '01/11/2026 – 27/11/2026' })).toBeTruthy();
    expect(row('customers')).toBe('₦30,000.00');
    expect(row('suppliersAndExpenses')).toBe('(₦17,500.00)');
    expect(row('operatingTotal')).toBe('₦12,500.00');
    expect(statement().getByText('Net cash from operating activities')).toBeTruthy();
    expect(row('assetsBought')).toBe('(₦40,000.00)');
    expect(row('investingTotal')).toBe('(₦40,000.00)');
    expect(row('contributions')).toBe('₦100,000.00');
    expect(row('drawings')).toBe('(₦5,000.00)');
    expect(row('financingTotal')).toBe('₦95,000.00');
    for (const label of ['Other income received', 'Interest received', 'Interest paid', 'VAT settled', 'Fixed assets sold', 'Loans received', 'Loans repaid'])
      expect(statement().queryByText(label)).toBeNull();
    expect(statement().queryByText('No movements')).toBeNull();
    expect(row('netChange')).toBe('₦67,500.00');
    expect(row('openingCash')).toBe('₦50,000.00');
    expect(row('closingCash')).toBe('₦117,500.00');
    expect(screen.getByTestId('cash-flow-opening-note').textContent).toBe('Cash at start includes opening balances entered: ₦20,000.00.');
    expect(screen.getByText('Cash in and out by day')).toBeTruthy();

    const accounts = within(screen.getByRole('table', { name: 'Cash accounts' }));
    const bank = accounts.getByRole('link', { name: 'GTBank' });
    expect(bank.getAttribute('href')).toBe('/chart-accounts/assets/1010?bank=bank-1');
    const cash = accounts.getByRole('link', { name: 'Cash on hand' }).closest('tr')!;
    expect(cash.querySelector('td[data-label="At start"]')!.textContent).toBe('₦50,000.00');
    expect(cash.querySelector('td[data-label="At end"]')!.textContent).toBe('₦12,500.00');
    expect(cash.querySelector('td[data-label="Change"]')!.textContent).toBe('(₦37,500.00)');
    // The accounts start the day before the period: the opening balances entered in it are in their change.
    expect(screen.getByTestId('cash-accounts-note').textContent).toBe(
      'At start is before the opening balances entered in the period (₦20,000.00); the change includes them.',
    );
  });

  it('says "No movements" under a section where nothing moved, and no opening balances note when none were entered', async () => {
    const data = cashFlow();
    const financing = { ...data.sections[2]!, total: '0.00', lines: data.sections[2]!.lines.map((item) => ({ ...item, amount: '0.00' })) };
    open('/reports/cash-flow', () => ok({ ...data, openingBalancesEntered: '0.00', sections: [data.sections[0], data.sections[1], financing] }));
    await screen.findByRole('table', { name: 'Cash flow statement' });
    expect(statement().getAllByText('No movements')).toHaveLength(1);
    expect(row('financingTotal')).toBe('₦0.00');
    expect(screen.queryByTestId('cash-flow-opening-note')).toBeNull();
    expect(screen.queryByText(/Includes opening balances entered/)).toBeNull();
    expect(screen.queryByTestId('cash-accounts-note')).toBeNull();
  });

  it('shows a drop in cash and an overdrawn account in brackets', async () => {
    open('/reports/cash-flow', () => ok(cashFlow({ netChange: '-2500.00', closingCash: '-1000.00' })));
    expect((await screen.findByTestId('cash-flow-closing')).textContent).toBe('(₦1,000.00)');
    expect(screen.getByText('Down ₦2,500.00 over the period')).toBeTruthy();
    expect(row('netChange')).toBe('(₦2,500.00)');
  });

  it('shows the server’s message with Try again when the report fails, and the report once it answers', async () => {
    let calls = 0;
    open('/reports/cash-flow', () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'The reports are resting' } } : ok(cashFlow());
    });
    expect(await screen.findByText('Could not load this report')).toBeTruthy();
    expect(screen.getByText('The reports are resting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('cash-flow-closing')).textContent).toBe('₦117,500.00');
  });

  it('leads a business with no cash and nothing moved to its first steps, without a statement of zeros', async () => {
    open('/reports/cash-flow', () => ok(nothing()));
    expect(await screen.findByText('Nothing to report yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Record a sale' }).getAttribute('href')).toBe('/transactions/create-sales');
    expect(screen.getByRole('link', { name: 'Record money in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter opening balances' }).getAttribute('href')).toBe('/accounting/opening-balance');
    expect(screen.queryByRole('table', { name: 'Cash flow statement' })).toBeNull();
  });

  it('shows cash held with nothing moved: the statement, and a sentence instead of an empty chart', async () => {
    open('/reports/cash-flow', () => ok({ ...nothing(), openingCash: '8000.00', closingCash: '8000.00' }));
    expect((await screen.findByTestId('cash-flow-closing')).textContent).toBe('₦8,000.00');
    expect(screen.getByText('No cash came in or went out in this period.')).toBeTruthy();
    expect(statement().getAllByText('No movements')).toHaveLength(3);
    expect(screen.getByText('No change over the period')).toBeTruthy();
  });

  it('asks for the period picked: a named one, or custom dates from the ones shown, applied with Apply', async () => {
    const { stub, router } = open('/reports/cash-flow', () => ok(cashFlow()));
    await screen.findByRole('table', { name: 'Cash flow statement' });

    await act(async () => fireEvent.click(screen.getByRole('combobox', { name: 'Period' })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Last month', hidden: true })));
    const lastMonth = resolveNamedPeriod('last-month', todayIsoDate()).period1;
    await waitFor(() => expect(stub.requestsTo(CASH_FLOW).at(-1)!.query).toEqual(lastMonth));
    expect(router.state.location.search).toBe('?period=last-month');

    await act(async () => fireEvent.click(screen.getByRole('combobox', { name: 'Period' })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Custom dates', hidden: true })));
    // Custom starts from the dates shown (last month's), so the report stays as it was.
    const from = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    const to = screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement;
    expect(from.value.split('/').reverse().join('-')).toBe(lastMonth.startDate);
    await act(async () => fireEvent.change(from, { target: { value: '01/03/2026' } }));
    await act(async () => fireEvent.blur(from));
    await act(async () => fireEvent.change(to, { target: { value: '31/05/2026' } }));
    await act(async () => fireEvent.blur(to));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(stub.requestsTo(CASH_FLOW).at(-1)!.query).toEqual({ startDate: '2026-03-01', endDate: '2026-05-31' }));
    expect(router.state.location.search).toBe('?period=custom&startDate=2026-03-01&endDate=2026-05-31');
    // The PDF is of the period shown.
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/v1/reports/cash-flow/pdf?startDate=2026-03-01&endDate=2026-05-31',
    );
  });

  it('refuses custom dates that end before they start by the field, and asks the server nothing for them', async () => {
    const { stub } = open('/reports/cash-flow?period=custom', () => ok(cashFlow()));
    expect(await screen.findByText('Choose the first and last day of the period, then Apply.')).toBeTruthy();
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await act(async () => fireEvent.change(from, { target: { value: '30/11/2026' } }));
    await act(async () => fireEvent.blur(from));
    await act(async () => fireEvent.change(to, { target: { value: '01/11/2026' } }));
    await act(async () => fireEvent.blur(to));
    expect(await screen.findByText('Must not be before From')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    expect(stub.requestsTo(CASH_FLOW)).toHaveLength(0);
  });

  it('opens to a member with the balance sheet’s code alone, and shows the Upgrade Plan page on the Micro plan, asking nothing', async () => {
    const member = open('/reports/cash-flow', () => ok(cashFlow()), { role: 'member', rolePermissions: [20], businessPlan: 'Store Plan' });
    expect((await screen.findByTestId('cash-flow-closing')).textContent).toBe('₦117,500.00');
    member.unmount();

    const { stub } = open('/reports/cash-flow', () => ok(cashFlow()), { role: 'owner', businessPlan: 'Micro Business Plan' });
    expect(await screen.findByRole('heading', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(stub.requestsTo(CASH_FLOW)).toHaveLength(0);
  });
});
