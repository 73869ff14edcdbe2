// The provider admin area (spec 002 §2, §4, §5, §8): the real routes, shell and pages against a stubbed fetch.

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubHandler } from '../../testing/fetch-stub.js';
import { onADesktop, onAPhone } from '../../testing/phone.js';
import { renderApp } from '../../testing/render.js';
import { adminSession, type AdminSession } from './session.js';
import { defaultAdminRange } from './api/stats.js';

const STAFF: AdminSession = {
  token: 'admin-token-1',
  admin: { id: 'a-1', email: 'ops@ledgerline.ng', name: 'Ada Ops', role: 'staff', partnerId: null },
};

const pleaseAuthenticate = { status: 401, body: { success: false, message: 'Please authenticate', code: 'ADMIN_UNAUTHENTICATED' } };

/** Every count answers `total` with a two-day series; plans answers a split. */
function statsRoutes(totals: Record<string, number>): Record<string, StubHandler> {
  const routes: Record<string, StubHandler> = {};
  for (const [metric, total] of Object.entries(totals)) {
    routes[`GET /api/v1/admin/stats/${metric}`] = () => ({
      status: 200,
      body: {
        success: true,
        data: {
          total,
          interval: 'month',
          series: [
            { date: '2026-10', count: Math.floor(total / 2) },
            { date: '2026-11', count: total - Math.floor(total / 2) },
          ],
        },
      },
    });
  }
  routes['GET /api/v1/admin/stats/plans'] = () => ({
    status: 200,
    body: {
      success: true,
      data: {
        total: 3,
        byPlan: [
          { planId: 1, name: 'Micro Business Plan', count: 2 },
          { planId: 3, name: 'Store Plan', count: 1 },
        ],
      },
    },
  });
  return routes;
}

const TOTALS = {
  users: 1204,
  'active-users': 312,
  entities: 87,
  transactions: 15890,
  invoices: 2210,
  products: 640,
  services: 45,
  'paying-customers': 19,
  logins: 5003,
};

