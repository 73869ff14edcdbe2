// The accounting hub on the free plan: the statements locked there say so on their cards, as on the
// reports hub, before the click that opens the Upgrade Plan dialog. The cash flow statement's card
// leads to its page, for whom either statement's code opens it; Bank Statement and Bank
// Reconciliation lead to theirs, and nothing is left coming soon.

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
  it('marks the statements, Budgets and the bank pages "Upgrade" on the free plan, and opens the Upgrade Plan dialog', async () => {
    openHub('Micro Business Plan');
    const pnl = await screen.findByRole('button', { name: 'Profit & Loss (upgrade to unlock)' });
    expect(within(pnl).getByText('Upgrade')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Balance Sheet (upgrade to unlock)' })).getByText('Upgrade')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Budgets (upgrade to unlock)' })).getByText('Upgrade')).toBeTruthy();
    const cashFlow = screen.getByRole('button', { name: 'Cash Flow Statement (upgrade to unlock)' });
    expect(within(cashFlow).getByText('Upgrade')).toBeTruthy();
    for (const title of ['Bank Statement', 'Bank Reconciliation'])
      expect(within(screen.getByRole('button', { name: `${title} (upgrade to unlock)` })).getByText('Upgrade')).toBeTruthy();
    expect(screen.getAllByText('Upgrade')).toHaveLength(6);

    fireEvent.click(cashFlow);
    expect(await screen.findByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
  });

  it('shows no Upgrade badge on a paid plan, and the cash flow statement as a card of its own, no longer coming soon', async () => {
    openHub('Store Plan');
    expect(await screen.findByText('Income, costs and profit for a period.')).toBeTruthy();
    expect(screen.queryByText('Upgrade')).toBeNull();
    expect(screen.getByRole('link', { name: /Where cash came from/ }).getAttribute('href')).toBe('/reports/cash-flow');
    expect(screen.queryByText('Cashflow Statement')).toBeNull();
  });

  it('leads to Bank Statement and Bank Reconciliation, with nothing left coming soon', async () => {
    openHub('Store Plan');
    expect((await screen.findByRole('link', { name: /Import your bank’s statements/ })).getAttribute('href')).toBe('/bank-statement');
    expect(within(screen.getByRole('link', { name: /Match the books to the bank/ })).getByText('Bank Reconciliation')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Match the books to the bank/ }).getAttribute('href')).toBe('/bank-reconciliation');
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(document.querySelector('[aria-disabled="true"]')).toBeNull();
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

  it('shows the bank pages to a member with any statement’s code, and not to one with none', async () => {
    openHub('Store Plan', { role: 'member', rolePermissions: [15] });
    expect((await screen.findByRole('link', { name: /Import your bank’s statements/ })).getAttribute('href')).toBe('/bank-statement');
    expect(screen.getByRole('link', { name: /Match the books to the bank/ })).toBeTruthy();
    cleanup();

    openHub('Store Plan', { role: 'member', rolePermissions: [51] });
    await screen.findByRole('link', { name: /Bank Transfers/ });
    expect(screen.queryByText('Bank Statement')).toBeNull();
    expect(screen.queryByText('Bank Reconciliation')).toBeNull();
  });
});
