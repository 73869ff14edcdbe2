// A purchase order's page against a stubbed fetch: cancelling asks first (it cannot be undone), and
// Duplicate makes a new draft and opens it.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { EditOrderPage } from './create-order.js';
import { OrderViewPage } from './order-view.js';

const ORDER = {
  _id: 'po1',
  number: 'PO-001',
  status: 'sent',
  date: '2026-11-27',
  expectedDate: null,
  supplier: { _id: 's1', name: 'Halima Ibrahim Supplies' },
  currency: 'NGN',
  items: [{ product: 'p1', name: 'Palm oil 25L', quantity: '1200', price: '29000.00', total: '34800000.00', received: '0', outstanding: '1200' }],
  total: '34800000.00',
  note: null,
  receipts: [],
  createdAt: '2026-11-27T00:15:15.701Z',
};

const CHANGE = 'PATCH /api/v1/purchase-orders/po1';
const DUPLICATE = 'POST /api/v1/inventory/purchase-orders/po1/duplicate';
const REPLACE = 'PUT /api/v1/purchase-orders/po1';

function renderOrder() {
  const stub = stubFetch({
    'GET /api/v1/purchase-orders/po1': () => ({ status: 200, body: { success: true, data: ORDER } }),
    [CHANGE]: () => ({ status: 200, body: { success: true, message: 'Purchase order updated', data: { id: 'po1', status: 'cancelled', position: '9' } } }),
    [REPLACE]: () => ({ status: 200, body: { success: true, message: 'Purchase order updated successfully', data: { id: 'po1', position: '11' } } }),
    [DUPLICATE]: () => ({
      status: 201,
      body: { success: true, message: 'Purchase order duplicated', data: { id: 'po2', number: 'PO-002', status: 'draft', position: '10' } },
    }),
  });
  const router = createMemoryRouter(
    [
      { path: '/inventories/purchase-orders/:id/view', element: <OrderViewPage /> },
      { path: '/inventories/purchase-orders/:id/edit', element: <EditOrderPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/inventories/purchase-orders/po1/view'] },
  );
  render(
    <AppProvider queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { stub, router };
}

describe('Purchase order page', () => {
  it('shows the quantities with their thousands separators', async () => {
    renderOrder();
    expect(await screen.findByText('Received 0 of 1,200')).toBeTruthy();
  });

  it('asks before cancelling, and cancels only once confirmed', async () => {
    const { stub } = renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancel purchase order PO-001?')).toBeTruthy();
    expect(stub.requestsTo(CHANGE)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByText('Cancel purchase order PO-001?')).toBeNull());
    expect(stub.requestsTo(CHANGE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel purchase order PO-001?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' })));
    await waitFor(() => expect(stub.requestsTo(CHANGE)).toHaveLength(1));
    expect(stub.requestsTo(CHANGE)[0]!.body).toEqual({ status: 'cancelled' });
  });

  it('duplicates the order into a new draft and opens it', async () => {
    const { stub, router } = renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(stub.requestsTo(DUPLICATE)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/purchase-orders/po2/view'));
  });

  it('edits an order nothing has been received on: the form holds its lines, and saving replaces them', async () => {
    const { stub, router } = renderOrder();
    await act(async () => fireEvent.click(await screen.findByRole('link', { name: 'Edit' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/purchase-orders/po1/edit'));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Palm oil 25L' });
    expect((quantity as HTMLInputElement).value).toBe('1200');
    fireEvent.change(quantity, { target: { value: '1,500' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(stub.requestsTo(REPLACE)).toHaveLength(1));
    expect(stub.requestsTo(REPLACE)[0]!.body).toEqual({
      date: '2026-11-27',
      supplier: 's1',
      items: [{ product: 'p1', quantity: '1500', price: '29000.00' }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/purchase-orders/po1/view'));
  });
});
