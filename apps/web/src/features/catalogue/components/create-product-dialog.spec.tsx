// The Create Product/Service dialog against a stubbed fetch (the network boundary): the spec's
// validation messages (001 §5, §8), and what it sends when the form is right.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch, type FetchStub } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { CurrentUserProvider, type ShellUser } from '../../../lib/current-user.js';
import { userData } from '../../../testing/session.js';
import { CreateProductDialog, type CreateTab } from './create-product-dialog.js';

const CREATE = 'POST /api/v1/inventories';

function stubCatalogue(): FetchStub {
  return stubFetch({
    'GET /api/v1/inventories/sku': (request) => ({
      status: 200,
      body: { success: true, data: request.query.type === 'SERVICE' ? 'SRV-000004' : 'PRD-000012' },
    }),
    'GET /api/v1/categories': () => ({
      status: 200,
      body: { success: true, data: [{ _id: 'c1', name: 'Grains', description: null, createdAt: '2026-11-01T10:00:00Z' }] },
    }),
    'GET /api/v1/brands': () => ({ status: 200, body: { success: true, data: [] } }),
    'GET /api/v1/accounts/balancedetails': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          currency: 'NGN',
          total: '150000.00',
          accounts: [
            { id: 'cash', code: '1000', name: 'Cash on hand', balance: '50000.00' },
            { id: 'bank-gtb', code: '1010', name: 'GTBank', balance: '100000.00' },
          ],
        },
      },
    }),
    [CREATE]: (request) => ({
      status: 201,
      body: { success: true, message: 'Product created successfully', data: { _id: 'p1', ...(request.body as object), position: '7' } },
    }),
  });
}

