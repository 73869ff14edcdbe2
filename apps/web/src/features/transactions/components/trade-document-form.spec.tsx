// The sale form in the app's providers, on a stubbed network: the totals it shows (the server's
// posting cases), its validation messages, and the save button while the save is in flight.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { TradeDocumentForm } from './trade-document-form.js';

const rice = {
  id: 'p-rice',
  name: 'Rice 50kg',
  sku: 'PRD-000001',
  type: 'PRODUCT',
  isService: false,
  sellingPrice: '30000.00',
  buyingPrice: '20000.00',
  quantity: '10',
  measurement: 'Unit',
};

function stubLookups(extra: Record<string, () => StubResponse | Promise<StubResponse>> = {}) {
  return stubFetch({
    'GET /api/v1/accounts/balancedetails': () => ({
      status: 200,
      body: { success: true, data: { currency: 'NGN', total: '0.00', accounts: [{ id: 'cash', code: '1000', name: 'Cash on hand', balance: '0.00' }] } },
    }),
    'GET /api/v1/inventories/s/*': () => ({ status: 200, body: { success: true, data: [rice] } }),
    'GET /api/v1/entities/s/*': () => ({ status: 200, body: { success: true, data: [] } }),
    ...extra,
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const shown = (testId: string) => screen.getByTestId(testId).textContent;

/** A line of rice already chosen (the picker itself is driven in the end-to-end test, in Chromium). */
const riceLine = { lines: [{ productId: rice.id, productName: rice.name, quantity: '1', price: rice.sellingPrice }] };

describe('the sale form', () => {
  it('shows the totals the server computes: 10% discount and 7.5% tax of the subtotal', async () => {
    stubLookups();
    renderWithProviders(<TradeDocumentForm kind="sale" />);
    type('Quantity, line 1', '3');
    type('Price, line 1', '30000');
    fireEvent.click(screen.getByRole('switch', { name: 'Discount' }));
    type('Discount percent', '10');
    fireEvent.click(screen.getByRole('switch', { name: 'Tax' }));
    type('Tax percent', '7.5');
    await waitFor(() => expect(shown('total')).toBe('₦87,750.00'));
    expect(shown('subtotal')).toBe('₦90,000.00');
    expect(shown('discount')).toBe('-₦9,000.00');
    expect(shown('tax')).toBe('₦6,750.00');
  });

  it('rounds each line and each percent half up, as the ledger does', async () => {
    stubLookups();
    renderWithProviders(<TradeDocumentForm kind="sale" />);
    type('Quantity, line 1', '3');
    type('Price, line 1', '33.33');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    type('Quantity, line 2', '1');
    type('Price, line 2', '10.01');
    fireEvent.click(screen.getByRole('switch', { name: 'Discount' }));
    type('Discount percent', '12.5');
    fireEvent.click(screen.getByRole('switch', { name: 'Delivery' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Delivery type' })).getByText('NGN'));
    type('Delivery amount', '5');
    fireEvent.click(screen.getByRole('switch', { name: 'Tax' }));
    type('Tax percent', '7.5');
    await waitFor(() => expect(shown('total')).toBe('₦109.50'));
    expect(shown('subtotal')).toBe('₦110.00');
    expect(shown('discount')).toBe('-₦13.75');
    expect(shown('delivery')).toBe('₦5.00');
    expect(shown('tax')).toBe('₦8.25');
  });

  it('on credit, shows what is paid now and what is owed', async () => {
    stubLookups();
    renderWithProviders(<TradeDocumentForm kind="sale" />);
    type('Quantity, line 1', '2');
    type('Price, line 1', '500');
    fireEvent.click(screen.getByRole('switch', { name: 'On credit (part or all paid later)' }));
    type('Deposit paid now', '250');
    await waitFor(() => expect(shown('balance')).toBe('₦750.00'));
    expect(shown('total')).toBe('₦1,000.00');
    expect(shown('paid')).toBe('₦250.00');
  });

  it('says what is missing before sending anything', async () => {
    const stub = stubLookups();
    renderWithProviders(<TradeDocumentForm kind="sale" />);
    fireEvent.click(screen.getByRole('switch', { name: 'On credit (part or all paid later)' }));
    type('Deposit paid now', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText('Choose a product or service')).toBeTruthy();
    expect(screen.getByText('Enter a price (0 or more)')).toBeTruthy();
    expect(screen.getByText('Choose the customer on a credit sale')).toBeTruthy();
    expect(screen.getByText('Enter the due date of the balance')).toBeTruthy();
    expect(stub.requestsTo('POST /api/v1/transactions/sales')).toHaveLength(0);
  });

  it('refuses a deposit larger than the total', async () => {
    stubLookups();
    renderWithProviders(<TradeDocumentForm kind="sale" />);
    type('Quantity, line 1', '1');
    type('Price, line 1', '100');
    fireEvent.click(screen.getByRole('switch', { name: 'On credit (part or all paid later)' }));
    type('Deposit paid now', '100.01');
    fireEvent.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText('The deposit is more than the total')).toBeTruthy();
  });

  it('sends the sale with its totals once, with the button disabled until the server answers', async () => {
    const answer = deferred<StubResponse>();
    const stub = stubLookups({ 'POST /api/v1/transactions/sales': () => answer.promise });
    renderWithProviders(<TradeDocumentForm kind="sale" initialValues={riceLine} />);
    type('Quantity, line 1', '3');
    fireEvent.click(screen.getByRole('switch', { name: 'Discount' }));
    type('Discount percent', '10');
    fireEvent.click(screen.getByRole('switch', { name: 'Tax' }));
    type('Tax percent', '7.5');
    fireEvent.click(screen.getByRole('button', { name: 'Record sale' }));

    await waitFor(() => expect(stub.requestsTo('POST /api/v1/transactions/sales')).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Record sale' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    const [request] = stub.requestsTo('POST /api/v1/transactions/sales');
    expect(request!.body).toMatchObject({
      items: [{ product: 'p-rice', quantity: '3', price: '30000' }],
      discount: '10',
      discountType: 'percent',
      tax: '7.5',
      taxType: 'percent',
      account: 'Cash',
      credit: false,
      subtotal: '90000.00',
      total: '87750.00',
    });
    expect(request!.headers['idempotency-key']).toBeTruthy();

    await act(async () =>
      answer.resolve({ status: 201, body: { success: true, message: 'Sale recorded successfully', data: { id: 't1', reference: 'ABC123', position: '9' } } }),
    );
    await waitFor(() => expect((screen.getByRole('button', { name: 'Record sale' }) as HTMLButtonElement).disabled).toBe(false));
    expect(stub.requestsTo('POST /api/v1/transactions/sales')).toHaveLength(1);
  });

  it('shows the server’s refusal under the field it names', async () => {
    stubLookups({
      'POST /api/v1/transactions/sales': () => ({
        status: 409,
        body: {
          success: false,
          message: 'Not enough stock',
          code: 'STOCK_INSUFFICIENT',
          errors: [{ field: 'items[0].quantity', message: 'Only 10 Rice 50kg in stock' }],
        },
      }),
    });
    renderWithProviders(<TradeDocumentForm kind="sale" initialValues={riceLine} />);
    type('Quantity, line 1', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText('Only 10 Rice 50kg in stock')).toBeTruthy();
  });
});
