// The dashboard tour (spec 000 §2.2) on the real dashboard route. The charts themselves (recharts) load
// lazily once the figures are painted, which jest's module loader cannot do, so the summary is held
// pending: the plots stay skeletons, while their cards, and so all 8 steps, are on the page.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const STOP = 'POST /api/v1/auth/tours/dashboard/stop';

function stubDashboard(dashboard: 'active' | 'stopped') {
  return stubFetch({
    [CURRENT_USER]: () =>
      signedIn({ role: 'owner', businessPlan: 'Store Plan', tours: { dashboard, transaction: 'active', createProduct: 'active', createService: 'active' } }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/balancedetails': () => ok({ currency: 'NGN', total: '0.00', accounts: [] }),
    'GET /api/v1/dashboard/summary': () => deferred<{ status: number }>().promise,
    'GET /api/v1/dashboard/topcustomers': () => ok([]),
    'GET /api/v1/dashboard/getrecenttransactions': () => ok([]),
    'GET /api/v1/dashboard/topproducts': () => ok([]),
    'GET /api/v1/dashboard/topevents': () => ok([]),
    'GET /api/v1/dashboard/gettopexpenses': () => ok([]),
    [STOP]: () => ok({ tour: 'dashboard', status: 'stopped' }),
  });
}

describe('the dashboard tour', () => {
  it('walks the steps of the spec in order while active, then stops through the server', async () => {
    const stub = stubDashboard('active');
    renderApp('/');
    const titles = ['Your stats', 'Revenue graph', 'Transaction history', 'Status overview', 'Top customers', 'Top selling products', 'Top expenses', 'Filter'];
    for (const [index, title] of titles.entries()) {
      expect((await screen.findByRole('dialog', { name: `Tour: ${title}` })).textContent).toContain(`Step ${index + 1} of 8`);
      fireEvent.click(screen.getByRole('button', { name: index === titles.length - 1 ? 'Finish' : 'Next' }));
    }
    await waitFor(() => expect(stub.requestsTo(STOP)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
    await waitFor(() => expect(stub.requestsTo(`GET /api/v1/auth`).length).toBeGreaterThan(1));
  }, 60_000); // eight steps over the whole dashboard: about 5 s alone, past 30 s on a loaded two-core host

  it('does not run when stopped', async () => {
    const stub = stubDashboard('stopped');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await screen.findByText('No customer sales yet.');
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
    expect(stub.requestsTo(STOP)).toHaveLength(0);
  });
});
