// The purchase order form against a stubbed fetch: a product is added once, each line's total is
// rounded to the business's currency as the server rounds it, and the price fields show its symbol.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../../../app/provider.js';
import { MoneyProvider } from '../../../lib/money-context.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { CreateOrderPage } from './create-order.js';

const RICE = {
  _id: 'p-rice',
  name: 'Rice 50kg',
  sku: 'PRD-000001',
  type: 'PRODUCT',
  measurement: 'Bag',
  quantity: '8',
  buyingPrice: '33.335',
  sellingPrice: '52000.00',
};

function renderPage(currency: string) {
  const stub = stubFetch({
    'GET /api/v1/purchase-orders/number': () => ({ status: 200, body: { success: true, data: { number: 'PO-000001' } } }),
    'GET /api/v1/inventories/s/*': () => ({ status: 200, body: { success: true, data: [RICE] } }),
    'POST /api/v1/inventory/purchase-orders': () => ({
      status: 201,
      body: { success: true, message: 'Purchase order created successfully', data: { id: 'po1', number: 'PO-000001', status: 'sent', position: '5' } },
    }),
  });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <MoneyProvider currency={currency}>
        <MemoryRouter>
          <CreateOrderPage />
        </MemoryRouter>
      </MoneyProvider>
    </AppProvider>,
  );
  return stub;
}

async function addRice() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Add a product' }), { target: { value: 'rice' } });
  fireEvent.click(await screen.findByRole('option', { name: /Rice 50kg/, hidden: true }, { timeout: 3000 }));
}

describe('CreateOrderPage', () => {
  it('adds a product once and rounds each line half up to kobo', async () => {
    renderPage('NGN');
    await addRice();
    await addRice();
    const table = screen.getByRole('table', { name: 'Order lines' });
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the header and one line

    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Rice 50kg' }), { target: { value: '3' } });
    // 3 × 33.335 = 100.005 → ₦100.01, as the server rounds a line.
    const row = within(table).getByRole('row', { name: /Rice 50kg/ });
    await waitFor(() => expect(within(row).getByText('₦100.01')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Unit price of Rice 50kg' }).closest('.mantine-InputWrapper-root')?.textContent).toContain('₦');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Rice 50kg' }));
    expect(screen.queryByRole('table', { name: 'Order lines' })).toBeNull();
  });

  it('works in a currency without minor units', async () => {
    renderPage('JPY');
    await addRice();
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price of Rice 50kg' }), { target: { value: '333.5' } });
    const row = within(screen.getByRole('table', { name: 'Order lines' })).getByRole('row', { name: /Rice 50kg/ });
    await waitFor(() => expect(within(row).getByText('JPY 334')).toBeTruthy());
    expect(within(row).getByText('JPY')).toBeTruthy();
  });

  it('reads quantities and prices typed with thousands separators, for the total and the order sent', async () => {
    const stub = renderPage('NGN');
    await addRice();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Rice 50kg' }), { target: { value: '1,200' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price of Rice 50kg' }), { target: { value: '29,000' } });
    const row = within(screen.getByRole('table', { name: 'Order lines' })).getByRole('row', { name: /Rice 50kg/ });
    await waitFor(() => expect(within(row).getByText('₦34,800,000.00')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Raise order' }));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/inventory/purchase-orders')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/inventory/purchase-orders')[0]!.body).toMatchObject({
      items: [{ product: 'p-rice', quantity: '1200', price: '29000' }],
    });
  });
});
