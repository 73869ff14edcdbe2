import { describe, expect, it } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import type { Register } from '../api/registers.js';
import { RegisterClose } from './register-close.js';

const register: Register = {
  id: 'reg-1',
  till: 'Main',
  userId: 'u-1',
  status: 'open',
  currency: 'NGN',
  openingFloat: '20000.00',
  openedAt: '2026-11-25T08:00:00.000Z',
  date: '2026-11-25',
  closedAt: null,
  paymentSummary: [
    { glAccount: 'Cash', name: 'Cash', glTotalSale: '30000.00', expected: '50000.00', counted: null, difference: null },
    { glAccount: 'bank-1', name: 'GTBank', glTotalSale: '12000.00', expected: '12000.00', counted: null, difference: null },
  ],
  cashDifference: null,
  salesCount: 7,
  totalSales: '42000.00',
};

describe('closing the register', () => {
  it('shows the cash difference as it is counted and sends the counts per account', async () => {
    const stub = stubFetch({
      'GET /api/v1/accounts/bank-accounts': () => ({
        status: 200,
        body: {
          success: true,
          data: [{ bankAccountId: 'bank-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123456789', name: 'GTBank' }],
        },
      }),
      'PUT /api/v1/pos/register': () => ({ status: 200, body: { success: true, data: { id: 'reg-1', cashDifference: '-500.00', position: '9' } } }),
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={createTestQueryClient()}>
          <RegisterClose register={register} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByLabelText('Counted Cash'), { target: { value: '49500' } });
    expect(screen.getByTestId('difference-Cash').textContent).toBe('-₦500.00');
    fireEvent.change(await screen.findByLabelText('Counted GTBank'), { target: { value: '12000.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close register' }));
    await waitFor(() => expect(stub.requestsTo('PUT /api/v1/pos/register')).toHaveLength(1));
    expect(stub.requestsTo('PUT /api/v1/pos/register')[0].body).toEqual({
      registerId: 'reg-1',
      paymentSummary: [
        { glAccount: 'Cash', counted: '49500' },
        { glAccount: 'bank-1', counted: '12000.00' },
      ],
    });
  });

  it('names each account as the API names it: two accounts at one bank apart, and one the business has removed since', async () => {
    // The business's bank accounts as the API answers them: both at GTBank; Access was removed after the till took money into it.
    stubFetch({
      'GET /api/v1/accounts/bank-accounts': () => ({
        status: 200,
        body: {
          success: true,
          data: [
            { bankAccountId: 'bank-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123451234', name: 'GTBank 1234' },
            { bankAccountId: 'bank-2', bankName: 'GTBank', accountName: 'Ada Stores savings', accountNumber: '0999995678', name: 'GTBank 5678' },
          ],
        },
      }),
    });
    render(
      <MantineProvider>
        <QueryClientProvider client={createTestQueryClient()}>
          <RegisterClose
            register={{
              ...register,
              paymentSummary: [
                { glAccount: 'Cash', name: 'Cash', glTotalSale: '30000.00', expected: '50000.00', counted: null, difference: null },
                { glAccount: 'bank-1', name: 'GTBank 1234', glTotalSale: '12000.00', expected: '12000.00', counted: null, difference: null },
                { glAccount: 'bank-2', name: 'GTBank 5678', glTotalSale: '3000.00', expected: '3000.00', counted: null, difference: null },
                { glAccount: 'bank-old', name: 'Access', glTotalSale: '500.00', expected: '500.00', counted: null, difference: null },
              ],
            }}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['Cash', 'GTBank 1234', 'GTBank 5678', 'Access']);
    expect(await screen.findByLabelText('Counted GTBank 1234')).toBeTruthy();
    expect(screen.getByLabelText('Counted GTBank 5678')).toBeTruthy();
    expect(screen.getByLabelText('Counted Access')).toBeTruthy();
  });
});
