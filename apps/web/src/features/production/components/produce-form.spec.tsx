// The production batch form in the app's providers, on a stubbed network: the body it sends (the
// account as the API takes it: 'Cash' or a bank account's id), the batch's cost as the ledger will
// book it, the server's field errors on the fields they name, and lines removed before sending.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { ProduceForm } from './produce-form.js';

const flour = {
  id: 'rm-flour',
  _id: 'rm-flour',
  type: 'RAW_MATERIAL',
  name: 'Flour',
  sku: 'RAW-000001',
  measurement: 'Kg',
  currency: 'NGN',
  unitCost: '500.00',
  quantity: '10',
  stockValue: '5000.00',
  averagePrice: '500.00',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const bread = {
  id: 'p-bread',
  _id: 'p-bread',
  name: 'Bread',
  sku: 'PRD-000001',
  measurement: 'Unit',
  quantity: '0',
  sellingPrice: '800.00',
  buyingPrice: '0.00',
};

function stubProduction(extra: Record<string, () => StubResponse | Promise<StubResponse>> = {}) {
  return stubFetch({
    'GET /api/v1/accounts/balancedetails': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          currency: 'NGN',
          total: '0.00',
          accounts: [
            { id: 'cash', code: '1000', name: 'Cash', balance: '10000.00' },
            { id: 'bank-gt', code: '1010', name: 'GTBank', balance: '50000.00' },
          ],
        },
      },
    }),
    'GET /api/v1/production/search': ({ query }) => ({ status: 200, body: { success: true, data: query.type === 'RAW_MATERIAL' ? [flour] : [bread] } }),
    'GET /api/v1/production/wip-raw-materials': () => ({
      status: 200,
      body: { success: true, data: { balance: '0.00', moves: [], total: 0, page: 1, limit: 25 } },
    }),
    'GET /api/v1/accounts/settings': () => ({ status: 200, body: { success: true, data: { wipStatus: false } } }),
    'POST /api/v1/production/produce': () => ({
      status: 201,
      body: {
        success: true,
        message: 'Production batch created successfully',
        data: { id: 'b1', reference: 'PRB-000001', position: '9', total: '3500.00', outputs: [] },
      },
    }),
    ...extra,
  });
}

const renderForm = () =>
  renderWithProviders(
    <MemoryRouter>
      <ProduceForm />
    </MemoryRouter>,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Opens a picker and clicks the option whose name starts with `name`. */
async function pick(label: string, name: string) {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.click(box);
  // This picker's own list: each line's picker keeps one.
  const list = await waitFor(() => {
    const element = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`${label} has no list open`);
    return element;
  });
  fireEvent.click(await within(list).findByRole('option', { name: new RegExp(`^${name}`), hidden: true }));
  await waitFor(() => expect((box as HTMLInputElement).value).toBe(name));
}

/** Flour 4 of 10 (₦2,000.00 at average), Gas ₦1,500.00, into 20 Bread at ₦500.00. */
async function fillBatch() {
  await pick('Raw material, line 1', 'Flour');
  type('Quantity of raw material, line 1', '4');
  fireEvent.click(screen.getByRole('button', { name: 'Add cost' }));
  type('Description of cost, line 1', 'Gas');
  type('Amount of cost, line 1', '1,500');
  await pick('Product, line 1', 'Bread');
  type('Quantity of product, line 1', '20');
  type('Price of product, line 1', '500');
}

const produceRequests = (stub: ReturnType<typeof stubFetch>) => stub.requestsTo('POST /api/v1/production/produce');

