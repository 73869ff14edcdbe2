// The manage-account screen: each danger-zone action asks for the password in a modal, its button
// disabled while the call is pending; a wrong password is shown in the modal; closing the business
// follows the answer (signOut → the sign-in page).

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { onADesktop, onAPhone } from '../../testing/phone.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut } from '../../testing/session.js';

const ok = (data: unknown, message = 'Done') => ({ status: 200, body: { success: true, message, data } });

function stubShell(routes: Parameters<typeof stubFetch>[0] = {}, role: 'owner' | 'admin' = 'owner') {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ role, businessPlan: 'Professional Plan' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    ...routes,
  });
}

describe('manage account screen', () => {
  it('asks for the password, keeps the button disabled while the reset runs, and shows a wrong password in the modal', async () => {
    let answer: (response: StubResponse) => void = () => undefined;
    const network = stubShell({
      'POST /api/v1/accounts/transaction-reset': () => new Promise<StubResponse>((resolve) => (answer = resolve)),
    });
    renderApp('/settings/manage-account');
    expect(await screen.findByText('Factory reset', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByText('Close business', { selector: 'h2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset transactions' }));
    const modal = within(await screen.findByRole('form', { name: 'Confirm reset transactions' }));

    // Nothing is sent without a password.
    fireEvent.click(modal.getByRole('button', { name: 'Reset transactions' }));
    expect(await modal.findByText('Enter your password to confirm')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/accounts/transaction-reset')).toHaveLength(0);

    fireEvent.change(modal.getByLabelText('Your password'), { target: { value: 'not it' } });
    fireEvent.click(modal.getByRole('button', { name: 'Reset transactions' }));
    await waitFor(() => expect(network.requestsTo('POST /api/v1/accounts/transaction-reset')).toHaveLength(1));
    expect(network.requestsTo('POST /api/v1/accounts/transaction-reset')[0]!.body).toEqual({ password: 'not it' });
    await waitFor(() => expect((modal.getByRole('button', { name: 'Reset transactions' }) as HTMLButtonElement).disabled).toBe(true));
    expect((modal.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    answer({ status: 401, body: { success: false, code: 'INVALID_CURRENT_PASSWORD', message: 'Your password is incorrect' } });
    expect(await modal.findByText('Your password is incorrect')).toBeTruthy();
    expect((modal.getByRole('button', { name: 'Reset transactions' }) as HTMLButtonElement).disabled).toBe(false);

    network.on('POST /api/v1/accounts/transaction-reset', () => ok({ voided: 3, notVoidable: 0, position: '9' }, 'Transactions reset: 3 voided'));
    fireEvent.click(modal.getByRole('button', { name: 'Reset transactions' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Confirm reset transactions' })).toBeNull());
  });

  it('closes the business and goes to the sign-in page when the answer says signOut', async () => {
    const network = stubShell({
      'POST /api/v1/accounts/close-account': () => ok({ signOut: true, businessId: null, position: '12' }, 'Business closed. You have been signed out.'),
    });
    const { router } = renderApp('/settings/manage-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Close business' }));
    const modal = within(await screen.findByRole('form', { name: 'Confirm close business' }));
    fireEvent.change(modal.getByLabelText('Your password'), { target: { value: 'correct horse battery staple' } });
    network.on(CURRENT_USER, () => signedOut());
    fireEvent.click(modal.getByRole('button', { name: 'Close business' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(network.requestsTo('POST /api/v1/accounts/close-account')[0]!.body).toEqual({ password: 'correct horse battery staple' });
  });

  it('tells an admin only the owner can act', async () => {
    stubShell({}, 'admin');
    renderApp('/settings/manage-account');
    expect(await screen.findByText('Only the business owner can reset or close the business.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Factory reset' })).toBeNull();
  });
});

describe('archives screen', () => {
  it('lists voided transactions with their kind as people read it, the amount on the right, searched by reference', async () => {
    const network = stubShell({
      'GET /api/v1/archive': (request) =>
        request.query.type === 'transactions'
          ? {
              status: 200,
              body: {
                success: true,
                data: [
                  { id: 't1', date: '2026-11-03', reference: 'INV-000200', type: 'sales', amount: '81334.00', currency: 'NGN' },
                  { id: 't2', date: '2026-10-27', reference: 'EXP-000047', type: 'expenses', amount: '3038.00', currency: 'NGN' },
                ],
                total: 2,
              },
            }
          : { status: 200, body: { success: true, data: [], total: 0 } },
    });
    renderApp('/settings/archives');
    fireEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const table = within(await screen.findByRole('table', { name: 'Archived transactions' }));
    expect(await table.findByText('Sale')).toBeTruthy();
    expect(table.getByText('Expense')).toBeTruthy();
    expect(table.queryByText('sales')).toBeNull();
    expect(table.getByText('₦81,334.00').closest('td')?.style.textAlign).toBe('right');
    expect(screen.getByPlaceholderText('Search by reference or description')).toBeTruthy();
    expect(network.requestsTo('GET /api/v1/archive').some((request) => request.query.type === 'transactions')).toBe(true);
  });

  it('shows archived contacts as cards with Restore at their foot on a phone', async () => {
    const contacts = [
      { _id: 'c1', fullName: 'Ada Obi', email: 'ada@example.com', archivedAt: '2026-10-28T09:00:00Z' },
      { _id: 'c2', fullName: 'Bola Ade', email: null, archivedAt: '2026-11-03T09:00:00Z' },
    ];
    stubShell({
      'GET /api/v1/archive': (request) => ({
        status: 200,
        body: { success: true, data: request.query.type === 'contacts' ? contacts : [], total: request.query.type === 'contacts' ? 2 : 0 },
      }),
    });
    onAPhone();
    try {
      renderApp('/settings/archives');
      fireEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
      const table = await screen.findByRole('table', { name: 'Archived contacts' });
      const ada = await within(table).findByText('Ada Obi');
      expect(table.classList.contains('lines-table')).toBe(true);
      expect(ada.closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(table).getByRole('button', { name: 'Restore Ada Obi' }).closest('td')?.classList.contains('line-actions')).toBe(true);
    } finally {
      onADesktop();
    }
  });

  it('sorts archived contacts by the day they were archived (28/10 before 03/11), not as text', async () => {
    stubShell({
      'GET /api/v1/archive': (request) => ({
        status: 200,
        body: {
          success: true,
          data:
            request.query.type === 'contacts'
              ? [
                  { _id: 'c2', fullName: 'Bola Ade', email: null, archivedAt: '2026-11-03T09:00:00Z' },
                  { _id: 'c1', fullName: 'Ada Obi', email: 'ada@example.com', archivedAt: '2026-10-28T09:00:00Z' },
                ]
              : [],
          total: 2,
        },
      }),
    });
    renderApp('/settings/archives');
    fireEvent.click(await screen.findByRole('tab', { name: 'Contacts' }));
    const table = within(await screen.findByRole('table', { name: 'Archived contacts' }));
    await table.findByText('Ada Obi');
    fireEvent.click(table.getByRole('button', { name: 'Archived' }));
    const names = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(names()).toEqual(['Ada Obi', 'Bola Ade']);
  });
});

describe('archives screen on the free plan', () => {
  it('says archived products are not on the plan, with the way to the plans, instead of a failed list', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Micro Business Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/archive': (request) =>
        request.query.type === 'transactions'
          ? { status: 200, body: { success: true, data: [], total: 0 } }
          : {
              status: 403,
              body: { success: false, code: 'PLAN_FEATURE_UNAVAILABLE', message: 'This feature is not available on free plan. Upgrade to unlock!' },
            },
    });
    renderApp('/settings/archives');
    expect(await screen.findByText('Archived products are not on your plan')).toBeTruthy();
    expect(screen.getByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/plans');
    expect(screen.queryByText('Could not load this list')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('No voided transactions.')).toBeTruthy();
  });
});