describe('Admin area', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('shows the server’s “Invalid Login details” when the login fails, and stays signed out', async () => {
    const network = stubFetch({
      'POST /api/v1/admin/auth/login': () => ({ status: 401, body: { success: false, message: 'Invalid Login details', code: 'INVALID_LOGIN' } }),
    });
    const { router } = renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin sign in' });

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ops@ledgerline.ng' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid Login details');
    expect(network.requestsTo('POST /api/v1/admin/auth/login')[0].body).toEqual({ email: 'ops@ledgerline.ng', password: 'wrong password' });
    expect(adminSession.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('keeps the token and the admin in localStorage after login and opens the dashboard', async () => {
    stubFetch({
      'POST /api/v1/admin/auth/login': () => ({
        status: 200,
        body: { success: true, message: 'Login successful', data: { token: 'tok-9', expiresAt: '2026-11-26T18:00:00.000Z', admin: STAFF.admin } },
      }),
      ...statsRoutes(TOTALS),
    });
    const { router } = renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ops@ledgerline.ng' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(localStorage.getItem('adminToken')).toBe('tok-9');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? '{}')).toMatchObject({ name: 'Ada Ops', role: 'staff' });
    expect((await screen.findByTestId('admin-name')).textContent).toContain('Ada Ops');
  });

  it('sends a visitor without a token to /admin/login', async () => {
    stubFetch({});
    const { router } = renderApp('/admin/account');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('logs the admin out and goes to /admin/login when a call answers “Please authenticate”', async () => {
    adminSession.signIn(STAFF);
    const network = stubFetch({ 'GET /api/v1/admin/businesses': () => pleaseAuthenticate });
    const { router } = renderApp('/admin/account');

    await screen.findByRole('heading', { name: 'Admin sign in' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(network.requestsTo('GET /api/v1/admin/businesses')[0].headers.authorization).toBe('Bearer admin-token-1');
  });

  it('shows the dashboard’s totals from the stats answers, with the admin range sent', async () => {
    adminSession.signIn(STAFF);
    const network = stubFetch(statsRoutes(TOTALS));
    renderApp('/admin/dashboard');

    const expected: Record<string, string> = {
      // From the plans' split: every business is on one plan.
      businesses: '3',
      users: '1,204',
      'active-users': '312',
      entities: '87',
      transactions: '15,890',
      invoices: '2,210',
      products: '640',
      services: '45',
      'paying-customers': '19',
      logins: '5,003',
    };
    for (const [metric, text] of Object.entries(expected)) {
      expect(await within(await screen.findByTestId(`admin-stat-${metric}`)).findByText(text)).toBeTruthy();
    }
    expect(await screen.findByText(/Store Plan/)).toBeTruthy();
    const sent = network.requestsTo('GET /api/v1/admin/stats/users')[0];
    expect(sent.query.startDate).toBe('2000-01-01');
    expect(sent.query.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.headers.authorization).toBe('Bearer admin-token-1');
  });

  it('lists the businesses in a paged table, searches them, and opens one', async () => {
    adminSession.signIn(STAFF);
    const row = (id: number, deactivated = false) => ({
      id: `b-${id}`,
      name: `Business ${id}`,
      currency: 'NGN',
      typeOfBusiness: 'Retail',
      parentBusinessId: null,
      createdAt: '2026-03-04T10:00:00.000Z',
      deactivated,
      deactivatedAt: deactivated ? '2026-05-01T10:00:00.000Z' : null,
      partnerId: id === 1 ? 'p-1' : null,
      owner: { userId: `u-${id}`, email: `owner${id}@example.com`, firstName: 'Ngozi', lastName: `Okafor ${id}` },
      planId: 3,
      planName: 'Store Plan',
    });
    const network = stubFetch({
      'GET /api/v1/admin/businesses': (request) => ({
        status: 200,
        body: {
          success: true,
          data: request.query.q ? [row(2, true)] : [row(1), row(2, true)],
          page: Number(request.query.page ?? 1),
          limit: 25,
          total: request.query.q ? 1 : 60,
        },
      }),
      'GET /api/v1/admin/partners': () => ({
        status: 200,
        body: {
          success: true,
          data: [{ id: 'p-1', name: 'Lagos Accountants', email: null, phone: null, createdAt: '2026-01-01T00:00:00.000Z' }],
          page: 1,
          limit: 100,
          total: 1,
        },
      }),
    });
    const { router } = renderApp('/admin/account');

    const table = await screen.findByRole('table', { name: 'Businesses' });
    await within(table).findByText('Business 1');
    expect(within(table).getByText('Ngozi Okafor 1')).toBeTruthy();
    expect(within(table).getByText('owner1@example.com')).toBeTruthy();
    expect(within(table).getAllByText('Store Plan')).toHaveLength(2);
    expect(within(table).getAllByText('04/03/2026')).toHaveLength(2);
    expect(within(table).getByText('Deactivated')).toBeTruthy();
    expect(await within(table).findByText('Lagos Accountants')).toBeTruthy();
    // 60 businesses at 25 a page: three pages.
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
    expect(screen.getByText('60 businesses')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search businesses'), { target: { value: 'okafor' } });
    await waitFor(() => expect(within(table).queryByText('Business 1')).toBeNull());
    // One found: counted in the singular.
    expect(await screen.findByText('1 business')).toBeTruthy();
    expect(network.requests.some((request) => request.path === '/api/v1/admin/businesses' && request.query.q === 'okafor')).toBe(true);

    fireEvent.click(within(table).getByText('Business 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/b-2/account-details'));
  });

  it('shows the businesses and the partners as cards on a phone, not tables scrolled sideways', async () => {
    adminSession.signIn(STAFF);
    onAPhone();
    try {
      stubFetch({
        'GET /api/v1/admin/businesses': () => ({
          status: 200,
          body: {
            success: true,
            data: [
              {
                id: 'b-1',
                name: 'Business 1',
                currency: 'NGN',
                typeOfBusiness: 'Retail',
                parentBusinessId: null,
                createdAt: '2026-03-04T10:00:00.000Z',
                deactivated: false,
                deactivatedAt: null,
                partnerId: null,
                owner: { userId: 'u-1', email: 'owner1@example.com', firstName: 'Ngozi', lastName: 'Okafor' },
                planId: 3,
                planName: 'Store Plan',
              },
            ],
            page: 1,
            limit: 25,
            total: 1,
          },
        }),
        'GET /api/v1/admin/partners': () => ({
          status: 200,
          body: {
            success: true,
            data: [
              {
                id: 'p-1',
                name: 'Lagos Accountants',
                email: 'hello@lagosaccountants.ng',
                phone: null,
                businessCount: 4,
                adminCount: 2,
                createdAt: '2026-01-01T00:00:00.000Z',
              },
            ],
            page: 1,
            limit: 100,
            total: 1,
          },
        }),
      });
      const { router } = renderApp('/admin/account');
      const businesses = await screen.findByRole('table', { name: 'Businesses' });
      const name = await within(businesses).findByText('Business 1');
      expect(businesses.classList.contains('lines-table')).toBe(true);
      expect(name.closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(businesses).getByText('owner1@example.com').closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(businesses).getByText('Store Plan').closest('td')?.getAttribute('data-label')).toBe('Plan');

      await router.navigate('/admin/setting');
      const partners = await screen.findByRole('table', { name: 'Partners' });
      const partner = await within(partners).findByText('Lagos Accountants');
      expect(partners.classList.contains('lines-table')).toBe(true);
      expect(partner.closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(partners).getByText('hello@lagosaccountants.ng').closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(partners).getByText('4').closest('td')?.getAttribute('data-label')).toBe('Businesses');
    } finally {
      onADesktop();
    }
  });
});

describe('the admin range', () => {
  it('ends today as the server counts days (Lagos), not on the browser’s UTC calendar', () => {
    // 23:30 UTC on 26 November is 00:30 on 27 November in Lagos.
    expect(defaultAdminRange(new Date('2026-11-26T23:30:00Z'))).toEqual({ startDate: '2000-01-01', endDate: '2026-11-27' });
    expect(defaultAdminRange(new Date('2026-11-26T12:00:00Z')).endDate).toBe('2026-11-26');
  });
});
