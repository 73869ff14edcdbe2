// The accounting hub on the free plan: the statements locked there say so on their cards, as on the
// reports hub, before the click that opens the Upgrade Plan dialog.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

function openHub(businessPlan: string) {
  stubFetch({
    [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
  });
  renderApp('/accounting');
}

describe('accounting hub', () => {
  it('marks Profit & Loss, Balance Sheet and Budgets "Upgrade" on the free plan, and opens the Upgrade Plan dialog', async () => {
    openHub('Micro Business Plan');
    const pnl = await screen.findByRole('button', { name: 'Profit & Loss (upgrade to unlock)' });
    expect(within(pnl).getByText('Upgrade')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Balance Sheet (upgrade to unlock)' })).getByText('Upgrade')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Budgets (upgrade to unlock)' })).getByText('Upgrade')).toBeTruthy();
    expect(screen.getAllByText('Upgrade')).toHaveLength(3);

    fireEvent.click(pnl);
    expect(await screen.findByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
  });

  it('shows no Upgrade badge on a paid plan', async () => {
    openHub('Store Plan');
    expect(await screen.findByText('Income, costs and profit for a period.')).toBeTruthy();
    expect(screen.queryByText('Upgrade')).toBeNull();
  });
});
