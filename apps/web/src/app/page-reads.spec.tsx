// A page's reads start as the router opens it, beside its code (lib/routing.ts `prefetch`,
// app/router.tsx `startPageReads`): for the dashboard, every figure it opens on is asked for before
// any of its code has rendered, once, and only for users who may see it.

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { startPageReads } from './router.js';
import { stubFetch, type StubResponse } from '../testing/fetch-stub.js';
import { createTestQueryClient, renderApp } from '../testing/render.js';
import { CURRENT_USER, signedIn, signedOut } from '../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

const SUMMARY = {
  totalRevenue: '1500.00',
  totalExpense: '200.00',
  totalInventory: '0.00',
  profitability: '1300.00',
  stats: { receivablesAmount: '0.00' },
};

/** The dashboard's opening reads, as the stub names them. */
const DASHBOARD_READS = [
  'GET /api/v1/dashboard/summary',
  'GET /api/v1/payables-and-receivables/stats',
  'POST /api/v1/dashboard/todayoverview',
  'GET /api/v1/dashboard/getrecenttransactions',
  'GET /api/v1/dashboard/topcustomers',
  'GET /api/v1/dashboard/topproducts',
  'GET /api/v1/dashboard/gettopexpenses',
  'GET /api/v1/dashboard/topevents',
  'GET /api/v1/get-started',
];

function stubApp(session: StubResponse) {
  return stubFetch({
    [CURRENT_USER]: () => session,
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/dashboard/summary': () => ok(SUMMARY),
    'GET /api/v1/payables-and-receivables/stats': () => ok({ receivables: { total: '0.00' }, payables: { total: '0.00' } }),
    'POST /api/v1/dashboard/todayoverview': () =>
      ok({
        monthsLabel: [],
        data: [[], [], []],
        ...Object.fromEntries(['todaySales', 'todayExpense', 'todayPurchase', 'todayInflows', 'todayOutFlows', 'cashBalance'].map((key) => [key, '0.00'])),
      }),
    'GET /api/v1/dashboard/getrecenttransactions': () => ok([]),
    'GET /api/v1/dashboard/topcustomers': () => ok([]),
    'GET /api/v1/dashboard/topproducts': () => ok([]),
    'GET /api/v1/dashboard/gettopexpenses': () => ok([]),
    'GET /api/v1/dashboard/topevents': () => ok([]),
    'GET /api/v1/get-started': () => ok({ progress: 20, steps: [] }),
  });
}

const paidOwner = () => signedIn({ role: 'owner', businessPlan: 'Store Plan' });

describe("a page's reads start as the router opens it", () => {
  it("asks for every figure of the owner's dashboard, and the shell's settings, with nothing rendered", async () => {
    const stub = stubApp(paidOwner());
    await startPageReads(createTestQueryClient(), { pathname: '/' });
    const asked = new Set(stub.requests.map((request) => `${request.method} ${request.path}`));
    for (const read of [...DASHBOARD_READS, 'GET /api/v1/accounts/settings', 'GET /api/v1/accounts/businesses']) expect(asked).toContain(read);
    expect(stub.requestsTo('GET /api/v1/dashboard/summary')[0].query).toMatchObject({ filterType: 'thisMonth' });
  });

  it('asks for nothing of the dashboard for a user who gets the guest dashboard (Micro plan)', async () => {
    const stub = stubApp(signedIn({ role: 'owner', businessPlan: 'Micro Business Plan' }));
    await startPageReads(createTestQueryClient(), { pathname: '/' });
    const asked = stub.requests.map((request) => `${request.method} ${request.path}`);
    expect(asked).toContain('GET /api/v1/accounts/settings');
    for (const read of [...DASHBOARD_READS, 'GET /api/v1/accounts/businesses']) expect(asked).not.toContain(read);
  });

  it('asks for nothing but the session when signed out, or before the business is set up', async () => {
    for (const session of [signedOut(), signedIn({ role: 'owner', businessPlan: 'Store Plan' }, true)]) {
      const stub = stubApp(session);
      await startPageReads(createTestQueryClient(), { pathname: '/' });
      expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual([CURRENT_USER]);
    }
  });

  it('asks once: the page, when it renders, uses the read already under way', async () => {
    const stub = stubApp(paidOwner());
    renderApp('/');
    expect((await screen.findByTestId('summary-Total Revenue')).textContent).toBe('₦1,500.00');
    await waitFor(() => expect(stub.requestsTo('GET /api/v1/dashboard/topevents')).toHaveLength(1));
    for (const read of DASHBOARD_READS) expect(stub.requestsTo(read)).toHaveLength(1);
  });
});
