// The Products & Services hub's summary (spec 001 §2 ProductsSummary: GET /inventories/summary,
// /top-selling-products and /low-in-stock) against a stubbed fetch, and who sees it.

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentUserProvider, type ShellUser } from '../../../lib/current-user.js';
import { MoneyProvider } from '../../../lib/money-context.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { ProductsHubPage } from './products-hub.js';

const SUMMARY = 'GET /api/v1/inventories/summary';

function stubSummary() {
  return stubFetch({
    [SUMMARY]: () => ({
      status: 200,
      body: {
        success: true,
        data: { products: 1200, services: 8, archived: 0, lowInStock: 2, outOfStock: 1, quantity: '2635', values: [{ currency: 'NGN', value: '40115192.58' }] },
      },
    }),
    'GET /api/v1/inventories/top-selling-products': () => ({
      status: 200,
      body: { success: true, data: [{ _id: 'p1', name: 'Salt 1kg', kind: 'product', quantity: '82', amount: '3865666.59' }] },
    }),
    'GET /api/v1/inventories/low-in-stock': () => ({
      status: 200,
      body: {
        success: true,
        data: [{ _id: 'p2', name: 'Broom', quantity: '3', measurement: 'Unit', lowInStock: true }],
        page: 1,
        limit: 5,
        skip: 0,
        total: 3,
      },
    }),
  });
}

const renderHub = (user: Parameters<typeof userData>[0]) =>
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserProvider user={userData(user) as unknown as ShellUser}>
        <MoneyProvider currency="NGN">
          <ProductsHubPage />
        </MoneyProvider>
      </CurrentUserProvider>
    </MemoryRouter>,
  );

describe('Products & Services hub: the summary', () => {
  it('shows the figures, the best sellers of the last 30 days and what runs low', async () => {
    const stub = stubSummary();
    renderHub({ role: 'owner', rolePermissions: [] });
    expect(await screen.findByText('₦40,115,192.58')).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
    // Out of stock is low in stock too: 2 to reorder, one of them with nothing left.
    const reorder = screen.getByText('To reorder').parentElement!;
    expect(within(reorder).getByText('2')).toBeTruthy();
    expect(screen.getByText('1 low · 1 out of stock')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Salt 1kg' })).getAttribute('href')).toBe('/inventories/product/p1');
    expect(screen.getByText('₦3,865,666.59')).toBeTruthy();
    const broom = await screen.findByRole('link', { name: 'Broom' });
    expect(within(broom.parentElement!).getByText('3 units')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 more on the products list' })).toBeTruthy();
    const top = stub.requestsTo('GET /api/v1/inventories/top-selling-products')[0]!.query;
    expect(top.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(top.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('is not shown (nor asked for) to a member who may not read the inventory', async () => {
    const stub = stubSummary();
    renderHub({ role: 'member', rolePermissions: [61] });
    expect(await screen.findByText('Stock transfers')).toBeTruthy();
    expect(screen.queryByText('Stock value')).toBeNull();
    expect(stub.requestsTo(SUMMARY)).toHaveLength(0);
  });
});
