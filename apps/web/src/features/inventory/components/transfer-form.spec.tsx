// The stock transfer form against a stubbed fetch: the destination's quantity beside each line,
// the checks before anything is sent, and the body it sends (docs/stock-transfers.md).

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch, type FetchStub } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import type { TransferBody } from '../api/inventory.api.js';
import { TransferForm } from './transfer-form.js';

const RICE = {
  _id: 'p-rice',
  name: 'Rice 50kg',
  sku: 'PRD-000001',
  type: 'PRODUCT',
  measurement: 'Bag',
  quantity: '8',
  buyingPrice: '45000.00',
  sellingPrice: '52000.00',
};

function stubInventory(): FetchStub {
  return stubFetch({
    'GET /api/v1/accounts/businesses': () => ({
      status: 200,
      body: {
        success: true,
        data: [
          { _id: 'b-here', name: 'Ada Stores', role: 'owner', current: true },
          { _id: 'b-ikeja', name: 'Ada Stores Ikeja', role: 'owner', current: false },
        ],
      },
    }),
    'GET /api/v1/inventories/s/*': () => ({ status: 200, body: { success: true, data: [RICE] } }),
    'GET /api/v1/inventory/get-transfer-stock-destination-quantity': (request) => ({
      status: 200,
      body: { success: true, data: { quantity: request.query.productName === 'Rice 50kg' ? '3' : '0', product: null, business: request.query.business } },
    }),
  });
}

function renderForm() {
  const sent: TransferBody[] = [];
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <TransferForm submitting={false} onSubmit={(body) => sent.push(body)} />
    </AppProvider>,
  );
  return sent;
}

/** Opens the destination list once the owner's businesses have arrived. */
async function openDestinations() {
  const input = screen.getByRole('combobox', { name: /Destination business/ }) as HTMLInputElement;
  await waitFor(() => expect(input.placeholder).toBe('Choose a business'));
  fireEvent.click(input);
}

async function chooseDestination() {
  await openDestinations();
  fireEvent.click(await screen.findByRole('option', { name: 'Ada Stores Ikeja', hidden: true }));
}

async function addRice() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Add a product' }), { target: { value: 'rice' } });
  fireEvent.click(await screen.findByRole('option', { name: /Rice 50kg/, hidden: true }, { timeout: 3000 }));
}

describe('TransferForm', () => {
  it('refuses to send with no destination and no product', async () => {
    stubInventory();
    const sent = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer stock' }));
    expect(await screen.findByText('Choose the business the stock goes to')).toBeTruthy();
    expect(screen.getByText('Add at least one product to transfer')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('offers only the owner’s other businesses, and shows what the destination already holds', async () => {
    stubInventory();
    renderForm();
    await openDestinations();
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Ada Stores Ikeja']);
    fireEvent.click(options[0]);
    await addRice();

    const row = within(screen.getByRole('table', { name: 'Products to transfer' })).getByRole('row', { name: /Rice 50kg/ });
    expect(within(row).getByText('8 Bag')).toBeTruthy();
    expect(await within(row).findByText('3 Bag')).toBeTruthy();
  });

  it('refuses more than is in stock, and a quantity of 0', async () => {
    stubInventory();
    const sent = renderForm();
    await chooseDestination();
    await addRice();
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Rice 50kg' });

    fireEvent.change(quantity, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer stock' }));
    expect(await screen.findByText('Only 8 Bag in stock')).toBeTruthy();

    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer stock' }));
    expect(await screen.findByText('Quantity must be more than 0')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the destination, the date and the lines, as sent or as a draft', async () => {
    stubInventory();
    const sent = renderForm();
    await chooseDestination();
    await addRice();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Rice 50kg' }), { target: { value: '2.5' } });

    fireEvent.click(screen.getByRole('button', { name: 'Transfer stock' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      destination: 'b-ikeja',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'sent',
      items: [{ product: 'p-rice', quantity: '2.5' }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].status).toBe('draft');
  });
});
