// The accounting hub on the free plan: the statements locked there say so on their cards, as on the
// reports hub, before the click that opens the Upgrade Plan dialog. The cash flow statement's card
// leads to its page, for whom either statement's code opens it.

import { describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

function openHub(businessPlan: string, user: Parameters<typeof signedIn>[0] = { role: 'owner' }) {
  stubFetch({
    [CURRENT_USER]: () => signedIn({ ...user, businessPlan }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
  });
  renderApp('/accounting');
}

describe('accounting hub', () => {
  it('marks Profit & Loss, Balance Sheet, Cash Flow Statement and Budgets "Upgrade" on the free plan, and opens the Upgrade Plan dialog', async () => {
    openHub('Micro Business Plan');
    const pnl = await screen.findByRole('button', { name: 'Profit & Loss (upgrade to unlock)' });
    expect(within(pnl).getByText('Upgrade')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Balance Sheet (upgrade to unlock)' })).getByText('Upgrade')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Budgets (upgrade to unlock)' })).getByText('Upgrade')).toBeTruthy();
    const cashFlow = screen.getByRole('button', { name: 'Cash Flow Statement (upgrade to unlock)' });
    expect(within(cashFlow).getByText('Upgrade')).toBeTruthy();
    expect(screen.getAllByText('Upgrade')).toHaveLength(4);

    fireEvent.click(cashFlow);
    expect(await screen.findByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
  });

  it('shows no Upgrade badge on a paid plan, and the cash flow statement as a card of its own, no longer coming soon', async () => {
    openHub('Store Plan');
    expect(await screen.findByText('Income, costs and profit for a period.')).toBeTruthy();
    expect(screen.queryByText('Upgrade')).toBeNull();
    expect(screen.getByRole('link', { name: /Where cash came from/ }).getAttribute('href')).toBe('/reports/cash-flow');
    expect(screen.queryByText('Cashflow Statement')).toBeNull();
    for (const title of ['Bank Statement', 'Bank Reconciliation']) expect(screen.getByText(title).closest('[aria-disabled="true"]')).toBeTruthy();
  });

  it('shows the cash flow statement to a member with either statement’s code, and not to one with neither', async () => {
    openHub('Store Plan', { role: 'member', rolePermissions: [20] });
    expect((await screen.findByRole('link', { name: /Where cash came from/ })).getAttribute('href')).toBe('/reports/cash-flow');
    expect(screen.queryByText('Profit & Loss')).toBeNull();
    cleanup();

    openHub('Store Plan', { role: 'member', rolePermissions: [15] });
    await screen.findByText('Trial Balance');
    expect(screen.queryByText('Cash Flow Statement')).toBeNull();
  });
});
