// The bank reconciliation (/bank-reconciliation) in the real app against a stubbed fetch: the account
// and period it asks for, its loading, error and empty states, the figures and the Reconciled badge,
// a suggestion's Match, matching by hand (Match only once the entries ticked add up to the line),
// Auto-match and Unmatch, each with the body the server is sent.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, type StubResponse } from '../../../testing/fetch-stub.js';
import { ok, openScreen, reconciliation } from '../testing.js';

const RECONCILIATION = 'GET /api/v1/bank-reconciliation';
const MATCHES = 'POST /api/v1/bank-reconciliation/matches';

const figure = (testId: string) => screen.getByTestId(testId).textContent;
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('Bank Reconciliation (/bank-reconciliation)', () => {
  it('asks for the first account with the server’s default period, shows a loader, then the figures and the three lists', async () => {
    const answer = deferred<StubResponse>();
    const { stub } = openScreen('/bank-reconciliation', { [RECONCILIATION]: () => answer.promise });
    expect(await screen.findByRole('heading', { name: 'Bank Reconciliation', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Loading the reconciliation…')).toBeTruthy();
    expect(stub.requestsTo(RECONCILIATION)[0]!.query).toEqual({ bankAccountId: 'bank-1' });
    answer.resolve(ok(reconciliation()));

    expect(await screen.findByText('GTBank · 0123456789 · 01/11/2026 – 30/11/2026')).toBeTruthy();
    expect(figure('statement-balance')).toBe('₦14,447.50');
    expect(figure('book-balance')).toBe('₦11,500.00');
    expect(figure('unmatched-statement')).toBe('₦12,447.50');
    expect(screen.getByText('2 lines not in the books')).toBeTruthy();
    expect(figure('unmatched-books')).toBe('-₦3,000.00');
    expect(screen.getByText('4 entries not on the statement')).toBeTruthy();
    expect(figure('difference')).toBe('₦12,500.00');
    expect(screen.getByText('Not reconciled')).toBeTruthy();
    expect(screen.queryByText('Reconciled')).toBeNull();

    const sale = section('On the statement, not in the books').getByText('POS sale settlement').closest('tr')!;
    expect(sale.querySelector('td[data-label="Date"]')!.textContent).toBe('03/11/2026');
    expect(sale.querySelector('td[data-label="Amount"]')!.textContent).toBe('₦12,500.00');
    expect(within(sale).getByText('02/11/2026 · SAL-0001 · Sale to Bola')).toBeTruthy();
    const charge = section('On the statement, not in the books').getByText('SMS alert charges').closest('tr')!;
    expect(charge.querySelector('td[data-label="Amount"]')!.textContent).toBe('-₦52.50');
    expect(within(charge).getByText('No entry of this amount near this date')).toBeTruthy();
    // A line the books lack altogether is recorded first, then matched: money out as an expense from the account, filled in.
    expect(within(charge).getByRole('link', { name: 'Record SMS alert charges in the books' }).getAttribute('href')).toBe(
      '/transactions/create-expense?date=2026-11-30&amount=52.50&account=bank-1&description=SMS+alert+charges',
    );
    // Money in is recorded as money in.
    const settlement = section('On the statement, not in the books').getByText('POS sale settlement').closest('tr')!;
    expect(within(settlement).getByRole('link', { name: 'Record POS sale settlement in the books' }).getAttribute('href')).toBe(
      '/transactions/create-money-in?date=2026-11-03&amount=12500.00&account=bank-1&description=POS+sale+settlement',
    );

    const cheque = section('In the books, not on the statement').getByText('Cheque to the landlord').closest('tr')!;
    expect(cheque.querySelector('td[data-label="Reference"]')!.textContent).toBe('EXP-0002');
    expect(cheque.querySelector('td[data-label="Amount"]')!.textContent).toBe('-₦3,000.00');

    const matched = section('Matched').getByText('Transfer to Ade Supplies').closest('tr')!;
    expect(within(matched).getByText('05/11/2026 · EXP-0001 · Ade Supplies')).toBeTruthy();
    expect(within(matched).getByText('Auto')).toBeTruthy();
    expect(document.title).toBe('Bank Reconciliation | Ledgerline');
  });

  it('asks for the account and dates the address names, and the dates picked', async () => {
    const { stub, router } = openScreen('/bank-reconciliation?bank=bank-2&startDate=2026-10-01&endDate=2026-10-31', {
      [RECONCILIATION]: () => ok(reconciliation()),
    });
    await screen.findByTestId('difference');
    expect(stub.requestsTo(RECONCILIATION)[0]!.query).toEqual({ bankAccountId: 'bank-2', startDate: '2026-10-01', endDate: '2026-10-31' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await act(async () => fireEvent.change(to, { target: { value: '15/10/2026' } }));
    await act(async () => fireEvent.blur(to));
    await waitFor(() =>
      expect(stub.requestsTo(RECONCILIATION).at(-1)!.query).toEqual({ bankAccountId: 'bank-2', startDate: '2026-10-01', endDate: '2026-10-15' }),
    );
    expect(router.state.location.search).toBe('?bank=bank-2&startDate=2026-10-01&endDate=2026-10-15');
  });

  it('shows a green Reconciled badge when the server says reconciled', async () => {
    openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () =>
        ok(
          reconciliation({
            difference: '0.00',
            reconciled: true,
            unmatchedLines: [],
            unmatchedEntries: [],
            unmatchedStatementTotal: '0.00',
            unmatchedBookTotal: '0.00',
            bookBalance: '14447.50',
          }),
        ),
    });
    expect(await screen.findByText('Reconciled')).toBeTruthy();
    expect(figure('difference')).toBe('₦0.00');
    expect(screen.getByText('Every statement line up to this date is in the books.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auto-match' }).hasAttribute('disabled')).toBe(true);
  });

  it('says what is left to match while the difference is zero with statement lines unmatched, not Reconciled', async () => {
    openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () =>
        ok(
          reconciliation({
            difference: '0.00',
            reconciled: false,
            unmatchedLines: [reconciliation().unmatchedLines[1]],
            unmatchedStatementTotal: '-52.50',
          }),
        ),
    });
    expect(await screen.findByText('1 line to match or record')).toBeTruthy();
    expect(figure('difference')).toBe('₦0.00');
    expect(figure('unmatched-statement')).toBe('-₦52.50');
    expect(screen.queryByText('Reconciled')).toBeNull();
  });

  it('leads to the statements when the account has none yet', async () => {
    openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () =>
        ok(
          reconciliation({
            statementStart: null,
            statementEnd: null,
            statementBalance: null,
            difference: null,
            unmatchedLines: [],
            unmatchedEntries: [],
            matched: [],
          }),
        ),
    });
    expect(await screen.findByText('No statement for GTBank · 0123456789 yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import a statement' }).getAttribute('href')).toBe('/bank-statement?bank=bank-1');
    expect(screen.queryByTestId('difference')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auto-match' })).toBeNull();
  });

  it('leads a business with no bank account to the bank accounts settings', async () => {
    const { stub } = openScreen('/bank-reconciliation', { [RECONCILIATION]: () => ok(reconciliation()) }, { accounts: [] });
    expect(await screen.findByText('No bank accounts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('/settings/bank-accounts');
    expect(stub.requestsTo(RECONCILIATION)).toHaveLength(0);
  });

  it('shows the server’s message with Try again when the reconciliation fails', async () => {
    let calls = 0;
    openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'The books are resting' } } : ok(reconciliation());
      },
    });
    expect(await screen.findByText('The books are resting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('difference')).toBeTruthy();
  });

  it('matches a line with a suggested entry: posts the line and the entry, then reads the reconciliation again', async () => {
    const { stub } = openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () => ok(reconciliation()),
      [MATCHES]: (request) => ({ status: 201, body: { success: true, data: request.body } }),
    });
    const button = await screen.findByRole('button', { name: 'Match POS sale settlement with 02/11/2026 · SAL-0001 · Sale to Bola' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(stub.requestsTo(MATCHES)).toHaveLength(1));
    const [request] = stub.requestsTo(MATCHES);
    expect(request!.body).toEqual({ lineId: 'l-1', entryIds: ['e-1'] });
    expect(request!.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(stub.requestsTo(RECONCILIATION)).toHaveLength(2));
    expect(await screen.findByText('POS sale settlement is matched with SAL-0001.')).toBeTruthy();
  });

  it('matches by hand: Match waits until the entries ticked add up to the line, saying what remains', async () => {
    const { stub } = openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () => ok(reconciliation()),
      [MATCHES]: (request) => ({ status: 201, body: { success: true, data: request.body } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Match SMS alert charges by hand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match by hand' }));
    const match = dialog.getByRole('button', { name: 'Match' });
    expect(match.hasAttribute('disabled')).toBe(true);
    expect(dialog.getByTestId('manual-match-remaining').textContent).toBe('-₦52.50');

    fireEvent.click(dialog.getByRole('checkbox', { name: /Bank charge/ }));
    expect(dialog.getByTestId('manual-match-ticked').textContent).toBe('-₦40.00');
    expect(dialog.getByTestId('manual-match-remaining').textContent).toBe('-₦12.50');
    expect(match.hasAttribute('disabled')).toBe(true);

    // Too much is no better than too little.
    fireEvent.click(dialog.getByRole('checkbox', { name: /Cheque to the landlord/ }));
    expect(dialog.getByTestId('manual-match-remaining').textContent).toBe('₦2,987.50');
    expect(match.hasAttribute('disabled')).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: /Cheque to the landlord/ }));

    fireEvent.click(dialog.getByRole('checkbox', { name: /VAT on charge/ }));
    expect(dialog.getByText('Adds up to the line')).toBeTruthy();
    expect(match.hasAttribute('disabled')).toBe(false);
    await act(async () => fireEvent.click(match));

    await waitFor(() => expect(stub.requestsTo(MATCHES)).toHaveLength(1));
    expect(stub.requestsTo(MATCHES)[0]!.body).toEqual({ lineId: 'l-3', entryIds: ['e-5', 'e-6'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Match by hand' })).toBeNull());
    expect(await screen.findByText('Matched with 2 entries from the books.')).toBeTruthy();
  });

  it('shows the server’s refusal of a match in the dialog', async () => {
    openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () => ok(reconciliation()),
      [MATCHES]: () => ({ status: 409, body: { success: false, code: 'ENTRY_ALREADY_MATCHED', message: 'That entry is matched with another line' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Match POS sale settlement by hand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Match by hand' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /Sale to Bola/ }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Match' })));
    expect(await dialog.findByText('That entry is matched with another line')).toBeTruthy();
  });

  it('auto-matches up to the end date shown, and says how many lines it matched', async () => {
    const { stub } = openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () => ok(reconciliation()),
      'POST /api/v1/bank-reconciliation/auto-match': () => ({ status: 201, body: { success: true, data: { matched: 1 } } }),
    });
    const button = await screen.findByRole('button', { name: 'Auto-match' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/bank-reconciliation/auto-match')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/bank-reconciliation/auto-match')[0]!.body).toEqual({ bankAccountId: 'bank-1', endDate: '2026-11-30' });
    expect(await screen.findByText('1 line matched with the books.')).toBeTruthy();
  });

  it('unmatches a matched line', async () => {
    const { stub } = openScreen('/bank-reconciliation', {
      [RECONCILIATION]: () => ok(reconciliation()),
      'DELETE /api/v1/bank-reconciliation/matches/l-2': () => ok({ lineId: 'l-2' }),
    });
    const button = await screen.findByRole('button', { name: 'Unmatch Transfer to Ade Supplies' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(stub.requestsTo('DELETE /api/v1/bank-reconciliation/matches/l-2')).toHaveLength(1));
    await waitFor(() => expect(stub.requestsTo(RECONCILIATION)).toHaveLength(2));
  });

  it('shows a member who reads the books the figures, without Match, Auto-match or Unmatch', async () => {
    openScreen(
      '/bank-reconciliation',
      { [RECONCILIATION]: () => ok(reconciliation()) },
      { user: { role: 'member', rolePermissions: [19], businessPlan: 'Store Plan' } },
    );
    expect(await screen.findByTestId('difference')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Auto-match' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Match / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Unmatch / })).toBeNull();
  });

  it('shows the Upgrade Plan page on the Micro plan, asking nothing', async () => {
    const { stub } = openScreen(
      '/bank-reconciliation',
      { [RECONCILIATION]: () => ok(reconciliation()) },
      { user: { role: 'owner', businessPlan: 'Micro Business Plan' } },
    );
    expect(await screen.findByRole('heading', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(stub.requestsTo(RECONCILIATION)).toHaveLength(0);
  });
});