describe('the production batch form', () => {
  it('sends the batch with the cost paid in cash, and shows what the batch costs', async () => {
    const stub = stubProduction();
    renderForm();
    await fillBatch();
    await waitFor(() => expect(screen.getByTestId('batch-cost').textContent).toBe('₦3,500.00'));
    expect(screen.getByTestId('materials-cost').textContent).toBe('₦2,000.00');
    expect(screen.getByTestId('additional-cost').textContent).toBe('₦1,500.00');
    expect(within(screen.getByRole('table', { name: 'Products out' })).getByText('₦3,500.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Produce' }));
    await waitFor(() => expect(produceRequests(stub)).toHaveLength(1));
    const body = produceRequests(stub)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      inputs: [{ id: 'rm-flour', quantity: '4' }],
      additionalCosts: [{ description: 'Gas', amount: '1500' }],
      account: 'Cash',
      outputs: [{ id: 'p-bread', quantity: '20', price: '500' }],
    });
    expect(await screen.findByText('Batch PRB-000001 produced')).toBeTruthy();
  });

  it('resends a batch whose answer was lost with the same Idempotency-Key, so the server records it once', async () => {
    let calls = 0;
    const stub = stubProduction({
      'POST /api/v1/production/produce': () =>
        ++calls === 1
          ? { status: 503, body: { success: false, message: 'Service unavailable, try again', code: 'UNAVAILABLE' } }
          : {
              status: 201,
              body: {
                success: true,
                message: 'Production batch created successfully',
                data: { id: 'b1', reference: 'PRB-000001', position: '9', total: '3500.00', outputs: [] },
              },
            },
    });
    renderForm();
    await fillBatch();
    fireEvent.click(screen.getByRole('button', { name: 'Produce' }));
    await waitFor(() => expect(produceRequests(stub)).toHaveLength(1));
    await screen.findByText('Service unavailable, try again');
    fireEvent.click(screen.getByRole('button', { name: 'Produce' }));
    await waitFor(() => expect(produceRequests(stub)).toHaveLength(2));
    const [first, second] = produceRequests(stub);
    expect(first!.headers['idempotency-key']).toMatch(/.+/);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(await screen.findByText('Batch PRB-000001 produced')).toBeTruthy();
  });

  it('sends the bank account’s id when the cost is paid from a bank', async () => {
    const stub = stubProduction();
    renderForm();
    await fillBatch();
    const account = screen.getByRole('combobox', { name: 'Paid from' });
    await waitFor(() => expect(account.hasAttribute('disabled')).toBe(false));
    fireEvent.click(account);
    fireEvent.click(await screen.findByRole('option', { name: 'GTBank', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Produce' }));
    await waitFor(() => expect(produceRequests(stub)).toHaveLength(1));
    expect((produceRequests(stub)[0]!.body as { account: string }).account).toBe('bank-gt');
  });

  it('shows the server’s field errors on the fields they name', async () => {
    const stub = stubProduction({
      'POST /api/v1/production/produce': () => ({
        status: 409,
        body: {
          success: false,
          code: 'STOCK_INSUFFICIENT',
          message: 'Only 10 of Flour in stock',
          errors: [{ field: 'inputs[0].quantity', message: 'Only 10 of Flour in stock' }],
        },
      }),
    });
    renderForm();
    // A blank first line is not sent: the server's inputs[0] is the form's second line.
    fireEvent.click(screen.getByRole('button', { name: 'Add raw material' }));
    await pick('Raw material, line 2', 'Flour');
    type('Quantity of raw material, line 2', '12');
    await pick('Product, line 1', 'Bread');
    type('Quantity of product, line 1', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Produce' }));
    await waitFor(() => expect(produceRequests(stub)).toHaveLength(1));
    expect((produceRequests(stub)[0]!.body as { inputs: unknown[] }).inputs).toEqual([{ id: 'rm-flour', quantity: '12' }]);
    const quantity = screen.getByLabelText('Quantity of raw material, line 2');
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Only 10 of Flour in stock')).toBeTruthy();
    expect(screen.queryByText('Not produced')).toBeNull();
  });

  it('says what is missing before sending anything', async () => {
    const stub = stubProduction();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Produce' }));
    expect(await screen.findByText('Pick a product')).toBeTruthy();
    expect(screen.getByText('Quantity is required')).toBeTruthy();
    expect(screen.getByText('Add raw materials, work in progress or additional costs')).toBeTruthy();
    expect(produceRequests(stub)).toHaveLength(0);
  });

  it('leaves out the lines removed, and the account with no additional costs', async () => {
    const stub = stubProduction();
    renderForm();
    await fillBatch();
    fireEvent.click(screen.getByRole('button', { name: 'Add raw material' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByRole('button', { name: 'Remove product, line 1' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove product, line 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove raw material, line 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove cost, line 1' }));
    // The one product line left cannot be removed: a batch makes something.
    expect(screen.getByRole('button', { name: 'Remove product, line 1' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('batch-cost').textContent).toBe('₦2,000.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Produce' }));
    await waitFor(() => expect(produceRequests(stub)).toHaveLength(1));
    const body = produceRequests(stub)[0]!.body as Record<string, unknown>;
    expect(body.inputs).toEqual([{ id: 'rm-flour', quantity: '4' }]);
    expect(body.additionalCosts).toEqual([]);
    expect(body).not.toHaveProperty('account');
    expect(body.outputs).toEqual([{ id: 'p-bread', quantity: '20', price: '500' }]);
  });
});
