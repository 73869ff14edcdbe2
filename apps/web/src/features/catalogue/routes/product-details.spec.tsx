// The product details screen (/inventories/product/{id}) and the Products & Services hub in the real
// app, against a stubbed fetch: "Created" is the product's own creation date from the API, and the
// hub's Inventory report card opens the report.

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const RICE = {
  _id: 'p1',
  id: 'p1',
  type: 'PRODUCT',
  isService: false,
  name: 'Rice 50kg',
  sku: 'PRD-000001',
  barcode: null,
  description: null,
  measurement: 'Unit',
  currency: 'NGN',
  buyingPrice: '45000.00',
  sellingPrice: '52000.00',
  stockLevel: '5',
  quantity: '10',
  stockValue: '450000.00',
  categoryName: 'Grains',
  brandName: null,
  size: null,
  color: null,
  expiryDate: null,
  expiryReminderDays: null,
  imageUrl: null,
  createdAt: '2026-03-14T09:30:00.000Z',
  archived: false,
  archivedAt: null,
  parentId: null,
  variants: [],
  history: [],
};

describe('Product details and the Products & Services hub', () => {
  it('shows the date the product was created, from the API', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/inventories/p1': () => ({ status: 200, body: { success: true, data: RICE } }),
    });
    renderApp('/inventories/product/p1');
    expect(await screen.findByRole('heading', { name: 'Rice 50kg' })).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
    expect(screen.getByText('14/03/2026')).toBeTruthy();
  });

  it('links the Inventory report card to the inventory report', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }) });
    renderApp('/inventories');
    const card = await screen.findByText('Inventory report');
    expect(card.closest('a')?.getAttribute('href')).toBe('/reports/inventory');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
