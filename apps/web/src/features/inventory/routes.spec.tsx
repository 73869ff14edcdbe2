// The inventory routes' plan lock in the real app against a stubbed fetch: on the Micro plan a purchase
// order page is the upgrade page, as its menu item's lock says, not a list the server refuses to load.

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const ORDERS = 'GET /api/v1/purchase-orders/list';
const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const locked: StubResponse = {
  status: 403,
  body: { success: false, code: 'PLAN_FEATURE_UNAVAILABLE', message: 'This feature is not available on free plan. Upgrade to unlock!' },
};

function stubInventory(businessPlan: string) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ businessPlan }),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    [ORDERS]: () => (businessPlan === 'Micro Business Plan' ? locked : { status: 200, body: { success: true, data: [], page: 1, limit: 25, total: 0 } }),
  });
}

describe('Purchase orders on the Micro plan', () => {
  it.each(['/inventories/purchase-orders', '/inventories/purchase-orders/create'])('%s is the upgrade page, not a failed list', async (path) => {
    const network = stubInventory('Micro Business Plan');
    renderApp(path);
    expect(await screen.findByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
    expect(screen.queryByText('Could not load this list')).toBeNull();
    expect(network.requestsTo(ORDERS)).toHaveLength(0);
  });
});
