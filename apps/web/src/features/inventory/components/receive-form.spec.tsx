// Receiving goods against a purchase order, in part or whole, with the purchase's payment block
// (docs/purchase-orders.md), against a stubbed fetch for the bank accounts.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import type { PurchaseOrder, ReceiveBody } from '../api/inventory.api.js';
import { ReceiveForm } from './receive-form.js';

const ORDER: PurchaseOrder = {
  _id: 'po-1',
  number: 'PO-001',
  status: 'partly_received',
  date: '2026-11-20',
  expectedDate: null,
  supplier: { _id: 's1', name: 'Obi Wholesale' },
  currency: 'NGN',
  items: [
    { product: 'p-rice', name: 'Rice 50kg', quantity: '10', price: '45000.00', total: '450000.00', received: '4', outstanding: '6' },
    { product: 'p-oil', name: 'Palm oil 5L', quantity: '5', price: '9000.00', total: '45000.00', received: '0', outstanding: '5' },
    { product: 'p-salt', name: 'Salt', quantity: '2', price: '500.00', total: '1000.00', received: '2', outstanding: '0' },
  ],
  total: '496000.00',
  note: null,
  receipts: [],
  createdAt: '2026-11-20T09:00:00Z',
};

/** The business's bank accounts as the API answers them: two at GTBank, each by its name. */
const BANKS = [
  { bankAccountId: 'bank-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123451234', name: 'GTBank 1234' },
  { bankAccountId: 'bank-2', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0999995678', name: 'GTBank 5678' },
];

function renderForm() {
  stubFetch({
    'GET /api/v1/accounts/bank-accounts': () => ({ status: 200, body: { success: true, data: BANKS } }),
  });
  const sent: ReceiveBody[] = [];
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <ReceiveForm order={ORDER} submitting={false} onSubmit={(body) => sent.push(body)} onCancel={() => undefined} />
    </AppProvider>,
  );
  return sent;
}

const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Received quantity of ${name}` }) as HTMLInputElement;
const receive = () => fireEvent.click(screen.getByRole('button', { name: 'Receive goods' }));

describe('ReceiveForm', () => {
  it('lists only the lines still outstanding, each filled with what is outstanding, and the amount at the order’s prices', () => {
    renderForm();
    expect(quantityOf('Rice 50kg').value).toBe('6');
    expect(quantityOf('Palm oil 5L').value).toBe('5');
    expect(screen.queryByRole('textbox', { name: 'Received quantity of Salt' })).toBeNull();
    // 6 × 45,000 + 5 × 9,000
    expect(screen.getByText('₦315,000.00')).toBeTruthy();
  });

  it('receives the whole of what is outstanding, paid in cash', async () => {
    const sent = renderForm();
    receive();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      status: 'received',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      account: 'Cash',
      items: [
        { product: 'p-rice', quantity: '6' },
        { product: 'p-oil', quantity: '5' },
      ],
    });
  });

  it('offers each bank account by the name the API gives it, two accounts at one bank told apart, and pays from the one picked', async () => {
    const sent = renderForm();
    await act(async () => fireEvent.click(screen.getByRole('combobox', { name: 'Paid from' })));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
    expect(options).toEqual(['Cash', 'GTBank 1234', 'GTBank 5678']);
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'GTBank 5678', hidden: true })));
    receive();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ account: 'bank-2' });
  });

  it('receives in part: only the lines with a quantity', async () => {
    const sent = renderForm();
    fireEvent.change(quantityOf('Rice 50kg'), { target: { value: '2' } });
    fireEvent.change(quantityOf('Palm oil 5L'), { target: { value: '' } });
    expect(screen.getByText('₦90,000.00')).toBeTruthy();
    receive();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].items).toEqual([{ product: 'p-rice', quantity: '2' }]);
  });

  it('refuses more than is outstanding, and nothing at all', async () => {
    const sent = renderForm();
    fireEvent.change(quantityOf('Rice 50kg'), { target: { value: '7' } });
    receive();
    expect(await screen.findByText('Only 6 outstanding')).toBeTruthy();

    fireEvent.change(quantityOf('Rice 50kg'), { target: { value: '' } });
    fireEvent.change(quantityOf('Palm oil 5L'), { target: { value: '' } });
    receive();
    expect(await screen.findByText('Enter the quantity received of at least one product')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('on credit asks for the Balance Due Date, then sends the deposit and the due date', async () => {
    const sent = renderForm();
    fireEvent.click(screen.getByRole('switch', { name: /On credit/ }));
    receive();
    expect(await screen.findByText('Balance Due Date is required')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Initial deposit/ }), { target: { value: '100000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Balance Due Date/ }), { target: { value: '28/12/2026' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /Balance Due Date/ }));
    receive();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ credit: true, initial_deposit: '100000', account: 'Cash', due_date: '2026-12-28' });
  });
});
