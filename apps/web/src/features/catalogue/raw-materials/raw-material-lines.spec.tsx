// Raw material lines on the Regular Product tab: picked from the production search, priced at the
// moving average unless a price is typed (spec 001 §3, §5).

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { CreateProductDialog } from '../components/create-product-dialog.js';

const CREATE = 'POST /api/v1/inventories';

function stubCatalogue() {
  return stubFetch({
    'GET /api/v1/inventories/sku': () => ({ status: 200, body: { success: true, data: 'PRD-000012' } }),
    'GET /api/v1/categories': () => ({ status: 200, body: { success: true, data: [] } }),
    'GET /api/v1/brands': () => ({ status: 200, body: { success: true, data: [] } }),
    'GET /api/v1/production/search': (request) => ({
      status: 200,
      body: {
        success: true,
        data:
          request.query.query === 'flo'
            ? [{ id: 'r1', _id: 'r1', type: 'RAW_MATERIAL', name: 'Flour', measurement: 'Kg', averagePrice: '3333.33', quantity: '3', stockValue: '9999.99' }]
            : [],
      },
    }),
    [CREATE]: (request) => ({
      status: 201,
      body: { success: true, message: 'Product created successfully', data: { _id: 'p1', ...(request.body as object) } },
    }),
  });
}

function renderDialog() {
  render(
    <AppProvider queryClient={createTestQueryClient()} env="test">
      <CreateProductDialog opened initialTab="regular" onClose={() => undefined} />
    </AppProvider>,
  );
}

describe('Raw material lines on the create dialog', () => {
  it('adds a line from the search, shows the average as the price, and sends the line with its quantity', async () => {
    const stub = stubCatalogue();
    renderDialog();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    const search = screen.getByLabelText(/^Raw materials/);
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'flo' } });
    fireEvent.click(await screen.findByRole('option', { name: /Flour/, hidden: true }, { timeout: 3000 }));

    const quantity = (await screen.findByLabelText('Quantity of Flour')) as HTMLInputElement;
    expect(quantity.value).toBe('1');
    expect((screen.getByLabelText('Price of Flour') as HTMLInputElement).placeholder).toBe('3333.33');

    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Bread' } });
    fireEvent.change(screen.getByLabelText(/^Selling price/), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Each raw material line needs a quantity above 0')).toBeTruthy();
    expect(stub.requestsTo(CREATE)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Quantity of Flour'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    expect(stub.requestsTo(CREATE)[0]!.body).toMatchObject({ name: 'Bread', hasRawMaterial: true, rawMaterials: [{ id: 'r1', quantity: '0.5' }] });
  });
});