function renderDialog(initialTab: CreateTab = 'regular') {
  let closed = 0;
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <CreateProductDialog opened initialTab={initialTab} onClose={() => (closed += 1)} />
    </AppProvider>,
  );
  return { closed: () => closed };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CreateProductDialog', () => {
  it('has the three tabs of the spec', async () => {
    stubCatalogue();
    renderDialog();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Regular Product', 'Product with variants', 'Services']);
  });

  it("says 'Cost price is required' for opening stock without a cost, and 'Selling price is required', and sends nothing", async () => {
    const stub = stubCatalogue();
    renderDialog();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    type(/^Product name/, 'Rice 50kg');
    type(/^Quantity/, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    const form = screen.getByRole('form', { name: 'Create product' });
    expect(await within(form).findAllByText('Cost price is required')).not.toHaveLength(0);
    expect(within(form).getAllByText('Selling price is required')).not.toHaveLength(0);
    expect(stub.requestsTo(CREATE)).toHaveLength(0);
  });

  it('asks for a name and a SKU, and takes no cost price when there is no opening stock', async () => {
    const stub = stubCatalogue();
    renderDialog();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    type(/^SKU/, '');
    type(/^Selling price/, '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findAllByText('Name is required')).not.toHaveLength(0);
    expect(screen.getAllByText('SKU is required')).not.toHaveLength(0);
    expect(screen.queryByText('Cost price is required')).toBeNull();
    expect(stub.requestsTo(CREATE)).toHaveLength(0);
  });

  it("says 'Please enter your selling price' for a price that is not a number", async () => {
    stubCatalogue();
    renderDialog();
    type(/^Product name/, 'Rice 50kg');
    type(/^Selling price/, 'twelve');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findAllByText('Please enter your selling price')).not.toHaveLength(0);
  });

  it('creates a product with opening stock: the next SKU, the prices as decimal strings, and closes', async () => {
    const stub = stubCatalogue();
    const dialog = renderDialog();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    type(/^Product name/, 'Rice 50kg');
    type(/^Quantity/, '10');
    type(/^Low stock level/, '2');
    type(/^Cost price/, '45000.50');
    type(/^Selling price/, '52000');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    expect(stub.requestsTo(CREATE)[0].body).toEqual({
      type: 'PRODUCT',
      name: 'Rice 50kg',
      sku: 'PRD-000012',
      quantity: '10',
      stockLevel: '2',
      buyingPrice: '45000.50',
      sellingPrice: '52000',
      measurement: 'Unit',
    });
    await waitFor(() => expect(dialog.closed()).toBe(1));
  });

  it('says where brands are added when the business has none yet', async () => {
    stubCatalogue();
    renderDialog();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Brand' }));
    expect(await screen.findByText('No brands yet: add them under Products & Services › Brands')).toBeTruthy();
  });

  it('reads amounts and quantities typed with thousands separators ("30,000") and sends them plain', async () => {
    const stub = stubCatalogue();
    renderDialog();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    type(/^Product name/, 'Palm oil 25L');
    type(/^Quantity/, '1,200');
    type(/^Cost price/, '30,000');
    type(/^Selling price/, ' 38,000.50 ');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    expect(stub.requestsTo(CREATE)[0].body).toMatchObject({ quantity: '1200', buyingPrice: '30000', sellingPrice: '38000.50' });
    expect(screen.queryByText('Please enter your buying price')).toBeNull();
  });

  it('shows the purchase warning for a negative quantity typed with a separator', async () => {
    stubCatalogue();
    renderDialog();
    type(/^Quantity/, '-1,000');
    type(/^Cost price/, '1,200');
    expect(await screen.findByText(/quantity times cost price \(₦1,200,000\.00\)/)).toBeTruthy();
  });

  it('shows the required Account Type select, Cash and the bank accounts, with the purchase warning, only while the quantity is negative', async () => {
    const stub = stubCatalogue();
    renderDialog();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    expect(screen.queryByRole('combobox', { name: /^Account Type/ })).toBeNull();
    type(/^Product name/, 'Garri 10kg');
    type(/^Quantity/, '-4');
    type(/^Cost price/, '1200.50');
    type(/^Selling price/, '1500');

    const select = await screen.findByRole('combobox', { name: /^Account Type/ });
    expect(select.hasAttribute('required') || select.getAttribute('aria-required') === 'true').toBe(true);
    expect(
      screen.getByText(/This record will be created as a purchase: quantity times cost price \(₦4,802\.00\) will be deducted from the chosen account\./),
    ).toBeTruthy();
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false)); // the accounts loaded
    fireEvent.click(select);
    expect(await screen.findByRole('option', { name: 'Cash', hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'GTBank', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Cash on hand', hidden: true })).toBeNull();

    // Required: not chosen, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findAllByText('Choose the Account Type the purchase is paid from: Cash or a bank account')).not.toHaveLength(0);
    expect(stub.requestsTo(CREATE)).toHaveLength(0);

    type(/^Quantity/, '3');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^Account Type/ })).toBeNull());
    expect(screen.queryByText(/created as a purchase/)).toBeNull();
  });

  it('sends the chosen account with a negative quantity ("Cash" as the commands name it)', async () => {
    const stub = stubCatalogue();
    renderDialog();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    type(/^Product name/, 'Garri 10kg');
    type(/^Quantity/, '-4');
    type(/^Cost price/, '1200.50');
    type(/^Selling price/, '1500');
    const select = await screen.findByRole('combobox', { name: /^Account Type/ });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false)); // the accounts loaded
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Cash', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    expect(stub.requestsTo(CREATE)[0].body).toMatchObject({ quantity: '-4', buyingPrice: '1200.50', accountType: 'Cash' });
  });

  it('on the Services tab asks for a Service ID and a unit price, with no stock fields, and sends a price of 0', async () => {
    const stub = stubCatalogue();
    renderDialog('services');
    await waitFor(() => expect((screen.getByLabelText(/^Service ID/) as HTMLInputElement).value).toBe('SRV-000004'));
    expect(screen.queryByLabelText(/^Quantity/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findAllByText('Selling price is required')).not.toHaveLength(0);

    type(/^Service name/, 'Delivery');
    type(/^Unit price/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    expect(stub.requestsTo(CREATE)[0].body).toEqual({ type: 'SERVICE', name: 'Delivery', sku: 'SRV-000004', sellingPrice: '0', measurement: 'Hour' });
  });

  describe('in the owner’s other businesses too (spec 001 §2)', () => {
    const REPLICATE = 'POST /api/v1/inventories/replicate-products';
    function renderAsOwner() {
      const stub = stubCatalogue();
      stub.on('GET /api/v1/accounts/businesses', () => ({
        status: 200,
        body: {
          success: true,
          data: [
            { _id: 'b1', name: 'Adebayo Foods', current: true },
            { _id: 'b2', name: 'Adebayo Foods Ikeja', current: false },
            { _id: 'b3', name: 'Adebayo Foods Lekki', current: false },
          ],
        },
      }));
      stub.on(REPLICATE, () => ({ status: 201, body: { success: true, message: 'Product created in 2 businesses', data: [] } }));
      render(
        <AppProvider queryClient={createTestQueryClient()}>
          <CurrentUserProvider user={userData({ role: 'owner', rolePermissions: [] }) as unknown as ShellUser}>
            <CreateProductDialog opened initialTab="regular" onClose={() => undefined} />
          </CurrentUserProvider>
        </AppProvider>,
      );
      return stub;
    }

    it('is ticked with every other business, each at 0, and makes the product there once it is made here', async () => {
      const stub = renderAsOwner();
      const box = await screen.findByRole('checkbox', { name: 'Also create it in my other businesses' });
      expect((box as HTMLInputElement).checked).toBe(true);
      expect((screen.getByRole('checkbox', { name: 'Adebayo Foods Lekki' }) as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByRole('checkbox', { name: 'Adebayo Foods' })).toBeNull();
      expect((screen.getByLabelText('Opening quantity in Adebayo Foods Ikeja') as HTMLInputElement).value).toBe('0');

      await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
      type(/^Product name/, 'Palm oil 25L');
      type(/^Selling price/, '38000');
      fireEvent.change(screen.getByLabelText('Opening quantity in Adebayo Foods Ikeja'), { target: { value: '1,000' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Adebayo Foods Lekki' }));
      fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

      await waitFor(() => expect(stub.requestsTo(REPLICATE)).toHaveLength(1));
      expect(stub.requestsTo(CREATE)).toHaveLength(1);
      expect(stub.requestsTo(REPLICATE)[0]!.body).toEqual({ product: 'p1', businesses: [{ business: 'b2', quantity: '1000' }] });
    });

    it('makes it here only when the box is cleared', async () => {
      const stub = renderAsOwner();
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Also create it in my other businesses' }));
      expect(screen.queryByRole('checkbox', { name: 'Adebayo Foods Ikeja' })).toBeNull();
      await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
      type(/^Product name/, 'Palm oil 25L');
      type(/^Selling price/, '38000');
      fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
      await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
      expect(stub.requestsTo(REPLICATE)).toHaveLength(0);
    });
  });
});
