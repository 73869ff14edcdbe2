// A stock transfer's page against a stubbed fetch: cancelling a draft asks first (it cannot be
// undone), and Duplicate makes a new draft and opens it.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { EditTransferPage } from './create-transfer.js';
import { TransferViewPage } from './transfer-view.js';

const TRANSFER = {
  _id: 't1',
  reference: 'ATT2G5',
  status: 'draft',
  direction: 'out',
  date: '2026-11-27',
  source: { _id: 'b1', name: 'Adebayo Foods' },
  destination: { _id: 'b2', name: 'Adebayo Foods Ikeja' },
  destinationReference: null,
  items: [{ product: 'p1', name: 'Rice 50kg', sku: 'PRD-000001', measurement: 'Unit', quantity: '3', value: '24137.33' }],
  amount: '24137.33',
  note: null,
  createdAt: '2026-11-27T00:12:45.952Z',
};

const CHANGE = 'PATCH /api/v1/inventory/transfer-stock/t1';
const DUPLICATE = 'POST /api/v1/inventory/transfer-stock/t1/duplicate';
const REPLACE = 'PUT /api/v1/inventory/transfer-stock/t1';

function renderTransfer() {
  const stub = stubFetch({
    'GET /api/v1/stock-transfers/t1': () => ({ status: 200, body: { success: true, data: TRANSFER } }),
    [CHANGE]: () => ({ status: 200, body: { success: true, message: 'Transfer updated', data: { id: 't1', status: 'cancelled', position: '9' } } }),
    [REPLACE]: () => ({ status: 200, body: { success: true, message: 'Stock transfer updated', data: { id: 't1', position: '11' } } }),
    'GET /api/v1/inventories/p1': () => ({ status: 200, body: { success: true, data: { _id: 'p1', name: 'Rice 50kg', quantity: '74' } } }),
    'GET /api/v1/accounts/businesses': () => ({
      status: 200,
      body: {
        success: true,
        data: [
          { _id: 'b1', name: 'Adebayo Foods', current: true },
          { _id: 'b2', name: 'Adebayo Foods Ikeja', current: false },
        ],
      },
    }),
    'GET /api/v1/inventory/get-transfer-stock-destination-quantity': () => ({ status: 200, body: { success: true, data: { quantity: '0' } } }),
    [DUPLICATE]: () => ({
      status: 201,
      body: { success: true, message: 'Transfer duplicated', data: { id: 't2', reference: 'QW12ER', status: 'draft', position: '10' } },
    }),
  });
  const router = createMemoryRouter(
    [
      { path: '/inventories/stock-transfers/:id/view', element: <TransferViewPage /> },
      { path: '/inventories/stock-transfers/:id/edit', element: <EditTransferPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/inventories/stock-transfers/t1/view'] },
  );
  render(
    <AppProvider queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { stub, router };
}

describe('Stock transfer page', () => {
  it('asks before cancelling a draft, and cancels only once confirmed', async () => {
    const { stub } = renderTransfer();
    expect(await screen.findByText('3 units')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel transfer ATT2G5?' });
    expect(stub.requestsTo(CHANGE)).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel transfer' })));
    await waitFor(() => expect(stub.requestsTo(CHANGE)).toHaveLength(1));
    expect(stub.requestsTo(CHANGE)[0]!.body).toEqual({ status: 'cancelled' });
  });

  it('duplicates the transfer into a new draft and opens it', async () => {
    const { stub, router } = renderTransfer();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(stub.requestsTo(DUPLICATE)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/stock-transfers/t2/view'));
  });

  it('edits a draft: the form holds its lines against the stock here, and saving replaces them', async () => {
    const { stub, router } = renderTransfer();
    await act(async () => fireEvent.click(await screen.findByRole('link', { name: 'Edit' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/stock-transfers/t1/edit'));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Rice 50kg' });
    expect((quantity as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('74 units')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '80' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    expect(await screen.findByText('Only 74 units in stock')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(stub.requestsTo(REPLACE)).toHaveLength(1));
    expect(stub.requestsTo(REPLACE)[0]!.body).toEqual({ destination: 'b2', date: '2026-11-27', items: [{ product: 'p1', quantity: '5' }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/stock-transfers/t1/view'));
  });
});
