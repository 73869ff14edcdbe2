// The bank statements (/bank-statement) in the real app against a stubbed fetch: the bank account
// picked (from the address, else the first), the loading, error and empty states (no bank account,
// no statement), each statement's figures, its lines when opened, its removal after a confirm, and
// the Micro plan's lock.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, type StubResponse } from '../../../testing/fetch-stub.js';
import { ok, openScreen, statementLines, statementSummary } from '../testing.js';

const STATEMENTS = 'GET /api/v1/bank-statements';

describe('Bank Statement (/bank-statement)', () => {
  it('asks for the first bank account’s statements, shows a loader, then each statement’s figures', async () => {
    const answer = deferred<StubResponse>();
    const { stub } = openScreen('/bank-statement', { [STATEMENTS]: () => answer.promise });
    expect(await screen.findByRole('heading', { name: 'Bank Statement', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Loading statements…')).toBeTruthy();
    expect(stub.requestsTo(STATEMENTS)[0]!.query).toEqual({ bankAccountId: 'bank-1' });
    expect((screen.getByRole('combobox', { name: 'Bank account' }) as HTMLInputElement).value).toBe('GTBank · 0123456789');
    answer.resolve(ok([statementSummary()]));

    const table = within(await screen.findByRole('table', { name: 'Statements' }));
    const row = table.getByRole('button', { name: '01/11/2026 – 30/11/2026' }).closest('tr')!;
    expect(row.querySelector('td[data-label="File"]')!.textContent).toBe('gtbank-november.csv');
    expect(row.querySelector('td[data-label="Lines"]')!.textContent).toBe('4');
    expect(row.querySelector('td[data-label="Matched"]')!.textContent).toContain('3 of 4');
    expect(within(row).getByRole('progressbar', { name: '3 of 4 lines matched' })).toBeTruthy();
    expect(row.querySelector('td[data-label="Opening balance"]')!.textContent).toBe('₦10,000.00');
    expect(row.querySelector('td[data-label="Closing balance"]')!.textContent).toBe('₦54,447.50');
    expect(row.querySelector('td[data-label="Imported on"]')!.textContent).toBe('01/12/2026');
    expect(screen.getByRole('link', { name: 'Reconcile' }).getAttribute('href')).toBe('/bank-reconciliation?bank=bank-1');
    expect(document.title).toBe('Bank Statement | Ledgerline');
  });

  it('opens the account the address names, and shows its lines when a statement is clicked', async () => {
    const { stub, router } = openScreen('/bank-statement?bank=bank-2', {
      [STATEMENTS]: () => ok([statementSummary({ bankAccountId: 'bank-2' })]),
      'GET /api/v1/bank-statements/st-1': () => ok({ ...statementSummary(), lines: statementLines }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '01/11/2026 – 30/11/2026' }));
    expect(stub.requestsTo(STATEMENTS)[0]!.query).toEqual({ bankAccountId: 'bank-2' });

    const lines = within(await screen.findByRole('table', { name: 'Statement lines' }));
    expect(await lines.findByText('POS sale settlement')).toBeTruthy();
    expect(router.state.location.search).toBe('?bank=bank-2&statement=st-1');
    const sale = lines.getByText('POS sale settlement').closest('tr')!;
    expect(sale.querySelector('td[data-label="Date"]')!.textContent).toBe('03/11/2026');
    expect(sale.querySelector('td[data-label="Reference"]')!.textContent).toBe('POS1187');
    expect(sale.querySelector('td[data-label="Money in"]')!.textContent).toBe('₦12,500.00');
    expect(sale.querySelector('td[data-label="Money out"]')!.textContent).toBe('');
    expect(sale.querySelector('td[data-label="Balance"]')!.textContent).toBe('₦22,500.00');
    expect(within(sale).getByText('Matched')).toBeTruthy();
    const charge = lines.getByText('SMS alert charges').closest('tr')!;
    expect(charge.querySelector('td[data-label="Money out"]')!.textContent).toBe('₦52.50');
    expect(within(charge).getByText('Unmatched')).toBeTruthy();
    expect(screen.getByText('gtbank-november.csv · 3 lines · 2 matched')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close the statement' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Statement lines' })).toBeNull());
  });

  it('says there are no statements yet, with Import statement', async () => {
    openScreen('/bank-statement', { [STATEMENTS]: () => ok([]) });
    expect(await screen.findByText('No statements yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Import statement' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Statements' })).toBeNull();
  });

  it('leads a business with no bank account to the bank accounts settings, asking for no statements', async () => {
    const { stub } = openScreen('/bank-statement', { [STATEMENTS]: () => ok([]) }, { accounts: [] });
    expect(await screen.findByText('No bank accounts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('/settings/bank-accounts');
    expect(screen.queryByRole('button', { name: 'Import statement' })).toBeNull();
    expect(stub.requestsTo(STATEMENTS)).toHaveLength(0);
  });

  it('shows the server’s message with Try again when the statements fail, and the list once they answer', async () => {
    let calls = 0;
    openScreen('/bank-statement', {
      [STATEMENTS]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'The statements are resting' } } : ok([statementSummary()]);
      },
    });
    expect(await screen.findByText('The statements are resting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Statements' })).toBeTruthy();
  });

  it('removes a statement after a confirm, and lists what is left', async () => {
    let removed = false;
    const { stub } = openScreen('/bank-statement', {
      [STATEMENTS]: () => ok(removed ? [] : [statementSummary()]),
      'DELETE /api/v1/bank-statements/st-1': () => {
        removed = true;
        return ok({ statementId: 'st-1' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the statement 01/11/2026 – 30/11/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove statement' }));
    expect(dialog.getByText(/Its 4 lines and their 3 matches leave the reconciliation; your books are not touched/)).toBeTruthy();
    expect(stub.requestsTo('DELETE /api/v1/bank-statements/st-1')).toHaveLength(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Remove' })));

    expect(await screen.findByText('No statements yet')).toBeTruthy();
    const [request] = stub.requestsTo('DELETE /api/v1/bank-statements/st-1');
    expect(request!.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('The statement 01/11/2026 – 30/11/2026 was removed.')).toBeTruthy();
  });

  it('lets a member who reads the books see the statements, without importing or removing', async () => {
    openScreen(
      '/bank-statement',
      { [STATEMENTS]: () => ok([statementSummary()]) },
      { user: { role: 'member', rolePermissions: [15], businessPlan: 'Store Plan' } },
    );
    expect(await screen.findByRole('table', { name: 'Statements' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import statement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove the statement/ })).toBeNull();
  });

  it('shows the Upgrade Plan page on the Micro plan, asking nothing', async () => {
    const { stub } = openScreen('/bank-statement', { [STATEMENTS]: () => ok([]) }, { user: { role: 'owner', businessPlan: 'Micro Business Plan' } });
    expect(await screen.findByRole('heading', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(stub.requestsTo(STATEMENTS)).toHaveLength(0);
  });
});
