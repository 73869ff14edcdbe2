// The public QR menu page (/qr-menus/{id}, no sign-in) against a stubbed fetch: the menu's prices,
// and a menu no longer there told plainly to the customer who scanned its code.

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { PublicQrMenuPage } from './public-qr-menu.js';

function renderMenu(id: string) {
  const router = createMemoryRouter([{ path: '/qr-menus/:id', element: <PublicQrMenuPage /> }], { initialEntries: [`/qr-menus/${id}`] });
  render(
    <AppProvider queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('Public QR menu page', () => {
  it('lists the menu’s prices in its currency', async () => {
    stubFetch({
      'GET /api/v1/qr-menus/m1': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            _id: 'm1',
            name: 'Lunch menu',
            description: 'Served 12 to 4',
            currency: 'NGN',
            business: { name: 'Adebayo Foods' },
            items: [{ product: 'p1', name: 'Jollof rice', type: 'PRODUCT', price: '2500.00' }],
          },
        },
      }),
    });
    renderMenu('m1');
    expect(await screen.findByRole('heading', { name: 'Lunch menu' })).toBeTruthy();
    expect(screen.getByText('₦2,500.00')).toBeTruthy();
    expect(screen.getByText('Prices in NGN · Powered by Ledgerline')).toBeTruthy();
  });

  it('tells the customer a removed menu is not available, with nothing to retry', async () => {
    stubFetch({ 'GET /api/v1/qr-menus/gone': () => ({ status: 404, body: { success: false, message: 'QR menu not found', code: 'NOT_FOUND' } }) });
    renderMenu('gone');
    expect(await screen.findByRole('heading', { name: 'This menu is not available' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/Prices in/)).toBeNull();
  });
});
