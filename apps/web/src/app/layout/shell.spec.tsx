// The shell's gating (spec 000 §2.1, §4, §6): items shown by permission code, locked on the Micro plan.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function stubShell(user: Parameters<typeof signedIn>[0]) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn(user),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/balancedetails': () => ok({ currency: 'NGN', total: '0.00', accounts: [] }),
  });
}

async function mainMenu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('app shell', () => {
  it('shows a member only the items their codes allow', async () => {
    stubShell({ role: 'member', rolePermissions: [51, 20, 21], businessPlan: 'Store Plan' });
    renderApp('/');
    const menu = await mainMenu();
    expect(menu.getByText('Transactions')).toBeTruthy();
    expect(menu.getByText('Accounting')).toBeTruthy();
    fireEvent.click(menu.getByText('Accounting'));
    expect(await menu.findByText('Balance Sheet')).toBeTruthy();
    expect(menu.queryByText('Profit & Loss Account')).toBeNull();
    expect(menu.queryByText('Expenses')).toBeNull();
    expect(menu.queryByText('Asset Management')).toBeNull();
  });

  it('shows an owner every group, and the plan lock with the Upgrade Plan dialog on the Micro plan', async () => {
    const { router } = renderWithMicroOwner();
    const menu = await mainMenu();
    for (const group of ['Sales & Invoicing', 'Expenses', 'Contacts', 'Products & Services', 'Accounting']) expect(menu.getByText(group)).toBeTruthy();
    fireEvent.click(menu.getByText('Accounting'));
    const profitAndLoss = await menu.findByText('Profit & Loss Account');
    expect(profitAndLoss.closest('[data-locked="true"]')).not.toBeNull();
    fireEvent.click(profitAndLoss);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Upgrade Plan')).toBeTruthy();
    expect(within(dialog).getByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });

  it('answers a page the codes do not open with the not-allowed page', async () => {
    stubShell({ role: 'member', rolePermissions: [19], businessPlan: 'Store Plan' });
    renderApp('/transactions');
    expect(await screen.findByRole('heading', { name: 'You are not allowed to view this page' })).toBeTruthy();
  });

  it('leads items of later screens to a coming-soon page', async () => {
    stubShell({ role: 'owner', businessPlan: 'Store Plan' });
    renderApp('/inventories/import');
    expect(await screen.findByRole('heading', { name: 'Inventory is coming soon' })).toBeTruthy();
    expect(document.title).toBe('Inventory | Ledgerline');
  });
});

function renderWithMicroOwner() {
  stubShell({ role: 'owner', businessPlan: 'Micro Business Plan' });
  return renderApp('/');
}
