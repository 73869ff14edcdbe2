// The get-started checklist on the dashboard (spec 000 §2.3): its panel's code loads when the owner
// opens it, shows the steps, closes and reopens, and 'Dont show this again' hides it for good.

import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';
import { HIDE_CHECKLIST_KEY } from '../checklist-hidden.js';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function stubDashboard() {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Store Plan' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    // Held pending: the charts (recharts) never load in jest.
    'GET /api/v1/dashboard/summary': () => deferred<{ status: number }>().promise,
    'GET /api/v1/dashboard/topcustomers': () => ok([]),
    'GET /api/v1/dashboard/getrecenttransactions': () => ok([]),
    'GET /api/v1/dashboard/topproducts': () => ok([]),
    'GET /api/v1/dashboard/topevents': () => ok([]),
    'GET /api/v1/dashboard/gettopexpenses': () => ok([]),
    'GET /api/v1/get-started': () => ok({ steps: { products: true, teamMembers: false, profile: true, sales: false, bankAccount: false }, progress: 40 }),
  });
}

describe('the get-started checklist on the dashboard', () => {
  afterEach(() => window.localStorage.clear());

  it('opens the panel with the steps, closes it, and hides it for good', async () => {
    stubDashboard();
    renderApp('/');
    const open = await screen.findByRole('button', { name: 'Get started 40%' });
    expect(screen.queryByRole('dialog', { name: 'Get started' })).toBeNull();

    fireEvent.click(open);
    const panel = await screen.findByRole('dialog', { name: 'Get started' });
    expect(within(panel).getByText('40% complete')).toBeTruthy();
    expect(within(panel).getByText('Add a bank account').closest('a')?.getAttribute('href')).toBe('/settings/bank-accounts');
    expect(screen.queryByRole('button', { name: 'Get started 40%' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close checklist' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get started' })).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Get started 40%' }));

    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Get started' })).getByRole('button', { name: 'Dont show this again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get started' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Get started/ })).toBeNull();
    expect(window.localStorage.getItem(HIDE_CHECKLIST_KEY)).toBe('true');
  });
});
