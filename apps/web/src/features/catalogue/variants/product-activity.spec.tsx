// Product details with variants, raw material lines, the history between two dates and its chart,
// against a stubbed fetch.

import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { CurrentUserProvider } from '../../../lib/current-user.js';
import { ProductPage } from '../routes/product-details.js';
import { defaultRange } from './product-activity.js';

const product = {
  _id: 'p1',
  type: 'PRODUCT',
  isService: false,
  name: 'Polo shirt',
  sku: 'PRD-000012',
  barcode: null,
  description: null,
  measurement: 'Piece',
  currency: 'NGN',
  buyingPrice: '0.00',
  sellingPrice: '0.00',
  stockLevel: '0',
  quantity: '0',
  stockValue: '0.00',
  categoryName: 'Clothing',
  brandName: null,
  size: null,
  color: null,
  expiryDate: null,
  expiryReminderDays: null,
  imageUrl: null,
  createdAt: '2026-11-20T10:00:00Z',
  archived: false,
  archivedAt: null,
};

function stub() {
  return stubFetch({
    'GET /api/v1/inventories/p1': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          ...product,
          parentId: null,
          variants: [
            { ...product, _id: 'v1', name: 'Polo shirt S', sku: 'PRD-000013', quantity: '3', buyingPrice: '2500.00', sellingPrice: '4000.00', parentId: 'p1' },
          ],
          rawMaterials: [{ id: 'r1', name: 'Cotton', quantity: '0.5', price: '1200.00', measurement: 'Yard' }],
          history: [
            {
              transactionId: 't2',
              reference: 'K7QX2M',
              type: 'sales',
              subtype: null,
              status: 'posted',
              date: '2026-11-24',
              description: null,
              quantity: '-1',
              value: '-2500.00',
              itemQuantity: '1',
              price: '4000.00',
              total: '4000.00',
            },
            {
              transactionId: 't1',
              reference: 'AB12CD',
              type: 'inflows',
              subtype: 'stock_introduced',
              status: 'posted',
              date: '2026-11-20',
              description: null,
              quantity: '4',
              value: '10000.00',
              itemQuantity: '4',
              price: '2500.00',
              total: '10000.00',
            },
          ],
        },
      },
    }),
    'POST /api/v1/inventory/graphdata': () => ({
      status: 200,
      body: {
        success: true,
        data: [{ date: '2026-11-24', soldQuantity: '1', salesAmount: '4000.00', costOfSales: '2500.00', inQuantity: '0', outQuantity: '1' }],
      },
    }),
  });
}

function renderDetails() {
  const router = createMemoryRouter([{ path: '/inventories/product/:id', element: <ProductPage /> }], { initialEntries: ['/inventories/product/p1'] });
  render(
    <AppProvider queryClient={createTestQueryClient()} env="test">
      <CurrentUserProvider user={userData()}>
        <RouterProvider router={router} />
      </CurrentUserProvider>
    </AppProvider>,
  );
}

describe('Product details: variants, raw materials, history and chart', () => {
  it('lists the variants with their stock and the raw material lines', async () => {
    stub();
    renderDetails();
    const variants = await screen.findByRole('table', { name: 'Variants' });
    expect(within(variants).getByRole('link', { name: 'Polo shirt S' }).getAttribute('href')).toBe('/inventories/product/v1');
    expect(within(variants).getByText('3 Piece')).toBeTruthy();
    const materials = screen.getByRole('table', { name: 'Raw materials' });
    expect(within(materials).getByText('Cotton')).toBeTruthy();
    expect(within(materials).getByText('0.5 Yard')).toBeTruthy();
  });

  it('shows the history of the last 30 days, dates DD/MM/YYYY, asking the API for those dates and the graph data', async () => {
    const fetch = stub();
    renderDetails();
    const history = await screen.findByRole('table', { name: 'Product history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['24/11/2026', '20/11/2026']);
    expect(within(rows[0]!).getByText('-1')).toBeTruthy();
    expect(within(rows[1]!).getByText('Opening stock')).toBeTruthy();
    expect(within(rows[1]!).getByText('+4')).toBeTruthy();
    // Each movement opens its transaction.
    expect(within(rows[0]!).getByRole('link', { name: 'K7QX2M' }).getAttribute('href')).toBe('/transactions/K7QX2M');
    const { startDate, endDate } = defaultRange();
    expect(fetch.requestsTo('GET /api/v1/inventories/p1').some((request) => request.query.startDate === startDate && request.query.endDate === endDate)).toBe(
      true,
    );
    expect(fetch.requestsTo('POST /api/v1/inventory/graphdata')[0]!.body).toEqual({ productId: 'p1', startDate, endDate });
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
